// One-time codes for email links: a 6-digit OTP for the person, and GoTrue's token hash in the link
// (lowercase hex SHA-224 of email + otp; `pkce_` in front for PKCE flows).
import { createHash, randomInt } from 'node:crypto';

export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

/** GoTrue's max_frequency rule: seconds until another mail of this kind may go out (0: now). */
export function secondsUntilAllowed(lastSentAt: Date | null, maxFrequency: number, now = Date.now()): number {
  if (!lastSentAt) return 0;
  const left = new Date(lastSentAt).getTime() + maxFrequency * 1000 - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
