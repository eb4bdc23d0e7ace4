// POST /invite (auth.admin.inviteUserByEmail: an unconfirmed user and an invite mail whose link
// confirms it and signs in) and POST /admin/generate_link (auth.admin.generateLink: the same links
// and codes the mails would carry, handed to the service role instead of mailed; a user it makes
// keeps user_metadata as sent, as the admin API does), as GoTrue's invite.go and admin generateLink.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/engine.ts';
import { AuthError, unprocessable, validationFailed } from './errors.ts';
import { isObject, str, type AuthCall } from './call.ts';
import { createUser } from './create-user.ts';
import { validateEmail } from './email-address.ts';
import { sendAuthMail, templateData, verifyLink, type MailKind } from './mail.ts';
import { newOtp, tokenHash } from './otp.ts';
import { checkPasswordStrength, hashPassword } from './passwords.ts';
import { allowedRedirect } from './redirect.ts';
import { findUserByEmail, findUserById, userJson, type LoadedUser } from './users.ts';

const emailExists = () => unprocessable('email_exists', 'A user with this email address has already been registered');

/** An invited user: unconfirmed, `invited_at` set, holding the invite token. */
async function invitedUser(
  tx: Queryable,
  email: string,
  data: Record<string, unknown>,
  existing: LoadedUser | null,
  token: string,
): Promise<LoadedUser> {
  const user = existing ?? (await createUser(tx, { email, passwordHash: null, data, confirmed: false, duplicate: emailExists() }));
  await tx.query('update auth.users set invited_at = now(), confirmation_token = $2, confirmation_sent_at = now() where id = $1', [
    user.row.id,
    token,
  ]);
  return (await findUserById(tx, user.row.id))!;
}

export async function invite(call: AuthCall): Promise<void> {
  const { ctx } = call;
  const body = await call.json();
  const email = validateEmail(body.email);
  const existing = await findUserByEmail(ctx.engine, email);
  if (existing?.row.email_confirmed_at) throw emailExists();
  const otp = newOtp();
  const token = tokenHash(email, otp);
  const user = await ctx.engine.transaction((tx) => invitedUser(tx, email, isObject(body.data) ? body.data : {}, existing, token));
  const redirectTo = allowedRedirect(str(body.redirect_to) || call.url.searchParams.get('redirect_to'), ctx.config.auth);
  sendAuthMail(ctx, call.mailBudget, {
    to: email,
    kind: 'invite',
    link: verifyLink(ctx, token, 'invite', redirectTo),
    otp,
    tokenHash: token,
    redirectTo,
    email,
    data: templateData(user.row.raw_user_meta_data),
  });
  call.send(200, userJson(user));
}

const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'] as const;
type LinkType = (typeof LINK_TYPES)[number];
const isLinkType = (t: string): t is LinkType => (LINK_TYPES as readonly string[]).includes(t);

export async function generateLink(call: AuthCall): Promise<void> {
  const { ctx } = call;
  const cfg = ctx.config.auth;
  const body = await call.json();
  const type = str(body.type);
  if (!isLinkType(type)) throw validationFailed(`Invalid email action link type requested: ${type}`);
  const email = validateEmail(body.email);
  const data = isObject(body.data) ? body.data : {};
  const redirectTo = allowedRedirect(str(body.redirect_to) || call.url.searchParams.get('redirect_to'), cfg);
  const existing = await findUserByEmail(ctx.engine, email);
  const otp = newOtp();
  let hashed: string;
  let verification: MailKind;

  const user = await ctx.engine.transaction(async (tx): Promise<LoadedUser> => {
    switch (type) {
      case 'signup': {
        if (existing?.row.email_confirmed_at) throw unprocessable('email_exists', 'User already registered');
        const password = str(body.password);
        if (!password) throw validationFailed('Signup requires a valid password');
        checkPasswordStrength(password, cfg.minimumPasswordLength);
        hashed = tokenHash(email, otp);
        verification = 'signup';
        const u =
          existing ??
          (await createUser(tx, {
            email,
            passwordHash: await hashPassword(password),
            data,
            admin: true,
            confirmed: false,
            duplicate: emailExists(),
          }));
        await tx.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [u.row.id, hashed]);
        return u;
      }
      case 'invite':
        if (existing?.row.email_confirmed_at) throw emailExists();
        hashed = tokenHash(email, otp);
        verification = 'invite';
        return invitedUser(tx, email, data, existing, hashed);
      case 'magiclink':
      case 'recovery': {
        if (!existing && type === 'recovery') throw new AuthError(404, 'user_not_found', 'User with this email not found');
        const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
        const u =
          existing ?? (await createUser(tx, { email, passwordHash, data, admin: true, confirmed: false, duplicate: emailExists() }));
        hashed = tokenHash(email, otp);
        verification = type;
        await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [u.row.id, hashed]);
        return u;
      }
      default: {
        // email_change_current / email_change_new: one confirmation completes the change here.
        if (!existing) throw new AuthError(404, 'user_not_found', 'User with this email not found');
        if (!str(body.new_email)) throw validationFailed('The new email address provided is invalid');
        const next = validateEmail(body.new_email);
        const taken = await findUserByEmail(tx, next);
        if (taken && taken.row.id !== existing.row.id) throw emailExists();
        hashed = tokenHash(type === 'email_change_new' ? next : email, otp);
        verification = 'email_change';
        await tx.query(
          `update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = now(),
             email_change_confirm_status = 0 where id = $1`,
          [existing.row.id, next, hashed],
        );
        return existing;
      }
    }
  });
  const fresh = (await findUserById(ctx.engine, user.row.id))!;
  call.send(200, {
    ...userJson(fresh),
    action_link: verifyLink(ctx, hashed!, verification!, redirectTo),
    email_otp: otp,
    hashed_token: hashed!,
    verification_type: verification!,
    redirect_to: redirectTo,
  });
}
