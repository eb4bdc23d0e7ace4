// Whether supabase-js could find a session on start-up: one stored under its default storage key
// (`sb-<first label of the API host>-auth-token`), or one (or a link error) in the URL it was opened
// with. When neither is there the visitor is certainly signed out, and the app need not wait.
import { env } from '../../config/env.ts';

const STORAGE_KEY = `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`;

export function mayHaveSession(): boolean {
  try {
    if (localStorage.getItem(STORAGE_KEY) !== null) return true;
  } catch {
    return true; // storage blocked: let supabase-js decide
  }
  const { hash, search } = window.location;
  return /(access_token|error_code|error_description)=/.test(hash) || /[?&](code|error_code)=/.test(search);
}
