// Whether the signed-in user is an admin: their own row in `admins` (RLS shows a user only their own
// row). The database decides every admin action itself; this only decides what to show — the console
// route, the profile menu's link, admin actions such as pinning. One query, one cache entry.
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../load-supabase.ts';
import { accountKeys } from './account-keys.ts';

export async function fetchIsAdmin(userId: string): Promise<boolean> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('admins').select('user_id').eq('user_id', userId).maybeSingle();
  if (error) throw error;
  return data !== null;
}

/** `recheck`: ask the database again on mount (the console's route: a member made admin a moment ago). */
export function useIsAdmin(userId: string, { recheck = false } = {}) {
  return useQuery({
    queryKey: accountKeys.isAdmin(userId),
    queryFn: () => fetchIsAdmin(userId),
    enabled: userId !== '',
    refetchOnMount: recheck ? 'always' : true,
    meta: { errorTitle: 'Could not check your admin rights' },
  });
}
