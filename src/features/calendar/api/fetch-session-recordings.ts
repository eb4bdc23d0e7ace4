// A calendar channel's recorded sessions, newest first: the recordings the member may watch (the
// database shows a recording to whoever may enter its room), with the session they belong to.
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';

export interface SessionRecording {
  id: number;
  object_name: string;
  duration_ms: number;
  created_at: string;
  session: { id: number; title: string; host_name: string; host_id: string | null; starts_at: string };
}

/** The 20 newest recordings of this channel's sessions. */
export async function fetchSessionRecordings(channelId: string): Promise<SessionRecording[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('session_recordings')
    .select('id, object_name, duration_ms, created_at, session:live_sessions!inner(id, title, host_name, host_id, starts_at)')
    .eq('session.channel_id', channelId)
    .order('created_at', { ascending: false })
    .limit(20);
  if (error) throw error;
  return data;
}

/** Read each time the channel opens: a recording is saved when its room ends, away from this page. */
export function useSessionRecordings(channelId: string) {
  return useQuery({
    queryKey: dashboardKeys.sessionRecordings(channelId),
    queryFn: () => fetchSessionRecordings(channelId),
    staleTime: 0,
    meta: { errorTitle: 'Could not load the recordings' },
  });
}
