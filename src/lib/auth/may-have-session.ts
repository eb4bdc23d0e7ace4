// Whether supabase-js could find a session on start-up: one stored under its default storage key
// (`sb-<first label of the API host>-auth-token`, in localStorage or, without 'Remember me', in
// sessionStorage), or one (or a link error) in the URL it was opened
// with. When neither is there the visitor is certainly signed out, and the app need not wait.
import { env } from '../../config/env.ts';

export const SESSION_STORAGE_KEY = `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`;

/**
 * The check itself. It uses nothing from outside its body, because pre-rendered pages inline its
 * source (see src/entry-server.tsx) to hide the signed-out page from a returning user before any
 * script has loaded.
 */
export function mayHaveSessionUnder(storageKey: string): boolean {
  try {
    if (window.localStorage.getItem(storageKey) !== null || window.sessionStorage.getItem(storageKey) !== null) return true;
  } catch {
    return true; // storage blocked: let supabase-js decide
  }
  const { hash, search } = window.location;
  return /(access_token|error_code|error_description)=/.test(hash) || /[?&](code|error_code)=/.test(search);
}

/** False on the server: a pre-rendered page is what a signed-out visitor sees. */
export function mayHaveSession(): boolean {
  return typeof window !== 'undefined' && mayHaveSessionUnder(SESSION_STORAGE_KEY);
}
