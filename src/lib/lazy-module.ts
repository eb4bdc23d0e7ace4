// Code a page needs only once the member reaches for it (a popover's floating-ui, say): loaded on
// demand, once, and shared by every component that asks for it.
import { useEffect, useState } from 'react';

/**
 * A hook for a module loaded on demand: `useModule(wanted)` starts loading it when `wanted` and
 * returns it once loaded — from then on to every caller, wanted or not.
 */
export function lazyModule<T>(load: () => Promise<T>): (wanted: boolean) => T | undefined {
  const state: { loaded?: T; loading?: Promise<T> } = {};
  return function useLazyModule(wanted: boolean): T | undefined {
    const [loaded, setLoaded] = useState(state.loaded);
    useEffect(() => {
      if (!wanted || loaded) return;
      let live = true;
      state.loading ??= load().then((m) => (state.loaded = m));
      state.loading.then(
        (m) => live && setLoaded(m),
        () => (state.loading = undefined), // a failed load is tried again the next time
      );
      return () => {
        live = false;
      };
    }, [wanted, loaded]);
    return loaded ?? state.loaded;
  };
}

/** Mantine's Popover and ScrollArea, loaded when a member first points at, focuses or presses a popover's button. */
export const useFloating = lazyModule(() => import('../components/floating.ts'));
