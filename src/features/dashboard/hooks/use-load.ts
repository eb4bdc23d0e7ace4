// Loads data for a component when its inputs change, and reports a failure as a notification (the
// state keeps the error too, so the view can say what is missing instead of showing stale data).
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { messageOf, notifyError } from '../lib/notify-error.ts';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

export function useLoad<T>(load: () => Promise<T>, key: string, errorTitle: string): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const loadedKey = useRef<string | null>(null);
  const loadLatest = useEffectEvent(load);
  const notifyFailure = useEffectEvent((e: unknown) => notifyError(errorTitle, e));

  useEffect(() => {
    let live = true;
    // A reload of the same data keeps showing it until the new copy arrives; new inputs do not.
    if (loadedKey.current !== key) setState({ status: 'loading' });
    loadLatest().then(
      (data) => {
        if (!live) return;
        loadedKey.current = key;
        setState({ status: 'ready', data });
      },
      (e: unknown) => {
        if (!live) return;
        notifyFailure(e);
        setState({ status: 'error', message: messageOf(e) });
      },
    );
    return () => {
      live = false;
    };
    // `key` names everything `load` depends on; the closure itself is new on every render.
  }, [key, round]);

  return { ...state, reload };
}
