// Sessions, refresh tokens and the token response (docs/architecture.md, "Auth"): one auth.sessions
// row per sign-in, a chain of 12-character refresh tokens per session, an access token per issue,
// signed with the project's current signing key (ES256 by default, `kid` in the header).
import { randomBytes, randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { Queryable } from '../db/engine.ts';
import type { StackContext } from '../service.ts';
import { addAmrClaim, readAmr } from './amr-claims.ts';
import { findUserById, INSTANCE_ID, userJson, type Json, type LoadedUser } from './users.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** GoTrue's legacy refresh token: 12 characters of [a-z0-9]. */
export function newRefreshToken(): string {
  const bytes = randomBytes(12);
  let s = '';
  for (const b of bytes) s += ALPHABET[b % ALPHABET.length];
  return s;
}

export async function insertRefreshToken(tx: Queryable, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), $4, $5)`,
    [INSTANCE_ID, token, userId, parent, sessionId],
  );
  return token;
}

export const storableIp = (ip: string) => (isIP(ip) ? ip : null);

/** The second-factor methods of GoTrue's AMR claims (models.IsAAL2Claim). */
const SECOND_FACTORS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

/** GoTrue's Session.CalculateAALAndAMR: aal2 once a second factor is among the session's claims. */
export function aalOf(amr: { method: string }[]): 'aal1' | 'aal2' {
  return amr.some((a) => SECOND_FACTORS.has(a.method)) ? 'aal2' : 'aal1';
}

export async function accessToken(ctx: StackContext, user: LoadedUser, sessionId: string, amr: { method: string; timestamp: number }[]) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ctx.config.auth.jwtExpiry;
  const u = user.row;
  const token = await ctx.keys.sign({
    iss: `${ctx.apiUrl}/auth/v1`,
    sub: u.id,
    aud: u.aud || 'authenticated',
    exp,
    iat,
    email: u.email ?? '',
    phone: u.phone ?? '',
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    role: u.role || 'authenticated',
    aal: aalOf(amr),
    amr,
    session_id: sessionId,
    is_anonymous: u.is_anonymous,
  });
  return { token, exp, iat };
}

/** The token response for `refreshToken` of session `sessionId`, with the user as stored now. */
export async function tokenResponse(
  tx: Queryable,
  ctx: StackContext,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<Json> {
  const user = await findUserById(tx, userId);
  if (!user) throw new Error(`user ${userId} vanished while issuing tokens`);
  const { token, exp, iat } = await accessToken(ctx, user, sessionId, await readAmr(tx, sessionId));
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: exp - iat,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** A new session for `userId`, authenticated by `method` (password, otp, recovery …). */
export async function startSession(tx: Queryable, ctx: StackContext, userId: string, method: string, client: ClientInfo): Promise<Json> {
  const sessionId = randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4)`,
    [sessionId, userId, client.userAgent ?? null, storableIp(client.ip)],
  );
  await addAmrClaim(tx, sessionId, method);
  await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
  await tx.query("update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'", [userId]);
  const refresh = await insertRefreshToken(tx, userId, sessionId, null);
  return tokenResponse(tx, ctx, userId, sessionId, refresh);
}
