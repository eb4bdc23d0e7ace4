// Password hashing (bcrypt, as GoTrue stores it in auth.users.encrypted_password) and GoTrue's
// strength rules: at most 72 bytes, at least minimum_password_length characters. Hashing runs on
// worker threads (hash-pool.ts): a sign-in storm must not freeze the event loop.
import { AuthError, validationFailed } from './errors.ts';
import { HashPool } from './hash-pool.ts';

/** bcrypt cost; GoTrue uses bcrypt's default 10. STACK_BCRYPT_COST lowers it for fast test runs. */
const COST = Number(process.env.STACK_BCRYPT_COST) || 10;
const MAX_BYTES = 72;

const pool = new HashPool();

export const hashPassword = (password: string) => pool.hash(password, COST);

export async function comparePassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  try {
    return await pool.compare(password, hash);
  } catch {
    return false; // a malformed stored hash never matches
  }
}

/** The reasons a password is weak today (`length`), or null when it passes. */
export function weakPasswordReasons(password: string, minLength: number): string[] | null {
  return [...password].length < minLength ? ['length'] : null;
}

export function weakPasswordMessage(minLength: number): string {
  return `Password should be at least ${minLength} characters.`;
}

/** Throws GoTrue's 400 for over-long passwords and 422 weak_password (with reasons) for weak ones. */
export function checkPasswordStrength(password: string, minLength: number): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_BYTES} characters`);
  }
  const reasons = weakPasswordReasons(password, minLength);
  if (reasons) {
    throw new AuthError(422, 'weak_password', weakPasswordMessage(minLength), { weak_password: { reasons } });
  }
}
