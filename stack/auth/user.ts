// GET /user and PUT /user (GoTrue's user.go) for the caller of a user access token.
import { AuthError, forbidden, unprocessable } from './errors.ts';
import { isObject, str, type AuthCall } from './call.ts';
import { authenticateUser } from './bearer.ts';
import { validateEmail } from './email-address.ts';
import { sendAuthMail, templateData, verifyLink } from './mail.ts';
import { newOtp, secondsUntilAllowed, tokenHash } from './otp.ts';
import { checkPasswordStrength, comparePassword, hashPassword } from './passwords.ts';
import { createFlowState, parsePkce } from './pkce.ts';
import { checkReauthentication } from './reauthenticate.ts';
import { requestRedirect } from './redirect.ts';
import { findUserByEmail, findUserById, mergeMetadata, userJson } from './users.ts';

export async function getUser(call: AuthCall): Promise<void> {
  const caller = await authenticateUser(call.ctx.keys, call.ctx.engine, call.req);
  call.send(200, userJson(caller.user));
}

interface EmailChange {
  address: string;
  otp: string;
  token: string;
}

export async function updateUser(call: AuthCall): Promise<void> {
  const { ctx } = call;
  const cfg = ctx.config.auth;
  const caller = await authenticateUser(ctx.keys, ctx.engine, call.req);
  const body = await call.json();
  const user = caller.user.row;
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  if (str(body.phone)) throw unprocessable('phone_provider_disabled', 'Unsupported phone provider');

  let passwordHash: string | null = null;
  if (typeof body.password === 'string') {
    checkPasswordStrength(body.password, cfg.minimumPasswordLength);
    if (await comparePassword(body.password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(body.password);
  }

  let change: EmailChange | null = null;
  const pkce = parsePkce(body);
  if (str(body.email) && str(body.email).trim().toLowerCase() !== (user.email ?? '')) {
    const address = validateEmail(body.email);
    const taken = await findUserByEmail(ctx.engine, address);
    if (taken && taken.row.id !== user.id) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    const wait = secondsUntilAllowed(user.email_change_sent_at, cfg.maxFrequency);
    if (wait > 0) {
      throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`);
    }
    const otp = newOtp();
    change = { address, otp, token: (pkce ? 'pkce_' : '') + tokenHash(address, otp) };
  }

  const updated = await ctx.engine.transaction(async (tx) => {
    if (isObject(body.data)) {
      const fresh = await findUserById(tx, user.id, true);
      await tx.query('update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1', [
        user.id,
        JSON.stringify(mergeMetadata(fresh!.row.raw_user_meta_data, body.data)),
      ]);
    }
    if (passwordHash) {
      if (cfg.securePasswordChange) await checkReauthentication(tx, caller, str(body.nonce), cfg.otpExpiry);
      await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, passwordHash]);
      // A new password signs every other session out (GoTrue's LogoutAllExceptMe).
      await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [user.id, caller.sessionId]);
    }
    if (change) {
      await tx.query(
        `update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = now(),
           email_change_confirm_status = 0, updated_at = now() where id = $1`,
        [user.id, change.address, change.token],
      );
      if (pkce) await createFlowState(tx, user.id, pkce, 'email_change');
    }
    return (await findUserById(tx, user.id))!;
  });
  if (change) {
    const redirectTo = requestRedirect(call.req, call.url, cfg);
    sendAuthMail(ctx, call.mailBudget, {
      to: change.address,
      kind: 'email_change',
      link: verifyLink(ctx, change.token, 'email_change', redirectTo),
      otp: change.otp,
      tokenHash: change.token,
      redirectTo,
      email: user.email ?? '',
      newEmail: change.address,
      data: templateData(updated.row.raw_user_meta_data),
    });
  }
  call.send(200, userJson(updated));
}
