// Video-grade Storage: byte ranges (206 with Content-Range, byte-exact), ETag with If-None-Match (304)
// and If-Range, Cache-Control and Content-Type from the object, ranges through signed URLs, and
// resumable (TUS) uploads with tus-js-client, including a resumed upload and the refusals Storage
// makes when an upload is created.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serviceClient, signUpUser } from './support/clients.ts';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../index.ts';

const service = serviceClient();
const bucket = `media-${randomUUID().slice(0, 8)}`;
const storageUrl = () => `${inject('apiUrl')}/storage/v1`;
const asService = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` };
const video = randomBytes(3 * 1024 * 1024 + 123);
const objectUrl = () => `${storageUrl()}/object/${bucket}/lessons/intro.mp4`;

const get = (headers: Record<string, string> = {}, method = 'GET') => fetch(objectUrl(), { method, headers: { ...asService, ...headers } });
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

beforeAll(async () => {
  expect(
    (await service.storage.createBucket(bucket, { public: false, allowedMimeTypes: ['video/mp4', 'text/plain'], fileSizeLimit: '8MB' }))
      .error,
  ).toBeNull();
  const up = await service.storage
    .from(bucket)
    .upload('lessons/intro.mp4', new Blob([video], { type: 'video/mp4' }), { cacheControl: '86400' });
  expect(up.error).toBeNull();
});

afterAll(async () => {
  await service.storage.emptyBucket(bucket);
  await service.storage.deleteBucket(bucket);
});

describe('ranges', () => {
  it('serves the whole file with the headers a video player needs', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('cache-control')).toBe('max-age=86400');
    expect(res.headers.get('content-length')).toBe(String(video.length));
    expect(res.headers.get('etag')).toBe(`"${createHash('md5').update(video).digest('hex')}"`);
    expect(res.headers.get('last-modified')).toMatch(/GMT$/);
    expect((await bytesOf(res)).equals(video)).toBe(true);
  });

  it('answers closed, open-ended and suffix ranges byte-exact with 206', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-0', 0, 0],
      ['bytes=100-1123', 100, 1123],
      [`bytes=${video.length - 10}-`, video.length - 10, video.length - 1],
      ['bytes=-500', video.length - 500, video.length - 1],
      [`bytes=1048576-${video.length + 1000}`, 1048576, video.length - 1],
      ['bytes=2000000-2999999', 2000000, 2999999],
    ];
    for (const [range, start, end] of cases) {
      const res = await get({ range });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${video.length}`);
      expect(res.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect((await bytesOf(res)).equals(video.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('refuses a range past the end (416) and a malformed one; several ranges get the whole file', async () => {
    const past = await get({ range: `bytes=${video.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${video.length}`);
    await past.arrayBuffer();
    const bad = await get({ range: 'bytes=9-3' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('InvalidRange');
    const many = await get({ range: 'bytes=0-1,5-6' });
    expect(many.status).toBe(200);
    expect((await bytesOf(many)).length).toBe(video.length);
  });

  it('answers If-None-Match with 304 and honours If-Range', async () => {
    const etag = (await get({}, 'HEAD')).headers.get('etag')!;
    const cached = await get({ 'if-none-match': etag });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('etag')).toBe(etag);
    expect((await cached.arrayBuffer()).byteLength).toBe(0);
    expect((await get({ 'if-none-match': '"other"' })).status).toBe(200);
    const same = await get({ range: 'bytes=0-9', 'if-range': etag });
    expect(same.status).toBe(206);
    await same.arrayBuffer();
    const changed = await get({ range: 'bytes=0-9', 'if-range': '"stale"' });
    expect(changed.status).toBe(200);
    expect((await bytesOf(changed)).length).toBe(video.length);
  });

  it('serves ranges through a signed URL (how the lesson player streams)', async () => {
    const signed = await service.storage.from(bucket).createSignedUrl('lessons/intro.mp4', 600);
    const res = await fetch(signed.data!.signedUrl, { headers: { range: 'bytes=1000-1999' } });
    expect(res.status).toBe(206);
    expect((await bytesOf(res)).equals(video.subarray(1000, 2000))).toBe(true);
  });

  it('changes the ETag when the object is replaced', async () => {
    await service.storage.from(bucket).upload('etag.txt', 'one', { contentType: 'text/plain' });
    const url = `${storageUrl()}/object/${bucket}/etag.txt`;
    const first = (await fetch(url, { method: 'HEAD', headers: asService })).headers.get('etag')!;
    await service.storage.from(bucket).update('etag.txt', 'two', { contentType: 'text/plain' });
    const res = await fetch(url, { headers: { ...asService, 'if-none-match': first } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('two');
    expect(res.headers.get('etag')).not.toBe(first);
  });
});

interface TusOptions {
  token?: string;
  objectName: string;
  contentType?: string;
  upsert?: boolean;
  chunkSize?: number;
  uploadUrl?: string;
  /** Send the first chunk with the creation request (TUS creation-with-upload), as Supabase's docs do. */
  duringCreation?: boolean;
  onChunk?: (upload: tus.Upload, sent: number) => void;
}

function tusUpload(data: Buffer, o: TusOptions): { upload: tus.Upload; done: Promise<void> } {
  const token = o.token ?? SERVICE_ROLE_KEY;
  let upload!: tus.Upload;
  const done = new Promise<void>((resolve, reject) => {
    upload = new tus.Upload(data, {
      endpoint: `${storageUrl()}/upload/resumable`,
      uploadUrl: o.uploadUrl,
      retryDelays: [],
      headers: { authorization: `Bearer ${token}`, apikey: ANON_KEY, 'x-upsert': String(o.upsert ?? false) },
      uploadDataDuringCreation: o.duringCreation ?? false,
      removeFingerprintOnSuccess: true,
      metadata: { bucketName: bucket, objectName: o.objectName, contentType: o.contentType ?? 'video/mp4', cacheControl: '3600' },
      chunkSize: o.chunkSize ?? 1024 * 1024,
      onChunkComplete: (_size, sent) => o.onChunk?.(upload, sent),
      onError: reject,
      onSuccess: () => resolve(),
    });
    upload.start();
  });
  return { upload, done };
}

/** Starts an upload and stops it once its first 1 MB chunk is stored. */
async function startThenAbort(data: Buffer, objectName: string) {
  let stopped!: () => void;
  const aborted = new Promise<void>((r) => (stopped = r));
  const started = tusUpload(data, {
    objectName,
    onChunk: (u, sent) => {
      if (sent >= 1024 * 1024) void u.abort().then(stopped);
    },
  });
  await Promise.race([aborted, started.done]);
  return started;
}

describe('resumable (TUS) uploads', () => {
  it('uploads in chunks, byte-exact', async () => {
    const data = randomBytes(2 * 1024 * 1024 + 7);
    await tusUpload(data, { objectName: 'tus/whole.mp4' }).done;
    const res = await fetch(`${storageUrl()}/object/${bucket}/tus/whole.mp4`, { headers: asService });
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect((await bytesOf(res)).equals(data)).toBe(true);
  });

  it('takes the data in the creation request too (creation-with-upload), in one chunk or several', async () => {
    for (const [size, name] of [
      [200_000, 'tus/with-creation-small.mp4'],
      [2 * 1024 * 1024 + 11, 'tus/with-creation-large.mp4'],
    ] as const) {
      const data = randomBytes(size);
      await tusUpload(data, { objectName: name, duringCreation: true }).done;
      const res = await fetch(`${storageUrl()}/object/${bucket}/${name}`, { headers: asService });
      expect(res.status).toBe(200);
      expect((await bytesOf(res)).equals(data)).toBe(true);
    }
  });

  it('resumes an interrupted upload from where it stopped; the object appears only when complete', async () => {
    const data = randomBytes(3 * 1024 * 1024);
    const first = await startThenAbort(data, 'tus/resumed.mp4');
    const uploadUrl = first.upload.url!;
    expect(uploadUrl).toContain('/storage/v1/upload/resumable/');
    const head = await fetch(uploadUrl, { method: 'HEAD', headers: { ...asService, 'tus-resumable': '1.0.0' } });
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(1024 * 1024);
    expect(offset).toBeLessThan(data.length);
    expect((await service.storage.from(bucket).exists('tus/resumed.mp4')).data).toBe(false);

    await tusUpload(data, { objectName: 'tus/resumed.mp4', uploadUrl }).done;
    const res = await fetch(`${storageUrl()}/object/${bucket}/tus/resumed.mp4`, { headers: asService });
    expect((await bytesOf(res)).equals(data)).toBe(true);
  });

  it('refuses at creation: a MIME type or size the bucket does not take, a bad name, an existing name', async () => {
    const refusal = async (p: Promise<void>) => {
      const e = (await p.then(
        () => null,
        (err: unknown) => err,
      )) as { originalResponse?: { getStatus(): number; getBody(): string } } | null;
      expect(e, 'expected the upload to be refused').not.toBeNull();
      return { status: e!.originalResponse!.getStatus(), body: JSON.parse(e!.originalResponse!.getBody()) as Record<string, string> };
    };
    expect((await refusal(tusUpload(randomBytes(10), { objectName: 'tus/a.png', contentType: 'image/png' }).done)).body.code).toBe(
      'InvalidMimeType',
    );
    const tooBig = await refusal(tusUpload(randomBytes(8 * 1024 * 1024 + 1), { objectName: 'tus/big.mp4' }).done);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe('EntityTooLarge');
    expect((await refusal(tusUpload(randomBytes(10), { objectName: '../x.mp4' }).done)).body.code).toBe('InvalidKey');
    expect((await refusal(tusUpload(randomBytes(10), { objectName: 'lessons/intro.mp4' }).done)).body.code).toBe('KeyAlreadyExists');
    await tusUpload(randomBytes(10), { objectName: 'lessons/intro-2.mp4', upsert: true }).done;
  });

  it('lets nobody else continue an upload, and refuses callers the policies refuse', async () => {
    const learner = await signUpUser('tus');
    const token = (await learner.client.auth.getSession()).data.session!.access_token;
    const data = randomBytes(2 * 1024 * 1024);
    const first = await startThenAbort(data, 'tus/owned.mp4');
    const hijack = await fetch(first.upload.url!, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token}`,
        apikey: ANON_KEY,
        'tus-resumable': '1.0.0',
        'upload-offset': String(1024 * 1024),
        'content-type': 'application/offset+octet-stream',
      },
      body: randomBytes(10),
    });
    expect(hijack.status).toBe(403);
    // The learner may not write to this bucket at all (no policy grants it).
    const denied = await tusUpload(randomBytes(10), { objectName: 'tus/learner.mp4', token }).done.then(
      () => null,
      (e: { originalResponse?: { getBody(): string } }) => e,
    );
    expect(JSON.parse(denied!.originalResponse!.getBody()).message).toBe('new row violates row-level security policy');
  });
});
