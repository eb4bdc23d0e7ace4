// The Supabase CLI's local JWT secret and demo keys, and HS256 signing/verification of JWTs.
// Using the CLI's values means the same .env works against `supabase start` and the embedded stack.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The CLI's public demo secret: right on loopback, fatal anywhere else (see assertSafeToListen). */
const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const JWT_SECRET = process.env.STACK_JWT_SECRET || DEMO_JWT_SECRET;
export const usesDemoSecret = JWT_SECRET === DEMO_JWT_SECRET;

const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
/** With a real secret, the anon and service_role keys are signed with it (same claims every start). */
const projectKey = (role: string) => signJwt({ iss: 'supabase', role, iat: 1763856000, exp: 2079216000 }, JWT_SECRET);
export const ANON_KEY = usesDemoSecret ? DEMO_ANON_KEY : projectKey('anon');
export const SERVICE_ROLE_KEY = usesDemoSecret ? DEMO_SERVICE_ROLE_KEY : projectKey('service_role');
/** New-style opaque keys; the CLI's gateway swaps them for the JWTs above. Public: demo secret only. */
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

const isLoopback = (host: string) => /^127(\.\d{1,3}){3}$/.test(host) || host === '::1' || host === 'localhost';

/**
 * Throws unless it is safe to listen on `host`: the demo secret (with which anyone can sign a
 * service_role token) and its published keys are for loopback only.
 */
export function assertSafeToListen(host: string): void {
  if (isLoopback(host)) return;
  if (usesDemoSecret) {
    throw new Error(
      `Refusing to listen on ${host}: the stack uses the Supabase CLI's public demo JWT secret, with which anyone can sign a service_role token. ` +
        'Set STACK_JWT_SECRET to a random secret of at least 32 characters (e.g. `openssl rand -base64 48`); the stack then signs ' +
        'its own anon and service_role keys with it and prints them, and the published demo keys stop working. Or listen on 127.0.0.1.',
    );
  }
  if (JWT_SECRET.length < 32) throw new Error(`Refusing to listen on ${host}: STACK_JWT_SECRET must be at least 32 characters.`);
}

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number; iat?: number };

function b64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

export function signJwt(claims: JwtClaims, secret = JWT_SECRET): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export type VerifyResult =
  | { ok: true; claims: JwtClaims }
  | { ok: false; reason: 'malformed' | 'alg' | 'signature' | 'expired' | 'not_yet_valid'; message: string };

/** Verifies an HS256 JWT. `leeway` seconds of clock skew are allowed on exp/nbf/iat, as PostgREST does. */
export function verifyJwt(token: string, secret = JWT_SECRET, leeway = 30, now = Date.now() / 1000): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed', message: 'Expected 3 parts in JWT; got ' + parts.length };
  const [head, body, sig] = parts as [string, string, string];
  let header: { alg?: string };
  let claims: JwtClaims;
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as JwtClaims;
  } catch {
    return { ok: false, reason: 'malformed', message: 'JWT cryptographic operation failed' };
  }
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) {
    return { ok: false, reason: 'malformed', message: 'JWT cryptographic operation failed' };
  }
  if (header.alg !== 'HS256') return { ok: false, reason: 'alg', message: 'Wrong or unsupported encoding algorithm' };
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature', message: 'JWT cryptographic operation failed' };
  }
  if (typeof claims.exp === 'number' && now - leeway >= claims.exp) return { ok: false, reason: 'expired', message: 'JWT expired' };
  if (typeof claims.nbf === 'number' && now + leeway < claims.nbf) {
    return { ok: false, reason: 'not_yet_valid', message: 'JWT not yet valid' };
  }
  if (typeof claims.iat === 'number' && now + leeway < claims.iat) {
    return { ok: false, reason: 'not_yet_valid', message: 'JWT issued at future' };
  }
  return { ok: true, claims };
}

/**
 * The bearer token a request acts with, after the local gateway's rewrite of sb_ keys
 * (docs/architecture.md, "Keys and the gateway").
 */
export function effectiveBearer(apikey: string | undefined, authorization: string | undefined): string | undefined {
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (bearer && !bearer.startsWith('sb_')) return bearer;
  const key = bearer ?? apikey;
  if (usesDemoSecret && key === SECRET_KEY) return SERVICE_ROLE_KEY;
  if (usesDemoSecret && key === PUBLISHABLE_KEY) return ANON_KEY;
  return key;
}
