// The Supabase client, loaded on demand. supabase-js is the largest library the SPA ships; a visitor
// with no stored session does not need it to see the landing page, so it stays off the first paint.
export type Supabase = (typeof import('../supabase.ts'))['supabase'];

export async function loadSupabase(): Promise<Supabase> {
  return (await import('../supabase.ts')).supabase;
}
