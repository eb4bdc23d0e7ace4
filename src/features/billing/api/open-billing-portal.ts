// Opens Stripe's customer portal (cancel, resume, change card, invoices): billing-portal answers a
// portal session's URL for the signed-in member's billing account, and the portal returns to /account.
import { useMutation } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { billingErrorOf } from '../lib/function-error.ts';

export async function openBillingPortal(): Promise<string> {
  const supabase = await loadSupabase();
  const result = await supabase.functions.invoke<{ url: string }>('billing-portal', { method: 'POST' });
  if (result.error || !result.data) throw await billingErrorOf(result.error);
  return result.data.url;
}

/** A refusal (404: no billing account yet) is shown by the mutation cache under the title. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: openBillingPortal,
    onSuccess: (url) => window.location.assign(url),
    meta: { errorTitle: 'Could not open billing' },
  });
}
