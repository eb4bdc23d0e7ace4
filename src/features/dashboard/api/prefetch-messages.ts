// The first page of the channel in the URL is requested together with the channel list instead of
// after it, which is the dashboard's critical path. A prefetched page is used once, and only while
// fresh: the live subscription starts after it, so an old page could miss messages.
import { fetchMessages, type MessagePage } from './fetch-messages.ts';

const FRESH_MS = 5000;
const pending = new Map<string, { at: number; page: Promise<MessagePage> }>();

export function prefetchMessages(channelId: string): void {
  const page = fetchMessages(channelId);
  page.catch(() => undefined); // the consumer sees the error; an unused prefetch must not be unhandled
  pending.set(channelId, { at: Date.now(), page });
}

export function takePrefetchedMessages(channelId: string): Promise<MessagePage> | null {
  const entry = pending.get(channelId);
  pending.delete(channelId);
  return entry && Date.now() - entry.at < FRESH_MS ? entry.page : null;
}
