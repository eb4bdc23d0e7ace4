// Calls `onChange` whenever a row of `table` is inserted, updated or deleted, as Realtime delivers it
// under the reader's row-level security. No row filter: a delete carries only the primary key, so a
// filtered subscription would never hear of it (these tables change rarely; re-reading is cheap).
import { useEffect, useEffectEvent } from 'react';
import { supabase } from '../../../lib/supabase.ts';
import { joinRealtime } from '../lib/serialize-realtime.ts';

export function useTableChanges(table: string, onChange: () => void): void {
  const changed = useEffectEvent(onChange);
  useEffect(
    () =>
      joinRealtime(() =>
        supabase
          .channel(`${table}:${Math.random().toString(36).slice(2)}`)
          .on('postgres_changes', { event: '*', schema: 'public', table }, () => changed())
          .subscribe(),
      ),
    [table],
  );
}
