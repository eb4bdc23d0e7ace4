// GET /reauthenticate (auth.reauthenticate()): a 6-digit nonce mailed to the signed-in user, which
// updateUser({ password, nonce }) presents when `secure_password_change` asks for it (GoTrue's
// reauthenticate.go and the password branch of user.go).
import type { Queryable } from '../db/engine.ts';
import { AuthError, unprocessable } from './errors.ts';
import type { AuthCall } from './call.ts';
import { authenticateUser, type Caller } from './bearer.ts';
import { sendAuthMail, templateData } from './mail.ts';
import { newOtp, secondsUntilAllowed, tokenHash } from './otp.ts';

export async function reauthenticate(call: AuthCall): Promise<void> {
  const { ctx } = call;
  const caller = await authenticateUser(ctx.keys, ctx.engine, call.req);
  const user = caller.user.row;
  if (!user.email) throw unprocessable('validation_failed', 'Reauthentication requires the user to have an email or a phone number');
  if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  const wait = secondsUntilAllowed(user.reauthentication_sent_at, ctx.config.auth.maxFrequency);
  if (wait > 0)
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`);
  const otp = newOtp();
  const token = tokenHash(user.email, otp);
  await ctx.engine.query('update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1', [
    user.id,
    token,
  ]);
  sendAuthMail(ctx, call.mailBudget, {
    to: user.email,
    kind: 'reauthentication',
    link: '',
    otp,
    tokenHash: token,
    redirectTo: '',
    email: user.email,
    data: templateData(user.raw_user_meta_data),
  });
  call.send(200, {});
}

/**
 * The password branch of PUT /user under `secure_password_change`: a session older than a day must
 * present the nonce of /reauthenticate, which is used up.
 */
export async function checkReauthentication(tx: Queryable, caller: Caller, nonce: string, otpExpiry: number): Promise<void> {
  const { rows } = await tx.query<{ recent: boolean }>(
    "select created_at > now() - interval '24 hours' as recent from auth.sessions where id = $1",
    [caller.sessionId],
  );
  if (rows[0]?.recent) return;
  if (!nonce) throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
  const user = caller.user.row;
  const fresh = await tx.query<{ token: string | null; sent_at: Date | null }>(
    'select reauthentication_token as token, reauthentication_sent_at as sent_at from auth.users where id = $1 for update',
    [user.id],
  );
  const row = fresh.rows[0];
  if (!row?.token || !row.sent_at) throw unprocessable('reauthentication_not_valid', 'Requires reauthentication');
  const expired = new Date(row.sent_at).getTime() + otpExpiry * 1000 < Date.now();
  if (expired || row.token !== tokenHash(user.email ?? '', nonce))
    throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  await tx.query("update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1", [user.id]);
}
