// One page of a channel's messages (newest 50, or the 50 before a given message), oldest first, and
// the cached pages of a channel.
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import type { Database } from '../../../lib/database.types.ts';
import { mergeMessages } from '../lib/merge-messages.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';

export const PAGE_SIZE = 50;

type MessageRow = Database['public']['Views']['channel_messages']['Row'];

export type ReactionKind = 'like' | 'heart' | 'fire' | 'rocket' | 'eyes' | 'check';
/** One reaction on a message: how many, whether the reader is among them, the first names. */
export interface ReactionSummary {
  reaction: ReactionKind;
  count: number;
  mine: boolean;
  names: string[];
}
export interface MentionCard {
  user_id: string;
  name: string;
}

export type ChatMessage = Omit<MessageRow, 'reactions' | 'mentions' | 'reply_count'> & {
  reactions: ReactionSummary[];
  mentions: MentionCard[];
  reply_count: number;
  pending?: boolean;
};

/** A channel_messages row with its JSON columns typed. */
export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    ...row,
    reactions: (row.reactions ?? []) as unknown as ReactionSummary[],
    mentions: (row.mentions ?? []) as unknown as MentionCard[],
    reply_count: Number(row.reply_count ?? 0),
  };
}

export interface MessagePage {
  messages: ChatMessage[];
  hasMore: boolean;
}

export async function fetchMessages(channelId: string, before?: Pick<ChatMessage, 'id' | 'created_at'>): Promise<MessagePage> {
  const supabase = await loadSupabase();
  // Replies live in their thread (use-thread.ts), not in the channel.
  let query = supabase.from('channel_messages').select('*').eq('channel_id', channelId).is('parent_id', null);
  if (before) {
    // Keyset paging on (created_at, id): messages sharing a timestamp are neither skipped nor repeated.
    const at = `"${before.created_at}"`;
    query = query.or(`created_at.lt.${at},and(created_at.eq.${at},id.lt.${before.id})`);
  }
  const { data, error } = await query.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(PAGE_SIZE);
  if (error) throw error;
  return { messages: data.map(toChatMessage).reverse(), hasMore: data.length === PAGE_SIZE };
}

type Cursor = Pick<ChatMessage, 'id' | 'created_at'>;
export type MessagePages = InfiniteData<MessagePage, unknown>;

/**
 * A channel's messages as pages, newest first; `fetchNextPage` reads the page before the oldest one.
 * Realtime keeps the cached pages current (use-channel-messages.ts). Fresh for a few seconds, so the
 * page the dashboard prefetched alongside the channel list is used as it is.
 */
export const messagesQuery = (channelId: string) =>
  infiniteQueryOptions({
    queryKey: dashboardKeys.messages(channelId),
    queryFn: ({ pageParam }) => fetchMessages(channelId, pageParam ?? undefined),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (last: MessagePage): Cursor | undefined => (last.hasMore ? last.messages.find((m) => !m.pending) : undefined),
    staleTime: 5000,
    meta: { errorTitle: 'Could not load the messages' },
  });

/** Every cached message of a channel, in display order. */
export function flattenPages(data: MessagePages | undefined): ChatMessage[] {
  return data
    ? mergeMessages(
        [],
        data.pages.flatMap((p) => p.messages),
      )
    : [];
}

/** Applies `change` to the newest page (where new and pending messages go) and `other` to the rest. */
export function updateNewestPage(
  data: MessagePages | undefined,
  change: (messages: ChatMessage[]) => ChatMessage[],
  other: (messages: ChatMessage[]) => ChatMessage[] = (m) => m,
): MessagePages | undefined {
  if (!data || data.pages.length === 0) return data;
  return { ...data, pages: data.pages.map((p, i) => ({ ...p, messages: i === 0 ? change(p.messages) : other(p.messages) })) };
}
