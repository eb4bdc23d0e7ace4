// The one way Realtime reaches the SPA's data: postgres_changes on the listed tables, each handed to
// `onChange` with the query client, which updates or invalidates the cached reads it affects.
// Delivered under the reader's row-level security. `onSubscribed` runs each time the subscription is
// (re)established, to catch up on what changed while it was not.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { REALTIME_SUBSCRIBE_STATES, type RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import type { Database } from '../database.types.ts';
import { notifyError } from '../notify.ts';
import { joinRealtime } from './join-realtime.ts';

type Public = Database['public'];
/** A table (or view) Realtime can deliver, and its row as src/lib/database.types.ts describes it. */
export type RealtimeTable = keyof Public['Tables'] | keyof Public['Views'];
export type RowOf<T extends RealtimeTable> = T extends keyof Public['Tables']
  ? Public['Tables'][T]['Row']
  : T extends keyof Public['Views']
    ? Public['Views'][T]['Row']
    : never;

export interface TableChanges<T extends RealtimeTable = RealtimeTable> {
  table: T;
  event?: 'INSERT' | 'UPDATE' | 'DELETE' | '*';
  /** A PostgREST-style row filter (`channel_id=eq.general`). A delete carries only the primary key, so it never matches one. */
  filter?: string;
}

/** A change of one of the listed tables, typed by the table's row (no cast at the subscriber). */
export type Change<T extends RealtimeTable = RealtimeTable> = T extends RealtimeTable
  ? RealtimePostgresChangesPayload<RowOf<T>> & { table: T }
  : never;

interface Options<T extends RealtimeTable> {
  enabled?: boolean;
  onChange(change: Change<T>, queryClient: QueryClient): void;
  onSubscribed?(queryClient: QueryClient): void;
}

export function useRealtimeCache<T extends RealtimeTable>(
  topic: string,
  changes: TableChanges<T>[],
  { enabled = true, ...handlers }: Options<T>,
): void {
  const queryClient = useQueryClient();
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const spec = JSON.stringify(changes);

  useEffect(() => {
    if (!enabled) return;
    const list = JSON.parse(spec) as TableChanges<T>[];
    return joinRealtime((supabase) => {
      const channel = supabase.channel(`${topic}:${Math.random().toString(36).slice(2)}`);
      for (const { table, event = '*', filter } of list) {
        // The payload's rows are the subscribed table's: the one place its type is stated.
        channel.on<RowOf<T>>('postgres_changes', { event, schema: 'public', table, ...(filter ? { filter } : {}) } as never, (payload) =>
          latest.current.onChange(payload as Change<T>, queryClient),
        );
      }
      return channel.subscribe((status, err) => {
        if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) latest.current.onSubscribed?.(queryClient);
        if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR || status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT)
          notifyError('Live updates are unavailable', err ?? status);
      });
    });
  }, [topic, spec, enabled, queryClient]);
}

/** Re-reads `queryKey` whenever a row of `table` changes (for small tables that change rarely), and once subscribed. */
export function useInvalidateOnChange(table: RealtimeTable, queryKey: readonly unknown[], enabled = true): void {
  const refresh = (client: QueryClient) => void client.invalidateQueries({ queryKey });
  useRealtimeCache(`${table}-changes`, [{ table }], { enabled, onChange: (_change, client) => refresh(client), onSubscribed: refresh });
}
