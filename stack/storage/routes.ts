// Storage's routes (supabase/storage src/http/routes), matched in order on the path below /storage/v1.
// `:bucket` is one segment; `*key` the rest of the path, checked as an object name. Each handler
// resolves the caller itself where one is needed: public objects and signed URLs need none.
import { sendJson } from '../http/http.ts';
import { bucketCreate, bucketDelete, bucketEmpty, bucketGet, bucketList, bucketUpdate } from './buckets.ts';
import { isServiceRole, resolveCaller, runAs, type Caller } from './caller.ts';
import type { Request, StorageContext } from './context.ts';
import { sendObject } from './download.ts';
import { errors } from './errors.ts';
import { checkKey } from './names.ts';
import { copyObject, listObjects, listObjectsV2, moveObject, objectInfo, removeObject, removeObjects } from './objects.ts';
import { readTransform, describeTransform, sendTransformed, transformFromToken, type Transform } from './render.ts';
import { readJson } from './request-body.ts';
import { findBucket, findObject, objectInfo as infoJson } from './rows.ts';
import { signDownload, signMany, signUpload, verifyToken } from './signed-urls.ts';
import { checkCanWrite, handleUpload, wantsUpsert } from './upload.ts';

interface Params {
  id: string;
  bucket: string;
  key: string;
}
type Handler = (ctx: StorageContext, r: Request, p: Params) => Promise<unknown>;
type Route = { methods: string[]; pattern: string[]; handler: Handler };

const caller = (ctx: StorageContext, r: Request): Promise<Caller> => resolveCaller(ctx.keys, r.req);

async function download(ctx: StorageContext, r: Request, who: Caller | null, bucket: string, key: string) {
  const object = await runAs(ctx.engine, who, (tx) => findObject(tx, bucket, key));
  await sendObject(ctx, r, object);
}

async function render(ctx: StorageContext, r: Request, who: Caller | null, bucket: string, key: string, t: Transform, expires?: Date) {
  const object = await runAs(ctx.engine, who, (tx) => findObject(tx, bucket, key));
  await sendTransformed(ctx, r, object, t, expires);
}

const queryTransform = (r: Request) => readTransform('querystring', (name) => r.url.searchParams.get(name) ?? undefined);

/** Image transformation is a feature of config.toml; off, its routes do not exist. */
function checkRenderEnabled(ctx: StorageContext, r: Request) {
  if (!ctx.config.imageTransformation) throw errors.renderNotFound(r.method, `/${r.segments.join('/')}${r.url.search}`);
}

async function publicBucket(ctx: StorageContext, bucket: string) {
  if (!(await findBucket(ctx.engine, bucket)).public) throw errors.noSuchBucket();
}

const route = (methods: string, path: string, handler: Handler): Route => ({
  methods: methods.split('|'),
  pattern: path.split('/').filter(Boolean),
  handler,
});

export const ROUTES: Route[] = [
  route('GET', '/bucket', async (ctx, r) => bucketList(ctx, await caller(ctx, r))),
  route('POST', '/bucket', async (ctx, r) => bucketCreate(ctx, await caller(ctx, r), await readJson(r.req))),
  route('GET', '/bucket/:id', async (ctx, r, p) => bucketGet(ctx, await caller(ctx, r), p.id)),
  route('PUT', '/bucket/:id', async (ctx, r, p) => bucketUpdate(ctx, await caller(ctx, r), p.id, await readJson(r.req))),
  route('DELETE', '/bucket/:id', async (ctx, r, p) => bucketDelete(ctx, await caller(ctx, r), p.id)),
  route('POST', '/bucket/:id/empty', async (ctx, r, p) => bucketEmpty(ctx, await caller(ctx, r), p.id)),

  route('POST', '/object/list-v2/:bucket', async (ctx, r, p) => listObjectsV2(ctx, await caller(ctx, r), p.bucket, await readJson(r.req))),
  route('POST', '/object/list/:bucket', async (ctx, r, p) => listObjects(ctx, await caller(ctx, r), p.bucket, await readJson(r.req))),
  route('POST', '/object/move', async (ctx, r) => moveObject(ctx, await caller(ctx, r), await readJson(r.req))),
  route('POST', '/object/copy', async (ctx, r) => copyObject(ctx, await caller(ctx, r), await readJson(r.req), wantsUpsert(r))),

  route('POST', '/object/sign/:bucket', async (ctx, r, p) => signMany(ctx, await caller(ctx, r), p.bucket, await readJson(r.req))),
  route('POST', '/object/sign/:bucket/*key', async (ctx, r, p) => {
    const body = await readJson(r.req);
    const raw = body.transform && typeof body.transform === 'object' ? (body.transform as Record<string, unknown>) : {};
    const t = readTransform('body/transform', (name) => raw[name]);
    await runAs(ctx.engine, await caller(ctx, r), (tx) => findObject(tx, p.bucket, p.key));
    const transform = ctx.config.imageTransformation
      ? { transformations: describeTransform(t, true).join(','), format: t.format }
      : undefined;
    return { signedURL: await signDownload(p.bucket, p.key, body.expiresIn, transform) };
  }),
  route('GET|HEAD', '/object/sign/:bucket/*key', async (ctx, r, p) => {
    await verifyToken(ctx.keys, r.url.searchParams.get('token'), p.bucket, p.key);
    await download(ctx, r, null, p.bucket, p.key);
  }),
  route('POST', '/object/upload/sign/:bucket/*key', async (ctx, r, p) => {
    const who = await caller(ctx, r);
    await findBucket(ctx.engine, p.bucket);
    const upsert = wantsUpsert(r);
    if (!isServiceRole(who)) await checkCanWrite(ctx, who, p.bucket, p.key, upsert);
    return await signUpload(p.bucket, p.key, who.userId, upsert);
  }),
  route('PUT', '/object/upload/sign/:bucket/*key', async (ctx, r, p) => {
    const token = await verifyToken(ctx.keys, r.url.searchParams.get('token'), p.bucket, p.key);
    await handleUpload(ctx, r, p.bucket, p.key, { upsert: token.upsert, as: null, owner: token.owner });
    return { Key: `${p.bucket}/${p.key}` };
  }),

  route('GET', '/object/info/public/:bucket/*key', async (ctx, _r, p) => {
    await publicBucket(ctx, p.bucket);
    return infoJson(await findObject(ctx.engine, p.bucket, p.key));
  }),
  route('GET', '/object/info/authenticated/:bucket/*key', async (ctx, r, p) =>
    infoJson(await objectInfo(ctx, await caller(ctx, r), p.bucket, p.key)),
  ),
  route('GET', '/object/info/:bucket/*key', async (ctx, r, p) => infoJson(await objectInfo(ctx, await caller(ctx, r), p.bucket, p.key))),

  route('GET|HEAD', '/object/public/:bucket/*key', async (ctx, r, p) => {
    await publicBucket(ctx, p.bucket);
    await download(ctx, r, null, p.bucket, p.key);
  }),
  route('GET|HEAD', '/object/authenticated/:bucket/*key', async (ctx, r, p) => download(ctx, r, await caller(ctx, r), p.bucket, p.key)),
  route('GET|HEAD', '/object/:bucket/*key', async (ctx, r, p) => download(ctx, r, await caller(ctx, r), p.bucket, p.key)),
  route('POST|PUT', '/object/:bucket/*key', async (ctx, r, p) => {
    const who = await caller(ctx, r);
    const upsert = r.method === 'PUT' || wantsUpsert(r);
    return handleUpload(ctx, r, p.bucket, p.key, { upsert, as: who, owner: who.userId });
  }),
  route('DELETE', '/object/:bucket', async (ctx, r, p) => removeObjects(ctx, await caller(ctx, r), p.bucket, await readJson(r.req))),
  route('DELETE', '/object/:bucket/*key', async (ctx, r, p) => removeObject(ctx, await caller(ctx, r), p.bucket, p.key)),

  route('GET|HEAD', '/render/image/authenticated/:bucket/*key', async (ctx, r, p) => {
    checkRenderEnabled(ctx, r);
    await render(ctx, r, await caller(ctx, r), p.bucket, p.key, queryTransform(r));
  }),
  route('GET|HEAD', '/render/image/public/:bucket/*key', async (ctx, r, p) => {
    checkRenderEnabled(ctx, r);
    const t = queryTransform(r);
    await publicBucket(ctx, p.bucket);
    await render(ctx, r, null, p.bucket, p.key, t);
  }),
  route('GET|HEAD', '/render/image/sign/:bucket/*key', async (ctx, r, p) => {
    checkRenderEnabled(ctx, r);
    const token = await verifyToken(ctx.keys, r.url.searchParams.get('token'), p.bucket, p.key);
    await render(ctx, r, null, p.bucket, p.key, transformFromToken(token.transformations), new Date(token.exp * 1000));
  }),
  route('GET|HEAD|POST|PUT|DELETE', '/render/*key', async (_ctx, r) => {
    throw errors.renderNotFound(r.method, `/${r.segments.join('/')}${r.url.search}`);
  }),
];

function match(pattern: string[], segments: string[]): Params | null {
  const p: Params = { id: '', bucket: '', key: '' };
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i]!;
    if (part === '*key') {
      if (i >= segments.length) return null;
      p.key = checkKey(segments.slice(i).join('/'));
      return p;
    }
    const seg = segments[i];
    if (seg === undefined) return null;
    if (part === ':id') p.id = seg;
    else if (part === ':bucket') p.bucket = seg;
    else if (part !== seg) return null;
  }
  return segments.length === pattern.length ? p : null;
}

/** Runs the first route whose method and path match; a handler's return value is the JSON answer. */
export async function dispatch(ctx: StorageContext, r: Request): Promise<void> {
  for (const { methods, pattern, handler } of ROUTES) {
    if (!methods.includes(r.method)) continue;
    const params = match(pattern, r.segments);
    if (!params) continue;
    const body = await handler(ctx, r, params);
    if (body !== undefined) sendJson(r.res, 200, body);
    return;
  }
  throw errors.routeNotFound(r.method, r.url.pathname);
}
