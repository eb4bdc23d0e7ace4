// PKCE for email flows: the challenge sent with /recover, /signup or PUT /user becomes an
// auth.flow_state row; /verify hands out its auth code; grant_type=pkce trades code + verifier
// for a session (docs/architecture.md, "Auth").
import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/engine.ts';
import { AuthError, validationFailed } from './errors.ts';

export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** Flow states live this long (GoTrue's 5 minutes), from creation or, for magic links, from issue. */
const FLOW_STATE_TTL_MS = 300_000;

export function parsePkce(body: Record<string, unknown>): PkceChallenge | null {
  const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : '';
  const method = typeof body.code_challenge_method === 'string' ? body.code_challenge_method.toLowerCase() : '';
  if (!challenge && !method) return null;
  if (!challenge || !method) throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  if (method !== 's256' && method !== 'plain') throw validationFailed(`code challenge method not supported: ${method}`);
  if (challenge.length < 43 || challenge.length > 128) throw validationFailed('code challenge has to be between 43 and 128 characters');
  return { challenge, method };
}

export async function createFlowState(tx: Queryable, userId: string, pkce: PkceChallenge, authenticationMethod: string): Promise<void> {
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4, $5, 'email', now(), now(), $6)`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, authenticationMethod],
  );
}

/** Marks the newest flow of `userId` for `method` as issued and returns its auth code. */
export async function issueAuthCode(tx: Queryable, userId: string, method: string): Promise<string> {
  const r = await tx.query<{ id: string; auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1)
     returning id, auth_code`,
    [userId, method],
  );
  const row = r.rows[0];
  if (!row) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  return row.auth_code;
}

interface FlowStateRow {
  id: string;
  user_id: string | null;
  code_challenge_method: string;
  code_challenge: string;
  authentication_method: string;
  created_at: Date;
  auth_code_issued_at: Date | null;
}

function challengeOf(verifier: string, method: string): string {
  return method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
}

/** Checks code + verifier and consumes the flow state; returns whose it was and how they signed in. */
export async function redeemAuthCode(tx: Queryable, authCode: string, verifier: string): Promise<{ userId: string; method: string }> {
  if (!authCode || !verifier) throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  const r = await tx.query<FlowStateRow>('select * from auth.flow_state where auth_code = $1 for update', [authCode]);
  const flow = r.rows[0];
  if (!flow || !flow.user_id) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  const from = flow.authentication_method === 'magiclink' && flow.auth_code_issued_at ? flow.auth_code_issued_at : flow.created_at;
  if (Date.now() > new Date(from).getTime() + FLOW_STATE_TTL_MS) {
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  if (challengeOf(verifier, flow.code_challenge_method) !== flow.code_challenge) {
    throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method };
}
