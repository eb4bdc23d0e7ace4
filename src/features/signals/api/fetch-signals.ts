// VIP signals (#vip-signals): the signals the member may read with their history, and the track
// record. Everything here is read as it is: the database decides who reads a live signal (premium
// members, analysts, admins), grades every signal from recorded prices, and computes the figures
// (views signal_track_record and signal_equity_curve); the SPA only shows them.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import type { Database } from '../../../lib/database.types.ts';
import type { Signal } from '../../../lib/signals/open-signals.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';

export type TrackRecordRow = Database['public']['Views']['signal_track_record']['Row'];
export type EquityPoint = Database['public']['Views']['signal_equity_curve']['Row'];
/** all: every result the reader may read; delayed: results closed more than 7 days ago (the public summary). */
export type RecordWindow = 'all' | 'delayed';

export const CLOSED_PAGE = 50;

/** Where the next page of closed signals starts: after this one, in closing order (newest first). */
export interface ClosedCursor {
  closed_at: string;
  id: number;
}

/** One page of closed signals, newest closing first, each with its full history (keyset paging). */
export async function fetchClosedSignals(after: ClosedCursor | null): Promise<Signal[]> {
  const supabase = await loadSupabase();
  let query = supabase
    .from('signals')
    .select('*, events:signal_events(*)')
    .not('closed_at', 'is', null)
    .order('closed_at', { ascending: false })
    .order('id', { ascending: false })
    .order('id', { referencedTable: 'events' })
    .limit(CLOSED_PAGE);
  if (after) query = query.or(`closed_at.lt."${after.closed_at}",and(closed_at.eq."${after.closed_at}",id.lt.${after.id})`);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

export interface TrackRecord {
  rows: TrackRecordRow[];
  curve: EquityPoint[];
}

export async function fetchTrackRecord(window: RecordWindow): Promise<TrackRecord> {
  const supabase = await loadSupabase();
  const [rows, curve] = await Promise.all([
    supabase.from('signal_track_record').select('*').eq('window', window).order('dimension').order('key'),
    supabase
      .from('signal_equity_curve')
      .select('signal_id, closed_at, symbol, result_r, equity_r, simulated')
      .eq('window', window)
      .order('closed_at')
      .order('signal_id'),
  ]);
  if (rows.error) throw rows.error;
  if (curve.error) throw curve.error;
  return { rows: rows.data, curve: curve.data as EquityPoint[] };
}

/** The closed signals, a page at a time (newest closing first); read again with the open ones (useOpenSignals, src/lib/signals/open-signals.ts). */
export function useClosedSignals(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...dashboardKeys.signals(), 'closed'],
    queryFn: ({ pageParam }) => fetchClosedSignals(pageParam),
    initialPageParam: null as ClosedCursor | null,
    getNextPageParam: (last): ClosedCursor | null => {
      const end = last.at(-1);
      return last.length < CLOSED_PAGE || !end ? null : { closed_at: end.closed_at!, id: end.id };
    },
    enabled,
    meta: { errorTitle: 'Could not load the closed signals' },
  });
}

export function useTrackRecord(window: RecordWindow) {
  return useQuery({
    queryKey: dashboardKeys.signalRecord(window),
    queryFn: () => fetchTrackRecord(window),
    meta: { errorTitle: 'Could not load the track record' },
  });
}

/** Whether the member hears of signals (no opt-out row of theirs); RLS shows them only their own row. */
export function useSignalAlerts(userId: string) {
  const client = useQueryClient();
  const queryKey = dashboardKeys.signalAlerts(userId);
  const state = useQuery({
    queryKey,
    queryFn: async () => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.from('signal_alert_opt_outs').select('user_id').eq('user_id', userId);
      if (error) throw error;
      return data.length === 0;
    },
    meta: { errorTitle: 'Could not load your signal notifications setting' },
  });
  const change = useMutation({
    mutationFn: async (on: boolean) => {
      const supabase = await loadSupabase();
      const { error } = on
        ? await supabase.from('signal_alert_opt_outs').delete().eq('user_id', userId)
        : await supabase.from('signal_alert_opt_outs').insert({ user_id: userId });
      if (error) throw error;
    },
    // The switch moves at once; the row decides after (read again whatever happened).
    onMutate: (on) => client.setQueryData(queryKey, on),
    onSettled: () => client.invalidateQueries({ queryKey }),
    meta: { errorTitle: 'Could not change your signal notifications' },
  });
  return { on: state.data, change };
}
