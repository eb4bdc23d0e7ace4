// A loose shape check before the request: GoTrue does the real validation. The message is the spec's.
import { AUTH_MESSAGES } from '../../../lib/auth/auth-messages.ts';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): string | null {
  if (!value.trim()) return 'Email is required';
  return EMAIL_SHAPE.test(value.trim()) ? null : AUTH_MESSAGES.invalidEmail;
}
