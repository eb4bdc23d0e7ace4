// 'Remember me', made real through supabase-js's `auth.storage` option: a session signed in with it
// unchecked is kept in sessionStorage (this tab only, gone when the tab or browser closes); checked,
// or created by sign-up, in localStorage (kept until sign-out). supabase-js then reads, refreshes and
// removes the session wherever it was put.
import type { SupportedStorage } from '@supabase/supabase-js';

let rememberNext = true;

/** Called by the login form just before signing in: where the session about to be created goes. */
export function rememberNextSession(remember: boolean): void {
  rememberNext = remember;
}

function stores(): { local: Storage; tab: Storage } | null {
  try {
    return { local: window.localStorage, tab: window.sessionStorage };
  } catch {
    return null; // storage blocked: nothing can be kept
  }
}

export const sessionStorageChoice: SupportedStorage = {
  getItem(key) {
    const s = stores();
    return s ? (s.tab.getItem(key) ?? s.local.getItem(key)) : null;
  },
  setItem(key, value) {
    const s = stores();
    if (!s) return;
    // A refresh of a session goes where the session already is; a new session where it was asked for.
    const tabOnly = s.tab.getItem(key) !== null ? true : s.local.getItem(key) !== null ? false : !rememberNext;
    (tabOnly ? s.tab : s.local).setItem(key, value);
    (tabOnly ? s.local : s.tab).removeItem(key);
  },
  removeItem(key) {
    const s = stores();
    s?.tab.removeItem(key);
    s?.local.removeItem(key);
  },
};
