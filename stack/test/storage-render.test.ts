// Image transformations through supabase-js (`transform:` of download, createSignedUrl and
// getPublicUrl) on a stack whose config.toml switches `[storage.image_transformation]` on, as Storage
// answers them: sizes and resize modes, WebP when the caller accepts it unless format=origin, the
// X-Transformations header, the query checked as Storage's schema does, a source that is no image.
// And a request with no key at all, which the CLI's gateway lets through to Storage.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../index.ts';
import { startTestStack, type TestStack } from './support/test-stack.ts';

const CONFIG = `
project_id = "render"

[storage.image_transformation]
enabled = true
`;

let stack: TestStack;
let dir: string;
const client = (key: string, headers: Record<string, string> = {}): SupabaseClient =>
  createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { headers },
  });
const service = () => client(SERVICE_ROLE_KEY);

/** Width, height and format of an answer's image. */
async function shape(blob: Blob | null) {
  expect(blob).not.toBeNull();
  const { width, height, format } = await sharp(Buffer.from(await blob!.arrayBuffer())).metadata();
  return { width, height, format, type: blob!.type };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storage-render-'));
  writeFileSync(join(dir, 'config.toml'), CONFIG);
  stack = await startTestStack(inject('engine'), {
    configFile: join(dir, 'config.toml'),
    migrationsDir: dir,
    seedFile: null,
    databasePrefix: 'tradecraft_storage_render',
  });
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  for (const [bucket, isPublic] of [
    ['pics', true],
    ['private-pics', false],
  ] as const) {
    expect((await service().storage.createBucket(bucket, { public: isPublic })).error).toBeNull();
    const up = await service().storage.from(bucket).upload('photo.jpg', photo, { contentType: 'image/jpeg', cacheControl: '600' });
    expect(up.error).toBeNull();
  }
  expect((await service().storage.from('pics').upload('notes.txt', 'not an image', { contentType: 'text/plain' })).error).toBeNull();
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('image transformations', () => {
  it('resizes a download: cover crops, contain fits inside, fill stretches, one side keeps the ratio', async () => {
    const files = service().storage.from('private-pics');
    const cover = await files.download('photo.jpg', { transform: { width: 200, height: 200 } });
    expect(cover.error).toBeNull();
    expect(await shape(cover.data)).toEqual({ width: 200, height: 200, format: 'jpeg', type: 'image/jpeg' });
    const contain = await files.download('photo.jpg', { transform: { width: 200, height: 200, resize: 'contain' } });
    expect(await shape(contain.data)).toMatchObject({ width: 200, height: 150 });
    const fill = await files.download('photo.jpg', { transform: { width: 100, height: 250, resize: 'fill' } });
    expect(await shape(fill.data)).toMatchObject({ width: 100, height: 250 });
    const oneSide = await files.download('photo.jpg', { transform: { width: 100 } });
    expect(await shape(oneSide.data)).toMatchObject({ width: 100, height: 75 });
    // Never enlarged.
    const big = await files.download('photo.jpg', { transform: { width: 1600 } });
    expect(await shape(big.data)).toMatchObject({ width: 400, height: 300 });
  });

  it('answers WebP to a caller that accepts it, unless format is origin', async () => {
    const files = client(SERVICE_ROLE_KEY, { Accept: 'image/webp' }).storage.from('private-pics');
    const webp = await files.download('photo.jpg', { transform: { width: 200, height: 200 } });
    expect(await shape(webp.data)).toMatchObject({ format: 'webp', type: 'image/webp' });
    const origin = await files.download('photo.jpg', { transform: { width: 200, height: 200, format: 'origin' } });
    expect(await shape(origin.data)).toMatchObject({ format: 'jpeg', type: 'image/jpeg' });
  });

  it('signs a transformed URL that needs no key, with the transformations in its token', async () => {
    const signed = await service()
      .storage.from('private-pics')
      .createSignedUrl('photo.jpg', 60, { transform: { width: 200, height: 200, quality: 60 } });
    expect(signed.error).toBeNull();
    expect(signed.data!.signedUrl).toContain('/storage/v1/render/image/sign/private-pics/photo.jpg?token=');
    const res = await fetch(signed.data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-transformations')).toBe('height:200,width:200,resizing_type:fill,quality:60');
    expect(res.headers.get('expires')).toBeTruthy();
    expect(await shape(await res.blob())).toMatchObject({ width: 200, height: 200, format: 'jpeg' });
  });

  it('serves a public bucket’s transformed URL without a key, with the object’s caching headers', async () => {
    const { publicUrl } = service()
      .storage.from('pics')
      .getPublicUrl('photo.jpg', { transform: { width: 120, height: 90, quality: 70 } }).data;
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('max-age=600');
    expect(res.headers.get('x-transformations')).toBe('height:90,width:120,resizing_type:fill,quality:70');
    expect(await shape(await res.blob())).toMatchObject({ width: 120, height: 90 });
  });

  it('keeps a private object to its policies: anon gets Storage’s not found', async () => {
    const anon = await client(ANON_KEY)
      .storage.from('private-pics')
      .download('photo.jpg', { transform: { width: 50 } });
    expect(anon.data).toBeNull();
    expect(anon.error).toMatchObject({ message: 'Object not found' });
  });

  it('refuses bad options and a source that is no image with Storage’s errors', async () => {
    const base = `${stack.apiUrl}/storage/v1/render/image/public/pics`;
    const quality = await fetch(`${base}/photo.jpg?width=10&quality=10`);
    expect(quality.status).toBe(400);
    expect(await quality.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'InvalidRequest',
      message: 'querystring/quality must be >= 20',
    });
    const resize = await fetch(`${base}/photo.jpg?width=10&resize=stretch`);
    expect((await resize.json()).message).toBe('querystring/resize must be equal to one of the allowed values');
    const text = await fetch(`${base}/notes.txt?width=10`);
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ statusCode: '400', message: 'The source image is invalid or unsupported for rendering' });
  });
});

describe('a request with no key at all', () => {
  it('reaches Storage, which refuses its missing JWT as the CLI’s does', async () => {
    const res = await fetch(`${stack.apiUrl}/storage/v1/bucket`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: 'Invalid Compact JWS' });
    // Public objects still need nothing.
    expect((await fetch(`${stack.apiUrl}/storage/v1/object/public/pics/photo.jpg`)).status).toBe(200);
  });
});
