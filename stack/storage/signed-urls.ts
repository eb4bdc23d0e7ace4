// Signed URLs: a JWT (the project's secret, as Storage uses it) naming one object, in ?token=.
// Download tokens carry {url: "<bucket>/<key>"} and expire after `expiresIn` seconds; upload tokens
// also carry the owner and whether to upsert, and last two hours. Signing checks the caller's right
// (read for downloads, write for uploads); using a token needs no other credential.
import { signJwt } from '../keys.ts';
import type { SigningKeys } from '../signing-keys.ts';
import { runAs, type Caller } from './caller.ts';
import type { StorageContext } from './context.ts';
import { errors } from './errors.ts';

const UPLOAD_TOKEN_SECONDS = 2 * 60 * 60;

/**
 * A download URL; with `transform` (Storage's list of image transformations, image transformation on)
 * one of /render/image/sign/ whose token carries them.
 */
export async function signDownload(
  bucketId: string,
  name: string,
  expiresIn: unknown,
  transform?: { transformations: string; format?: string },
): Promise<string> {
  const seconds = Number(expiresIn);
  if (!Number.isFinite(seconds) || seconds < 1)
    throw errors.invalidParameter('expiresIn', 'expiresIn must be a positive number of seconds');
  const now = Math.floor(Date.now() / 1000);
  const extra = transform?.transformations ? { transformations: transform.transformations, format: transform.format || undefined } : {};
  const token = await signJwt({ ...extra, url: `${bucketId}/${name}`, iat: now, exp: now + Math.floor(seconds) });
  return `/${transform?.transformations ? 'render/image' : 'object'}/sign/${bucketId}/${name}?token=${token}`;
}

export async function signUpload(
  bucketId: string,
  name: string,
  owner: string | null,
  upsert: boolean,
): Promise<{ url: string; token: string }> {
  const now = Math.floor(Date.now() / 1000);
  const token = await signJwt({ url: `${bucketId}/${name}`, owner: owner ?? undefined, upsert, iat: now, exp: now + UPLOAD_TOKEN_SECONDS });
  return { url: `/object/upload/sign/${bucketId}/${name}?token=${token}`, token };
}

/** The claims of a token for exactly this object, or Storage's refusal. */
export async function verifyToken(
  keys: SigningKeys,
  token: string | null,
  bucketId: string,
  name: string,
): Promise<{ owner: string | null; upsert: boolean; transformations: string; exp: number }> {
  if (!token) throw errors.missingParameter('token');
  const verified = await keys.verify(token, 0);
  // URL tokens are the legacy secret's (HS256) only, as Storage signs them.
  if (verified.ok && verified.alg !== 'HS256') throw errors.invalidSignature();
  if (!verified.ok) throw verified.reason === 'expired' ? errors.expiredSignature() : errors.invalidSignature();
  if (verified.claims.url !== `${bucketId}/${name}`) throw errors.invalidSignature();
  return {
    owner: typeof verified.claims.owner === 'string' ? verified.claims.owner : null,
    upsert: verified.claims.upsert === true,
    transformations: typeof verified.claims.transformations === 'string' ? verified.claims.transformations : '',
    exp: typeof verified.claims.exp === 'number' ? verified.claims.exp : 0,
  };
}

/** POST /object/sign/{bucket} {paths, expiresIn}: a URL for each path the caller may read. */
export async function signMany(ctx: StorageContext, caller: Caller, bucketId: string, body: Record<string, unknown>) {
  const paths = body.paths;
  if (!Array.isArray(paths) || paths.length === 0 || paths.length > 1000 || !paths.every((p) => typeof p === 'string')) {
    throw errors.invalidParameter('paths', 'paths must be an array of 1 to 1000 object names');
  }
  const visible = await runAs(ctx.engine, caller, async (tx) => {
    const { rows } = await tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [
      bucketId,
      paths,
    ]);
    return new Set(rows.map((r) => r.name));
  });
  return Promise.all(
    paths.map(async (path) =>
      visible.has(path)
        ? { error: null, path, signedURL: await signDownload(bucketId, path, body.expiresIn) }
        : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
    ),
  );
}
