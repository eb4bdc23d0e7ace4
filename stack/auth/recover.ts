// POST /recover: a password-reset mail with a verify link. Always 200 {} whether or not the address
// has an account, so the endpoint cannot be used to find accounts; max_frequency per user → 429.
import { AuthError, validationFailed } from './errors.ts';
import { str, type AuthCall } from './call.ts';
import { validateEmail } from './email-address.ts';
import { sendAuthMail, templateData, verifyLink } from './mail.ts';
import { newOtp, secondsUntilAllowed, tokenHash } from './otp.ts';
import { createFlowState, parsePkce } from './pkce.ts';
import { requestRedirect } from './redirect.ts';
import { findUserByEmail } from './users.ts';

export async function recover(call: AuthCall): Promise<void> {
  const { ctx } = call;
  const cfg = ctx.config.auth;
  const body = await call.json();
  if (!str(body.email)) throw validationFailed('Password recovery requires an email');
  const email = validateEmail(body.email);
  const pkce = parsePkce(body);
  const user = await findUserByEmail(ctx.engine, email);
  if (!user) {
    call.send(200, {});
    return;
  }
  const wait = secondsUntilAllowed(user.row.recovery_sent_at, cfg.maxFrequency);
  if (wait > 0) {
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`);
  }
  const otp = newOtp();
  const token = (pkce ? 'pkce_' : '') + tokenHash(email, otp);
  const redirectTo = requestRedirect(call.req, call.url, cfg);
  const link = verifyLink(ctx, token, 'recovery', redirectTo);
  await ctx.engine.transaction(async (tx) => {
    await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [user.row.id, token]);
    if (pkce) await createFlowState(tx, user.row.id, pkce, 'recovery');
  });
  sendAuthMail(ctx, call.mailBudget, {
    to: email,
    kind: 'recovery',
    link,
    otp,
    tokenHash: token,
    redirectTo,
    email,
    data: templateData(user.row.raw_user_meta_data),
  });
  call.send(200, {});
}
