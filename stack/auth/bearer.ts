// Who is calling: GoTrue's requireAuthentication (a user's access token whose user and session still
// exist) and requireAdmin (a token whose role is an admin role).
import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/engine.ts';
import { header } from '../http/http.ts';
import { effectiveBearer, type JwtClaims } from '../keys.ts';
import type { SigningKeys } from '../signing-keys.ts';
import { AuthError, forbidden } from './errors.ts';
import { findUserById, isUuid, type LoadedUser } from './users.ts';

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

export interface Caller {
  claims: JwtClaims;
  user: LoadedUser;
  sessionId: string | null;
}

async function bearerClaims(keys: SigningKeys, req: IncomingMessage): Promise<JwtClaims> {
  // GoTrue reads the Authorization header only: a legacy apikey alone is no bearer token (the
  // gateway turns an sb_ key, in either header, into its JWT).
  const apikey = header(req, 'apikey');
  const authorization = header(req, 'authorization');
  const token = /^Bearer\s/i.test(authorization ?? '') || apikey?.startsWith('sb_') ? effectiveBearer(apikey, authorization) : undefined;
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  // GoTrue parses with no clock leeway.
  const v = await keys.verify(token, 0);
  if (!v.ok) {
    const why = v.reason === 'expired' ? 'token has invalid claims: token is expired' : v.message;
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
  }
  return v.claims;
}

export async function authenticateUser(keys: SigningKeys, q: Queryable, req: IncomingMessage): Promise<Caller> {
  const claims = await bearerClaims(keys, req);
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (!sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(q, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sid = typeof claims.session_id === 'string' ? claims.session_id : null;
  if (sid) {
    const found = isUuid(sid) && (await q.query('select 1 from auth.sessions where id = $1 and user_id = $2', [sid, sub])).rows.length > 0;
    if (!found) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { claims, user, sessionId: sid };
}

export async function requireAdmin(keys: SigningKeys, req: IncomingMessage): Promise<JwtClaims> {
  const claims = await bearerClaims(keys, req);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) throw forbidden('not_admin', 'User not allowed');
  return claims;
}
