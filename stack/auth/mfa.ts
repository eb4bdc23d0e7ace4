// Multi-factor authentication with authenticator apps (GoTrue's mfa.go, TOTP; a WebAuthn factor can be
// enrolled, not challenged): enroll a factor, challenge it, verify a code (the session becomes aal2: a
// `totp` AMR claim, a swapped refresh token), unenroll; and the admin API's list and delete. Factors
// and challenges live in auth.mfa_factors and auth.mfa_challenges (stack/db/bootstrap.sql), enabled by
// `[auth.mfa.totp]` (and `[auth.mfa.web_authn]`) in supabase/config.toml.
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Queryable } from '../db/engine.ts';
import { addAmrClaim } from './amr-claims.ts';
import { authenticateUser, type Caller } from './bearer.ts';
import { str, type AuthCall } from './call.ts';
import { AuthError, forbidden, unprocessable, validationFailed } from './errors.ts';
import { assertNotBackingOff, challengeSpent, forgetFailures, recordFailure } from './mfa-guard.ts';
import { insertRefreshToken, storableIp, tokenResponse } from './sessions.ts';
import { FACTOR_COLUMNS, factorJson, findFactors, isUuid, type FactorRow, type Json } from './users.ts';

/** GoTrue's defaults (GOTRUE_MFA_FACTOR_EXPIRY_DURATION, _MAX_VERIFIED_FACTORS). */
const FACTOR_EXPIRY_SECONDS = 300;
const MAX_VERIFIED_FACTORS = 10;
/** pquerna/otp's defaults, which GoTrue uses to make and check codes: 20-byte secret, SHA1, 6 digits, 30 s, ±1 step. */
const SECRET_BYTES = 20;
const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');

/** The caller of a factor route: a signed-in, non-anonymous user with a session (requireAuthentication). */
async function mfaCaller(call: AuthCall, q: Queryable): Promise<Caller & { sessionId: string }> {
  const caller = await authenticateUser(call.ctx.keys, q, call.req);
  if (caller.user.row.is_anonymous) throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  if (!caller.sessionId)
    throw new AuthError(500, 'unexpected_failure', 'A valid session and a registered user are required to use MFA factors');
  return caller as Caller & { sessionId: string };
}

async function sessionAal(q: Queryable, sessionId: string): Promise<string> {
  const r = await q.query<{ aal: string | null }>('select aal::text as aal from auth.sessions where id = $1', [sessionId]);
  return r.rows[0]?.aal ?? 'aal1';
}

/** GoTrue's loadFactor: the factor named in the path, owned by `userId`. */
async function ownedFactor(q: Queryable, userId: string, factorId: string, forUpdate = false): Promise<FactorRow> {
  if (!isUuid(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const r = await q.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2${forUpdate ? ' for update' : ''}`,
    [factorId, userId],
  );
  if (!r.rows[0]) throw factorNotFound();
  return r.rows[0];
}

function requireTotpVerify(call: AuthCall, factor: FactorRow): void {
  if (factor.factor_type !== 'totp') {
    throw unprocessable(
      `mfa_${factor.factor_type}_verify_not_enabled`,
      `MFA verification is disabled for ${factor.factor_type === 'phone' ? 'Phone' : 'WebAuthn'}`,
    );
  }
  if (!call.ctx.config.auth.mfa.totp.verifyEnabled)
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
}

/** GoTrue's SVG uses named colours; the `#` of hex ones would end the data URI supabase-js makes of it. */
async function qrSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' });
  return svg.replaceAll('#ffffff', 'white').replaceAll('#000000', 'black').trim();
}

/** POST /factors */
export async function enrollFactor(call: AuthCall): Promise<void> {
  const { ctx } = call;
  const cfg = ctx.config.auth.mfa;
  const caller = await mfaCaller(call, ctx.engine);
  const body = await call.json();
  const type = str(body.factor_type);
  if (type === 'phone') throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (type === 'webauthn' && !cfg.webauthn.enrollEnabled)
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (type !== 'totp' && type !== 'webauthn') throw validationFailed('factor_type needs to be totp, phone, or webauthn');
  if (type === 'totp' && !cfg.totp.enrollEnabled) throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');

  const friendlyName = str(body.friendly_name);
  const user = caller.user.row;
  // A WebAuthn factor is enrolled bare: its credential would come with a first challenge and verify.
  const totp =
    type === 'totp'
      ? new TOTP({
          issuer: str(body.issuer) || new URL(ctx.config.auth.siteUrl).host,
          label: user.email ?? '',
          algorithm: 'SHA1',
          digits: 6,
          period: 30,
          secret: new Secret({ size: SECRET_BYTES }),
        })
      : null;
  const uri = totp?.toString();
  const qr = uri ? await qrSvg(uri) : null;

  const factorId = randomUUID();
  await ctx.engine.transaction(async (tx) => {
    // validateFactors: expired unverified factors go first, then the limits and the name.
    await tx.query(`delete from auth.mfa_factors where status = 'unverified' and created_at < now() - make_interval(secs => $1)`, [
      FACTOR_EXPIRY_SECONDS,
    ]);
    await tx.query('select id from auth.users where id = $1 for update', [user.id]);
    const factors = await findFactors(tx, user.id);
    if (factors.some((f) => (f.friendly_name ?? '') === friendlyName)) {
      throw unprocessable(
        'mfa_factor_name_conflict',
        `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
      );
    }
    const verified = factors.filter((f) => f.status === 'verified').length;
    if (factors.length >= cfg.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS) {
      throw unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    }
    if (verified > 0 && (await sessionAal(tx, caller.sessionId)) !== 'aal2') {
      throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, $4::auth.factor_type, 'unverified', now(), now(), $5)`,
      [factorId, user.id, friendlyName, type, totp?.secret.base32 ?? null],
    );
  });
  if (!totp) {
    call.send(200, { id: factorId, type, friendly_name: friendlyName });
    return;
  }
  call.send(200, { id: factorId, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qr, secret: totp.secret.base32, uri } });
}

/** Serialises one member's challenges and verifies, so wrong codes sent at once are all counted. */
async function lockUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query('select id from auth.users where id = $1 for update', [userId]);
}

/** The address a challenge is bound to (auth.mfa_challenges.ip_address is `inet not null`). */
const challengeIp = (call: AuthCall) => storableIp(call.client.ip) ?? '0.0.0.0';

/** POST /factors/{id}/challenge */
export async function challengeFactor(call: AuthCall): Promise<void> {
  const { ctx } = call;
  const challenge = await ctx.engine.transaction(async (tx) => {
    const caller = await mfaCaller(call, tx);
    const factor = await ownedFactor(tx, caller.user.row.id, call.params[0]!, true);
    requireTotpVerify(call, factor);
    await lockUser(tx, caller.user.row.id);
    await assertNotBackingOff(tx, caller.user.row.id, ctx.config.auth.mfa);
    const id = randomUUID();
    const r = await tx.query<{ created_at: Date }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet) returning created_at`,
      [id, factor.id, challengeIp(call)],
    );
    await tx.query('update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1', [factor.id]);
    return {
      id,
      type: factor.factor_type,
      expires_at: Math.floor(new Date(r.rows[0]!.created_at).getTime() / 1000) + ctx.config.auth.mfa.challengeExpiry,
    };
  });
  call.send(200, challenge);
}

interface ChallengeRow {
  id: string;
  verified_at: Date | null;
  expired: boolean;
  same_ip: boolean;
}

/** POST /factors/{id}/verify: a valid code makes the caller's session aal2 and answers its new tokens. */
export async function verifyFactor(call: AuthCall): Promise<void> {
  const { ctx } = call;
  const body = await call.json();
  const challengeId = str(body.challenge_id);
  const code = str(body.code);
  const outcome = await ctx.engine.transaction(async (tx): Promise<Json | AuthError> => {
    const caller = await mfaCaller(call, tx);
    const factor = await ownedFactor(tx, caller.user.row.id, call.params[0]!, true);
    if (!isUuid(challengeId)) throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: challenge_id must be a UUID');
    if (!code) throw validationFailed('Code needs to be non-empty');
    requireTotpVerify(call, factor);

    const found = await tx.query<ChallengeRow>(
      `select id, verified_at, created_at + make_interval(secs => $3) < now() as expired, ip_address = $4::inet as same_ip
         from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
      [challengeId, factor.id, ctx.config.auth.mfa.challengeExpiry, challengeIp(call)],
    );
    const challenge = found.rows[0];
    if (!challenge) throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    // GoTrue answers a used challenge like one from another address.
    if (challenge.verified_at || !challenge.same_ip)
      throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    // A challenge that has taken its share of wrong codes is dead: answered as GoTrue answers an expired one.
    if (challenge.expired || (await challengeSpent(tx, challenge.id, ctx.config.auth.mfa))) {
      await tx.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
      // Returned, not thrown: the deletion must survive.
      return unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    const userId = caller.user.row.id;
    await lockUser(tx, userId);
    await assertNotBackingOff(tx, userId, ctx.config.auth.mfa);
    const secret = (await tx.query<{ secret: string }>('select secret from auth.mfa_factors where id = $1', [factor.id])).rows[0]!.secret;
    if (totpOf(secret).validate({ token: code, window: 1 }) === null) {
      await recordFailure(tx, userId, factor.id, challenge.id);
      return unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
    }
    await forgetFailures(tx, userId);

    await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id]);
    if (factor.status !== 'verified') {
      await tx.query("update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1", [factor.id]);
    }
    // updateMFASessionAndClaims: the claim, the session's level and factor, a swapped refresh token.
    const sessionId = caller.sessionId;
    await addAmrClaim(tx, sessionId, 'totp');
    await tx.query("update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1", [sessionId, factor.id]);
    const current = (
      await tx.query<{ token: string }>('select token from auth.refresh_tokens where session_id = $1 order by id desc limit 1', [sessionId])
    ).rows[0];
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false', [
      sessionId,
    ]);
    const refresh = await insertRefreshToken(tx, caller.user.row.id, sessionId, current?.token ?? null);
    // The user's other sessions below aal2 end, and so do their other unverified TOTP factors.
    await tx.query("delete from auth.sessions where user_id = $1 and aal < 'aal2'", [caller.user.row.id]);
    await tx.query("delete from auth.mfa_factors where user_id = $1 and factor_type = 'totp' and status = 'unverified' and id <> $2", [
      caller.user.row.id,
      factor.id,
    ]);
    return tokenResponse(tx, ctx, caller.user.row.id, sessionId, refresh);
  });
  if (outcome instanceof AuthError) throw outcome;
  call.send(200, outcome);
}

/** Factor.DowngradeSessionsToAAL1: sessions that reached aal2 with `factor` lose its claim and level. */
async function downgradeSessions(tx: Queryable, factor: FactorRow): Promise<void> {
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = $2
       and session_id in (select id from auth.sessions where user_id = $1 and factor_id = $3)`,
    [factor.user_id, factor.factor_type, factor.id],
  );
  await tx.query("update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2", [
    factor.user_id,
    factor.id,
  ]);
}

/** DELETE /factors/{id} */
export async function unenrollFactor(call: AuthCall): Promise<void> {
  const { ctx } = call;
  const id = await ctx.engine.transaction(async (tx) => {
    const caller = await mfaCaller(call, tx);
    const factor = await ownedFactor(tx, caller.user.row.id, call.params[0]!, true);
    if (factor.status === 'verified' && (await sessionAal(tx, caller.sessionId)) !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    await downgradeSessions(tx, factor);
    return factor.id;
  });
  call.send(200, { id });
}

/** GoTrue's admin loadUser: a user id that is no UUID, or no user, is a 404. */
async function adminUserId(q: Queryable, raw: string): Promise<string> {
  if (!isUuid(raw)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const r = await q.query<{ id: string }>('select id from auth.users where id = $1', [raw]);
  if (!r.rows[0]) throw new AuthError(404, 'user_not_found', 'User not found');
  return r.rows[0].id;
}

/** GET /admin/users/{id}/factors */
export async function adminListFactors(call: AuthCall): Promise<void> {
  const q = call.ctx.engine;
  const userId = await adminUserId(q, call.params[0]!);
  call.send(200, (await findFactors(q, userId)).map(factorJson));
}

/** DELETE /admin/users/{id}/factors/{factorId}: answers the deleted factor. */
export async function adminDeleteFactor(call: AuthCall): Promise<void> {
  const factor = await call.ctx.engine.transaction(async (tx) => {
    const userId = await adminUserId(tx, call.params[0]!);
    const found = await ownedFactor(tx, userId, call.params[1]!, true);
    await tx.query('delete from auth.mfa_factors where id = $1', [found.id]);
    await downgradeSessions(tx, found);
    return found;
  });
  call.send(200, factorJson(factor));
}

/** PUT /admin/users/{id}/factors/{factorId}: renames the factor (`friendly_name`). */
export async function adminUpdateFactor(call: AuthCall): Promise<void> {
  const body = await call.json();
  const factor = await call.ctx.engine.transaction(async (tx) => {
    const userId = await adminUserId(tx, call.params[0]!);
    const found = await ownedFactor(tx, userId, call.params[1]!, true);
    const name = str(body.friendly_name);
    if (!name) return found;
    const r = await tx.query<FactorRow>(
      `update auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1 returning ${FACTOR_COLUMNS}`,
      [found.id, name],
    );
    return r.rows[0]!;
  });
  call.send(200, factorJson(factor));
}
