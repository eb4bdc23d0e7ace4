// What a member does to a message: react (toggle), edit or delete their own, pin (admins). The
// database decides who may; a refusal is shown by the mutation cache with the server's words. Each
// success reads the message again and puts it wherever it is shown (Realtime brings the same to
// everyone else).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';
import type { ChatMessage, ReactionKind } from './fetch-messages.ts';
import { refreshMessage } from './message-cache.ts';
import { explain } from '../../../lib/community/explain-refusal.ts';

function fail(error: { code?: string; message: string }): never {
  throw new Error(explain(error));
}

export function useToggleReaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ message, reaction, userId }: { message: ChatMessage; reaction: ReactionKind; userId: string }) => {
      const supabase = await loadSupabase();
      const mine = message.reactions.some((r) => r.reaction === reaction && r.mine);
      if (mine) {
        const { error } = await supabase
          .from('message_reactions')
          .delete()
          .eq('message_id', message.id)
          .eq('user_id', userId)
          .eq('reaction', reaction);
        if (error) fail(error);
      } else {
        const { error } = await supabase.from('message_reactions').insert({ message_id: message.id, reaction });
        // Already there (another tab): the toggle's aim is met.
        if (error && error.code !== '23505') fail(error.code === '42501' ? { message: "You can't react in this channel" } : error);
      }
      return message.id;
    },
    meta: { errorTitle: 'Reaction not saved' },
    onSuccess: (id) => refreshMessage(client, id),
  });
}

export function useEditMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: string }) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.from('messages').update({ body }).eq('id', id);
      if (error) fail(error);
      return id;
    },
    meta: { errorTitle: 'Message not edited' },
    onSuccess: (id) => refreshMessage(client, id),
  });
}

export function useDeleteMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (message: ChatMessage) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.from('messages').delete().eq('id', message.id);
      if (error) fail(error);
      return message;
    },
    meta: { errorTitle: 'Message not deleted' },
    onSuccess: async (message) => {
      await refreshMessage(client, message.id);
      if (message.parent_id) await refreshMessage(client, message.parent_id);
      await client.invalidateQueries({ queryKey: dashboardKeys.pins(message.channel_id) });
    },
  });
}

export function useTogglePin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (message: ChatMessage) => {
      const supabase = await loadSupabase();
      const { error } = message.pinned_at
        ? await supabase.from('pinned_messages').delete().eq('message_id', message.id)
        : await supabase.from('pinned_messages').insert({ message_id: message.id, channel_id: message.channel_id });
      if (error) fail(error.code === '42501' ? { message: 'Only admins can pin messages' } : error);
      return message;
    },
    meta: { errorTitle: 'Pin not changed' },
    onSuccess: async (message) => {
      await refreshMessage(client, message.id);
      await client.invalidateQueries({ queryKey: dashboardKeys.pins(message.channel_id) });
    },
  });
}
