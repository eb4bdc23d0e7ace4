// The member's invoices for /account, newest first: what Stripe billed them (stored by stripe-webhook
// in billing_invoices), with Stripe's hosted page and PDF. The query asks for the signed-in user's
// rows explicitly (row-level security also allows no other). A new or paid invoice arrives over
// Realtime and the list is read again.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Database } from '../../../lib/database.types.ts';
import { accountKeys } from '../../../lib/account/account-keys.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { useRealtimeCache } from '../../../lib/realtime/use-realtime-cache.ts';

type InvoiceRow = Database['public']['Tables']['billing_invoices']['Row'];
export type Invoice = Pick<
  InvoiceRow,
  'id' | 'number' | 'status' | 'currency' | 'amount_due' | 'amount_paid' | 'stripe_created' | 'hosted_invoice_url' | 'invoice_pdf'
>;

/** Enough for years of monthly invoices; Stripe's portal has the complete history. */
export const INVOICES_SHOWN = 24;

export const invoicesKey = (userId: string) => [...accountKeys.all, userId, 'invoices'] as const;

export async function fetchInvoices(userId: string): Promise<Invoice[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('billing_invoices')
    .select('id, number, status, currency, amount_due, amount_paid, stripe_created, hosted_invoice_url, invoice_pdf')
    .eq('user_id', userId)
    .order('stripe_created', { ascending: false })
    .limit(INVOICES_SHOWN);
  if (error) throw error;
  return data;
}

export const invoicesQuery = (userId: string) => queryOptions({ queryKey: invoicesKey(userId), queryFn: () => fetchInvoices(userId) });

export function useInvoices(userId: string) {
  const reread = (client: QueryClient) => void client.invalidateQueries({ queryKey: invoicesKey(userId) });
  useRealtimeCache(`invoices:${userId}`, [{ table: 'billing_invoices', event: '*', filter: `user_id=eq.${userId}` }], {
    onChange: (_change, client) => reread(client),
    onSubscribed: reread,
  });
  return useQuery(invoicesQuery(userId));
}
