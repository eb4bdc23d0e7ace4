// Code a page needs only once the member reaches for it (a popover's floating-ui, say): loaded on
// demand, once, and shared by every component that asks for it.
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';

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

/**
 * A button whose popover's code (`useModule`) loads on demand: `[module, ref, handlers]`. It is drawn as a
 * plain button (with `ref` and `handlers`), and the code starts loading on the first pointer or focus;
 * `module` is given only once the button is pressed
 * (`arm`, from its onClick) or reached from the keyboard and the code is there — never between a
 * press's down and up, which would lose the click. The popover's button then keeps the focus the plain
 * one had.
 */
export function useArmedButton<T, E extends HTMLElement>(useModule: (wanted: boolean) => T | undefined) {
  const [wanted, setWanted] = useState(false);
  const [armed, setArmed] = useState(false);
  const loaded = useModule(wanted || armed);
  const ref = useRef<E>(null);
  const module = armed ? loaded : undefined;
  useLayoutEffect(() => {
    const el = ref.current;
    if (module && el && document.activeElement === document.body) {
      el.focus();
      if (el instanceof HTMLInputElement) el.setSelectionRange(el.value.length, el.value.length);
    }
  }, [module]);
  return [
    module,
    ref,
    {
      arm: () => setArmed(true),
      onPointerEnter: () => setWanted(true),
      onFocus: (e: FocusEvent<E>) => {
        setWanted(true);
        if (e.currentTarget.matches(':focus-visible')) setArmed(true);
      },
    },
  ] as const;
}

/** A popover's button whose Popover and ScrollArea load on demand (see `useArmedButton`). */
export const useFloatingButton = <E extends HTMLElement>() => useArmedButton<typeof import('../components/floating.ts'), E>(useFloating);
