// /storage/v1 through supabase-js's `supabase.storage`, as the service role on a bucket of its own:
// buckets, uploads (multipart and raw, upsert, update), downloads, list, move, copy, remove, signed
// URLs for download and upload, info/exists, and Storage's error bodies for limits, bad names and
// missing things. Byte ranges, caching headers and resumable uploads are in storage-media.test.ts;
// the policies by persona in tests/db/storage.test.ts.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, serviceClient } from './support/clients.ts';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../index.ts';

const service = serviceClient();
const bucket = `api-${randomUUID().slice(0, 8)}`;
const files = () => service.storage.from(bucket);
const storageUrl = () => `${inject('apiUrl')}/storage/v1`;
const asService = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` };

async function text(blob: Blob | null): Promise<string> {
  expect(blob).not.toBeNull();
  return blob!.text();
}

/** The raw Storage error body of a request made with fetch. */
async function rawError(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

beforeAll(async () => {
  const created = await service.storage.createBucket(bucket, {
    public: false,
    fileSizeLimit: '1MB',
    allowedMimeTypes: ['text/*', 'image/png', 'application/octet-stream'],
  });
  expect(created.error).toBeNull();
});

afterAll(async () => {
  await service.storage.emptyBucket(bucket);
  await service.storage.deleteBucket(bucket);
});

describe('buckets (service role)', () => {
  it('creates, reads, lists, updates, empties and deletes a bucket', async () => {
    const id = `b-${randomUUID().slice(0, 8)}`;
    expect(await service.storage.createBucket(id, { public: true, fileSizeLimit: 1024, allowedMimeTypes: ['image/png'] })).toEqual({
      data: { name: id },
      error: null,
    });
    const got = await service.storage.getBucket(id);
    expect(got.data).toMatchObject({ id, name: id, public: true, file_size_limit: 1024, allowed_mime_types: ['image/png'] });
    const listed = await service.storage.listBuckets();
    expect(listed.data!.map((b) => b.id)).toEqual(expect.arrayContaining([id, 'avatars', 'media', 'documents']));

    expect(
      (await service.storage.updateBucket(id, { public: false, fileSizeLimit: '2KB', allowedMimeTypes: ['image/png', 'image/jpeg'] })).data,
    ).toEqual({ message: 'Successfully updated' });
    expect((await service.storage.getBucket(id)).data).toMatchObject({
      public: false,
      file_size_limit: 2000,
      allowed_mime_types: ['image/png', 'image/jpeg'],
    });

    await service.storage.from(id).upload('a.png', new Blob([randomBytes(10)], { type: 'image/png' }));
    const notEmpty = await service.storage.deleteBucket(id);
    expect(notEmpty.error?.message).toBe('The bucket you tried to delete is not empty');
    expect((notEmpty.error as unknown as { statusCode: string }).statusCode).toBe('409');
    expect((await service.storage.emptyBucket(id)).data).toEqual({
      message: 'Empty bucket has been queued. Completion may take up to an hour.',
    });
    expect((await service.storage.deleteBucket(id)).data).toEqual({ message: 'Successfully deleted' });
    const gone = await service.storage.getBucket(id);
    expect(gone.error?.message).toBe('Bucket not found');
  });

  it('refuses duplicates, bad names and bad limits with Storage error bodies', async () => {
    const dup = await fetch(`${storageUrl()}/bucket`, {
      method: 'POST',
      headers: { ...asService, 'content-type': 'application/json' },
      body: JSON.stringify({ name: bucket }),
    });
    expect(await rawError(dup)).toEqual({
      status: 400,
      body: { statusCode: '409', code: 'BucketAlreadyExists', error: 'Duplicate', message: 'The resource already exists' },
    });
    for (const name of ['a/b', '..', '', 'x'.repeat(101)]) {
      const res = await service.storage.createBucket(name);
      expect(res.error?.message, name).toBe('Bucket name invalid');
    }
    const badLimit = await service.storage.createBucket(`b-${randomUUID().slice(0, 8)}`, { public: false, fileSizeLimit: 'lots' });
    expect(badLimit.error?.message).toMatch(/Invalid file size format/);
  });

  it('hides buckets from anon and signed-out callers, who cannot create them either', async () => {
    const anon = anonClient();
    expect((await anon.storage.listBuckets()).data).toEqual([]);
    expect((await anon.storage.getBucket(bucket)).error?.message).toBe('Bucket not found');
    const create = await anon.storage.createBucket(`anon-${randomUUID().slice(0, 8)}`);
    expect(create.error?.message).toBe('new row violates row-level security policy');
    expect((await anon.storage.deleteBucket(bucket)).error?.message).toBe('Bucket not found');
  });
});

describe('uploads and downloads', () => {
  it('uploads a Blob as multipart and a Buffer raw, and downloads the same bytes', async () => {
    const bytes = randomBytes(5000);
    const multipart = await files().upload('up/blob.png', new Blob([bytes], { type: 'image/png' }));
    expect(multipart.error).toBeNull();
    expect(multipart.data).toEqual({ path: 'up/blob.png', id: expect.any(String), fullPath: `${bucket}/up/blob.png` });
    const raw = await files().upload('up/raw.txt', Buffer.from('hello, raw'), { contentType: 'text/plain', cacheControl: '60' });
    expect(raw.error).toBeNull();

    const a = await files().download('up/blob.png');
    expect(Buffer.from(await a.data!.arrayBuffer()).equals(bytes)).toBe(true);
    expect(a.data!.type).toBe('image/png');
    expect(await text((await files().download('up/raw.txt')).data)).toBe('hello, raw');
    const head = await fetch(`${storageUrl()}/object/${bucket}/up/raw.txt`, { method: 'HEAD', headers: asService });
    expect(head.headers.get('cache-control')).toBe('max-age=60');
    expect(head.headers.get('content-type')).toBe('text/plain');
  });

  it('refuses an existing name unless upserting; update() replaces', async () => {
    await files().upload('dup.txt', 'first', { contentType: 'text/plain' });
    const again = await files().upload('dup.txt', 'second', { contentType: 'text/plain' });
    expect(again.error?.message).toBe('The resource already exists');
    expect((again.error as unknown as { statusCode: string }).statusCode).toBe('409');
    expect(await text((await files().download('dup.txt')).data)).toBe('first');

    expect((await files().upload('dup.txt', 'third', { contentType: 'text/plain', upsert: true })).error).toBeNull();
    expect(await text((await files().download('dup.txt')).data)).toBe('third');
    expect((await files().update('dup.txt', 'fourth', { contentType: 'text/plain' })).error).toBeNull();
    expect(await text((await files().download('dup.txt')).data)).toBe('fourth');
  });

  it('keeps user metadata and answers info() and exists()', async () => {
    await files().upload('meta/info.txt', 'info body', { contentType: 'text/plain', metadata: { lesson: 3, lang: 'en' } });
    const info = await files().info('meta/info.txt');
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name: 'meta/info.txt',
      bucketId: bucket,
      size: 9,
      contentType: 'text/plain',
      metadata: { lesson: 3, lang: 'en' },
    });
    expect(info.data!.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await files().exists('meta/info.txt')).data).toBe(true);
    expect((await files().exists('meta/none.txt')).data).toBe(false);
    expect((await files().info('meta/none.txt')).error?.message).toBe('Object not found');
  });

  it("answers Object not found with Storage's body", async () => {
    const res = await fetch(`${storageUrl()}/object/${bucket}/nothing/here.txt`, { headers: asService });
    expect(await rawError(res)).toEqual({
      status: 400,
      body: { statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' },
    });
    const noBucket = await fetch(`${storageUrl()}/object/no-such-bucket/x.txt`, {
      method: 'POST',
      headers: { ...asService, 'content-type': 'text/plain' },
      body: 'x',
    });
    expect((await rawError(noBucket)).body).toMatchObject({ statusCode: '404', code: 'NoSuchBucket', message: 'Bucket not found' });
  });
});

describe('bucket limits', () => {
  it('refuses a file over file_size_limit (1MB = 10^6 bytes, as Storage counts) and keeps nothing', async () => {
    const res = await files().upload('big.bin', new Blob([randomBytes(1_000_001)], { type: 'application/octet-stream' }));
    expect(res.error?.message).toBe('The object exceeded the maximum allowed size');
    expect((res.error as unknown as { statusCode: string }).statusCode).toBe('413');
    expect((await files().exists('big.bin')).data).toBe(false);
    // A raw body without Content-Length (streamed) is cut off at the limit too.
    const streamed = await fetch(`${storageUrl()}/object/${bucket}/streamed.bin`, {
      method: 'POST',
      headers: { ...asService, 'content-type': 'application/octet-stream' },
      body: new ReadableStream({
        start(c) {
          for (let i = 0; i < 5; i++) c.enqueue(randomBytes(300 * 1024));
          c.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect((await rawError(streamed)).body).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect((await files().exists('streamed.bin')).data).toBe(false);
    expect((await files().upload('exact.bin', new Blob([randomBytes(1_000_000)]))).error).toBeNull();
  });

  it('refuses a MIME type the bucket does not allow (wildcards allowed)', async () => {
    const res = await files().upload('clip.mp4', new Blob([randomBytes(10)], { type: 'video/mp4' }));
    expect(res.error?.message).toBe('mime type video/mp4 is not supported');
    expect((res.error as unknown as { statusCode: string }).statusCode).toBe('415');
    expect((await files().upload('notes.md', 'x', { contentType: 'text/markdown' })).error).toBeNull();
  });
});

describe('names', () => {
  it('refuses path traversal, empty segments and odd characters', async () => {
    for (const key of [
      '../escape.txt',
      'a/../../b.txt',
      'a/./b.txt',
      'a%2F..%2Fb.txt',
      'tab\there.txt',
      'quote"s.txt',
      'emoji-😀.txt',
      '<script>.txt',
      'back\\slash.txt',
    ]) {
      const res = await fetch(`${storageUrl()}/object/${bucket}/${key.includes('%') ? key : encodeURIComponent(key)}`, {
        method: 'POST',
        headers: { ...asService, 'content-type': 'text/plain' },
        body: 'x',
      });
      const err = await rawError(res);
      expect(err.status, key).toBe(400);
      expect(err.body.code, key).toBe('InvalidKey');
    }
    const list = await files().list('', { limit: 1000 });
    expect(list.data!.map((f) => f.name)).not.toContain('escape.txt');
  });

  it('refuses header injection through cacheControl or contentType, and cleans a download name', async () => {
    const form = new FormData();
    form.append('cacheControl', '3600\r\nSet-Cookie: stolen=1');
    form.append('', new Blob(['x'], { type: 'text/plain' }));
    const res = await fetch(`${storageUrl()}/object/${bucket}/inject.txt`, { method: 'POST', headers: asService, body: form });
    expect((await rawError(res)).body).toMatchObject({ statusCode: '400', code: 'InvalidParameter' });
    expect((await files().exists('inject.txt')).data).toBe(false);

    await files().upload('named.txt', 'named', { contentType: 'text/plain' });
    const download = await fetch(
      `${storageUrl()}/object/${bucket}/named.txt?download=${encodeURIComponent('evil\r\nSet-Cookie: x=1.txt')}`,
      { headers: asService },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('set-cookie')).toBeNull();
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="evilSet-Cookie: x=1.txt"/);
  });

  it('accepts the characters Storage allows, spaces included', async () => {
    const name = 'Week 1/Lesson (intro) - notes & summary, v2!.txt';
    expect((await files().upload(name, 'ok', { contentType: 'text/plain' })).error).toBeNull();
    expect(await text((await files().download(name)).data)).toBe('ok');
  });
});

describe('list', () => {
  beforeAll(async () => {
    for (const name of ['docs/b.txt', 'docs/a.txt', 'docs/c.txt', 'docs/sub/deep.txt', 'docs/sub2/x.txt', 'docs/a_1.txt']) {
      const res = await files().upload(name, name, { contentType: 'text/plain' });
      expect(res.error).toBeNull();
    }
  });

  it('lists one folder level: folders (id null) and files, sorted by name', async () => {
    const res = await files().list('docs');
    expect(res.data!.map((f) => [f.name, f.id === null])).toEqual([
      ['a.txt', false],
      ['a_1.txt', false],
      ['b.txt', false],
      ['c.txt', false],
      ['sub', true],
      ['sub2', true],
    ]);
    const file = res.data!.find((f) => f.name === 'a.txt')!;
    expect(file.metadata).toMatchObject({ size: 10, mimetype: 'text/plain' });
  });

  it('pages with limit and offset, sorts descending, and searches literally', async () => {
    expect((await files().list('docs', { limit: 2, offset: 1 })).data!.map((f) => f.name)).toEqual(['a_1.txt', 'b.txt']);
    expect((await files().list('docs', { sortBy: { column: 'name', order: 'desc' }, limit: 2 })).data!.map((f) => f.name)).toEqual([
      'sub2',
      'sub',
    ]);
    expect((await files().list('docs', { search: 'b' })).data!.map((f) => f.name)).toEqual(['b.txt']);
    // "_" is a character, not a LIKE wildcard: "a_" does not match "a.txt".
    expect((await files().list('docs', { search: 'a_' })).data!.map((f) => f.name)).toEqual(['a_1.txt']);
    expect((await files().list('docs/sub')).data!.map((f) => f.name)).toEqual(['deep.txt']);
    // Newest first; folders (no dates) sort as nulls do in Postgres: first when descending.
    await files().update('docs/b.txt', 'touched', { contentType: 'text/plain' });
    const byDate = (await files().list('docs', { sortBy: { column: 'updated_at', order: 'desc' } })).data!.map((f) => f.name);
    expect(byDate.slice(0, 3)).toEqual(['sub', 'sub2', 'b.txt']);
    expect((await files().list('nowhere')).data).toEqual([]);
  });
});

describe('move, copy, remove', () => {
  it('moves an object (the old name is gone) and refuses to overwrite', async () => {
    await files().upload('mv/from.txt', 'moving', { contentType: 'text/plain' });
    await files().upload('mv/taken.txt', 'taken', { contentType: 'text/plain' });
    expect(await files().move('mv/from.txt', 'mv/to.txt')).toEqual({ data: { message: 'Successfully moved' }, error: null });
    expect((await files().exists('mv/from.txt')).data).toBe(false);
    expect(await text((await files().download('mv/to.txt')).data)).toBe('moving');
    expect((await files().move('mv/to.txt', 'mv/taken.txt')).error?.message).toBe('The resource already exists');
    expect((await files().move('mv/none.txt', 'mv/x.txt')).error?.message).toBe('Object not found');
    expect((await files().move('mv/to.txt', '../x.txt')).error?.message).toBe('Invalid key: ../x.txt');
  });

  it('copies an object into the same or another bucket; the copy is independent', async () => {
    await files().upload('cp/src.txt', 'original', { contentType: 'text/plain', metadata: { k: 1 } });
    const copy = await files().copy('cp/src.txt', 'cp/dst.txt');
    expect(copy).toEqual({ data: { path: `${bucket}/cp/dst.txt` }, error: null });
    await files().update('cp/src.txt', 'changed', { contentType: 'text/plain' });
    expect(await text((await files().download('cp/dst.txt')).data)).toBe('original');
    expect((await files().info('cp/dst.txt')).data!.metadata).toEqual({ k: 1 });

    const other = `cp-${randomUUID().slice(0, 8)}`;
    await service.storage.createBucket(other);
    const across = await files().copy('cp/src.txt', 'there.txt', { destinationBucket: other });
    expect(across.error).toBeNull();
    expect(await text((await service.storage.from(other).download('there.txt')).data)).toBe('changed');
    await service.storage.emptyBucket(other);
    await service.storage.deleteBucket(other);
  });

  it('removes several objects and answers the removed rows', async () => {
    await files().upload('rm/1.txt', '1', { contentType: 'text/plain' });
    await files().upload('rm/2.txt', '2', { contentType: 'text/plain' });
    const res = await files().remove(['rm/1.txt', 'rm/2.txt', 'rm/none.txt']);
    expect(res.error).toBeNull();
    expect(res.data!.map((o) => o.name).sort()).toEqual(['rm/1.txt', 'rm/2.txt']);
    expect((await files().list('rm')).data).toEqual([]);
  });
});

describe('signed URLs', () => {
  it('signs one or many downloads; the URL works without credentials until it expires', async () => {
    await files().upload('signed/a.txt', 'signed a', { contentType: 'text/plain' });
    await files().upload('signed/b.txt', 'signed b', { contentType: 'text/plain' });
    const one = await files().createSignedUrl('signed/a.txt', 60);
    expect(one.error).toBeNull();
    const got = await fetch(one.data!.signedUrl);
    expect(got.status).toBe(200);
    expect(await got.text()).toBe('signed a');
    const asDownload = await files().createSignedUrl('signed/a.txt', 60, { download: 'a copy.txt' });
    expect((await fetch(asDownload.data!.signedUrl)).headers.get('content-disposition')).toMatch(/^attachment; filename="a copy.txt"/);

    const many = await files().createSignedUrls(['signed/a.txt', 'signed/b.txt', 'signed/none.txt'], 60);
    expect(many.data!.map((s) => [s.path, s.error])).toEqual([
      ['signed/a.txt', null],
      ['signed/b.txt', null],
      ['signed/none.txt', 'Either the object does not exist or you do not have access to it'],
    ]);
    expect(await (await fetch(many.data![1]!.signedUrl!)).text()).toBe('signed b');
    expect((await files().createSignedUrl('signed/none.txt', 60)).error?.message).toBe('Object not found');
  });

  it('refuses a tampered, re-targeted or expired token', async () => {
    const one = await files().createSignedUrl('signed/a.txt', 60);
    const url = new URL(one.data!.signedUrl);
    const shortLived = new URL((await files().createSignedUrl('signed/a.txt', 1)).data!.signedUrl);
    const token = url.searchParams.get('token')!;
    const retargeted = new URL(url);
    retargeted.pathname = retargeted.pathname.replace('a.txt', 'b.txt');
    expect((await rawError(await fetch(retargeted))).body).toMatchObject({ code: 'InvalidSignature' });
    const tampered = new URL(url);
    tampered.searchParams.set('token', token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA'));
    expect((await rawError(await fetch(tampered))).body).toMatchObject({ code: 'InvalidSignature' });
    const missing = new URL(url);
    missing.search = '';
    expect((await rawError(await fetch(missing))).body).toMatchObject({ code: 'MissingParameter' });
    await new Promise((r) => setTimeout(r, 2100));
    expect((await rawError(await fetch(shortLived))).body).toMatchObject({
      code: 'ExpiredToken',
      message: 'The provided token has expired.',
    });
    expect((await fetch(url)).status).toBe(200);
  });

  it('signs an upload URL that takes one upload without other credentials', async () => {
    const signed = await files().createSignedUploadUrl('signed-up/file.txt');
    expect(signed.error).toBeNull();
    expect(signed.data).toMatchObject({ path: 'signed-up/file.txt', token: expect.any(String) });
    const up = await anonClient()
      .storage.from(bucket)
      .uploadToSignedUrl('signed-up/file.txt', signed.data!.token, new Blob(['via token'], { type: 'text/plain' }));
    expect(up.error).toBeNull();
    expect(await text((await files().download('signed-up/file.txt')).data)).toBe('via token');
    const again = await anonClient()
      .storage.from(bucket)
      .uploadToSignedUrl('signed-up/file.txt', signed.data!.token, new Blob(['again'], { type: 'text/plain' }));
    expect(again.error?.message).toBe('The resource already exists');
    const elsewhere = await anonClient()
      .storage.from(bucket)
      .uploadToSignedUrl('signed-up/other.txt', signed.data!.token, new Blob(['x'], { type: 'text/plain' }));
    expect(elsewhere.error?.message).toBe('Invalid signature');
    const upsert = await files().createSignedUploadUrl('signed-up/file.txt', { upsert: true });
    expect(
      (
        await anonClient()
          .storage.from(bucket)
          .uploadToSignedUrl('signed-up/file.txt', upsert.data!.token, new Blob(['replaced'], { type: 'text/plain' }))
      ).error,
    ).toBeNull();
    expect(await text((await files().download('signed-up/file.txt')).data)).toBe('replaced');
  });
});

describe('public buckets', () => {
  it('serves objects of a public bucket at /object/public without credentials, and no others', async () => {
    const pub = `pub-${randomUUID().slice(0, 8)}`;
    await service.storage.createBucket(pub, { public: true });
    await service.storage.from(pub).upload('hello.txt', 'public hello', { contentType: 'text/plain' });
    const url = service.storage.from(pub).getPublicUrl('hello.txt').data.publicUrl;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('public hello');
    const info = await fetch(`${storageUrl()}/object/info/public/${pub}/hello.txt`);
    expect(await info.json()).toMatchObject({ name: 'hello.txt', size: 12, content_type: 'text/plain' });
    const download = await fetch(service.storage.from(pub).getPublicUrl('hello.txt', { download: true }).data.publicUrl);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="hello.txt"/);

    await files().upload('private.txt', 'private', { contentType: 'text/plain' });
    const priv = await fetch(files().getPublicUrl('private.txt').data.publicUrl);
    expect((await rawError(priv)).body).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    const privInfo = await fetch(`${storageUrl()}/object/info/public/${bucket}/private.txt`);
    expect((await rawError(privInfo)).body).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    await service.storage.emptyBucket(pub);
    await service.storage.deleteBucket(pub);
  });
});

describe('bad requests', () => {
  it('answers unknown routes, bad JSON and bad tokens with 4xx Storage bodies', async () => {
    const unknown = await fetch(`${storageUrl()}/nothing`, { headers: asService });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).statusCode).toBe('404');
    const badJson = await fetch(`${storageUrl()}/object/list/${bucket}`, {
      method: 'POST',
      headers: { ...asService, 'content-type': 'application/json' },
      body: '{nope',
    });
    expect((await rawError(badJson)).body).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
    const badJwt = await fetch(`${storageUrl()}/bucket`, { headers: { apikey: ANON_KEY, authorization: 'Bearer not.a.jwt' } });
    expect((await rawError(badJwt)).body).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });
    // Image transformation is off in the project's config.toml: Storage has no such routes.
    const render = await fetch(`${storageUrl()}/render/image/public/avatars/x.png?width=10`);
    expect(render.status).toBe(404);
    expect(await render.json()).toEqual({
      statusCode: '404',
      code: 'InvalidRequest',
      error: 'Not Found',
      message: 'Route GET:/render/image/public/avatars/x.png?width=10 not found',
    });
  });
});
