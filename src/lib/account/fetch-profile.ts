// The signed-in user's `public.profiles` row. A failed or empty read is not fatal (the spec's "only
// logged" case): it is logged and a profile built from the auth user stands in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@supabase/supabase-js';
import { buildDefaultProfile } from '../auth/build-default-profile.ts';
import type { Profile } from '../auth/auth-context.ts';
import { log } from '../log.ts';
import { loadSupabase } from '../load-supabase.ts';
import { accountKeys } from './account-keys.ts';

export async function fetchProfile(user: User): Promise<Profile> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('profiles').select('id, display_name, current_module').eq('id', user.id).maybeSingle();
  if (error) log.warn('Could not read the profile; showing the defaults (spec: only logged).', error);
  if (!data) return buildDefaultProfile(user);
  return { id: data.id, email: user.email ?? '', display_name: data.display_name ?? '', current_module: data.current_module ?? 1 };
}

export const profileQuery = (user: User) => queryOptions({ queryKey: accountKeys.profile(user.id), queryFn: () => fetchProfile(user) });

export function useProfile(user: User) {
  return useQuery(profileQuery(user));
}
