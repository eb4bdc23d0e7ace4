// A Supabase client acting as the caller: their JWT on every request, so row-level security applies
// exactly as it does for the SPA. Functions that must bypass RLS build a service-role client instead.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export function clientForCaller(req: Request): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    global: { headers: { Authorization: req.headers.get('Authorization') ?? '' } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** The service role: bypasses RLS. Only for writes no caller may make (billing state from Stripe). */
export function serviceClient(): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
