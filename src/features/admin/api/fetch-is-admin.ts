// Whether the signed-in user is an admin: their own row in `admins` (RLS lets a user see only their
// own row; the console's functions check the same table, so this only decides what to show).
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { adminKeys } from './admin-keys.ts';

export async function fetchIsAdmin(userId: string): Promise<boolean> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('admins').select('user_id').eq('user_id', userId).maybeSingle();
  if (error) throw error;
  return data !== null;
}

export function useIsAdmin(userId: string) {
  return useQuery({ queryKey: adminKeys.isAdmin(userId), queryFn: () => fetchIsAdmin(userId), meta: { errorTitle: 'Could not check your admin rights' } });
}
