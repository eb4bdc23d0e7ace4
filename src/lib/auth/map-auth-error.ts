// Supabase Auth errors (GoTrue's `code`) → the messages the auth screens show.
//
// Which screen uses which message (the spec leaves it open; decided here):
// - Login: `invalid_credentials` (wrong password AND unknown email, GoTrue does not tell them apart)
//   gives the fixed 'Failed to log in…' message, so the screen never reveals whether an email is
//   registered. 'Incorrect password.' and 'No account found…' are therefore only reachable through
//   codes GoTrue sends elsewhere (`user_not_found` on a token whose user is gone). A suspended
//   member (`user_banned`; the spec has no text for it) is told the account is suspended and how to
//   appeal, never why: the stack checks the password first, so only the account's owner sees this
//   (hosted GoTrue checks the ban first, so there anyone who types the address does).
// - Sign-up: the mapped message when the code is in the catalogue (duplicate email, bad email, weak
//   password, network, configuration); any other code falls back to 'Failed to create account…'.
// - Forgot password: network and configuration failures keep their mapped message, a malformed email
//   says so; everything else is 'Failed to reset password…'. GoTrue answers 200 for unknown addresses,
//   so known and unknown emails look the same.
// - Set new password: the mapped message, falling back to the generic one.
import { isAuthError, type AuthError } from '@supabase/supabase-js';
import { AUTH_MESSAGES as M } from './auth-messages.ts';

// Codes meaning the backend is missing or set up wrong rather than anything the learner did.
const CONFIGURATION_CODES = new Set(['email_provider_disabled', 'signup_disabled', 'provider_disabled', 'no_authorization']);
// Statuses of an Auth endpoint that is not there (wrong URL), not built (501) or refuses our key.
const CONFIGURATION_STATUSES = new Set([401, 404, 501, 503]);

const CODE_MESSAGES: Record<string, string> = {
  user_already_exists: M.emailInUse,
  email_exists: M.emailInUse,
  email_address_invalid: M.invalidEmail,
  weak_password: M.weakPassword,
  invalid_credentials: M.loginFailed,
  user_banned: M.suspended,
  user_not_found: M.userNotFound,
};

// GoTrue reports a malformed or missing email as a generic `validation_failed`; only its message
// tells it apart from the other validation failures (password too long, missing password…).
function isEmailValidation(error: AuthError): boolean {
  return error.code === 'validation_failed' && /email/i.test(error.message);
}

/** The catalogue message for `error`, or `fallback` when the catalogue has no entry for it. */
export function mapAuthError(error: unknown, fallback: string = M.generic): string {
  if (!isAuthError(error)) return error instanceof TypeError ? M.network : fallback;
  if (error.name === 'AuthRetryableFetchError' && error.status === 0) return M.network;
  const code = error.code ?? '';
  if (code in CODE_MESSAGES) return CODE_MESSAGES[code]!;
  if (isEmailValidation(error)) return M.invalidEmail;
  if (CONFIGURATION_CODES.has(code)) return M.notConfigured;
  if (error.status !== undefined && CONFIGURATION_STATUSES.has(error.status)) return M.notConfigured;
  return fallback;
}
