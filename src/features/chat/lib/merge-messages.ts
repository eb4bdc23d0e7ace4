// The message list's one ordering rule: by time, then id; messages still being sent stay last.
import type { ChatMessage } from '../api/fetch-messages.ts';

function compare(a: ChatMessage, b: ChatMessage): number {
  if (!!a.pending !== !!b.pending) return a.pending ? 1 : -1;
  const t = Date.parse(a.created_at) - Date.parse(b.created_at);
  return t !== 0 ? t : a.id - b.id;
}

/** Adds or replaces messages by id. */
export function mergeMessages(list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort(compare);
}
