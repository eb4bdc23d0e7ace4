// What an email link or OTP proves, shared by GET and POST /verify: find the user holding the token
// of that type, check its age against otp_expiry, clear it and apply its effect (confirm the email,
// finish an email change).
import type { Queryable } from '../db/engine.ts';
import { isPgError } from '../db/engine.ts';
import { AuthError, validationFailed } from './errors.ts';

export const VERIFY_TYPES = ['signup', 'invite', 'email', 'recovery', 'magiclink', 'email_change'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

export const isVerifyType = (t: string): t is VerifyType => (VERIFY_TYPES as readonly string[]).includes(t);

/** The flow_state authentication_method that a PKCE link of each type completes. */
export const FLOW_METHOD: Record<VerifyType, string> = {
  signup: 'email/signup',
  invite: 'invite',
  email: 'email/signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

const LOOKUP: Record<VerifyType, { token: string; sentAt: string }[]> = {
  signup: [{ token: 'confirmation_token', sentAt: 'confirmation_sent_at' }],
  invite: [{ token: 'confirmation_token', sentAt: 'confirmation_sent_at' }],
  email: [
    { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
    { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  ],
  recovery: [{ token: 'recovery_token', sentAt: 'recovery_sent_at' }],
  magiclink: [{ token: 'recovery_token', sentAt: 'recovery_sent_at' }],
  email_change: [{ token: 'email_change_token_new', sentAt: 'email_change_sent_at' }],
};

const CONFIRM_EMAIL = `email_confirmed_at = coalesce(email_confirmed_at, now()),
  raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb`;

/** Returns the user id the token belonged to; throws otp_expired (with `expiredMessage`) otherwise. */
export async function consumeToken(
  tx: Queryable,
  type: VerifyType,
  candidates: string[],
  otpExpiry: number,
  expiredMessage: string,
): Promise<string> {
  const tokens = candidates.filter((t) => t !== '');
  if (tokens.length === 0) throw validationFailed('Verify requires either a token or a token hash');
  for (const { token, sentAt } of LOOKUP[type]) {
    // Column names come from the fixed table above, never from the request.
    const r = await tx.query<{ id: string; sent_at: Date | null }>(
      `select id, ${sentAt} as sent_at from auth.users where ${token} = any($1::text[]) for update`,
      [tokens],
    );
    const row = r.rows[0];
    if (!row) continue;
    if (!row.sent_at || new Date(row.sent_at).getTime() + otpExpiry * 1000 < Date.now()) break;
    await applyToken(tx, row.id, token);
    return row.id;
  }
  throw new AuthError(403, 'otp_expired', expiredMessage);
}

async function applyToken(tx: Queryable, userId: string, column: string): Promise<void> {
  if (column === 'email_change_token_new') {
    try {
      await tx.query(
        `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
           email_change_confirm_status = 0, ${CONFIRM_EMAIL},
           updated_at = now() where id = $1`,
        [userId],
      );
    } catch (e) {
      if (isPgError(e) && e.code === '23505') {
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      throw e;
    }
    await tx.query(`update auth.users set raw_user_meta_data = raw_user_meta_data || jsonb_build_object('email', email) where id = $1`, [
      userId,
    ]);
    await tx.query(
      `update auth.identities i set identity_data = i.identity_data || jsonb_build_object('email', u.email, 'email_verified', true),
         updated_at = now() from auth.users u where u.id = i.user_id and i.user_id = $1 and i.provider = 'email'`,
      [userId],
    );
    return;
  }
  await tx.query(`update auth.users set ${column} = '', ${CONFIRM_EMAIL}, updated_at = now() where id = $1`, [userId]);
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}
