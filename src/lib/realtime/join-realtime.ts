// supabase-js hands back the existing channel for a topic until its removal has finished. React
// mounts effects twice in development and remounts on sign-in changes, so joins and leaves of a
// topic are queued one after the other here, and a join cancelled before it ran never happens.
import type { RealtimeChannel } from '@supabase/supabase-js';
import { loadSupabase, type Supabase } from '../load-supabase.ts';

let queue: Promise<unknown> = Promise.resolve();

export function joinRealtime(open: (supabase: Supabase) => RealtimeChannel): () => void {
  let cancelled = false;
  let channel: RealtimeChannel | null = null;
  let client: Supabase | null = null;
  queue = queue
    .then(async () => {
      if (cancelled) return;
      client = await loadSupabase();
      if (!cancelled) channel = open(client);
    })
    .catch(() => undefined);
  return () => {
    cancelled = true;
    queue = queue.then(() => (channel && client ? client.removeChannel(channel) : undefined)).catch(() => undefined);
  };
}
