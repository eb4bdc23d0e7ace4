// Who a Storage request acts as, and running its statements as that role (db/act-as.ts): like
// Storage (and PostgREST), the JWT's `role` becomes the database role, its claims
// `request.jwt.claims` and its statement_timeout the catalog's, inside one transaction, so that the
// policies on storage.objects and storage.buckets decide.
import type { IncomingMessage } from 'node:http';
import { actAs as actAsCaller, probeActing, runActing, type Acting } from '../db/act-as.ts';
import type { Engine, Queryable } from '../db/engine.ts';
import { header } from '../http/http.ts';
import { effectiveBearer, type JwtClaims } from '../keys.ts';
import type { SigningKeys } from '../signing-keys.ts';
import { errors } from './errors.ts';

export interface Caller {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: JwtClaims;
  /** auth.uid() of the caller; null for anon and the service role's keys. */
  userId: string | null;
}

const ROLES = new Set(['anon', 'authenticated', 'service_role']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function resolveCaller(keys: SigningKeys, req: IncomingMessage): Promise<Caller> {
  const token = effectiveBearer(header(req, 'apikey'), header(req, 'authorization'));
  // No token at all (the CLI's gateway lets a key-less request through): Storage's JWT check of "".
  if (!token) throw errors.accessDenied('Invalid Compact JWS');
  const verified = await keys.verify(token);
  if (!verified.ok) {
    throw errors.invalidJwt(
      verified.reason === 'expired' ? 'jwt expired' : verified.reason === 'malformed' ? 'jwt malformed' : 'invalid signature',
    );
  }
  const role = verified.claims.role ?? 'anon';
  if (!ROLES.has(role)) throw errors.accessDenied(`role "${role}" is not allowed to use Storage`);
  const sub = typeof verified.claims.sub === 'string' && UUID.test(verified.claims.sub) ? verified.claims.sub : null;
  return { role: role as Caller['role'], claims: verified.claims, userId: sub };
}

export const isServiceRole = (c: Caller) => c.role === 'service_role';

/** The caller as the owner of what it uploads (Storage's owner / owner_id). */
export const ownerOf = (c: Caller) => c.userId;

const acting = (caller: Caller, info: { method: string; path: string }): Acting => ({
  role: caller.role,
  claims: caller.claims,
  legacyClaims: true,
  settings: { 'request.method': info.method, 'request.path': info.path },
});

/** Runs `fn` in one transaction as the caller; `null` runs it with the stack's own (admin) rights. */
export function runAs<T>(
  engine: Engine,
  caller: Caller | null,
  fn: (tx: Queryable) => Promise<T>,
  info: { method: string; path: string } = { method: 'GET', path: '/' },
): Promise<T> {
  // With the stack's own rights a single read needs no transaction of its own (one round trip).
  if (!caller) return fn(engine);
  return runActing(engine, acting(caller, info), fn);
}

/** Switches an open transaction to the caller (until it ends). */
export function actAs(
  tx: Queryable,
  engine: Engine,
  caller: Caller,
  info: { method: string; path: string } = { method: 'GET', path: '/' },
): Promise<void> {
  return actAsCaller(tx, engine, acting(caller, info));
}

/** Runs `fn` as the caller, then undoes everything: Storage's permission probe before a long upload. */
export function probeAs(engine: Engine, caller: Caller, fn: (tx: Queryable) => Promise<void>): Promise<void> {
  return probeActing(engine, acting(caller, { method: 'GET', path: '/' }), fn);
}
