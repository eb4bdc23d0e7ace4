// The signed-in member's profile and plan, for the signed-in pages. `loading` until both are known,
// so nothing renders against a half-known account.
import type { Plan, Profile } from '../auth/auth-context.ts';
import { useAuth } from '../auth/use-auth.ts';
import { useProfile } from './fetch-profile.ts';
import { planOf, useBilling, type BillingStatus } from './fetch-billing.ts';

export interface Account {
  profile: Profile | null;
  plan: Plan;
  /** What billing_status() said: the subscription behind the plan. */
  billing: BillingStatus | undefined;
  isPremium: boolean;
  loading: boolean;
}

/**
 * Only under SignedInOnly: the user is known there. `live: false` for a part of a page whose parent
 * already keeps the plan live (the dashboard's channel view): each live caller joins its own Realtime
 * channel and reads billing_status once more when it is in place — on every channel switch, that was
 * a read on the stack competing with the new channel's messages.
 */
export function useAccount({ live = true }: { live?: boolean } = {}): Account {
  const { user } = useAuth();
  if (!user) throw new Error('useAccount needs a signed-in user');
  const profile = useProfile(user);
  const billing = useBilling(user.id, live);
  const current = planOf(billing.data);
  return {
    profile: profile.data ?? null,
    plan: current,
    billing: billing.data,
    isPremium: current === 'premium',
    loading: profile.isPending || billing.isPending,
  };
}
