// The signed-in user's plan, from their own `public.subscriptions` row. A failed read is not fatal
// (the spec's "only logged" case): it is logged and the free plan stands in. A change made by an
// admin or by billing arrives over Realtime and replaces the cached plan, so an open dashboard
// unlocks (or locks) without a reload.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '../auth/auth-context.ts';
import { log } from '../log.ts';
import { useRealtimeCache } from '../realtime/use-realtime-cache.ts';
import { loadSupabase } from '../load-supabase.ts';
import { accountKeys } from './account-keys.ts';

const planOf = (type: unknown): Plan => (type === 'premium' ? 'premium' : 'free');

export async function fetchPlan(userId: string): Promise<Plan> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('subscriptions').select('type').eq('user_id', userId).maybeSingle();
  if (error) log.warn('Could not read the subscription; assuming the free plan (spec: only logged).', error);
  return planOf(data?.type);
}

export const planQuery = (userId: string) => queryOptions({ queryKey: accountKeys.plan(userId), queryFn: () => fetchPlan(userId) });

export function usePlan(userId: string) {
  useRealtimeCache(`plan:${userId}`, [{ table: 'subscriptions', event: 'UPDATE', filter: `user_id=eq.${userId}` }], {
    onChange: (change, client) => {
      if (change.eventType === 'UPDATE') client.setQueryData(accountKeys.plan(userId), planOf(change.new.type));
    },
    // Whatever changed while the subscription was not in place is read once more.
    onSubscribed: (client) => void client.invalidateQueries({ queryKey: accountKeys.plan(userId) }),
  });
  return useQuery(planQuery(userId));
}
