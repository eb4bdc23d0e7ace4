// One page of a channel's messages (newest 50, or the 50 before a given message), oldest first.
import { supabase } from '../../../lib/supabase.ts';
import type { Database } from '../../../lib/database.types.ts';

export const PAGE_SIZE = 50;

export type ChatMessage = Database['public']['Views']['channel_messages']['Row'] & { pending?: boolean };

export interface MessagePage {
  messages: ChatMessage[];
  hasMore: boolean;
}

export async function fetchMessages(channelId: string, before?: Pick<ChatMessage, 'id' | 'created_at'>): Promise<MessagePage> {
  let query = supabase.from('channel_messages').select('*').eq('channel_id', channelId);
  if (before) {
    // Keyset paging on (created_at, id): messages sharing a timestamp are neither skipped nor repeated.
    const at = `"${before.created_at}"`;
    query = query.or(`created_at.lt.${at},and(created_at.eq.${at},id.lt.${before.id})`);
  }
  const { data, error } = await query.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(PAGE_SIZE);
  if (error) throw error;
  return { messages: data.reverse(), hasMore: data.length === PAGE_SIZE };
}
