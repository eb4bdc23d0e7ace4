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

/** Only under SignedInOnly: the user is known there. */
export function useAccount(): Account {
  const { user } = useAuth();
  if (!user) throw new Error('useAccount needs a signed-in user');
  const profile = useProfile(user);
  const billing = useBilling(user.id);
  const current = planOf(billing.data);
  return { profile: profile.data ?? null, plan: current, billing: billing.data, isPremium: current === 'premium', loading: profile.isPending || billing.isPending };
}
