// Checks a certificate's signed credential (an Open Badges 3.0 VC-JWT) the way any verifier would:
// the EdDSA signature against the issuer's published key set (JWKS), the issuer, and that what was
// signed says what the certificate says (holder, date, achievement). Runs in the browser, so the page
// proves the signature itself instead of repeating the server's word; the tests run the same code.
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { ACHIEVEMENT_NAME } from './achievement.ts';
const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';

export interface Expected {
  /** The issuer id credentials must carry: `${SUPABASE_URL}/functions/v1/issuer`. */
  issuer: string;
  holderName: string;
  issuedAt: string;
}

export type CredentialCheck = { status: 'verified'; keyId: string; credentialId: string } | { status: 'failed'; reason: string };

interface OpenBadgeCredential extends JWTPayload {
  '@context'?: unknown;
  id?: unknown;
  type?: unknown;
  issuer?: { id?: unknown };
  validFrom?: unknown;
  credentialSubject?: {
    identifier?: { identityType?: unknown; identityHash?: unknown }[];
    achievement?: { name?: unknown };
  };
}

export function issuerIdFor(supabaseUrl: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/issuer`;
}

function sameSecond(a: unknown, b: string): boolean {
  return typeof a === 'string' && Math.floor(Date.parse(a) / 1000) === Math.floor(Date.parse(b) / 1000);
}

export async function verifyCredential(jwt: string, jwks: JSONWebKeySet, expected: Expected): Promise<CredentialCheck> {
  let payload: OpenBadgeCredential;
  let keyId: string;
  try {
    const result = await jwtVerify<OpenBadgeCredential>(jwt, createLocalJWKSet(jwks), {
      algorithms: ['EdDSA'],
      issuer: expected.issuer,
      typ: 'JWT',
      clockTolerance: 300,
    });
    payload = result.payload;
    keyId = result.protectedHeader.kid ?? '';
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED')
      return { status: 'failed', reason: 'The signature does not match the credential: it was altered or signed by another key.' };
    if (code === 'ERR_JWKS_NO_MATCHING_KEY')
      return { status: 'failed', reason: 'The credential was signed with a key Tradecraft does not publish.' };
    return { status: 'failed', reason: `The credential could not be verified (${e instanceof Error ? e.message : String(e)}).` };
  }
  const types = Array.isArray(payload.type) ? payload.type : [];
  const contexts = Array.isArray(payload['@context']) ? payload['@context'] : [];
  const name = payload.credentialSubject?.identifier?.find((i) => i.identityType === 'name')?.identityHash;
  if (!types.includes('VerifiableCredential') || !types.includes('OpenBadgeCredential') || contexts[0] !== VC_CONTEXT) {
    return { status: 'failed', reason: 'The signed document is not an Open Badges credential.' };
  }
  if (payload.issuer?.id !== expected.issuer || payload.jti !== payload.id) {
    return { status: 'failed', reason: 'The credential names another issuer.' };
  }
  if (
    name !== expected.holderName ||
    !sameSecond(payload.validFrom, expected.issuedAt) ||
    payload.credentialSubject?.achievement?.name !== ACHIEVEMENT_NAME
  ) {
    return { status: 'failed', reason: 'The signed credential does not match this certificate.' };
  }
  return { status: 'verified', keyId, credentialId: String(payload.id) };
}
