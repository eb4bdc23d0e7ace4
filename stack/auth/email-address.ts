// GoTrue's email validation (validateEmail + checkmail's format rule): required, at most 255
// characters, a plausible local part and a dotted host name. Returns the address lower-cased.
import { validationFailed } from './errors.ts';

const FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function validateEmail(raw: unknown): string {
  const email = typeof raw === 'string' ? raw.trim() : '';
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!FORMAT.test(email)) throw validationFailed('Unable to validate email address: invalid format');
  return email.toLowerCase();
}
