// The one way Realtime reaches the SPA's data: postgres_changes on the listed tables, each handed to
// `onChange` with the query client, which updates or invalidates the cached reads it affects.
// Delivered under the reader's row-level security. `onSubscribed` runs each time the subscription is
// (re)established, to catch up on what changed while it was not.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { REALTIME_SUBSCRIBE_STATES, type RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { notifyError } from '../notify.ts';
import { joinRealtime } from './join-realtime.ts';

export interface TableChanges {
  table: string;
  event?: 'INSERT' | 'UPDATE' | 'DELETE' | '*';
  /** A PostgREST-style row filter (`channel_id=eq.general`). A delete carries only the primary key, so it never matches one. */
  filter?: string;
}

export type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

interface Options {
  enabled?: boolean;
  onChange(change: Change, queryClient: QueryClient): void;
  onSubscribed?(queryClient: QueryClient): void;
}

export function useRealtimeCache(topic: string, changes: TableChanges[], { enabled = true, ...handlers }: Options): void {
  const queryClient = useQueryClient();
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const spec = JSON.stringify(changes);

  useEffect(() => {
    if (!enabled) return;
    const list = JSON.parse(spec) as TableChanges[];
    return joinRealtime((supabase) => {
      const channel = supabase.channel(`${topic}:${Math.random().toString(36).slice(2)}`);
      for (const { table, event = '*', filter } of list) {
        channel.on('postgres_changes', { event, schema: 'public', table, ...(filter ? { filter } : {}) } as never, (payload: Change) =>
          latest.current.onChange(payload, queryClient),
        );
      }
      return channel.subscribe((status, err) => {
        if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) latest.current.onSubscribed?.(queryClient);
        if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR || status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT) notifyError('Live updates are unavailable', err ?? status);
      });
    });
  }, [topic, spec, enabled, queryClient]);
}

/** Re-reads `queryKey` whenever a row of `table` changes (for small tables that change rarely), and once subscribed. */
export function useInvalidateOnChange(table: string, queryKey: readonly unknown[], enabled = true): void {
  const refresh = (client: QueryClient) => void client.invalidateQueries({ queryKey });
  useRealtimeCache(`${table}-changes`, [{ table }], { enabled, onChange: (_change, client) => refresh(client), onSubscribed: refresh });
}
