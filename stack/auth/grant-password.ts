// POST /token?grant_type=password: the same invalid_credentials for a wrong password and an unknown
// email (bcrypt runs either way, so timing tells nothing), then a new session.
import { badRequest, validationFailed } from './errors.ts';
import { str, type AuthCall } from './call.ts';
import { comparePassword, hashPassword, weakPasswordMessage, weakPasswordReasons } from './passwords.ts';
import { startSession } from './sessions.ts';
import { findUserByEmail, isBanned } from './users.ts';

let decoyHash: Promise<string> | undefined;

export async function passwordGrant(call: AuthCall): Promise<void> {
  const { ctx } = call;
  const body = await call.json();
  const email = str(body.email).trim();
  const phone = str(body.phone);
  const password = str(body.password);
  if (!email && !phone) throw validationFailed('missing email or phone');
  const user = email ? await findUserByEmail(ctx.engine, email) : null;
  const hash = user?.row.encrypted_password || (await (decoyHash ??= hashPassword('decoy-password-never-matches')));
  const matches = (await comparePassword(password, hash)) && !!user?.row.encrypted_password;
  if (!user || !matches) throw badRequest('invalid_credentials', 'Invalid login credentials');
  if (isBanned(user.row)) throw badRequest('user_banned', 'User is banned');
  if (!user.row.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const session = await ctx.engine.transaction((tx) => startSession(tx, ctx, user.row.id, 'password', call.client));
  const reasons = weakPasswordReasons(password, ctx.config.auth.minimumPasswordLength);
  if (reasons) session.weak_password = { reasons, message: weakPasswordMessage(ctx.config.auth.minimumPasswordLength) };
  call.send(200, session);
}
