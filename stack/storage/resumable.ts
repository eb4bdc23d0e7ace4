// Resumable uploads (TUS 1.0) at /storage/v1/upload/resumable, as Storage offers them for large
// videos: @tus/server with @tus/file-store keeps the partial upload under <root>/resumable; metadata
// bucketName, objectName, contentType, cacheControl (and optional JSON metadata) name the object;
// x-upsert replaces. Creating an upload checks the key, the bucket's limits and the caller's right
// to write; only the same caller may continue it; the finished file becomes an object like any
// other upload (moved in, then the row committed as the caller).
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FileStore as TusFileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { resolveCaller, type Caller } from './caller.ts';
import type { StorageContext } from './context.ts';
import { errors, StorageError } from './errors.ts';
import { checkMimeType, sizeLimit } from './limits.ts';
import { checkKey } from './names.ts';
import { findBucket } from './rows.ts';
import { checkCanWrite, commitObject } from './upload.ts';
import { headerValue } from './upload-body.ts';

export const RESUMABLE_PATH = '/storage/v1/upload/resumable';

export interface Resumable {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  close(): Promise<void>;
}

/** What a hook throws for @tus/server to answer: Storage's error body with its real status. */
/** What @tus/server answers for an error a hook throws: its `status_code` and `body`. */
class TusHookError extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
  }
}

function tusError(e: unknown): TusHookError {
  if (!(e instanceof StorageError)) throw e;
  return new TusHookError(e.statusCode >= 400 && e.statusCode < 600 ? e.statusCode : 400, JSON.stringify(e.body()));
}

function callerOf(ctx: StorageContext, headers: Headers): Promise<Caller> {
  const fake = { headers: Object.fromEntries(headers.entries()) } as unknown as IncomingMessage;
  return resolveCaller(ctx.keys, fake);
}

async function md5Of(path: string): Promise<string> {
  const hash = createHash('md5');
  await pipeline(createReadStream(path, { highWaterMark: 1 << 20 }), hash);
  return `"${hash.digest('hex')}"`;
}

/** The TUS server, made on the first resumable request (its file store creates its folder in the background). */
export function createResumable(ctx: StorageContext): Resumable {
  let server: Server | null = null;
  return {
    handle: (req, res) => (server ??= createServer(ctx)).handle(req, res),
    async close() {},
  };
}

/**
 * The file store, remembering for a minute the uploads that finished: a finished upload's file has
 * become an object (and its record is gone), yet @tus/server reads the upload once more after
 * onUploadFinish when the data came with the creation request (creation-with-upload, as Supabase's
 * docs send it), and a client may ask its offset with HEAD. Both get the finished upload, not a 404.
 */
class FileStore extends TusFileStore {
  private readonly finished = new Map<string, Upload>();

  rememberFinished(upload: Upload): void {
    this.finished.set(upload.id, upload);
    setTimeout(() => this.finished.delete(upload.id), 60_000).unref();
  }

  override async getUpload(id: string): Promise<Upload> {
    return this.finished.get(id) ?? super.getUpload(id);
  }
}

function createServer(ctx: StorageContext): Server {
  const directory = join(ctx.files.root, 'resumable');
  mkdirSync(directory, { recursive: true });
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: 24 * 60 * 60 * 1000 });
  const server = new Server({
    path: RESUMABLE_PATH,
    datastore,
    maxSize: ctx.config.fileSizeLimit,
    namingFunction: () => randomUUID(),
    allowedHeaders: ['apikey', 'x-upsert', 'x-client-info'],
    async onIncomingRequest(req, uploadId) {
      try {
        const caller = await callerOf(ctx, req.headers);
        if (req.method !== 'POST' && uploadId) {
          const upload = await datastore.getUpload(uploadId).catch(() => null);
          if (upload && (upload.metadata?.caller ?? '') !== (caller.userId ?? caller.role)) {
            throw errors.accessDenied('This upload belongs to someone else');
          }
        }
      } catch (e) {
        throw tusError(e);
      }
    },
    async onUploadCreate(req, upload) {
      try {
        const caller = await callerOf(ctx, req.headers);
        const meta = upload.metadata ?? {};
        const bucketId = meta.bucketName;
        if (!bucketId) throw errors.missingParameter('bucketName');
        const name = checkKey(meta.objectName ?? '');
        const bucket = await findBucket(ctx.engine, bucketId);
        if (upload.size !== undefined && upload.size > sizeLimit(bucket, ctx.config)) throw errors.entityTooLarge();
        checkMimeType(bucket, headerValue('contentType', meta.contentType || 'application/octet-stream'));
        headerValue('cacheControl', meta.cacheControl ?? '');
        const upsert = (req.headers.get('x-upsert') ?? '').toLowerCase() === 'true';
        await checkCanWrite(ctx, caller, bucketId, name, upsert);
        return { metadata: { ...meta, objectName: name, caller: caller.userId ?? caller.role, upsert: String(upsert) } };
      } catch (e) {
        throw tusError(e);
      }
    },
    async onUploadFinish(req, upload) {
      const meta = upload.metadata ?? {};
      const path = join(directory, upload.id);
      try {
        const caller = await callerOf(ctx, req.headers);
        const bucketId = meta.bucketName!;
        const name = checkKey(meta.objectName ?? '');
        const bucket = await findBucket(ctx.engine, bucketId);
        if ((upload.offset ?? 0) > sizeLimit(bucket, ctx.config)) throw errors.entityTooLarge();
        const eTag = await md5Of(path);
        const version = await ctx.files.adopt(path);
        const cacheControl = meta.cacheControl
          ? /^\d+$/.test(meta.cacheControl)
            ? `max-age=${meta.cacheControl}`
            : meta.cacheControl
          : 'no-cache';
        let userMetadata: Record<string, unknown> | null = null;
        try {
          userMetadata = meta.metadata ? (JSON.parse(meta.metadata) as Record<string, unknown>) : null;
        } catch {
          userMetadata = null;
        }
        await commitObject(
          ctx,
          bucketId,
          name,
          version,
          { size: upload.offset, eTag, contentType: meta.contentType || 'application/octet-stream', cacheControl, userMetadata },
          { upsert: meta.upsert === 'true', as: caller, owner: caller.userId },
        );
        datastore.rememberFinished(upload);
        return {};
      } catch (e) {
        await rm(path, { force: true });
        throw tusError(e);
      } finally {
        await rm(`${path}.json`, { force: true });
      }
    },
  });
  server.cleanUpExpiredUploads().catch(() => undefined);
  return server;
}
