// supabase-js hands back the existing channel for a topic until its removal has finished. React
// mounts effects twice in development and remounts on sign-in changes, so joins and leaves of a
// topic are queued one after the other here, and a join cancelled before it ran never happens.
import type { RealtimeChannel } from '@supabase/supabase-js';
import { supabase } from '../../../lib/supabase.ts';

let queue: Promise<unknown> = Promise.resolve();

export function joinRealtime(open: () => RealtimeChannel): () => void {
  let cancelled = false;
  let channel: RealtimeChannel | null = null;
  queue = queue.then(() => {
    if (!cancelled) channel = open();
  });
  return () => {
    cancelled = true;
    queue = queue.then(() => (channel ? supabase.removeChannel(channel) : undefined)).catch(() => undefined);
  };
}
