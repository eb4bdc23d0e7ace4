// POST /otp (signInWithOtp by email; /magiclink is its older name) and POST /resend, as GoTrue's
// otp.go, magic_link.go and resend.go: a new address gets an account (unless create_user is false)
// and either a confirmation mail (confirmations on) or a magic link; a known one gets a magic link.
// The mail carries a link to /verify and the 6-digit code that verifyOtp({ type: 'email' }) takes.
import { randomBytes } from 'node:crypto';
import type { StackContext } from '../service.ts';
import { AuthError, badRequest, unprocessable, validationFailed } from './errors.ts';
import { isObject, str, type AuthCall } from './call.ts';
import { createUser } from './create-user.ts';
import { validateEmail } from './email-address.ts';
import { sendAuthMail, templateData, verifyLink, type MailKind } from './mail.ts';
import { newOtp, secondsUntilAllowed, tokenHash } from './otp.ts';
import { hashPassword } from './passwords.ts';
import { createFlowState, parsePkce, type PkceChallenge } from './pkce.ts';
import { requestRedirect } from './redirect.ts';
import { findUserByEmail, type LoadedUser } from './users.ts';

const COLUMNS = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', flow: 'email/signup' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at', flow: 'magiclink' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at', flow: 'email_change' },
} as const;

const tooSoon = (wait: number) =>
  new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`);

/** Stores a fresh token of `kind` on the user and mails it (link and code). */
async function mailToken(
  call: AuthCall,
  user: LoadedUser,
  kind: keyof typeof COLUMNS,
  pkce: PkceChallenge | null,
  to = user.row.email ?? '',
): Promise<void> {
  const { ctx } = call;
  const cfg = ctx.config.auth;
  const column = COLUMNS[kind];
  const sentAt = user.row[column.sentAt as keyof typeof user.row] as Date | null;
  const wait = secondsUntilAllowed(sentAt, cfg.maxFrequency);
  if (wait > 0) throw tooSoon(wait);
  const otp = newOtp();
  const token = (pkce ? 'pkce_' : '') + tokenHash(to, otp);
  await ctx.engine.transaction(async (tx) => {
    // Column names come from the fixed table above, never from the request.
    await tx.query(`update auth.users set ${column.token} = $2, ${column.sentAt} = now() where id = $1`, [user.row.id, token]);
    if (pkce) await createFlowState(tx, user.row.id, pkce, column.flow);
  });
  const redirectTo = requestRedirect(call.req, call.url, cfg);
  const mailKind: MailKind = kind;
  sendAuthMail(ctx, call.mailBudget, {
    to,
    kind: mailKind,
    link: verifyLink(ctx, token, mailKind, redirectTo),
    otp,
    tokenHash: token,
    redirectTo,
    email: user.row.email ?? '',
    newEmail: kind === 'email_change' ? to : undefined,
    data: templateData(user.row.raw_user_meta_data),
  });
}

/** An account for an address first seen by /otp: a random password nobody knows. */
async function createOtpUser(ctx: StackContext, email: string, data: Record<string, unknown>): Promise<LoadedUser> {
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  // With confirmations off GoTrue's signup confirms at once, and the magic link then signs in.
  const confirmed = !ctx.config.auth.enableConfirmations;
  const duplicate = unprocessable('user_already_exists', 'User already registered');
  return ctx.engine.transaction((tx) => createUser(tx, { email, passwordHash, data, confirmed, duplicate }));
}

export async function otp(call: AuthCall): Promise<void> {
  const { ctx } = call;
  const cfg = ctx.config.auth;
  const body = await call.json();
  const email = str(body.email);
  const phone = str(body.phone);
  if (email && phone) throw validationFailed('Only an email address or phone number should be provided');
  if (phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (!email) throw validationFailed('One of email or phone must be set');
  const address = validateEmail(email);
  const pkce = parsePkce(body);
  let user = await findUserByEmail(ctx.engine, address);
  if (!user) {
    if (body.create_user === false) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
    if (!cfg.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    user = await createOtpUser(ctx, address, isObject(body.data) ? body.data : {});
  }
  await mailToken(call, user, user.row.email_confirmed_at ? 'magiclink' : 'signup', pkce);
  call.send(200, {});
}

const RESEND_TYPES = ['signup', 'email_change', 'sms', 'phone_change'];

export async function resend(call: AuthCall): Promise<void> {
  const { ctx } = call;
  const body = await call.json();
  const type = str(body.type);
  if (!RESEND_TYPES.includes(type)) throw validationFailed(`Missing one of these types: ${RESEND_TYPES.join(', ')}`);
  if (type === 'sms' || type === 'phone_change') {
    if (!str(body.phone)) throw validationFailed('Type provided requires a phone number');
    throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  }
  if (!str(body.email)) throw validationFailed('Type provided requires an email address');
  const address = validateEmail(body.email);
  const pkce = parsePkce(body);
  if (type === 'signup') {
    const user = await findUserByEmail(ctx.engine, address);
    // Nothing to confirm (no such user, or already confirmed): an empty answer, as GoTrue gives.
    if (user && !user.row.email_confirmed_at) await mailToken(call, user, 'signup', pkce);
  } else {
    const user = await findUserByEmail(ctx.engine, address);
    if (user?.row.email_change) await mailToken(call, user, 'email_change', pkce, user.row.email_change);
  }
  call.send(200, {});
}
