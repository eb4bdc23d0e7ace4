// /storage/v1: the Storage API supabase-js's `supabase.storage` uses. Buckets and objects are rows in
// the storage schema (created by the bootstrap), read and written as the caller's role so that the
// project's policies decide; the bytes are files under the store's root (files.ts).
import { sendJson } from '../http/http.ts';
import type { Service, StackContext } from '../service.ts';
import type { Request, StorageContext } from './context.ts';
import { errors, StorageError } from './errors.ts';
import { FileStore } from './files.ts';
import { finishUnreadBody } from './request-body.ts';
import { createResumable, type Resumable } from './resumable.ts';
import { dispatch } from './routes.ts';
import { seedBuckets, sweepOrphans } from './seed.ts';

export interface StorageService extends Service {
  /** Creates the configured buckets and uploads the seed files they lack. */
  prepare(): Promise<void>;
}

export function createStorageService(stack: StackContext, root: string): StorageService {
  const ctx: StorageContext = {
    engine: stack.engine,
    files: new FileStore(root),
    config: stack.config.storage,
    log: stack.log,
    keys: stack.keys,
  };
  let resumable: Resumable | null = null;

  return {
    async handle(req, res, path, url) {
      // What the CLI's gateway answers when [storage] enabled = false.
      if (!ctx.config.enabled) return sendJson(res, 404, { message: 'no Route matched with those values' });
      const r: Request = { req, res, url, method: req.method ?? 'GET', segments: [] };
      try {
        if (path === '/upload/resumable' || path.startsWith('/upload/resumable/')) {
          if (!resumable) throw errors.notSupported('resumable uploads');
          return await resumable.handle(req, res);
        }
        r.segments = path
          .split('/')
          .filter((p, i, all) => p !== '' || (i > 0 && i < all.length - 1))
          .map(decodeURIComponent);
        if (r.method === 'OPTIONS') {
          res.writeHead(204);
          res.end();
          return;
        }
        await dispatch(ctx, r);
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
    async prepare() {
      await ctx.files.init();
      await sweepOrphans(ctx);
      await seedBuckets(ctx);
      resumable = createResumable(ctx);
    },
    async close() {
      await resumable?.close();
    },
  };
}
