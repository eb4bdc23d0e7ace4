// A thread: its first message and every reply (oldest first), kept live. Replies arrive over the
// channel's Realtime subscription (use-channel-messages.ts writes them into this cache); a reply is
// posted here and shows at once when the database has stored it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';
import { fetchMessage } from './fetch-message.ts';
import { toChatMessage } from './fetch-messages.ts';
import { addReply, refreshMessage, type Thread } from './message-cache.ts';
import { sendMessage, SendError } from './send-message.ts';

/** Threads stay short in practice; the first 500 replies are shown. */
const MAX_REPLIES = 500;

export async function fetchThread(parentId: number): Promise<Thread> {
  const supabase = await loadSupabase();
  const [parent, replies] = await Promise.all([
    fetchMessage(parentId),
    supabase.from('channel_messages').select('*').eq('parent_id', parentId).order('created_at').order('id').limit(MAX_REPLIES),
  ]);
  if (replies.error) throw replies.error;
  return { parent, replies: replies.data.map(toChatMessage) };
}

export function useThread(parentId: number | null) {
  return useQuery({
    queryKey: dashboardKeys.thread(parentId ?? 0),
    queryFn: () => fetchThread(parentId!),
    enabled: parentId !== null,
    meta: { errorTitle: 'Could not load the thread' },
  });
}

export function useSendReply(channelId: string, parentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => {
      const saved = await sendMessage(channelId, body, parentId);
      const reply = await fetchMessage(saved.id);
      if (!reply) throw new SendError('The reply was not found after sending');
      return reply;
    },
    onSuccess: async (reply) => {
      addReply(client, reply);
      await refreshMessage(client, parentId); // its reply count
    },
  });
}
