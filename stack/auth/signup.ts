// POST /signup (GoTrue's signup.go): validate the password, then the email; an autoconfirmed signup
// returns a session, otherwise the user and a confirmation mail.
import { randomUUID } from 'node:crypto';
import { AuthError, badRequest, unprocessable, validationFailed } from './errors.ts';
import { isObject, str, type AuthCall } from './call.ts';
import { createUser } from './create-user.ts';
import { validateEmail } from './email-address.ts';
import { sendAuthMail, templateData, verifyLink } from './mail.ts';
import { newOtp, secondsUntilAllowed, tokenHash } from './otp.ts';
import { checkPasswordStrength, hashPassword } from './passwords.ts';
import { createFlowState, parsePkce } from './pkce.ts';
import { HOUR_MS } from './rate-limit.ts';
import { requestRedirect } from './redirect.ts';
import { startSession } from './sessions.ts';
import { findUserByEmail, INSTANCE_ID, userJson, type LoadedUser } from './users.ts';

export async function signup(call: AuthCall): Promise<void> {
  const { ctx } = call;
  const cfg = ctx.config.auth;
  if (!cfg.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  const body = await call.json();
  const email = str(body.email);
  const phone = str(body.phone);
  const password = str(body.password);
  const data = isObject(body.data) ? body.data : {};
  if (!email && !phone && !password) {
    await signupAnonymously(call, data);
    return;
  }
  if (!password) throw validationFailed('Signup requires a valid password');
  checkPasswordStrength(password, cfg.minimumPasswordLength);
  if (email && phone) throw validationFailed('Only an email address or phone number should be provided on signup.');
  if (phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  const pkce = parsePkce(body);
  const address = validateEmail(email);

  const existing = await findUserByEmail(ctx.engine, address);
  if (existing && (existing.row.email_confirmed_at || !cfg.enableConfirmations)) {
    if (!cfg.enableConfirmations) throw unprocessable('user_already_exists', 'User already registered');
    call.send(200, obfuscatedUser(address, data));
    return;
  }
  const passwordHash = await hashPassword(password);
  const duplicate = unprocessable('user_already_exists', 'User already registered');

  if (!cfg.enableConfirmations) {
    const session = await ctx.engine.transaction(async (tx) => {
      const user = await createUser(tx, { email: address, passwordHash, data, confirmed: true, duplicate });
      return startSession(tx, ctx, user.row.id, 'password', call.client);
    });
    call.send(200, session);
    return;
  }

  // Confirmations on: a new (or still unconfirmed) user gets a confirmation mail.
  const wait = secondsUntilAllowed(existing?.row.confirmation_sent_at ?? null, cfg.maxFrequency);
  if (wait > 0) {
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`);
  }
  const otp = newOtp();
  const token = (pkce ? 'pkce_' : '') + tokenHash(address, otp);
  const user: LoadedUser = await ctx.engine.transaction(async (tx) => {
    const u = existing
      ? existing
      : await createUser(tx, { email: address, passwordHash, data, confirmed: false, duplicate, confirmationToken: token });
    if (existing) {
      await tx.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [u.row.id, token]);
    }
    if (pkce) await createFlowState(tx, u.row.id, pkce, 'email/signup');
    return u;
  });
  const redirectTo = requestRedirect(call.req, call.url, cfg);
  sendAuthMail(ctx, call.mailBudget, {
    to: address,
    kind: 'signup',
    link: verifyLink(ctx, token, 'signup', redirectTo),
    otp,
    tokenHash: token,
    redirectTo,
    email: address,
    data: templateData(user.row.raw_user_meta_data),
  });
  const fresh = await findUserByEmail(ctx.engine, address);
  call.send(200, userJson(fresh ?? user));
}

/**
 * A sign-up without credentials (signInAnonymously), when `[auth] enable_anonymous_sign_ins` is on: a
 * user with no email or identity, `is_anonymous` in its tokens, authenticated by the `anonymous` method.
 */
async function signupAnonymously(call: AuthCall, data: Record<string, unknown>): Promise<void> {
  const { ctx } = call;
  if (!ctx.config.auth.enableAnonymousSignIns) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  call.limiter.take('anonymousUsers', call.client.ip, ctx.config.auth.rateLimits.anonymousUsers, Date.now(), HOUR_MS);
  const id = randomUUID();
  const session = await ctx.engine.transaction(async (tx) => {
    await tx
      .query(
        `insert into auth.users (instance_id, id, aud, role, encrypted_password, confirmation_token, recovery_token,
         email_change_token_new, email_change, raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at,
         updated_at, is_sso_user, is_anonymous)
       values ($1, $2, 'authenticated', 'authenticated', '', '', '', '', '', $3::jsonb, $4::jsonb, false, now(), now(), false, true)`,
        [INSTANCE_ID, id, JSON.stringify({}), JSON.stringify(data)],
      )
      .catch((e: unknown) => {
        throw Object.assign(new AuthError(500, 'unexpected_failure', 'Database error creating anonymous user'), { cause: e });
      });
    return startSession(tx, ctx, id, 'anonymous', call.client);
  });
  call.send(200, session);
}

/** What a repeated signup of a confirmed address returns when confirmations are on: nothing real. */
function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
