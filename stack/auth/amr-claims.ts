// GoTrue records how each session was authenticated in auth.mfa_amr_claims, so that a refreshed
// access token keeps the `amr` of the sign-in (the table is created by stack/db/bootstrap.sql).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/engine.ts';

export async function addAmrClaim(tx: Queryable, sessionId: string, method: string): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3)
     on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
    [sessionId, method, randomUUID()],
  );
}

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** Newest first, as GoTrue lists them in the JWT. */
export async function readAmr(tx: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const r = await tx.query<{ authentication_method: string; updated_at: Date }>(
    'select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc',
    [sessionId],
  );
  return r.rows.map((a) => ({ method: a.authentication_method, timestamp: Math.floor(new Date(a.updated_at).getTime() / 1000) }));
}
