// Loads data for a component when its inputs change, and reports a failure as a notification (the
// state keeps the error too, so the view can say what is missing instead of showing stale data).
import { useCallback, useEffect, useState } from 'react';
import { messageOf, notifyError } from '../lib/notify-error.ts';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

export function useLoad<T>(load: (() => Promise<T>) | null, key: string, errorTitle: string): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    if (!load) return;
    let live = true;
    setState((s) => (s.status === 'ready' && round > 0 ? s : { status: 'loading' }));
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (e: unknown) => {
        if (!live) return;
        notifyError(errorTitle, e);
        setState({ status: 'error', message: messageOf(e) });
      },
    );
    return () => {
      live = false;
    };
    // `key` names everything `load` depends on; the closure itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  return { ...state, reload };
}
