// Where a message sits in the cache: a root message in its channel's pages, a reply in its thread
// (and a thread's first message at the head of the thread). These helpers put a fresh copy of a
// message everywhere it is shown, or take it out, so an edit, a reaction or a pin made here or
// arriving over Realtime shows the same in the channel and in the thread pane.
import type { QueryClient } from '@tanstack/react-query';
import { mergeMessages } from '../lib/merge-messages.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';
import { fetchMessage } from './fetch-message.ts';
import { flattenPages, updateNewestPage, type ChatMessage, type MessagePages } from './fetch-messages.ts';

export interface Thread {
  parent: ChatMessage | null;
  replies: ChatMessage[];
}

/** Replaces a cached message by id (never adds one). */
export function putMessage(client: QueryClient, message: ChatMessage): void {
  const replace = (list: ChatMessage[]) => list.map((x) => (x.id === message.id ? message : x));
  client.setQueryData<MessagePages>(dashboardKeys.messages(message.channel_id), (d) =>
    flattenPages(d).some((x) => x.id === message.id) ? updateNewestPage(d, replace, replace) : d,
  );
  client.setQueryData<Thread>(dashboardKeys.thread(message.id), (t) => (t ? { ...t, parent: message } : t));
  if (message.parent_id)
    client.setQueryData<Thread>(dashboardKeys.thread(message.parent_id), (t) => (t ? { ...t, replies: replace(t.replies) } : t));
}

/** Adds a reply to its cached thread. */
export function addReply(client: QueryClient, reply: ChatMessage): void {
  if (!reply.parent_id) return;
  client.setQueryData<Thread>(dashboardKeys.thread(reply.parent_id), (t) => (t ? { ...t, replies: mergeMessages(t.replies, [reply]) } : t));
}

/** Takes a message out of every cached list. */
export function dropMessage(client: QueryClient, id: number): void {
  const drop = (list: ChatMessage[]) => list.filter((x) => x.id !== id);
  client.setQueriesData<MessagePages>({ queryKey: ['dashboard', 'messages'] }, (d) => updateNewestPage(d, drop, drop));
  client.setQueriesData<Thread>({ queryKey: ['dashboard', 'thread'] }, (t) => (t ? { ...t, replies: drop(t.replies) } : t));
  client.setQueryData<Thread>(dashboardKeys.thread(id), (t) => (t ? { ...t, parent: null } : t));
}

/** Reads a message again (its reactions, reply count, pin) and shows the fresh copy; gone → dropped. */
export async function refreshMessage(client: QueryClient, id: number): Promise<void> {
  const message = await fetchMessage(id);
  if (message) putMessage(client, message);
  else dropMessage(client, id);
}
