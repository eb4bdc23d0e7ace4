// Object operations other than upload and download: list (one folder level, with prefix, search,
// sort, limit and offset), move, copy, remove, info. Each runs as the caller, so the policies on
// storage.objects decide what is seen and changed.
import { runAs, ownerOf, type Caller } from './caller.ts';
import type { StorageContext } from './context.ts';
import { errors, fromPgError } from './errors.ts';
import { checkKey } from './names.ts';
import { commitObject } from './upload.ts';
import { findBucket, findObject, OBJECT_COLUMNS, type ObjectRow } from './rows.ts';

type Body = Record<string, unknown>;

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function str(body: Body, name: string, required = true): string {
  const v = body[name];
  if (typeof v === 'string' && v !== '') return v;
  if (!required && (v === undefined || v === null || v === '')) return '';
  throw errors.missingParameter(name);
}

function int(value: unknown, fallback: number, name: string, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value === null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) throw errors.invalidParameter(name);
  return n;
}

export async function listObjects(ctx: StorageContext, caller: Caller, bucketId: string, body: Body) {
  let prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  const level = prefix.split('/').length;
  const limit = int(body.limit, 100, 'limit', 1000);
  const offset = int(body.offset, 0, 'offset');
  const search = typeof body.search === 'string' ? body.search : '';
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name';
  const order = typeof sortBy.order === 'string' && sortBy.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  await findBucket(ctx.engine, bucketId);
  return runAs(ctx.engine, caller, async (tx) => {
    const { rows } = await tx.query(
      `with visible as (
         select o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata, o.path_tokens
         from storage.objects o
         where o.bucket_id = $1 and o.name ilike $2 escape '\\'
       ), entries as (
         select distinct path_tokens[$3] as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
         from visible where array_length(path_tokens, 1) > $3
         union all
         select path_tokens[$3], id, updated_at, created_at, last_accessed_at, metadata
         from visible where array_length(path_tokens, 1) = $3
       )
       select * from entries
       order by ${column === 'name' ? '' : `${column} ${order}, `}name collate "C" ${column === 'name' ? order : 'asc'}
       limit $4 offset $5`,
      [bucketId, likeEscape(prefix) + likeEscape(search) + '%', level, limit, offset],
    );
    return rows;
  });
}

const V2_SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at']);

/** The cursor of listV2: where the next page starts, opaque to the client. */
function readCursor(value: unknown): number {
  if (value === undefined || value === null || value === '') return 0;
  const offset = typeof value === 'string' ? Number(Buffer.from(value, 'base64url').toString()) : NaN;
  if (!Number.isInteger(offset) || offset < 0) throw errors.invalidParameter('cursor');
  return offset;
}

/**
 * POST /object/list-v2/{bucket}: objects whose name starts with `prefix` (full names), flat or, with
 * `with_delimiter`, one level deep with the deeper names folded into folders; paged by a cursor.
 */
export async function listObjectsV2(ctx: StorageContext, caller: Caller, bucketId: string, body: Body) {
  const prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
  const limit = int(body.limit, 1000, 'limit', 1000) || 1000;
  const offset = readCursor(body.cursor);
  const delimiter = body.with_delimiter === true;
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = typeof sortBy.column === 'string' && V2_SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name';
  const order = typeof sortBy.order === 'string' && sortBy.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  await findBucket(ctx.engine, bucketId);
  const rows = await runAs(ctx.engine, caller, async (tx) => {
    const { rows } = await tx.query<{
      folder: boolean;
      name: string;
      id: string | null;
      updated_at: string | null;
      created_at: string | null;
      last_accessed_at: string | null;
      metadata: unknown;
    }>(
      `with visible as (
         select o.*, substr(o.name, length($2) + 1) as rest
         from storage.objects o
         where o.bucket_id = $1 and left(o.name, length($2)) = $2
       ), entries as (
         select distinct true as folder, $2 || split_part(rest, '/', 1) || '/' as name, null::uuid as id,
                null::timestamptz as updated_at, null::timestamptz as created_at, null::timestamptz as last_accessed_at,
                null::jsonb as metadata
         from visible where $3 and position('/' in rest) > 0
         union all
         select false, name, id, updated_at, created_at, last_accessed_at, metadata
         from visible where not $3 or position('/' in rest) = 0
       )
       select * from entries
       order by ${column === 'name' ? '' : `${column} ${order} nulls first, `}name collate "C" ${column === 'name' ? order : 'asc'}
       limit $4 offset $5`,
      [bucketId, prefix, delimiter, limit + 1, offset],
    );
    return rows;
  });
  const page = rows.slice(0, limit);
  const hasNext = rows.length > limit;
  return {
    hasNext,
    ...(hasNext ? { nextCursor: Buffer.from(String(offset + limit)).toString('base64url') } : {}),
    folders: page.filter((e) => e.folder).map((e) => ({ key: e.name.slice(0, -1), name: e.name })),
    objects: page
      .filter((e) => !e.folder)
      .map(({ name, id, updated_at, created_at, last_accessed_at, metadata }) => ({
        id,
        key: name,
        name,
        updated_at,
        created_at,
        last_accessed_at,
        metadata,
      })),
  };
}

export async function objectInfo(ctx: StorageContext, caller: Caller, bucketId: string, key: string): Promise<ObjectRow> {
  const name = checkKey(key);
  return runAs(ctx.engine, caller, (tx) => findObject(tx, bucketId, name));
}

function moveArgs(body: Body) {
  const bucketId = str(body, 'bucketId');
  const source = checkKey(str(body, 'sourceKey'));
  const destination = checkKey(str(body, 'destinationKey'));
  const destinationBucket = str(body, 'destinationBucket', false) || bucketId;
  return { bucketId, source, destination, destinationBucket };
}

export async function moveObject(ctx: StorageContext, caller: Caller, body: Body) {
  const a = moveArgs(body);
  await findBucket(ctx.engine, a.destinationBucket);
  try {
    await runAs(ctx.engine, caller, async (tx) => {
      await findObject(tx, a.bucketId, a.source);
      const { rows } = await tx.query(
        `update storage.objects set bucket_id = $3, name = $4, owner = $5::uuid, owner_id = $5::text, updated_at = now()
         where bucket_id = $1 and name = $2 returning id`,
        [a.bucketId, a.source, a.destinationBucket, a.destination, ownerOf(caller)],
      );
      // Visible but not updatable: the update policy said no.
      if (rows.length === 0) throw errors.rlsViolation();
    });
  } catch (e) {
    throw fromPgError(e) ?? e;
  }
  return { message: 'Successfully moved' };
}

export async function copyObject(ctx: StorageContext, caller: Caller, body: Body, upsert: boolean) {
  const a = moveArgs(body);
  await findBucket(ctx.engine, a.destinationBucket);
  const source = await runAs(ctx.engine, caller, (tx) => findObject(tx, a.bucketId, a.source));
  if (!source.version || !source.metadata) throw errors.noSuchKey();
  const version = await ctx.files.copy(source.version);
  const row = await commitObject(
    ctx,
    a.destinationBucket,
    a.destination,
    version,
    {
      size: source.metadata.size,
      eTag: source.metadata.eTag,
      contentType: source.metadata.mimetype,
      cacheControl: source.metadata.cacheControl,
      userMetadata: source.user_metadata,
    },
    { upsert, as: caller, owner: ownerOf(caller) },
  );
  return { Id: row.id, Key: `${a.destinationBucket}/${a.destination}` };
}

/** DELETE /object/{bucket} {prefixes}: removes what the caller may remove; answers the removed rows. */
export async function removeObjects(ctx: StorageContext, caller: Caller, bucketId: string, body: Body) {
  const prefixes = body.prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000 || !prefixes.every((p) => typeof p === 'string')) {
    throw errors.invalidParameter('prefixes', 'prefixes must be an array of 1 to 1000 object names');
  }
  const rows = await runAs(ctx.engine, caller, async (tx) => {
    return (
      await tx.query<ObjectRow>(`delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`, [
        bucketId,
        prefixes,
      ])
    ).rows;
  });
  await ctx.files.remove(rows.map((r) => r.version));
  return rows;
}

export async function removeObject(ctx: StorageContext, caller: Caller, bucketId: string, key: string) {
  const name = checkKey(key);
  const row = await runAs(ctx.engine, caller, async (tx) => {
    await findObject(tx, bucketId, name);
    const { rows } = await tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = $2 returning ${OBJECT_COLUMNS}`,
      [bucketId, name],
    );
    if (!rows[0]) throw errors.noSuchKey();
    return rows[0];
  });
  await ctx.files.remove([row.version]);
  return { message: 'Successfully deleted' };
}
