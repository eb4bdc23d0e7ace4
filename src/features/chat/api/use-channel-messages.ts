// A channel's messages kept live: the newest page, older pages on demand, and Realtime changes for
// this channel written into the cached pages (INSERT and UPDATE re-read from channel_messages for the
// author card, DELETE removed). Replies go to their thread's cache and refresh the parent's reply
// count; a reaction or a pin re-reads its message, and so does a hide (dropped where it can no longer
// be read). Sends go through useSendMessage.
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { notifyError } from '../../../lib/notify.ts';
import { useRealtimeCache } from '../../../lib/realtime/use-realtime-cache.ts';
import { mergeMessages } from '../lib/merge-messages.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';
import { fetchMessage } from './fetch-message.ts';
import { addReply, dropMessage, putMessage, refreshMessage, type Thread } from './message-cache.ts';
import { fetchMessages, flattenPages, messagesQuery, updateNewestPage, type ChatMessage, type MessagePages } from './fetch-messages.ts';
import { useSendMessage, type Author } from './send-message.ts';

function isShownReply(client: QueryClient, id: number): boolean {
  return client.getQueriesData<Thread>({ queryKey: ['dashboard', 'thread'] }).some(([, t]) => t?.replies.some((r) => r.id === id));
}

export function useChannelMessages(channelId: string, enabled: boolean, author: Author) {
  const query = useInfiniteQuery({ ...messagesQuery(channelId), enabled });
  const key = messagesQuery(channelId).queryKey;

  useRealtimeCache(
    `messages:${channelId}`,
    [
      { table: 'messages', event: 'INSERT', filter: `channel_id=eq.${channelId}` },
      { table: 'messages', event: 'UPDATE', filter: `channel_id=eq.${channelId}` },
      // A delete carries only the primary key under RLS, so a channel filter can never match it:
      // listen to all deletes and drop the id if it is cached.
      { table: 'messages', event: 'DELETE' },
      // Reactions and pins carry their message's id (part of their key, so deletes carry it too).
      { table: 'message_reactions' },
      { table: 'pinned_messages' },
      // An admin hid or showed a message again: read it once more (gone for members, marked for its
      // author and admins). The messages UPDATE never reaches those who can no longer read the row.
      { table: 'hidden_messages', event: 'INSERT', filter: `channel_id=eq.${channelId}` },
      { table: 'hidden_messages', event: 'DELETE' },
    ],
    {
      enabled,
      onChange: (change, client) => {
        const refresh = (id: number) =>
          void refreshMessage(client, id).catch((e: unknown) => notifyError('Could not refresh a message', e));
        if (change.table === 'hidden_messages') {
          const row = change.eventType === 'DELETE' ? change.old : change.new;
          const id = Number(row.message_id);
          if (change.eventType === 'DELETE') {
            // Shown again: a root message comes back into the channel's newest page if it belongs there.
            fetchMessage(id).then(
              (m) => {
                if (!m || m.channel_id !== channelId) return;
                if (m.parent_id) putMessage(client, m);
                else client.setQueryData<MessagePages>(key, (d) => updateNewestPage(d, (list) => mergeMessages(list, [m])));
              },
              (e: unknown) => notifyError('Could not load a message', e),
            );
          } else refresh(id);
          return;
        }
        if (change.table === 'message_reactions' || change.table === 'pinned_messages') {
          const row = change.eventType === 'DELETE' ? change.old : change.new;
          const id = Number(row.message_id);
          // Only messages on screen matter; another channel's are read when it opens.
          if (
            flattenPages(client.getQueryData<MessagePages>(key)).some((x) => x.id === id) ||
            client.getQueryData(dashboardKeys.thread(id)) !== undefined ||
            isShownReply(client, id)
          )
            refresh(id);
          if (change.table === 'pinned_messages') void client.invalidateQueries({ queryKey: dashboardKeys.pins(channelId) });
          return;
        }
        if (change.eventType === 'DELETE') {
          dropMessage(client, Number(change.old.id));
          return;
        }
        const parentId = change.new.parent_id == null ? null : Number(change.new.parent_id);
        if (parentId !== null) {
          // A reply: into its thread if open, and its parent's reply count everywhere.
          fetchMessage(Number(change.new.id)).then(
            (m) => {
              if (!m) return;
              if (change.eventType === 'INSERT') addReply(client, m);
              else putMessage(client, m);
            },
            (e: unknown) => notifyError('Could not load a reply', e),
          );
          refresh(parentId);
          return;
        }
        // An edit only matters for a message in the cache; an older one is read when its page is.
        const id = Number(change.new.id);
        const onlyIfShown = change.eventType === 'UPDATE';
        fetchMessage(id).then(
          (m) => {
            if (!m) return;
            client.setQueryData<MessagePages>(key, (d) => {
              const shown = flattenPages(d).some((x) => x.id === id);
              if (onlyIfShown && !shown) return d;
              const replace = (list: ChatMessage[]) => list.map((x) => (x.id === id ? m : x));
              return shown ? updateNewestPage(d, replace, replace) : updateNewestPage(d, (list) => mergeMessages(list, [m]));
            });
          },
          (e: unknown) => notifyError('Could not load a new message', e),
        );
      },
      // Whatever was posted before the subscription was in place (or while it was down) is read
      // once more now; merging by id makes the overlap harmless. After the channel's first read has
      // landed, not alongside it: the two would share the stack, and the list waits for the first.
      onSubscribed: (client) =>
        void client
          .ensureInfiniteQueryData(messagesQuery(channelId))
          .catch(() => undefined)
          .then(() => fetchMessages(channelId))
          .then(
            (page) => client.setQueryData<MessagePages>(key, (d) => updateNewestPage(d, (list) => mergeMessages(list, page.messages))),
            (e: unknown) => notifyError('Could not catch up on messages', e),
          ),
    },
  );

  const send = useSendMessage(channelId, author);

  return {
    messages: enabled ? flattenPages(query.data) : [],
    loading: enabled && query.isPending,
    hasMore: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: async () => {
      if (!query.hasNextPage || query.isFetchingNextPage) return;
      await query.fetchNextPage(); // a failure is shown by the query cache
    },
    send: async (body: string) => void (await send.mutateAsync(body)),
  };
}
