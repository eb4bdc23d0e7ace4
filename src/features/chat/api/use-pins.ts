// A channel's pinned messages, newest pin first (pinned_messages under RLS, joined to their message).
// Pins arriving over Realtime invalidate this (use-channel-messages.ts).
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';
import { toChatMessage, type ChatMessage } from './fetch-messages.ts';

export async function fetchPins(channelId: string): Promise<ChatMessage[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('channel_messages')
    .select('*')
    .eq('channel_id', channelId)
    .not('pinned_at', 'is', null)
    .order('pinned_at', { ascending: false })
    .limit(50);
  if (error) throw error;
  return data.map(toChatMessage);
}

export function usePins(channelId: string, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.pins(channelId),
    queryFn: () => fetchPins(channelId),
    enabled,
    meta: { errorTitle: 'Could not load the pinned messages' },
  });
}
