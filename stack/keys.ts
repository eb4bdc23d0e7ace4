// The Supabase CLI's local JWT secret (the legacy HS256 secret) and demo keys. Using the CLI's values
// means the same .env works against `supabase start` and the embedded stack. User access tokens are
// signed with the asymmetric keys of signing-keys.ts, which also verifies every JWT.
import { SignJWT } from 'jose';

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
export const ANON_KEY = usesDemoSecret ? DEMO_ANON_KEY : await projectKey('anon');
export const SERVICE_ROLE_KEY = usesDemoSecret ? DEMO_SERVICE_ROLE_KEY : await projectKey('service_role');
/** New-style opaque keys; the CLI's gateway swaps them for the JWTs above. Public: demo secret only. */
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

export const isLoopback = (host: string) => /^127(\.\d{1,3}){3}$/.test(host) || host === '::1' || host === 'localhost';

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

function secretBytes(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** An HS256 JWT signed with the legacy secret: the project's API keys, Storage's signed URLs, tests. */
export function signJwt(claims: JwtClaims, secret = JWT_SECRET): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretBytes(secret));
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
