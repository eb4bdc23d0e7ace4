// Uploads: POST /object/{bucket}/{key} (x-upsert), PUT (replace), and PUT to a signed upload URL.
// Order: check the key and the bucket's limits, probe the caller's right to write (rolled back, so a
// refused 200 MB upload is refused before its first byte), stream the bytes to a durable file, then
// commit the row as the caller (the policies decide again) and drop the version it replaced.
import type { Queryable } from '../db/engine.ts';
import { header } from '../http/http.ts';
import { actAs, ownerOf, probeAs, type Caller } from './caller.ts';
import type { Request, StorageContext } from './context.ts';
import { fromPgError } from './errors.ts';
import { checkDeclaredLength, checkMimeType, sizeLimit } from './limits.ts';
import { checkKey } from './names.ts';
import { currentVersion, findBucket, metadataFor, writeObject, type ObjectRow } from './rows.ts';
import { readUpload } from './upload-body.ts';

export interface WriteMode {
  upsert: boolean;
  /** Who the row is written as: a caller (policies apply) or null (a signed upload, the seed). */
  as: Caller | null;
  owner: string | null;
}

/** Commits the row for a version file already on disk; removes the file when the row is refused. */
export async function commitObject(
  ctx: StorageContext,
  bucketId: string,
  name: string,
  version: string,
  meta: { size: number; eTag: string; contentType: string; cacheControl: string; userMetadata: Record<string, unknown> | null },
  mode: WriteMode,
): Promise<ObjectRow> {
  let replaced: string | null = null;
  let row: ObjectRow;
  try {
    row = await ctx.engine.transaction(async (tx: Queryable) => {
      if (mode.upsert) replaced = await currentVersion(tx, bucketId, name);
      if (mode.as) await actAs(tx, ctx.engine, mode.as, { method: 'POST', path: `/object/${bucketId}/${name}` });
      return writeObject(
        tx,
        {
          bucketId,
          name,
          owner: mode.owner,
          version,
          metadata: metadataFor(meta.size, meta.eTag, meta.contentType, meta.cacheControl),
          userMetadata: meta.userMetadata,
        },
        mode.upsert,
      );
    });
  } catch (e) {
    await ctx.files.remove([version]);
    throw fromPgError(e) ?? e;
  }
  if (replaced && replaced !== version) await ctx.files.remove([replaced]);
  return row;
}

/** Storage's permission probe: would the caller be allowed to write this row? */
export async function checkCanWrite(ctx: StorageContext, caller: Caller, bucketId: string, name: string, upsert: boolean) {
  try {
    await probeAs(ctx.engine, caller, async (tx) => {
      await writeObject(
        tx,
        {
          bucketId,
          name,
          owner: ownerOf(caller),
          version: 'probe',
          metadata: metadataFor(0, '""', 'application/octet-stream', 'no-cache'),
          userMetadata: null,
        },
        upsert,
      );
    });
  } catch (e) {
    throw fromPgError(e) ?? e;
  }
}

export async function handleUpload(ctx: StorageContext, r: Request, bucketId: string, key: string, mode: WriteMode) {
  const name = checkKey(key);
  const bucket = await findBucket(ctx.engine, bucketId);
  const limit = sizeLimit(bucket, ctx.config);
  const multipart = /^multipart\/form-data/i.test(header(r.req, 'content-type') ?? '');
  checkDeclaredLength(header(r.req, 'content-length'), limit, multipart);
  if (mode.as) await checkCanWrite(ctx, mode.as, bucketId, name, mode.upsert);
  const source = await readUpload(r.req);
  try {
    checkMimeType(bucket, source.contentType);
  } catch (e) {
    source.stream.resume();
    throw e;
  }
  const written = await ctx.files.write(source.stream, limit);
  const row = await commitObject(
    ctx,
    bucketId,
    name,
    written.version,
    {
      size: written.size,
      eTag: written.eTag,
      contentType: source.contentType,
      cacheControl: source.cacheControl,
      userMetadata: source.userMetadata,
    },
    mode,
  );
  return { Id: row.id, Key: `${bucketId}/${name}` };
}

export const wantsUpsert = (r: Request) => (header(r.req, 'x-upsert') ?? '').toLowerCase() === 'true';
