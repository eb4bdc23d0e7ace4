// Who a request acts as, as PostgREST decides it: the bearer token (after the CLI gateway's rewrite of
// sb_ keys), verified by the caller against the signing keys; its `role` claim is the database role; no token means anon. JWT failures are
// 401 PGRST301/PGRST303 with the WWW-Authenticate header PostgREST sends.
import type { JwtClaims } from '../keys.ts';
import type { VerifyResult } from '../signing-keys.ts';
import { RestError } from './rest-error.ts';
import type { SchemaCache } from './schema-cache.ts';

export interface Actor {
  role: string;
  claims: JwtClaims;
  /** statement_timeout configured on the role, applied per request like PostgREST's role settings. */
  statementTimeout: string | null;
  /** plan_filter.statement_cost_limit configured on the role (pg_plan_filter's limit; call.ts). */
  costLimit: number | null;
}

const ANON_ROLE = 'anon';

function jwtError(code: string, message: string): RestError {
  return new RestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });
}

/** `verified`: the request's bearer token checked by SigningKeys.verify; null when it sent none. */
export function resolveActor(verified: VerifyResult | null, cache: SchemaCache): Actor {
  let claims: JwtClaims = {};
  if (verified) {
    if (!verified.ok) {
      const expired = verified.reason === 'expired' || verified.reason === 'not_yet_valid';
      throw jwtError(expired ? 'PGRST303' : 'PGRST301', verified.message);
    }
    claims = verified.claims;
  }
  const role = typeof claims.role === 'string' && claims.role !== '' ? claims.role : ANON_ROLE;
  if (!cache.roles.has(role)) {
    // What Postgres answers when PostgREST runs SET ROLE with such a claim.
    if (!cache.allRoles.has(role)) {
      throw new RestError(401, '22023', `role "${role}" does not exist`, null, null, { 'WWW-Authenticate': 'Bearer' });
    }
    throw new RestError(403, '42501', `permission denied to set role "${role}"`);
  }
  const limits = cache.roles.get(role);
  return { role, claims: { ...claims, role }, statementTimeout: limits?.statementTimeout ?? null, costLimit: limits?.costLimit ?? null };
}

export const isAnonymous = (actor: Actor) => actor.role === ANON_ROLE;
