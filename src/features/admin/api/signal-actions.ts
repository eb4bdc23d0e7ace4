// An analyst's (or admin's) events on an open signal, each one RPC with their own JWT: the database
// checks who may act (the signal's analyst or an admin, at aal2) and what (the status, the note),
// appends the event to the signal's history and audits it. The feed is read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';

export type SignalAction =
  { kind: 'break-even'; signalId: number } | { kind: 'close'; signalId: number } | { kind: 'note'; signalId: number; note: string };

export async function runSignalAction(action: SignalAction): Promise<void> {
  const supabase = await loadSupabase();
  const { error } =
    action.kind === 'break-even'
      ? await supabase.rpc('signal_move_stop_to_break_even', { signal_id: action.signalId })
      : action.kind === 'close'
        ? await supabase.rpc('close_signal', { signal_id: action.signalId })
        : await supabase.rpc('add_signal_note', { signal_id: action.signalId, note: action.note });
  if (error) throw error;
}

export function useSignalAction() {
  const client = useQueryClient();
  return useMutation({ mutationFn: runSignalAction, onSettled: () => client.invalidateQueries({ queryKey: dashboardKeys.signals() }) });
}
