// The sidebar and channel header: every channel with its member count and the caller's rights.
import { supabase } from '../../../lib/supabase.ts';
import type { Database } from '../../../lib/database.types.ts';
import { useLoad } from '../hooks/use-load.ts';

export type ChannelType = 'tutorials' | 'chat' | 'watchlist' | 'charts' | 'calendar';
export type Channel = Omit<Database['public']['Views']['channel_overview']['Row'], 'type' | 'member_count' | 'can_read' | 'can_post'> & {
  type: ChannelType;
  member_count: number;
  can_read: boolean;
  can_post: boolean;
};

export async function fetchChannels(): Promise<Channel[]> {
  const { data, error } = await supabase.from('channel_overview').select('*').order('position');
  if (error) throw error;
  return data.map((c) => ({ ...c, type: c.type as ChannelType, member_count: Number(c.member_count ?? 0), can_read: !!c.can_read, can_post: !!c.can_post }));
}

/** Read again when the plan changes: rights and member counts depend on it. */
export function useChannels(userId: string, plan: string) {
  return useLoad(fetchChannels, `${userId}:${plan}`, 'Could not load the channels');
}
