// Sign-up and set-new-password share these rules, checked in this order:
// (1) password equals its confirmation, (2) at least 6 characters. Only the first failure is shown.
import { AUTH_MESSAGES } from '../../../lib/auth/auth-messages.ts';
import { MIN_PASSWORD_LENGTH } from './password-strength.ts';

export function validateNewPassword(password: string, confirmation: string): string | null {
  if (password !== confirmation) return AUTH_MESSAGES.passwordsDiffer;
  if (password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  return null;
}
