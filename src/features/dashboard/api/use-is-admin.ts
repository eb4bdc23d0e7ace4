// Whether the signed-in member is an admin (the admins table shows a member their own row), to offer
// admin actions such as pinning. The database decides; this only hides what would be refused.
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';

export function useIsAdmin(userId: string) {
  return useQuery({
    queryKey: ['dashboard', 'is-admin', userId],
    queryFn: async () => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.from('admins').select('user_id').eq('user_id', userId).maybeSingle();
      if (error) throw error;
      return data !== null;
    },
    enabled: !!userId,
    staleTime: Infinity,
  }).data ?? false;
}
