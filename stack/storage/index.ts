// /storage/v1: the Storage API supabase-js's `supabase.storage` uses. Buckets and objects are rows in
// the storage schema (created by the bootstrap), read and written as the caller's role so that the
// project's policies decide; the bytes are files under the store's root (files.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, header, readBody, sendJson } from '../http/http.ts';
import type { Service, StackContext } from '../service.ts';
import { bucketCreate, bucketDelete, bucketEmpty, bucketGet, bucketList, bucketUpdate } from './buckets.ts';
import { isServiceRole, resolveCaller, runAs, type Caller } from './caller.ts';
import type { Request, StorageContext } from './context.ts';
import { sendObject } from './download.ts';
import { errors, StorageError } from './errors.ts';
import { FileStore } from './files.ts';
import { checkKey } from './names.ts';
import { copyObject, listObjects, moveObject, objectInfo, removeObject, removeObjects } from './objects.ts';
import { createResumable, type Resumable } from './resumable.ts';
import { findBucket, findObject, objectInfo as infoJson } from './rows.ts';
import { seedBuckets, sweepOrphans } from './seed.ts';
import { signDownload, signUpload, verifyToken } from './signed-urls.ts';
import { checkCanWrite, handleUpload, wantsUpsert } from './upload.ts';

const JSON_LIMIT = 1 << 20;

export interface StorageService extends Service {
  /** Creates the configured buckets (and on a fresh database uploads their seed files). */
  prepare(fresh: boolean): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = (await readBody(req, JSON_LIMIT)).toString('utf8');
  } catch (e) {
    if (e instanceof BodyTooLargeError) throw errors.entityTooLarge();
    throw e;
  }
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw errors.invalidRequest('Body must be a JSON object');
}

/** After an early refusal, a large unread upload is not drained: the connection is closed instead. */
function finishUnreadBody(req: IncomingMessage, res: ServerResponse) {
  if (req.complete) return;
  const declared = Number(header(req, 'content-length'));
  if (Number.isFinite(declared) && declared <= 8 * 1024 * 1024) {
    req.unpipe();
    req.resume();
    return;
  }
  res.setHeader('Connection', 'close');
  res.once('finish', () => setTimeout(() => req.destroy(), 100).unref());
  req.unpipe();
  req.resume();
}

export function createStorageService(stack: StackContext, root: string): StorageService {
  const ctx: StorageContext = { engine: stack.engine, files: new FileStore(root), config: stack.config.storage, log: stack.log };
  let resumable: Resumable | null = null;

  /** The path below /object/<kind>/: bucket and key. */
  const bucketAndKey = (parts: string[]) => {
    const [bucket, ...rest] = parts;
    if (!bucket || rest.length === 0) throw errors.invalidKey(rest.join('/'));
    return { bucket, key: checkKey(rest.join('/')) };
  };

  async function downloadAs(r: Request, caller: Caller | null, bucket: string, key: string) {
    const object = await runAs(ctx.engine, caller, (tx) => findObject(tx, bucket, key));
    await sendObject(ctx, r, object);
  }

  async function route(r: Request): Promise<void> {
    const { method, segments: s, req, res } = r;
    const json = (body: unknown, status = 200) => sendJson(res, status, body);
    const [area, kind] = s;

    if (area === 'bucket') {
      const caller = resolveCaller(req);
      if (s.length === 1 && method === 'GET') return json(await bucketList(ctx, caller));
      if (s.length === 1 && method === 'POST') return json(await bucketCreate(ctx, caller, await readJson(req)));
      if (s.length === 2 && method === 'GET') return json(await bucketGet(ctx, caller, kind!));
      if (s.length === 2 && method === 'PUT') return json(await bucketUpdate(ctx, caller, kind!, await readJson(req)));
      if (s.length === 2 && method === 'DELETE') return json(await bucketDelete(ctx, caller, kind!));
      if (s.length === 3 && s[2] === 'empty' && method === 'POST') return json(await bucketEmpty(ctx, caller, kind!));
    }

    if (area === 'object') {
      const rest = s.slice(2);
      // Routes that need no credential beyond a URL: public buckets and signed URLs.
      if (kind === 'public' && (method === 'GET' || method === 'HEAD')) {
        const { bucket, key } = bucketAndKey(rest);
        const b = await findBucket(ctx.engine, bucket);
        if (!b.public) throw errors.noSuchBucket();
        return downloadAs(r, null, bucket, key);
      }
      if (kind === 'sign' && (method === 'GET' || method === 'HEAD')) {
        const { bucket, key } = bucketAndKey(rest);
        verifyToken(r.url.searchParams.get('token'), bucket, key);
        return downloadAs(r, null, bucket, key);
      }
      if (kind === 'upload' && s[2] === 'sign' && method === 'PUT') {
        const { bucket, key } = bucketAndKey(s.slice(3));
        const token = verifyToken(r.url.searchParams.get('token'), bucket, key);
        await handleUpload(ctx, r, bucket, key, { upsert: token.upsert, as: null, owner: token.owner });
        return json({ Key: `${bucket}/${key}` });
      }

      const caller = resolveCaller(req);
      if (kind === 'list' && method === 'POST' && s.length === 3) return json(await listObjects(ctx, caller, s[2]!, await readJson(req)));
      if (kind === 'move' && method === 'POST' && s.length === 2) return json(await moveObject(ctx, caller, await readJson(req)));
      if (kind === 'copy' && method === 'POST' && s.length === 2) return json(await copyObject(ctx, caller, await readJson(req), wantsUpsert(r)));
      if (kind === 'info' && method === 'GET') {
        if (rest[0] === 'public') {
          const { bucket, key } = bucketAndKey(rest.slice(1));
          const b = await findBucket(ctx.engine, bucket);
          if (!b.public) throw errors.noSuchBucket();
          return json(infoJson(await findObject(ctx.engine, bucket, key)));
        }
        const { bucket, key } = bucketAndKey(rest[0] === 'authenticated' ? rest.slice(1) : rest);
        return json(infoJson(await objectInfo(ctx, caller, bucket, key)));
      }
      if (kind === 'sign' && method === 'POST') {
        const body = await readJson(req);
        if (rest.length === 1) return json(await signMany(caller, rest[0]!, body));
        const { bucket, key } = bucketAndKey(rest);
        await runAs(ctx.engine, caller, (tx) => findObject(tx, bucket, key));
        return json({ signedURL: signDownload(bucket, key, body.expiresIn) });
      }
      if (kind === 'upload' && s[2] === 'sign' && method === 'POST') {
        const { bucket, key } = bucketAndKey(s.slice(3));
        await findBucket(ctx.engine, bucket);
        const upsert = wantsUpsert(r);
        if (!isServiceRole(caller)) await checkCanWrite(ctx, caller, bucket, key, upsert);
        return json(signUpload(bucket, key, caller.userId, upsert));
      }
      if (kind === 'authenticated' && (method === 'GET' || method === 'HEAD')) {
        const { bucket, key } = bucketAndKey(rest);
        return downloadAs(r, caller, bucket, key);
      }
      if (kind && kind !== 'public' && kind !== 'sign') {
        const own = s.slice(1);
        if (method === 'DELETE' && own.length === 1) return json(await removeObjects(ctx, caller, own[0]!, await readJson(req)));
        const { bucket, key } = bucketAndKey(own);
        if (method === 'GET' || method === 'HEAD') return downloadAs(r, caller, bucket, key);
        if (method === 'POST' || method === 'PUT') {
          const upsert = method === 'PUT' || wantsUpsert(r);
          return json(await handleUpload(ctx, r, bucket, key, { upsert, as: caller, owner: caller.userId }));
        }
        if (method === 'DELETE') return json(await removeObject(ctx, caller, bucket, key));
      }
    }

    if (area === 'render') throw errors.notSupported('image transformation');
    throw errors.routeNotFound(method, r.url.pathname);
  }

  async function signMany(caller: Caller, bucket: string, body: Record<string, unknown>) {
    const paths = body.paths;
    if (!Array.isArray(paths) || paths.length === 0 || paths.length > 1000 || !paths.every((p) => typeof p === 'string')) {
      throw errors.invalidParameter('paths', 'paths must be an array of 1 to 1000 object names');
    }
    const visible = await runAs(ctx.engine, caller, async (tx) => {
      const { rows } = await tx.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
        [bucket, paths],
      );
      return new Set(rows.map((r) => r.name));
    });
    return (paths as string[]).map((path) =>
      visible.has(path)
        ? { error: null, path, signedURL: signDownload(bucket, path, body.expiresIn) }
        : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
    );
  }

  return {
    async handle(req, res, path, url) {
      // What the CLI's gateway answers when [storage] enabled = false.
      if (!ctx.config.enabled) return sendJson(res, 404, { message: 'no Route matched with those values' });
      if (path === '/upload/resumable' || path.startsWith('/upload/resumable/')) {
        if (!resumable) throw errors.notSupported('resumable uploads');
        return resumable.handle(req, res);
      }
      const r: Request = { req, res, url, method: req.method ?? 'GET', segments: [] };
      try {
        r.segments = path.split('/').filter((p, i, all) => p !== '' || (i > 0 && i < all.length - 1)).map(decodeURIComponent);
        if (r.method === 'OPTIONS') {
          res.writeHead(204);
          res.end();
          return;
        }
        await route(r);
      } catch (e) {
        let err = e instanceof StorageError ? e : e instanceof URIError ? errors.invalidKey(path) : null;
        // The client went away (e.g. a dropped upload, already cleaned up): nobody to answer.
        if (!err && (req.destroyed || res.destroyed)) return;
        if (!err) {
          stack.log(`storage: ${r.method} ${url.pathname}: ${e instanceof Error ? e.stack : String(e)}`);
          err = new StorageError(500, 'InternalError', 'Internal Server Error', 'Internal');
        }
        if (res.headersSent) {
          res.destroy();
          return;
        }
        finishUnreadBody(req, res);
        sendJson(res, err.httpStatus, err.body());
      }
    },
    async prepare(fresh) {
      await ctx.files.init();
      await sweepOrphans(ctx);
      await seedBuckets(ctx, fresh);
      resumable = createResumable(ctx);
    },
    async close() {
      await resumable?.close();
    },
  };
}
