// The password strength meter: Weak, Fair, Good or Strong. Display only: it never blocks a submit.
export type PasswordStrength = 'Weak' | 'Fair' | 'Good' | 'Strong';

export const STRONG_MIN_LENGTH = 8;
export const MIN_PASSWORD_LENGTH = 6;

/** null for an empty password (the meter shows nothing), else the band. */
export function rateStrength(password: string): PasswordStrength | null {
  if (password.length === 0) return null;
  if (password.length < MIN_PASSWORD_LENGTH) return 'Weak';
  if (password.length < STRONG_MIN_LENGTH) return 'Fair';
  const mixed = /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
  return mixed ? 'Strong' : 'Good';
}
