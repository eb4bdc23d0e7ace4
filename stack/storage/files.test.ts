// The file store's guarantees: a failed or oversized write leaves no file anywhere, a finished write
// is in place under its version, and the sweep removes exactly the files no row points to.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { StorageError } from './errors.ts';
import { FileStore } from './files.ts';

let root: string;
let store: FileStore;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'files-test-'));
  store = new FileStore(root);
  await store.init();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const everyFile = () =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

function failingSource(): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent++ < 3) this.push(Buffer.alloc(64 * 1024, 1));
      else this.destroy(new Error('connection reset'));
    },
  });
}

it('keeps nothing from a write whose source fails midway', async () => {
  await expect(store.write(failingSource(), 10 * 1024 * 1024)).rejects.toThrow('connection reset');
  expect(everyFile()).toEqual([]);
});

it('refuses a write over the limit with EntityTooLarge and keeps nothing', async () => {
  const e = await store.write(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), 1000).catch((err: unknown) => err);
  expect(e).toBeInstanceOf(StorageError);
  expect((e as StorageError).code).toBe('EntityTooLarge');
  expect(everyFile()).toEqual([]);
});

it('puts a finished write in place with its size and MD5 ETag', async () => {
  const w = await store.write(Readable.from([Buffer.from('hello')]), 1000);
  expect(w).toEqual({ version: expect.any(String) as string, size: 5, eTag: '"5d41402abc4b2a76b9719d911017c592"' });
  expect(everyFile()).toEqual([w.version]);
  expect(await store.size(w.version)).toBe(5);
});

it('sweeps version files no row points to, and start-up clears partial writes', async () => {
  const kept = await store.write(Readable.from([Buffer.from('kept')]), 1000);
  const orphan = await store.write(Readable.from([Buffer.from('orphan')]), 1000);
  writeFileSync(join(root, 'tmp', 'partial'), 'half a video');
  expect(await store.sweep(new Set([kept.version]))).toBe(1);
  await store.init();
  expect(everyFile()).toEqual([kept.version]);
  expect(await store.size(orphan.version)).toBeNull();
});
