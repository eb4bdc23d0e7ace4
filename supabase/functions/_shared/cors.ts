// CORS for functions the SPA calls from the browser: every function answers its own preflight
// (OPTIONS) with these headers and adds them to every response, as Supabase's edge runtime expects.
export { corsHeaders } from '@supabase/supabase-js/cors';
