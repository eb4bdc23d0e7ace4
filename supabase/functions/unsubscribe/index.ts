// unsubscribe: the weekly digest's one-click unsubscribe (RFC 8058). A mail client POSTs
// "List-Unsubscribe=One-Click" to the List-Unsubscribe address, …/functions/v1/unsubscribe?token=…,
// with no key and no session: the token (122 random bits, one per member) is the proof, and
// public.unsubscribe_digest decides. A GET (someone opening the address, or a link scanner) changes
// nothing and answers a small page with the button that POSTs.
import { createClient } from '@supabase/supabase-js';
import { corsHeaders } from '../_shared/cors.ts';
import { env } from '../_shared/supabase.ts';

const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function page(status: number, message: string, form = ''): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Tradecraft</title></head>
<body style="font-family: -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; color: #212529; line-height: 1.5; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">
<h1 style="color: #1c7ed6; font-size: 1.4rem">Tradecraft weekly digest</h1><p>${message}</p>${form}</body></html>`;
  return new Response(html, { status, headers: { ...corsHeaders, 'Content-Type': 'text/html; charset=utf-8' } });
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const token = new URL(req.url).searchParams.get('token') ?? '';
  if (!TOKEN.test(token)) return page(400, 'This unsubscribe link is not complete. Copy the whole link from the email.');
  if (req.method === 'GET') {
    return page(
      200,
      'Stop the weekly digest for this address?',
      `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
    );
  }
  if (req.method !== 'POST') return page(405, 'Use the link in the email.');
  const db = createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data, error } = await db.rpc('unsubscribe_digest', { token });
  if (error) {
    console.error('unsubscribe failed:', error.message);
    return page(502, 'We could not unsubscribe you just now. Please try again in a minute.');
  }
  if (data !== true) return page(404, 'This unsubscribe link is not one of ours (or its account is gone).');
  return page(200, 'Done: you will get no more weekly digests. You can turn it back on in your settings.');
});
