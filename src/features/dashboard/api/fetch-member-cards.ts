// The names of the members online, read from their profiles (rpc online_member_cards): never what a
// client put in its presence payload, nor trusted from a presence key (Realtime does not tie a key to
// the member who joined). Of the ids a client sees in presence, the database answers only those whose
// own heartbeat is recent (mark_online); an id that is no user, or a member who is not here, gets no
// card. A GET: it only reads. Read again every 30 seconds, so a heartbeat that stops is noticed.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';

export interface OnlineMember {
  userId: string;
  displayName: string;
}

/** How often the app says it is open, and reads who else is (the database counts 90 s as online). */
export const HEARTBEAT_MS = 30_000;

export async function fetchOnlineMemberCards(userIds: string[]): Promise<OnlineMember[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('online_member_cards', { user_ids: userIds }, { get: true });
  if (error) throw error;
  return data.map((c) => ({ userId: c.user_id, displayName: c.display_name }));
}

/** `userIds` sorted, so the same people present give the same cached read. */
export function useOnlineMemberCards(userIds: string[]) {
  return useQuery({
    queryKey: dashboardKeys.memberCards(userIds),
    queryFn: () => fetchOnlineMemberCards(userIds),
    enabled: userIds.length > 0,
    placeholderData: keepPreviousData,
    refetchInterval: HEARTBEAT_MS,
    meta: { errorTitle: 'Online members are unavailable' },
  });
}
