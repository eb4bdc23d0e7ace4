// Who a Storage request acts as, and running its statements as that role: like Storage (and
// PostgREST), the JWT's `role` becomes the database role and its claims `request.jwt.claims`, inside
// one transaction, so that the policies on storage.objects and storage.buckets decide.
import type { IncomingMessage } from 'node:http';
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
  if (!token) return { role: 'anon', claims: { role: 'anon' }, userId: null };
  const verified = await keys.verify(token);
  if (!verified.ok) {
    throw errors.invalidJwt(verified.reason === 'expired' ? 'jwt expired' : verified.reason === 'malformed' ? 'jwt malformed' : 'invalid signature');
  }
  const role = verified.claims.role ?? 'anon';
  if (!ROLES.has(role)) throw errors.accessDenied(`role "${role}" is not allowed to use Storage`);
  const sub = typeof verified.claims.sub === 'string' && UUID.test(verified.claims.sub) ? verified.claims.sub : null;
  return { role: role as Caller['role'], claims: verified.claims, userId: sub };
}

export const isServiceRole = (c: Caller) => c.role === 'service_role';

/** The caller as the owner of what it uploads (Storage's owner / owner_id). */
export const ownerOf = (c: Caller) => c.userId;

/** Runs `fn` in one transaction as the caller; `null` runs it with the stack's own (admin) rights. */
export function runAs<T>(
  engine: Engine,
  caller: Caller | null,
  fn: (tx: Queryable) => Promise<T>,
  info: { method: string; path: string } = { method: 'GET', path: '/' },
): Promise<T> {
  // With the stack's own rights a single read needs no transaction of its own (one round trip).
  if (!caller) return fn(engine);
  return engine.transaction(async (tx) => {
    await actAs(tx, caller, info);
    return fn(tx);
  });
}

/** The API roles' statement_timeout (bootstrap.sql), applied per transaction as PostgREST does. */
const TIMEOUTS: Record<Caller['role'], string> = { anon: '3s', authenticated: '8s', service_role: '0' };

/** Switches an open transaction to the caller's role and claims (until it ends). */
export async function actAs(tx: Queryable, caller: Caller, info: { method: string; path: string } = { method: 'GET', path: '/' }) {
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
            set_config('request.method', $4, true), set_config('request.path', $5, true),
            set_config('statement_timeout', $6, true)`,
    [caller.role, JSON.stringify(caller.claims), caller.userId ?? '', info.method, info.path, TIMEOUTS[caller.role]],
  );
}

/** Runs `fn` as the caller, then undoes everything: Storage's permission probe before a long upload. */
export async function probeAs(engine: Engine, caller: Caller, fn: (tx: Queryable) => Promise<void>): Promise<void> {
  const rollback = new Error('probe');
  try {
    await runAs(engine, caller, async (tx) => {
      await fn(tx);
      throw rollback;
    });
  } catch (e) {
    if (e !== rollback) throw e;
  }
}
