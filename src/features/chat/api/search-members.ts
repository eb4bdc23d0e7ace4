// Members to @mention: names starting with what was typed, among those who can read the channel
// (rpc search_members). A GET: it only reads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';

export interface MentionCandidate {
  userId: string;
  displayName: string;
  initials: string;
}

export async function searchMembers(channelId: string, prefix: string): Promise<MentionCandidate[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('search_members', { prefix, channel: channelId }, { get: true });
  if (error) throw error;
  return data.map((m) => ({ userId: m.user_id, displayName: m.display_name, initials: m.initials }));
}

export function useMentionCandidates(channelId: string, prefix: string | null) {
  return useQuery({
    queryKey: dashboardKeys.mentionCandidates(channelId, prefix ?? ''),
    queryFn: () => searchMembers(channelId, prefix ?? ''),
    enabled: prefix !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { errorTitle: 'Could not list members' },
  });
}
