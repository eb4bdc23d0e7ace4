// A page's Realtime traffic as the test sees it: Phoenix frames ([join_ref, ref, topic, event,
// payload]) read into their parts, and promises of what arrives on a topic.
import type { Page } from 'playwright-core';

export interface Frame {
  ref: string | null;
  topic: string;
  event: string;
  payload: { status?: string; data?: { type?: string; table?: string } };
}

/** A frame's parts; null for what is not a Phoenix frame. */
export function parseFrame(payload: string | Buffer): Frame | null {
  try {
    const [, ref, topic, event, body] = JSON.parse(String(payload)) as [unknown, string | null, string, string, Frame['payload']];
    return typeof topic === 'string' && typeof event === 'string' ? { ref, topic, event, payload: body ?? {} } : null;
  } catch {
    return null;
  }
}

/**
 * On the page's channels whose topic starts with `topic`: `joined` settles when a join is answered,
 * `changed` when a change of `type` (on `table`, if given) arrives. Attach before the page opens.
 */
export function watchTopic(page: Page, topic: string, change: { type: 'INSERT' | 'UPDATE' | 'DELETE'; table?: string }) {
  let join!: () => void;
  let arrive!: () => void;
  const joined = new Promise<void>((ok) => (join = ok));
  const changed = new Promise<void>((ok) => (arrive = ok));
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      const f = parseFrame(payload);
      if (!f?.topic.startsWith(topic)) return;
      if (f.event === 'phx_reply') join();
      const data = f.payload.data;
      if (f.event === 'postgres_changes' && data?.type === change.type && (!change.table || data.table === change.table)) arrive();
    }),
  );
  return { joined, changed };
}
