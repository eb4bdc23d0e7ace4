// JWT signing keys as current Supabase projects have them (docs/architecture.md, "Signing keys"): Auth
// signs user access tokens with an asymmetric key (ES256 by default, RS256 supported) and names it in
// the header's `kid`; the public halves are served at /auth/v1/.well-known/jwks.json. The legacy
// HS256 secret stays accepted, as Supabase does while a project rotates: the anon and service_role
// keys and any token signed with it. Every service verifies through `verify` (jose), which picks the
// key by the header's alg and kid, so an alg none token, a token of another key or an HS256 token
// "signed" with a public key is refused.
//
// Keys are read from a file in the Supabase CLI's format (`supabase gen signing-key`: a JSON array
// of private JWKs; the first one signs, all of them verify): config.toml's `[auth] signing_keys_path`
// when set, else the stack's own file under .local, created with one ES256 key on first start.
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { compactVerify, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, SignJWT, errors, type JWK } from 'jose';
import { JWT_SECRET, type JwtClaims } from './keys.ts';

export type SigningAlgorithm = 'ES256' | 'RS256';
const ASYMMETRIC = new Set<string>(['ES256', 'RS256']);

type VerifyKey = Awaited<ReturnType<typeof importJWK>>;

interface LoadedKey {
  kid: string;
  alg: SigningAlgorithm;
  privateKey: VerifyKey | null;
  publicKey: VerifyKey;
  publicJwk: JWK;
}

export type VerifyResult =
  | { ok: true; claims: JwtClaims; alg: string; kid: string | null }
  | { ok: false; reason: 'malformed' | 'alg' | 'key' | 'signature' | 'expired' | 'not_yet_valid'; message: string };

export interface SigningKeySource {
  /** A CLI-format key file; null keeps a generated key in memory only (tests with a throw-away database). */
  file: string | null;
  /** Create the file with a fresh ES256 key when it does not exist (the stack's own file, not a configured one). */
  create: boolean;
}

/** A fresh private key as `supabase gen signing-key --algorithm <alg>` writes it. */
export async function generateSigningKey(alg: SigningAlgorithm = 'ES256'): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true, ...(alg === 'RS256' && { modulusLength: 2048 }) });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: randomUUID(), use: 'sig', key_ops: ['sign', 'verify'], alg, ext: true };
}

function publicPart(jwk: JWK): JWK {
  const { kty, crv, x, y, n, e, kid, alg } = jwk;
  const pub: JWK = { kty, kid, alg, use: 'sig', key_ops: ['verify'], ext: true };
  if (kty === 'EC') Object.assign(pub, { crv, x, y });
  if (kty === 'RSA') Object.assign(pub, { n, e });
  return pub;
}

async function loadKey(jwk: JWK, where: string): Promise<LoadedKey> {
  if (!jwk || typeof jwk !== 'object') throw new Error(`${where}: each signing key must be a JWK object`);
  const alg = jwk.alg ?? (jwk.kty === 'EC' ? 'ES256' : jwk.kty === 'RSA' ? 'RS256' : undefined);
  if (!alg || !ASYMMETRIC.has(alg)) {
    throw new Error(
      `${where}: signing key ${jwk.kid ?? '(no kid)'} has algorithm ${String(jwk.alg ?? jwk.kty)}; the embedded stack supports ES256 and RS256`,
    );
  }
  if (typeof jwk.kid !== 'string' || jwk.kid === '') throw new Error(`${where}: every signing key needs a kid`);
  const publicJwk = publicPart({ ...jwk, alg });
  return {
    kid: jwk.kid,
    alg: alg as SigningAlgorithm,
    privateKey: jwk.d ? await importJWK({ ...jwk, alg, key_ops: ['sign'] }, alg) : null,
    publicKey: await importJWK({ ...publicJwk, key_ops: ['verify'] }, alg),
    publicJwk,
  };
}

function readKeyFile(file: string): JWK[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`Could not read the JWT signing keys in ${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const keys = Array.isArray(parsed) ? parsed : parsed && typeof parsed === 'object' ? [parsed] : [];
  if (keys.length === 0)
    throw new Error(`${file} holds no JWT signing key (expected a JSON array of JWKs, as \`supabase gen signing-key\` writes)`);
  return keys as JWK[];
}

/** Verified tokens remembered at most (each a few hundred bytes); the oldest go first. */
const VERIFIED_CACHE_SIZE = 2000;

export class SigningKeys {
  private readonly byKid: Map<string, LoadedKey>;
  /**
   * Tokens whose signature checked out, by their exact text, with their claims: a signed-in client
   * sends the same token with every request for its hour, and checking an ES256 signature (on the
   * thread pool, through WebCrypto) cost more than the rest of a short request's work on this thread.
   * The keys never change for an instance, so a signature once good stays good; exp/nbf/iat are
   * checked again on every call.
   */
  private readonly verified = new Map<string, { claims: JwtClaims; alg: string; kid: string | null }>();
  private readonly secret = new TextEncoder().encode(JWT_SECRET);

  private constructor(
    private readonly keys: LoadedKey[],
    private readonly signer: LoadedKey,
    /** Where the keys came from (null: memory). */
    readonly file: string | null,
  ) {
    this.byKid = new Map(keys.map((k) => [k.kid, k]));
  }

  static async load(source: SigningKeySource): Promise<SigningKeys> {
    let jwks: JWK[];
    if (source.file && existsSync(source.file)) jwks = readKeyFile(source.file);
    else if (source.file && !source.create)
      throw new Error(`The JWT signing keys file ${source.file} (config.toml [auth] signing_keys_path) does not exist`);
    else {
      jwks = [await generateSigningKey('ES256')];
      if (source.file) {
        mkdirSync(dirname(source.file), { recursive: true });
        writeFileSync(source.file, `${JSON.stringify(jwks, null, 2)}\n`, { mode: 0o600 });
        chmodSync(source.file, 0o600);
      }
    }
    const where = source.file ?? 'signing keys';
    const keys = await Promise.all(jwks.map((k) => loadKey(k, where)));
    // GoTrue signs with the first key that may sign; the others only verify (rotation).
    const signer = keys.find((k, i) => k.privateKey && (jwks[i]!.key_ops?.includes('sign') ?? true));
    if (!signer) throw new Error(`${where}: no key has a private part to sign with`);
    return new SigningKeys(keys, signer, source.file);
  }

  /** The key that signs access tokens now. */
  get current(): { kid: string; alg: SigningAlgorithm } {
    return { kid: this.signer.kid, alg: this.signer.alg };
  }

  /** GET /auth/v1/.well-known/jwks.json: the public keys, never the HS256 secret. */
  get jwks(): { keys: JWK[] } {
    return { keys: this.keys.map((k) => ({ ...k.publicJwk })) };
  }

  /** A user access token, signed with the current key and naming it in `kid`. */
  sign(claims: JwtClaims): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: this.signer.alg, kid: this.signer.kid, typ: 'JWT' }).sign(this.signer.privateKey!);
  }

  /**
   * Verifies a JWT signed by one of the keys (by `kid`; a token without a kid tries each key of its
   * alg) or, for HS256, by the legacy secret. `leeway` seconds of clock skew are allowed on
   * exp/nbf/iat, as PostgREST does; GoTrue and Realtime use none.
   */
  async verify(token: string, leeway = 30, now = Date.now() / 1000): Promise<VerifyResult> {
    const known = this.verified.get(token);
    if (known) {
      const timing = checkTimes(known.claims, leeway, now);
      if (timing) {
        if (timing.reason === 'expired') this.verified.delete(token);
        return timing;
      }
      return { ok: true, claims: known.claims, alg: known.alg, kid: known.kid };
    }
    const parts = token.split('.');
    if (parts.length !== 3) return { ok: false, reason: 'malformed', message: `Expected 3 parts in JWT; got ${parts.length}` };
    let header: { alg?: unknown; kid?: unknown };
    try {
      header = decodeProtectedHeader(token);
    } catch {
      return { ok: false, reason: 'malformed', message: 'JWT cryptographic operation failed' };
    }
    const alg = typeof header.alg === 'string' ? header.alg : '';
    const kid = typeof header.kid === 'string' ? header.kid : null;
    let candidates: (VerifyKey | Uint8Array)[];
    if (alg === 'HS256') candidates = [this.secret];
    else if (ASYMMETRIC.has(alg)) {
      const found = kid !== null ? [this.byKid.get(kid)].filter((k) => k !== undefined) : this.keys;
      candidates = found.filter((k) => k.alg === alg).map((k) => k.publicKey);
      if (!candidates.length) return { ok: false, reason: 'key', message: 'No suitable key or wrong key type' };
    } else return { ok: false, reason: 'alg', message: 'Wrong or unsupported encoding algorithm' };

    let payload: Uint8Array | null = null;
    for (const key of candidates) {
      try {
        payload = (await compactVerify(token, key, { algorithms: [alg] })).payload;
        break;
      } catch (e) {
        if (!(e instanceof errors.JWSSignatureVerificationFailed)) {
          return { ok: false, reason: 'malformed', message: 'JWT cryptographic operation failed' };
        }
      }
    }
    if (!payload) return { ok: false, reason: 'signature', message: 'JWT cryptographic operation failed' };
    let claims: JwtClaims;
    try {
      claims = JSON.parse(new TextDecoder().decode(payload)) as JwtClaims;
    } catch {
      return { ok: false, reason: 'malformed', message: 'JWT cryptographic operation failed' };
    }
    if (!claims || typeof claims !== 'object' || Array.isArray(claims)) {
      return { ok: false, reason: 'malformed', message: 'JWT cryptographic operation failed' };
    }
    const timing = checkTimes(claims, leeway, now);
    if (timing?.reason !== 'expired') {
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      // Every caller of this token shares these claims from now on: none may change them.
      this.verified.set(token, { claims: deepFreeze(claims), alg, kid });
    }
    return timing ?? { ok: true, claims, alg, kid };
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The refusal a token's exp, nbf or iat earns at `now` (with `leeway` seconds of skew), if any. */
function checkTimes(claims: JwtClaims, leeway: number, now: number): Extract<VerifyResult, { ok: false }> | null {
  if (typeof claims.exp === 'number' && now - leeway >= claims.exp) return { ok: false, reason: 'expired', message: 'JWT expired' };
  if (typeof claims.nbf === 'number' && now + leeway < claims.nbf)
    return { ok: false, reason: 'not_yet_valid', message: 'JWT not yet valid' };
  if (typeof claims.iat === 'number' && now + leeway < claims.iat)
    return { ok: false, reason: 'not_yet_valid', message: 'JWT issued at future' };
  return null;
}
