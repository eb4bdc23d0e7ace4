// A calendar channel's sessions that have not ended yet (by the clock, or by the host ending the room), soonest first.
import { useQuery } from '@tanstack/react-query';
import { useInvalidateOnChange } from '../../../lib/realtime/use-realtime-cache.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import type { Database } from '../../../lib/database.types.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';

export type LiveSession = Database['public']['Tables']['live_sessions']['Row'];

export async function fetchLiveSessions(channelId: string): Promise<LiveSession[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('live_sessions').select('*').eq('channel_id', channelId).order('starts_at');
  if (error) throw error;
  const now = Date.now();
  return data.filter((s) => s.state !== 'ended' && Date.parse(s.starts_at) + s.duration_minutes * 60_000 > now);
}

/** Read again whenever a session is scheduled, moved or cancelled. */
export function useLiveSessions(channelId: string) {
  const queryKey = dashboardKeys.liveSessions(channelId);
  useInvalidateOnChange('live_sessions', queryKey);
  return useQuery({ queryKey, queryFn: () => fetchLiveSessions(channelId), meta: { errorTitle: 'Could not load the sessions' } });
}
