// The signed-in member's profile and plan, for the signed-in pages. `loading` until both are known,
// so nothing renders against a half-known account.
import type { Plan, Profile } from '../auth/auth-context.ts';
import { useAuth } from '../auth/use-auth.ts';
import { useProfile } from './fetch-profile.ts';
import { usePlan } from './fetch-plan.ts';

export interface Account {
  profile: Profile | null;
  plan: Plan;
  isPremium: boolean;
  loading: boolean;
}

/** Only under SignedInOnly: the user is known there. */
export function useAccount(): Account {
  const { user } = useAuth();
  if (!user) throw new Error('useAccount needs a signed-in user');
  const profile = useProfile(user);
  const plan = usePlan(user.id);
  const current = plan.data ?? 'free';
  return { profile: profile.data ?? null, plan: current, isPremium: current === 'premium', loading: profile.isPending || plan.isPending };
}
