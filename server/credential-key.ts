// The certificate issuer's signing key for offline use: an Ed25519 private JWK generated on the first
// start and kept in a file under .local (mode 600), handed to the Edge Functions as the secret
// CREDENTIAL_SIGNING_KEY, as a hosted project gets it from `supabase secrets set`. A value in
// supabase/functions/.env wins. Unrelated to the JWT secret Auth signs sessions with.
import { createHash, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface CredentialKey {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  d: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

/** A new Ed25519 key pair as a private JWK with its RFC 7638 thumbprint as the key id. */
export function generateCredentialKey(): CredentialKey {
  const jwk = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }) as { x: string; d: string };
  const thumbprint = createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x: jwk.x }))
    .digest('base64url');
  return { kty: 'OKP', crv: 'Ed25519', x: jwk.x, d: jwk.d, kid: thumbprint, alg: 'EdDSA', use: 'sig' };
}

/** The key kept in `file` (created there when missing), or a fresh one for this run when file is null. */
export function credentialKey(file: string | null, log: (line: string) => void): string {
  if (!file) return JSON.stringify(generateCredentialKey());
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = generateCredentialKey();
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${JSON.stringify(key)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (e) {
    // Another stack of this checkout created it first: use theirs.
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw e;
  }
  log(`Certificate signing key created: ${file} (key id ${key.kid})`);
  return JSON.stringify(key);
}
