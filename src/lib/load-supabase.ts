// The one way to reach the typed Supabase client. supabase-js is the largest library the SPA ships; a
// visitor with no stored session does not need it to see the landing page, so it is loaded on demand
// (after the first call it is one resolved promise away).
export type Supabase = (typeof import('./supabase.ts'))['supabase'];

let client: Promise<Supabase> | null = null;

export function loadSupabase(): Promise<Supabase> {
  client ??= import('./supabase.ts').then(
    (m) => m.supabase,
    (e: unknown) => {
      client = null; // a failed download (offline, a new deploy) is tried again next time
      throw e;
    },
  );
  return client;
}
