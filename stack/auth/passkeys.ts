// Passkeys (GoTrue's passkey_*.go), behind `[auth.passkey] enabled` and for the relying party of
// `[auth.webauthn]`: a signed-in user registers a passkey in a WebAuthn ceremony (options, then the
// authenticator's attestation), lists, renames and deletes theirs; anyone signs in with one in a
// discoverable ceremony (options with no allowed credentials, then an assertion whose user handle
// names the user). The ceremonies are checked by @simplewebauthn/server. Credentials live in
// auth.webauthn_credentials, each ceremony's challenge in auth.webauthn_challenges, consumed once.
import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Queryable } from '../db/engine.ts';
import { authenticateUser, type Caller } from './bearer.ts';
import { isObject, str, type AuthCall } from './call.ts';
import { AuthError, badRequest, forbidden, unprocessable, validationFailed } from './errors.ts';
import { startSession } from './sessions.ts';
import { findUserById, isBanned, isUuid, type Json } from './users.ts';

/** GoTrue's defaults: GOTRUE_WEBAUTHN_CHALLENGE_EXPIRY_DURATION (5 min), GOTRUE_PASSKEY_MAX_PASSKEYS_PER_USER. */
const CHALLENGE_SECONDS = 300;
const MAX_PASSKEYS = 10;

interface CredentialRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  sign_count: string;
  transports: string[];
  friendly_name: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** bytea travels as base64 text (PostgreSQL wraps it every 76 characters), the same on both engines. */
const CREDENTIAL_COLUMNS = `id, user_id, replace(encode(credential_id, 'base64'), E'\\n', '') as credential_id,
  replace(encode(public_key, 'base64'), E'\\n', '') as public_key, sign_count::text as sign_count, transports, friendly_name,
  created_at, last_used_at`;

const passkeyNotFound = () => new AuthError(404, 'validation_failed', 'Passkey not found');
const verificationFailed = () => badRequest('webauthn_verification_failed', 'Credential verification failed');

function requirePasskeys(call: AuthCall): void {
  if (!call.ctx.config.auth.passkeys) throw new AuthError(404, 'passkey_disabled', 'Passkeys are disabled');
}

function passkeyJson(c: CredentialRow): Json {
  return {
    id: c.id,
    ...(c.friendly_name ? { friendly_name: c.friendly_name } : {}),
    created_at: c.created_at.toISOString(),
    ...(c.last_used_at ? { last_used_at: c.last_used_at.toISOString() } : {}),
  };
}

async function passkeysOf(q: Queryable, userId: string): Promise<CredentialRow[]> {
  const r = await q.query<CredentialRow>(
    `select ${CREDENTIAL_COLUMNS} from auth.webauthn_credentials where user_id = $1 order by created_at, id`,
    [userId],
  );
  return r.rows;
}

/** A signed-in, non-anonymous caller (GoTrue's requireAuthentication and requireNotAnonymous). */
async function passkeyCaller(call: AuthCall, notAnonymous = false): Promise<Caller> {
  const caller = await authenticateUser(call.ctx.keys, call.ctx.engine, call.req);
  if (notAnonymous && caller.user.row.is_anonymous)
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  return caller;
}

/** With a verified MFA factor, managing passkeys takes an aal2 session. */
async function requireManagementAal(q: Queryable, caller: Caller): Promise<void> {
  if (!caller.user.factors.some((f) => f.status === 'verified')) return;
  const r = caller.sessionId
    ? await q.query<{ aal: string }>('select aal::text as aal from auth.sessions where id = $1', [caller.sessionId])
    : { rows: [] };
  if (r.rows[0]?.aal !== 'aal2') throw forbidden('insufficient_aal', 'AAL2 session is required to manage passkeys when MFA is enabled');
}

async function storeChallenge(call: AuthCall, type: 'registration' | 'authentication', userId: string | null, challenge: string) {
  const { engine } = call.ctx;
  await engine.query('delete from auth.webauthn_challenges where expires_at < now()');
  const id = randomUUID();
  const r = await engine.query<{ expires_at: Date }>(
    `insert into auth.webauthn_challenges (id, user_id, challenge_type, session_data, expires_at)
     values ($1, $2, $3, $4::jsonb, now() + make_interval(secs => $5)) returning expires_at`,
    [id, userId, type, JSON.stringify({ challenge, user_verification: 'preferred' }), CHALLENGE_SECONDS],
  );
  return { challenge_id: id, expires_at: Math.floor(r.rows[0]!.expires_at.getTime() / 1000) };
}

/** The body of a verify call: its challenge (consumed here, once) and the authenticator's credential. */
async function consumeChallenge(call: AuthCall, type: 'registration' | 'authentication', userId: string | null) {
  const body = await call.json();
  const challengeId = str(body.challenge_id);
  if (!challengeId) throw validationFailed('challenge_id is required');
  if (body.credential === undefined || body.credential === null) throw validationFailed('credential is required');
  if (!isUuid(challengeId)) throw validationFailed('challenge_id must be a valid UUID');
  const r = await call.ctx.engine.query<{ session_data: { challenge: string }; expired: boolean }>(
    `delete from auth.webauthn_challenges where id = $1 and challenge_type = $2 and user_id is not distinct from $3
     returning session_data, expires_at < now() as expired`,
    [challengeId, type, userId],
  );
  const challenge = r.rows[0];
  if (!challenge) throw badRequest('webauthn_challenge_not_found', 'Challenge not found or already used');
  if (challenge.expired) throw badRequest('webauthn_challenge_expired', 'Challenge has expired');
  if (!isObject(body.credential) || !isObject(body.credential.response))
    throw badRequest('webauthn_verification_failed', 'Invalid credential response');
  return { expectedChallenge: challenge.session_data.challenge, credential: body.credential };
}

/** POST /passkeys/registration/options */
export async function registrationOptions(call: AuthCall): Promise<void> {
  requirePasskeys(call);
  const { ctx } = call;
  const caller = await passkeyCaller(call, true);
  await requireManagementAal(ctx.engine, caller);
  const existing = await passkeysOf(ctx.engine, caller.user.row.id);
  if (existing.length >= MAX_PASSKEYS) throw unprocessable('too_many_passkeys', 'Maximum number of passkeys reached');
  const user = caller.user.row;
  const name = user.email || user.phone || '';
  const displayName =
    typeof user.raw_user_meta_data?.name === 'string' && user.raw_user_meta_data.name ? user.raw_user_meta_data.name : name;
  const { webauthn } = ctx.config.auth;
  const options = await generateRegistrationOptions({
    rpName: webauthn.rpDisplayName,
    rpID: webauthn.rpId,
    // GoTrue's user handle: the user's id as text, so a discoverable sign-in names the user.
    userID: new TextEncoder().encode(user.id),
    userName: name,
    userDisplayName: displayName,
    timeout: CHALLENGE_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: Buffer.from(c.credential_id, 'base64').toString('base64url') })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
  });
  const stored = await storeChallenge(call, 'registration', user.id, options.challenge);
  call.send(200, { challenge_id: stored.challenge_id, options, expires_at: stored.expires_at });
}

/** POST /passkeys/registration/verify */
export async function registrationVerify(call: AuthCall): Promise<void> {
  requirePasskeys(call);
  const { ctx } = call;
  const caller = await passkeyCaller(call, true);
  await requireManagementAal(ctx.engine, caller);
  const userId = caller.user.row.id;
  const { expectedChallenge, credential } = await consumeChallenge(call, 'registration', userId);
  const { webauthn } = ctx.config.auth;
  let info;
  try {
    const result = await verifyRegistrationResponse({
      response: credential as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: webauthn.rpOrigins,
      expectedRPID: webauthn.rpId,
      requireUserVerification: false,
    });
    if (!result.verified) throw verificationFailed();
    info = result.registrationInfo;
  } catch (e) {
    if (e instanceof AuthError) throw e;
    throw verificationFailed();
  }
  const row = await ctx.engine.transaction(async (tx) => {
    await tx.query('select id from auth.users where id = $1 for update', [userId]);
    const n = await tx.query<{ n: number }>('select count(*)::int as n from auth.webauthn_credentials where user_id = $1', [userId]);
    if (n.rows[0]!.n >= MAX_PASSKEYS) throw unprocessable('too_many_passkeys', 'Maximum number of passkeys reached');
    const credentialId = Buffer.from(info.credential.id, 'base64url').toString('base64');
    const taken = await tx.query("select 1 from auth.webauthn_credentials where credential_id = decode($1, 'base64')", [credentialId]);
    if (taken.rows.length) throw unprocessable('webauthn_credential_exists', 'This credential is already registered');
    const aaguid = info.aaguid === '00000000-0000-0000-0000-000000000000' ? null : info.aaguid;
    const r = await tx.query<CredentialRow>(
      `insert into auth.webauthn_credentials (user_id, credential_id, public_key, attestation_type, aaguid, sign_count, transports,
         backup_eligible, backed_up, friendly_name)
       values ($1, decode($2, 'base64'), decode($3, 'base64'), $4, $5, $6, $7::jsonb, $8, $9, 'Passkey')
       returning ${CREDENTIAL_COLUMNS}`,
      [
        userId,
        credentialId,
        Buffer.from(info.credential.publicKey).toString('base64'),
        info.fmt,
        aaguid,
        info.credential.counter,
        JSON.stringify(info.credential.transports ?? []),
        info.credentialDeviceType === 'multiDevice',
        info.credentialBackedUp,
      ],
    );
    return r.rows[0]!;
  });
  call.send(200, { id: row.id, friendly_name: row.friendly_name, created_at: row.created_at.toISOString() });
}

/** POST /passkeys/authentication/options: a discoverable ceremony, bound to no user. */
export async function authenticationOptions(call: AuthCall): Promise<void> {
  requirePasskeys(call);
  const options = await generateAuthenticationOptions({
    rpID: call.ctx.config.auth.webauthn.rpId,
    allowCredentials: [],
    userVerification: 'preferred',
    timeout: CHALLENGE_SECONDS * 1000,
  });
  const stored = await storeChallenge(call, 'authentication', null, options.challenge);
  call.send(200, { challenge_id: stored.challenge_id, options, expires_at: stored.expires_at });
}

/** POST /passkeys/authentication/verify: the assertion's user handle names the user; a new session. */
export async function authenticationVerify(call: AuthCall): Promise<void> {
  requirePasskeys(call);
  const { ctx } = call;
  const { expectedChallenge, credential } = await consumeChallenge(call, 'authentication', null);
  const response = credential as unknown as AuthenticationResponseJSON;
  const handle =
    typeof response.response.userHandle === 'string' ? Buffer.from(response.response.userHandle, 'base64url').toString('utf8') : '';
  if (!isUuid(handle) || typeof response.rawId !== 'string') throw verificationFailed();
  const credentialId = Buffer.from(response.rawId, 'base64url').toString('base64');
  const found = await ctx.engine.query<CredentialRow>(
    `select ${CREDENTIAL_COLUMNS} from auth.webauthn_credentials where user_id = $1 and credential_id = decode($2, 'base64')`,
    [handle, credentialId],
  );
  const stored = found.rows[0];
  if (!stored) throw verificationFailed();
  const { webauthn } = ctx.config.auth;
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: webauthn.rpOrigins,
      expectedRPID: webauthn.rpId,
      // GoTrue takes a signature counter that did not grow as a clone warning, not a failure: the check is left out.
      credential: { id: response.rawId, publicKey: Buffer.from(stored.public_key, 'base64'), counter: 0, transports: [] },
      requireUserVerification: false,
    });
    if (!result.verified) throw verificationFailed();
    newCounter = result.authenticationInfo.newCounter;
  } catch (e) {
    if (e instanceof AuthError) throw e;
    throw verificationFailed();
  }
  const user = await findUserById(ctx.engine, handle);
  if (!user) throw verificationFailed();
  if (user.row.email && !user.row.email_confirmed_at) throw forbidden('email_not_confirmed', 'Email not confirmed');
  if (isBanned(user.row)) throw forbidden('user_banned', 'User is banned');
  const session = await ctx.engine.transaction(async (tx) => {
    await tx.query('update auth.webauthn_credentials set sign_count = $2, last_used_at = now(), updated_at = now() where id = $1', [
      stored.id,
      newCounter,
    ]);
    return startSession(tx, ctx, user.row.id, 'passkey', call.client);
  });
  call.send(200, session);
}

/** GET /passkeys */
export async function listPasskeys(call: AuthCall): Promise<void> {
  requirePasskeys(call);
  const caller = await passkeyCaller(call);
  call.send(200, (await passkeysOf(call.ctx.engine, caller.user.row.id)).map(passkeyJson));
}

/** PATCH /passkeys/{passkey_id}: a new friendly name. */
export async function updatePasskey(call: AuthCall): Promise<void> {
  requirePasskeys(call);
  const caller = await passkeyCaller(call);
  const id = call.params[0]!;
  if (!isUuid(id)) throw passkeyNotFound();
  const body = await call.json();
  const name = str(body.friendly_name);
  if (!name) throw validationFailed('friendly_name is required');
  if (Buffer.byteLength(name) > 120) throw validationFailed('friendly_name must be 120 characters or less');
  const r = await call.ctx.engine.query<CredentialRow>(
    `update auth.webauthn_credentials set friendly_name = $3, updated_at = now() where id = $1 and user_id = $2
     returning ${CREDENTIAL_COLUMNS}`,
    [id, caller.user.row.id, name],
  );
  if (!r.rows[0]) throw passkeyNotFound();
  call.send(200, passkeyJson(r.rows[0]));
}

async function deleteOwned(call: AuthCall, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw passkeyNotFound();
  const r = await call.ctx.engine.query('delete from auth.webauthn_credentials where id = $1 and user_id = $2', [id, userId]);
  if (r.affectedRows === 0) throw passkeyNotFound();
  call.res.writeHead(204).end();
}

/** DELETE /passkeys/{passkey_id} */
export async function deletePasskey(call: AuthCall): Promise<void> {
  requirePasskeys(call);
  const caller = await passkeyCaller(call);
  await requireManagementAal(call.ctx.engine, caller);
  await deleteOwned(call, caller.user.row.id, call.params[0]!);
}

async function adminTarget(call: AuthCall): Promise<string> {
  const id = call.params[0]!;
  if (!isUuid(id) || !(await findUserById(call.ctx.engine, id))) throw new AuthError(404, 'user_not_found', 'User not found');
  return id;
}

/** GET /admin/users/{user_id}/passkeys */
export async function adminListPasskeys(call: AuthCall): Promise<void> {
  const userId = await adminTarget(call);
  call.send(200, (await passkeysOf(call.ctx.engine, userId)).map(passkeyJson));
}

/** DELETE /admin/users/{user_id}/passkeys/{passkey_id} */
export async function adminDeletePasskey(call: AuthCall): Promise<void> {
  const userId = await adminTarget(call);
  await deleteOwned(call, userId, call.params[1]!);
}
