// The storage.buckets and storage.objects rows the handlers read and write, and their JSON shapes.
import type { Queryable } from '../db/engine.ts';
import { errors } from './errors.ts';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

const BUCKET_COLUMNS = 'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';
export const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

export async function findBucket(tx: Queryable, id: string): Promise<BucketRow> {
  const { rows } = await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  if (!rows[0]) throw errors.noSuchBucket();
  return rows[0];
}

export async function listBuckets(tx: Queryable): Promise<BucketRow[]> {
  return (await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets order by name`)).rows;
}

/** A bucket as GET /bucket lists it (with its type, as Storage answers current clients). */
export function bucketJson(b: BucketRow) {
  return { ...b, type: 'STANDARD' };
}

export async function findObject(tx: Queryable, bucketId: string, name: string): Promise<ObjectRow> {
  const { rows } = await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [
    bucketId,
    name,
  ]);
  if (!rows[0]) throw errors.noSuchKey();
  return rows[0];
}

/** The version file an existing object points to, read with the stack's own rights. */
export async function currentVersion(tx: Queryable, bucketId: string, name: string): Promise<string | null> {
  const { rows } = await tx.query<{ version: string | null }>(
    'select version from storage.objects where bucket_id = $1 and name = $2 for update',
    [bucketId, name],
  );
  return rows[0]?.version ?? null;
}

export interface NewObject {
  bucketId: string;
  name: string;
  owner: string | null;
  version: string;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
}

/** Inserts the object's row, or with `upsert` replaces the one with that name (policies decide). */
export async function writeObject(tx: Queryable, o: NewObject, upsert: boolean): Promise<ObjectRow> {
  const conflict = upsert
    ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
         version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata,
         updated_at = now(), last_accessed_at = now()`
    : '';
  const { rows } = await tx.query<ObjectRow>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3::uuid, $3::text, $4, $5, $6) ${conflict}
     returning ${OBJECT_COLUMNS}`,
    [o.bucketId, o.name, o.owner, o.version, JSON.stringify(o.metadata), o.userMetadata === null ? null : JSON.stringify(o.userMetadata)],
  );
  return rows[0]!;
}

export function metadataFor(size: number, eTag: string, mimetype: string, cacheControl: string): ObjectMetadata {
  return {
    eTag,
    size,
    mimetype,
    cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: size,
    httpStatusCode: 200,
  };
}

/** `info()`: the object as Storage's /object/info answers. */
export function objectInfo(o: ObjectRow) {
  return {
    id: o.id,
    name: o.name,
    version: o.version,
    bucket_id: o.bucket_id,
    size: o.metadata?.size ?? null,
    content_type: o.metadata?.mimetype ?? null,
    cache_control: o.metadata?.cacheControl ?? null,
    etag: o.metadata?.eTag ?? null,
    metadata: o.user_metadata ?? {},
    last_modified: o.updated_at,
    created_at: o.created_at,
    last_accessed_at: o.last_accessed_at,
  };
}
