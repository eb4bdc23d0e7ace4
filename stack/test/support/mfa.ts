// TOTP for tests: the code an authenticator app would show for an enrolled secret (otpauth, GoTrue's
// parameters), and a helper that enrolls and verifies a factor so a client's session becomes aal2 —
// what a policy asking for aal2 needs.
import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';

/** The six-digit code for `secret` at `at` (SHA1, 6 digits, 30 s: what GoTrue checks). */
export const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** A six-digit code that is valid neither now nor one step before or after. */
export function wrongTotpCode(secret: string): string {
  const near = [-30_000, 0, 30_000].map((d) => totpCode(secret, Date.now() + d));
  for (let n = 0; ; n++) {
    const c = String(n).padStart(6, '0');
    if (!near.includes(c)) return c;
  }
}

/** Enrolls a TOTP factor and verifies it: the client's session is aal2 afterwards. Returns the factor. */
export async function verifyWithTotp(c: SupabaseClient, friendlyName = 'Test authenticator'): Promise<{ id: string; secret: string }> {
  const enrolled = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (enrolled.error) throw enrolled.error;
  const { id, totp } = enrolled.data;
  const verified = await c.auth.mfa.challengeAndVerify({ factorId: id, code: totpCode(totp.secret) });
  if (verified.error) throw verified.error;
  return { id, secret: totp.secret };
}
