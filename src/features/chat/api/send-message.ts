// Posts a message as the signed-in user; the database decides whether they may (RLS). In the open
// channel the message shows at once (pending), is reconciled with the stored row by id, and is taken
// back when the database refuses it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../lib/auth/auth-context.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { initialsOf } from '../../../lib/community/initials-of.ts';
import { mergeMessages } from '../lib/merge-messages.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';
import { explain } from '../../../lib/community/explain-refusal.ts';
import { updateNewestPage, type ChatMessage, type MessagePages } from './fetch-messages.ts';

export class SendError extends Error {}

export async function sendMessage(channelId: string, body: string, parentId?: number): Promise<{ id: number; created_at: string }> {
  const supabase = await loadSupabase();
  const row = { channel_id: channelId, body, ...(parentId ? { parent_id: parentId } : {}) };
  const { data, error } = await supabase.from('messages').insert(row).select('id, created_at').single();
  if (error) throw new SendError(explain(error));
  return data;
}

export interface Author {
  profile: Profile | null;
  isPremium: boolean;
}

let nextTempId = -1;

/** `mutateAsync` throws (after taking the message back) when the database refuses it. */
export function useSendMessage(channelId: string, author: Author) {
  const queryClient = useQueryClient();
  const key = dashboardKeys.messages(channelId);
  const edit = (change: (m: ChatMessage[]) => ChatMessage[]) =>
    queryClient.setQueryData<MessagePages>(key, (d) => updateNewestPage(d, change));
  return useMutation({
    mutationFn: (body: string) => sendMessage(channelId, body),
    onMutate: (body) => {
      const name = author.profile?.display_name || author.profile?.email || 'You';
      const temp: ChatMessage = {
        id: nextTempId--,
        channel_id: channelId,
        author_id: author.profile?.id ?? null,
        author_name: name,
        author_initials: initialsOf(name),
        author_is_premium: author.isPremium,
        author_level: null,
        body: body.trim(),
        kind: 'chat',
        created_at: new Date().toISOString(),
        edited_at: null,
        parent_id: null,
        deleted_at: null,
        reply_count: 0,
        last_reply_at: null,
        reactions: [],
        mentions: [],
        pinned_at: null,
        hidden_at: null,
        reported_by_me: false,
        pending: true,
      };
      edit((m) => mergeMessages(m, [temp]));
      return { temp };
    },
    onSuccess: (saved, _body, { temp }) =>
      edit((messages) => {
        const rest = messages.filter((m) => m.id !== temp.id);
        // Realtime may have delivered the stored row first; then it already holds the author card.
        if (rest.some((m) => m.id === saved.id)) return rest;
        return mergeMessages(rest, [{ ...temp, ...saved, pending: false }]);
      }),
    onError: (_error, _body, context) => {
      if (context) edit((m) => m.filter((x) => x.id !== context.temp.id));
    },
  });
}
