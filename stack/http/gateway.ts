// The API gateway's key rule (docs/architecture.md, "Keys and the gateway"): Supabase's hosted
// gateway answers a request that carries neither an `apikey` (header or url param) nor an
// Authorization header with 401 "No API key found in request", and an `apikey` that is not one of the
// project's keys with 401 "Invalid API key". The CLI's local gateway (`supabase start`'s kong.yml)
// checks no key: a key-less request reaches PostgREST and GoTrue, which serve it as anon. The stack
// on loopback follows the local gateway for /rest/v1, /auth/v1 and /storage/v1 (`gateway: 'local'`;
// Storage refuses a request with no token itself, "Invalid Compact JWS"; Realtime needs a key), and
// the hosted one elsewhere. The project's keys: the anon and service_role JWTs, the sb_ keys
// the gateway swaps for them, and any JWT signed with the project's secret or keys for the anon or
// service_role role (keys an operator made with STACK_JWT_SECRET). A user's access token is not an
// API key. What the gateway leaves open is decided by each service (public Storage objects, signed
// URLs, Auth's email links and JWKS, functions with verify_jwt = false).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY, usesDemoSecret } from '../keys.ts';
import type { SigningKeys } from '../signing-keys.ts';
import { header } from './http.ts';

export interface GatewayRefusal {
  status: 401;
  body: { message: string; hint: string };
}

const NO_KEY: GatewayRefusal = {
  status: 401,
  body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
};
const INVALID_KEY: GatewayRefusal = {
  status: 401,
  body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
};

const API_ROLES = new Set(['anon', 'service_role']);

/** Which gateway the stack stands in for: the CLI's local one, or a hosted project's. */
export type GatewayRule = 'local' | 'hosted';

/**
 * Null when the gateway lets the request through, else its refusal. `keyless`: a request with no
 * key and no Authorization goes through (the local gateway, on /rest/v1 and /auth/v1).
 */
export async function checkApiKey(keys: SigningKeys, req: IncomingMessage, url: URL, keyless = false): Promise<GatewayRefusal | null> {
  const apikey = header(req, 'apikey') ?? url.searchParams.get('apikey') ?? header(req, 'x-api-key');
  if (!apikey) return header(req, 'authorization') || keyless ? null : NO_KEY;
  if (apikey === ANON_KEY || apikey === SERVICE_ROLE_KEY) return null;
  if (apikey.startsWith('sb_')) return usesDemoSecret && (apikey === PUBLISHABLE_KEY || apikey === SECRET_KEY) ? null : INVALID_KEY;
  const verified = await keys.verify(apikey);
  return verified.ok && typeof verified.claims.role === 'string' && API_ROLES.has(verified.claims.role) ? null : INVALID_KEY;
}

export function sendRefusal(res: ServerResponse, refusal: GatewayRefusal): void {
  res.writeHead(refusal.status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(refusal.body));
}

/** The same refusal written on a socket whose upgrade to a websocket is refused. */
export function refusalOnSocket(refusal: GatewayRefusal): string {
  const body = JSON.stringify(refusal.body);
  return `HTTP/1.1 ${refusal.status} Unauthorized\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/**
 * Storage paths the gateway leaves open: public objects and signed URLs work as a plain link or
 * <img src>, without headers.
 */
const OPEN_STORAGE = [
  /^(GET|HEAD) \/object\/public\//,
  /^GET \/object\/info\/public\//,
  /^(GET|HEAD) \/object\/sign\//,
  /^PUT \/object\/upload\/sign\//,
  /^(GET|HEAD) \/render\/image\/public\//,
  /^(GET|HEAD) \/render\/image\/sign\//,
];

/** Whether a request below /storage/v1 (`path`) needs no key. */
export const openStoragePath = (method: string, path: string) => OPEN_STORAGE.some((p) => p.test(`${method} ${path}`));
