// After sign-in: the learner's profile row and plan. A failed or empty read is not fatal
// (the learner can still use the app): it is logged and the default profile / free plan stand in.
import type { User } from '@supabase/supabase-js';
import type { Supabase } from './load-supabase.ts';
import type { Plan, Profile } from './auth-context.ts';
import { buildDefaultProfile } from './build-default-profile.ts';

export interface Account {
  profile: Profile;
  plan: Plan;
}

async function readProfile(supabase: Supabase, user: User): Promise<Profile> {
  const { data, error } = await supabase.from('profiles').select('id, display_name, current_module').eq('id', user.id).maybeSingle();
  if (error) console.warn('Could not read the profile; using defaults.', error.message);
  if (!data) return buildDefaultProfile(user);
  return { id: data.id, email: user.email ?? '', display_name: data.display_name ?? '', current_module: data.current_module ?? 1 };
}

async function readPlan(supabase: Supabase, user: User): Promise<Plan> {
  const { data, error } = await supabase.from('subscriptions').select('type').eq('user_id', user.id).maybeSingle();
  if (error) console.warn('Could not read the subscription; assuming the free plan.', error.message);
  return data?.type === 'premium' ? 'premium' : 'free';
}

export async function loadAccount(supabase: Supabase, user: User): Promise<Account> {
  const [profile, plan] = await Promise.all([readProfile(supabase, user), readPlan(supabase, user)]);
  return { profile, plan };
}
