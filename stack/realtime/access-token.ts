// Which JWT a channel acts with and whether it is still good, with Realtime's error wording
// (docs/architecture.md, "Realtime"): claims must verify, carry `role` and `exp`, and not be expired.
import { effectiveBearer, type JwtClaims } from '../keys.ts';
import type { SigningKeys } from '../signing-keys.ts';

export type TokenCheck = { ok: true; token: string; claims: JwtClaims; role: string; exp: number } | { ok: false; message: string };

/** The socket's apikey as a JWT: sb_ keys are swapped the way the CLI gateway does (E.7). */
export function socketToken(apikey: string | undefined): string | undefined {
  return effectiveBearer(apikey, undefined);
}

/** Realtime ignores `sb_…` access tokens and keeps the socket's token instead. */
export function channelToken(given: unknown, socketJwt: string): string {
  return typeof given === 'string' && given !== '' && !given.startsWith('sb_') ? given : socketJwt;
}

/** Verifies against the project's signing keys (JWKS) or the legacy secret, as Realtime does. */
export async function checkToken(keys: SigningKeys, token: string, now = Date.now() / 1000): Promise<TokenCheck> {
  const verified = await keys.verify(token, 0, now);
  if (!verified.ok) {
    if (verified.reason === 'expired') {
      const exp = decodeExp(token);
      return { ok: false, message: `Token has expired ${Math.max(0, Math.floor(now - exp))} seconds ago` };
    }
    return { ok: false, message: verified.reason === 'signature' ? 'Signature error' : 'Failed to decode JWT' };
  }
  const { claims } = verified;
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number') {
    return { ok: false, message: 'Fields `role` and `exp` are required in JWT' };
  }
  return { ok: true, token, claims, role: claims.role, exp: claims.exp };
}

function decodeExp(token: string): number {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as JwtClaims;
    return typeof claims.exp === 'number' ? claims.exp : 0;
  } catch {
    return 0;
  }
}
