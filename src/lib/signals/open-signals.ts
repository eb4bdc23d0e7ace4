// The open VIP signals (pending or triggered), each with its full history, kept live: read by the
// #vip-signals feed and by the analysts' console (src/features/signals, src/features/admin). The
// database decides who reads a live signal (premium members, analysts, admins).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../load-supabase.ts';
import { useRealtimeCache } from '../realtime/use-realtime-cache.ts';
import type { Database } from '../database.types.ts';
import { dashboardKeys } from '../query/dashboard-keys.ts';

export type Signal = Database['public']['Tables']['signals']['Row'] & { events: SignalEvent[] };
export type SignalEvent = Database['public']['Tables']['signal_events']['Row'];

/** Open signals are few (each is an analyst's live call); this bounds a runaway list. */
const OPEN_LIMIT = 200;

/** The open signals (pending or triggered), newest first, each with its full history. */
export async function fetchOpenSignals(): Promise<Signal[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('signals')
    .select('*, events:signal_events(*)')
    .in('status', ['pending', 'active'])
    .order('published_at', { ascending: false })
    .order('id', { ascending: false })
    .order('id', { referencedTable: 'events' })
    .limit(OPEN_LIMIT);
  if (error) throw error;
  return data;
}

/**
 * Reads the signals again whenever a signal or one of its events changes (Realtime, under RLS): a
 * card's state, levels and history follow the grading and the analyst without a reload.
 */
function useSignalChanges(enabled: boolean) {
  const refresh = (client: QueryClient) => {
    void client.invalidateQueries({ queryKey: dashboardKeys.signals() });
    void client.invalidateQueries({ queryKey: ['dashboard', 'signal-record'] });
  };
  // Also once subscribed: a signal published between the first read and the subscription is not missed.
  useRealtimeCache('vip-signals', [{ table: 'signals' }, { table: 'signal_events', event: 'INSERT' }], {
    enabled,
    onChange: (_change, client) => refresh(client),
    onSubscribed: refresh,
  });
}

/** The open signals, kept live (with every other signals query: the closed pages too). */
export function useOpenSignals(enabled: boolean) {
  useSignalChanges(enabled);
  return useQuery({
    queryKey: [...dashboardKeys.signals(), 'open'],
    queryFn: fetchOpenSignals,
    enabled,
    meta: { errorTitle: 'Could not load the signals' },
  });
}
