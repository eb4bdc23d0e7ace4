// Whether the signed-in user is an analyst: their own row in `analysts` (RLS shows a user only their
// own row; admins see all, so the filter matters). It decides only what to show — the console's
// Signals page and the profile menu's link to it; the signal functions check the same table and aal2.
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../load-supabase.ts';
import { accountKeys } from './account-keys.ts';

export async function fetchIsAnalyst(userId: string): Promise<boolean> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('analysts').select('user_id').eq('user_id', userId).maybeSingle();
  if (error) throw error;
  return data !== null;
}

/** `recheck`: ask the database again on mount (the console's route: a member made analyst a moment ago). */
export function useIsAnalyst(userId: string, { recheck = false } = {}) {
  return useQuery({
    queryKey: accountKeys.isAnalyst(userId),
    queryFn: () => fetchIsAnalyst(userId),
    enabled: userId !== '',
    refetchOnMount: recheck ? 'always' : true,
    meta: { errorTitle: 'Could not check your analyst rights' },
  });
}
