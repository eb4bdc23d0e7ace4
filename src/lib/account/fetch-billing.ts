// The signed-in user's plan and billing state, from `rpc('billing_status')`: whether the database
// counts them as premium (a paid subscription, past_due within its grace period, or a complimentary
// plan) and their latest Stripe subscription. A failed read is not fatal (the spec's "only logged"
// case): it is logged and the free plan stands in. A change made by an admin (subscriptions) or by
// Stripe (billing_subscriptions, written by stripe-webhook) arrives over Realtime and the state is
// read again, so an open dashboard unlocks (or locks) without a reload.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Database } from '../database.types.ts';
import type { Plan } from '../auth/auth-context.ts';
import { log } from '../log.ts';
import { useRealtimeCache } from '../realtime/use-realtime-cache.ts';
import { loadSupabase } from '../load-supabase.ts';
import { accountKeys } from './account-keys.ts';

type BillingRow = Database['public']['Functions']['billing_status']['Returns'][number];

/** Without a Stripe subscription its fields are null; `grace_ends_at` is set only while past_due. */
export type BillingStatus = Pick<BillingRow, 'is_premium' | 'complimentary' | 'cancel_at_period_end'> & {
  subscription_id: string | null;
  status: string | null;
  current_period_end: string | null;
  grace_ends_at: string | null;
};

export const FREE_BILLING: BillingStatus = {
  is_premium: false,
  complimentary: false,
  subscription_id: null,
  status: null,
  current_period_end: null,
  cancel_at_period_end: false,
  grace_ends_at: null,
};

export const planOf = (billing: BillingStatus | undefined): Plan => (billing?.is_premium ? 'premium' : 'free');

export async function fetchBilling(): Promise<BillingStatus> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('billing_status', {}, { get: true }).single();
  if (error) {
    log.warn('Could not read the plan; assuming the free plan (spec: only logged).', error);
    return FREE_BILLING;
  }
  return data;
}

export const billingQuery = (userId: string) => queryOptions({ queryKey: accountKeys.billing(userId), queryFn: fetchBilling });

/** `live: false` reads the cached state only: for a part of a page that already keeps it live (one subscription, not one per part). */
export function useBilling(userId: string, live = true) {
  const reread = (client: QueryClient) => void client.invalidateQueries({ queryKey: accountKeys.billing(userId) });
  useRealtimeCache(
    `plan:${userId}`,
    [
      { table: 'subscriptions', event: 'UPDATE', filter: `user_id=eq.${userId}` },
      { table: 'billing_subscriptions', event: '*', filter: `user_id=eq.${userId}` },
    ],
    // Whatever changed while the subscription was not in place is read once more.
    { enabled: live, onChange: (_change, client) => reread(client), onSubscribed: reread },
  );
  // Not live: the live caller keeps the cached state current, so mounting reads nothing more.
  return useQuery(live ? billingQuery(userId) : { ...billingQuery(userId), refetchOnMount: false });
}
