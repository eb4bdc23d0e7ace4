// Storage answers as Supabase Storage does where supabase-js's storage client looks closely: listV2
// (flat, folded into folders, paged by cursor, sorted), the bucket as GET /bucket/{id} and GET /bucket
// show it, emptyBucket's message and the object info's fields.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from './support/clients.ts';

const service = serviceClient();
const bucket = `fid-${randomUUID().slice(0, 8)}`;
const files = () => service.storage.from(bucket);
const suffixes = ['zz', 'bb', 'xx', 'ww', 'cc', 'aa'];
const put = async (name: string) => expect((await files().upload(name, new Blob(['x'], { type: 'text/plain' }))).error).toBeNull();

beforeAll(async () => {
  expect((await service.storage.createBucket(bucket)).error).toBeNull();
  // One at a time, so created_at follows this order.
  for (const s of suffixes) await put(`dir/file-${s}.txt`);
  await put('dir/sub/deep.txt');
  await put('top.txt');
});

afterAll(async () => {
  await service.storage.emptyBucket(bucket);
  await service.storage.deleteBucket(bucket);
});

describe('listV2', () => {
  it('lists every object under a prefix by full name, deeper ones included, without a delimiter', async () => {
    const { data, error } = await files().listV2({ prefix: 'dir' });
    expect(error).toBeNull();
    expect(data!.hasNext).toBe(false);
    expect(data!.folders).toEqual([]);
    expect(data!.objects.map((o) => o.name)).toEqual([...suffixes.map((s) => `dir/file-${s}.txt`).sort(), 'dir/sub/deep.txt']);
    expect(data!.objects[0]).toMatchObject({
      id: expect.any(String),
      key: 'dir/file-aa.txt',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      metadata: expect.objectContaining({ size: 1 }),
    });
  });

  it('folds deeper names into folders with a delimiter', async () => {
    const root = await files().listV2({ with_delimiter: true });
    expect(root.error).toBeNull();
    expect(root.data!.folders).toEqual([{ key: 'dir', name: 'dir/' }]);
    expect(root.data!.objects.map((o) => o.name)).toEqual(['top.txt']);
    const dir = await files().listV2({ prefix: 'dir/', with_delimiter: true });
    expect(dir.data!.folders).toEqual([{ key: 'dir/sub', name: 'dir/sub/' }]);
    expect(dir.data!.objects).toHaveLength(suffixes.length);
  });

  it('pages with the cursor it hands out, in the order asked', async () => {
    const cases: [string[], { column: 'name' | 'created_at'; order: 'asc' | 'desc' } | undefined][] = [
      [[...suffixes].sort(), undefined],
      [[...suffixes].sort().reverse(), { column: 'name', order: 'desc' }],
      [suffixes, { column: 'created_at', order: 'asc' }],
      [[...suffixes].reverse(), { column: 'created_at', order: 'desc' }],
    ];
    for (const [expected, sortBy] of cases) {
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const { data, error } = await files().listV2({
          prefix: 'dir/file-',
          limit: 2,
          ...(cursor ? { cursor } : {}),
          ...(sortBy ? { sortBy } : {}),
        });
        expect(error).toBeNull();
        seen.push(...data!.objects.map((o) => o.name.slice('dir/file-'.length, -'.txt'.length)));
        cursor = data!.hasNext ? data!.nextCursor : undefined;
        pages++;
      } while (cursor);
      expect(seen).toEqual(expected);
      expect(pages).toBe(3);
    }
  });

  it('answers Bucket not found for a bucket that does not exist', async () => {
    const { error } = await service.storage.from(`none-${randomUUID().slice(0, 8)}`).listV2();
    expect(error?.message).toBe('Bucket not found');
  });
});

describe('buckets and object info as Storage shows them', () => {
  it('lists buckets with their type, gets one without it', async () => {
    const listed = await service.storage.listBuckets();
    expect(listed.data!.find((b) => b.id === bucket)).toMatchObject({ id: bucket, type: 'STANDARD' });
    const got = await service.storage.getBucket(bucket);
    expect(got.data).toMatchObject({ id: bucket, name: bucket, public: false });
    expect(got.data).not.toHaveProperty('type');
  });

  it('emptyBucket answers that the emptying is queued', async () => {
    const id = `e-${randomUUID().slice(0, 8)}`;
    await service.storage.createBucket(id);
    await service.storage.from(id).upload('a.txt', new Blob(['a']));
    expect(await service.storage.emptyBucket(id)).toEqual({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
      error: null,
    });
    expect((await service.storage.from(id).list()).data).toEqual([]);
    await service.storage.deleteBucket(id);
  });

  it('info() has lastModified and no updatedAt', async () => {
    const { data, error } = await files().info('top.txt');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      name: 'top.txt',
      bucketId: bucket,
      size: 1,
      lastModified: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(data).not.toHaveProperty('updatedAt');
  });
});
