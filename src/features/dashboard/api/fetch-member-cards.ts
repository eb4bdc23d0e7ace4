// The names of the members present in the community, read from their profiles (rpc member_cards):
// never what a client put in its presence payload. An id that is no user gets no card. A GET: it only
// reads, as every request the dashboard makes before a member acts.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { dashboardKeys } from './dashboard-keys.ts';

export interface OnlineMember {
  userId: string;
  displayName: string;
}

export async function fetchMemberCards(userIds: string[]): Promise<OnlineMember[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('member_cards', { user_ids: userIds }, { get: true });
  if (error) throw error;
  return data.map((c) => ({ userId: c.user_id, displayName: c.display_name }));
}

/** `userIds` sorted, so the same people present give the same cached read. */
export function useMemberCards(userIds: string[]) {
  return useQuery({
    queryKey: dashboardKeys.memberCards(userIds),
    queryFn: () => fetchMemberCards(userIds),
    enabled: userIds.length > 0,
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Online members are unavailable' },
  });
}
