// The certificate as a portable, signed credential: an Open Badges 3.0 OpenBadgeCredential in the W3C
// Verifiable Credentials 2.0 data model, secured as a VC-JWT (Open Badges 3.0 §8.2: the credential's
// members are the JWT payload, iss = issuer.id, jti = id, nbf = validFrom) and signed with the issuer's
// Ed25519 key (EdDSA). The private key is the secret CREDENTIAL_SIGNING_KEY (a private JWK); its public
// half is published by the `issuer` function as a JWKS, so anyone can check a credential offline.
import { importJWK, SignJWT, type JWK } from 'jose';
import { env } from './supabase.ts';

export const ACHIEVEMENT_NAME = 'Tradecraft Trading Fundamentals';
const CONTEXT = ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'];

interface PrivateJwk extends JWK {
  kid: string;
  d: string;
}

/** The issuer's id: the URL of its profile, served by the `issuer` function. */
export function issuerId(): string {
  return `${env('SUPABASE_URL').replace(/\/+$/, '')}/functions/v1/issuer`;
}

/** The app's public URL (verification pages live there). */
export function siteUrl(): string {
  return (Deno.env.get('SITE_URL') ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
}

function signingJwk(): PrivateJwk {
  let jwk: PrivateJwk;
  try {
    jwk = JSON.parse(env('CREDENTIAL_SIGNING_KEY')) as PrivateJwk;
  } catch (e) {
    throw new Error(`CREDENTIAL_SIGNING_KEY is not a JSON Web Key: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || !jwk.d || !jwk.x || !jwk.kid) {
    throw new Error('CREDENTIAL_SIGNING_KEY must be an Ed25519 private JWK with a kid');
  }
  return jwk;
}

/** The public half of the signing key, as published in the JWKS. */
export function publicJwk(): JWK {
  const { kty, crv, x, kid } = signingJwk();
  return { kty, crv, x, kid, alg: 'EdDSA', use: 'sig' };
}

export interface CertificateRow {
  id: string;
  code: string;
  holder_name: string;
  issued_at: string;
}

/** The unsigned credential for a certificate. */
export function buildCredential(cert: CertificateRow) {
  const issuer = issuerId();
  return {
    '@context': CONTEXT,
    id: `urn:uuid:${cert.id}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${ACHIEVEMENT_NAME} — Certificate of Completion`,
    issuer: { id: issuer, type: ['Profile'], name: 'Tradecraft', url: siteUrl() },
    validFrom: new Date(cert.issued_at).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityHash: cert.holder_name, identityType: 'name', hashed: false }],
      achievement: {
        id: `${issuer}/achievements/trading-fundamentals`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: ACHIEVEMENT_NAME,
        description: 'A beginner course in trading: markets, orders, charts, risk and trading psychology, in 15 modules.',
        criteria: { narrative: 'Passed the graded quizzes of all 15 modules of the course and its final exam.' },
      },
    },
    credentialStatus: { id: `${issuer}/revocations`, type: '1EdTechRevocationList' },
  };
}

/** The credential signed as a compact VC-JWT (EdDSA, the key's kid in the header). */
export async function signCredential(cert: CertificateRow): Promise<string> {
  const jwk = signingJwk();
  const key = await importJWK(jwk, 'EdDSA');
  const credential = buildCredential(cert);
  return await new SignJWT(credential)
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: jwk.kid })
    .setIssuer(credential.issuer.id)
    .setJti(credential.id)
    .setNotBefore(Math.floor(Date.parse(credential.validFrom) / 1000))
    .sign(key);
}
