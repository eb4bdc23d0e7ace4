// A calendar channel's sessions that have not ended yet, soonest first.
import { supabase } from '../../../lib/supabase.ts';
import type { Database } from '../../../lib/database.types.ts';
import { useLoad } from '../hooks/use-load.ts';
import { useTableChanges } from '../hooks/use-table-changes.ts';

export type LiveSession = Database['public']['Tables']['live_sessions']['Row'];

export async function fetchLiveSessions(channelId: string): Promise<LiveSession[]> {
  const { data, error } = await supabase.from('live_sessions').select('*').eq('channel_id', channelId).order('starts_at');
  if (error) throw error;
  const now = Date.now();
  return data.filter((s) => Date.parse(s.starts_at) + s.duration_minutes * 60_000 > now);
}

/** Read again whenever a session is scheduled, moved or cancelled. */
export function useLiveSessions(channelId: string) {
  const state = useLoad(() => fetchLiveSessions(channelId), channelId, 'Could not load the sessions');
  useTableChanges('live_sessions', state.reload);
  return state;
}
