// The sidebar and channel header: every channel with its member count and the caller's rights.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../load-supabase.ts';
import { useInvalidateOnChange } from '../realtime/use-realtime-cache.ts';
import type { Database } from '../database.types.ts';
import { dashboardKeys } from '../query/dashboard-keys.ts';

export type ChannelType = 'tutorials' | 'chat' | 'watchlist' | 'charts' | 'calendar' | 'signals';
export type Channel = Omit<Database['public']['Views']['channel_overview']['Row'], 'type' | 'member_count' | 'can_read' | 'can_post'> & {
  type: ChannelType;
  member_count: number;
  can_read: boolean;
  can_post: boolean;
};

export async function fetchChannels(): Promise<Channel[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('channel_overview').select('*').order('position');
  if (error) throw error;
  return data.map((c) => ({
    ...c,
    type: c.type as ChannelType,
    member_count: Number(c.member_count ?? 0),
    can_read: !!c.can_read,
    can_post: !!c.can_post,
  }));
}

/**
 * Read again when the plan changes (rights and member counts depend on it) and whenever an admin adds,
 * edits or removes a channel (channels are in the realtime publication); the open channel stays on
 * screen meanwhile.
 */
export function useChannels(userId: string, plan: string) {
  useInvalidateOnChange('channels', ['dashboard', 'channels']);
  return useQuery({
    queryKey: dashboardKeys.channels(userId, plan),
    queryFn: fetchChannels,
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Could not load the channels' },
  });
}
