// /bucket: list, get, create, update, empty, delete. Run as the caller: storage.buckets has RLS and
// no policies, so in practice only the service role manages buckets (as on Supabase).
import type { BucketConfig } from '../config.ts';
import type { Queryable } from '../db/engine.ts';
import { runAs, type Caller } from './caller.ts';
import type { StorageContext } from './context.ts';
import { errors, fromPgError } from './errors.ts';
import { parseBucketSizeLimit } from './limits.ts';
import { checkBucketName } from './names.ts';
import { bucketJson, findBucket, listBuckets, type BucketRow } from './rows.ts';

type Body = Record<string, unknown>;

function mimeTypes(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && /^[\w.+*-]+\/[\w.+*-]+$/.test(v))) {
    throw errors.invalidParameter('allowed_mime_types', 'allowed_mime_types must be a list of MIME types such as "image/png" or "image/*"');
  }
  return value.length ? (value as string[]) : null;
}

export async function bucketList(ctx: StorageContext, caller: Caller) {
  return (await runAs(ctx.engine, caller, listBuckets)).map(bucketJson);
}

export async function bucketGet(ctx: StorageContext, caller: Caller, id: string) {
  // GET /bucket/{id} answers the row's columns only (no `type`, unlike the list).
  return runAs(ctx.engine, caller, (tx) => findBucket(tx, id));
}

export async function bucketCreate(ctx: StorageContext, caller: Caller, body: Body) {
  const id = checkBucketName(body.id ?? body.name);
  const name = checkBucketName(body.name ?? id);
  try {
    await runAs(ctx.engine, caller, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3::uuid, $3::text, $4, $5, $6)`,
        [id, name, caller.userId, body.public === true, parseBucketSizeLimit(body.file_size_limit), mimeTypes(body.allowed_mime_types)],
      ),
    );
  } catch (e) {
    throw fromPgError(e, errors.bucketAlreadyExists) ?? e;
  }
  return { name: id };
}

export async function bucketUpdate(ctx: StorageContext, caller: Caller, id: string, body: Body) {
  const sets: string[] = [];
  const params: unknown[] = [id];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (body.public !== undefined) set('public', body.public === true);
  if (body.file_size_limit !== undefined) set('file_size_limit', parseBucketSizeLimit(body.file_size_limit));
  if (body.allowed_mime_types !== undefined) set('allowed_mime_types', mimeTypes(body.allowed_mime_types));
  try {
    await runAs(ctx.engine, caller, async (tx) => {
      await findBucket(tx, id);
      const { affectedRows } = await tx.query(
        `update storage.buckets set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1`,
        params,
      );
      if (affectedRows === 0) throw errors.rlsViolation();
    });
  } catch (e) {
    throw fromPgError(e) ?? e;
  }
  return { message: 'Successfully updated' };
}

export async function bucketEmpty(ctx: StorageContext, caller: Caller, id: string) {
  const versions = await runAs(ctx.engine, caller, async (tx) => {
    await findBucket(tx, id);
    const { rows } = await tx.query<{ version: string | null }>('delete from storage.objects where bucket_id = $1 returning version', [id]);
    return rows.map((r) => r.version);
  });
  await ctx.files.remove(versions);
  // Storage queues the deletion; here it is done by the time the answer leaves.
  return { message: 'Empty bucket has been queued. Completion may take up to an hour.' };
}

export async function bucketDelete(ctx: StorageContext, caller: Caller, id: string) {
  await runAs(ctx.engine, caller, async (tx) => {
    await findBucket(tx, id);
    const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from storage.objects where bucket_id = $1', [id]);
    if ((rows[0]?.n ?? 0) > 0) throw errors.bucketNotEmpty();
    const res = await tx.query('delete from storage.buckets where id = $1', [id]);
    if (res.affectedRows === 0) throw errors.rlsViolation();
  }).catch((e: unknown) => {
    throw fromPgError(e) ?? e;
  });
  return { message: 'Successfully deleted' };
}

/** Creates or updates the buckets config.toml declares (`supabase start` / `supabase seed buckets`). */
export async function upsertConfiguredBucket(tx: Queryable, b: BucketConfig): Promise<BucketRow> {
  const { rows } = await tx.query<BucketRow>(
    `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
     values ($1, $1, $2, $3, $4)
     on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit,
       allowed_mime_types = excluded.allowed_mime_types, updated_at = now()
     returning *`,
    [b.id, b.public, b.fileSizeLimit, b.allowedMimeTypes],
  );
  return rows[0]!;
}
