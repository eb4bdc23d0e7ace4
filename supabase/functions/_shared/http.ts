// JSON answers with CORS headers, and the error shape every function uses: { error: message }.
import { corsHeaders } from './cors.ts';

export function json(body: unknown, init: ResponseInit = {}): Response {
  return Response.json(body, { ...init, headers: { ...corsHeaders, ...init.headers } });
}

export function errorResponse(status: number, message: string): Response {
  return json({ error: message }, { status });
}
