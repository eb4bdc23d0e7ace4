// Calls `onChange` whenever a row of `table` matching `filter` is inserted, updated or deleted (as
// Realtime delivers it under the reader's row-level security).
import { useEffect, useRef } from 'react';
import { supabase } from '../../../lib/supabase.ts';
import { joinRealtime } from '../lib/serialize-realtime.ts';

export function useTableChanges(table: string, filter: string, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(
    () =>
      joinRealtime(() =>
        supabase
          .channel(`${table}:${filter}:${Math.random().toString(36).slice(2)}`)
          .on('postgres_changes', { event: '*', schema: 'public', table, filter }, () => latest.current())
          .subscribe(),
      ),
    [table, filter],
  );
}
