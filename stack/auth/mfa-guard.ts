// Guessing a six-digit code: GoTrue limits MFA challenges and verifies per address only (15 a minute),
// so whoever can send from many addresses can try codes without end. The stand-in also counts wrong
// codes per member, whatever the address, in a stack-private table (so a restart forgets nothing,
// like the factors and challenges themselves):
// - a challenge dies after `maxChallengeFailures` wrong codes: it is then answered as expired;
// - once a member has that many wrong codes in a day, their next challenge or verify waits
//   `failureBackoff` seconds, doubling with each further round of wrong codes, at most an hour
//   (429 over_request_rate_limit, with GoTrue's "after N seconds" wording);
// - a verified code forgets them; deleting the factor (unenroll, the admin API behind
//   `npm run admin -- reset-mfa`) forgets its own.
import type { Engine, Queryable } from '../db/engine.ts';
import type { MfaConfig } from '../config.ts';
import { AuthError } from './errors.ts';

const GUARD_SQL = `
create schema if not exists _auth;
revoke all on schema _auth from public;
create table if not exists _auth.mfa_failures (
  id bigserial primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  challenge_id uuid not null,
  failed_at timestamptz not null default now()
);
create index if not exists mfa_failures_user_id_failed_at_idx on _auth.mfa_failures (user_id, failed_at);
create index if not exists mfa_failures_challenge_id_idx on _auth.mfa_failures (challenge_id);
revoke all on _auth.mfa_failures from public;
`;

const WINDOW = '1 day';
const MAX_BACKOFF_SECONDS = 3600;

export async function installMfaGuard(engine: Engine): Promise<void> {
  await engine.exec(GUARD_SQL);
}

/** Seconds to wait after the last wrong code, for `failures` wrong codes in the window. */
export function backoffSeconds(failures: number, cfg: Pick<MfaConfig, 'maxChallengeFailures' | 'failureBackoff'>): number {
  const rounds = Math.floor(failures / cfg.maxChallengeFailures);
  return rounds === 0 ? 0 : Math.min(cfg.failureBackoff * 2 ** (rounds - 1), MAX_BACKOFF_SECONDS);
}

/** Throws 429 while the member waits after too many wrong codes. Call with the user's row locked. */
export async function assertNotBackingOff(q: Queryable, userId: string, cfg: MfaConfig): Promise<void> {
  const { rows } = await q.query<{ failures: number; since_last: number | null }>(
    `select count(*)::int as failures, extract(epoch from now() - max(failed_at))::float8 as since_last
       from _auth.mfa_failures where user_id = $1 and failed_at > now() - interval '${WINDOW}'`,
    [userId],
  );
  const { failures, since_last } = rows[0]!;
  const wait = Math.ceil(backoffSeconds(failures, cfg) - (since_last ?? 0));
  if (wait > 0)
    throw new AuthError(429, 'over_request_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`);
}

/** Whether the challenge has had its share of wrong codes. */
export async function challengeSpent(q: Queryable, challengeId: string, cfg: MfaConfig): Promise<boolean> {
  const { rows } = await q.query<{ n: number }>('select count(*)::int as n from _auth.mfa_failures where challenge_id = $1', [challengeId]);
  return rows[0]!.n >= cfg.maxChallengeFailures;
}

export async function recordFailure(q: Queryable, userId: string, factorId: string, challengeId: string): Promise<void> {
  await q.query(`delete from _auth.mfa_failures where user_id = $1 and failed_at <= now() - interval '${WINDOW}'`, [userId]);
  await q.query('insert into _auth.mfa_failures (user_id, factor_id, challenge_id) values ($1, $2, $3)', [userId, factorId, challengeId]);
}

export async function forgetFailures(q: Queryable, userId: string): Promise<void> {
  await q.query('delete from _auth.mfa_failures where user_id = $1', [userId]);
}
