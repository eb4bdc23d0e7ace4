// Storage across an interrupted upload and a restart, on the run's engine (a persisted PGlite, or a
// fresh PostgreSQL database) with its own file folder:
// a client that drops mid-upload leaves no row and no file; a restart keeps every object, removes
// files no row points to and partial writes, and does not upload the config's seed files again.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { type EngineOptions, type RunningStack, SERVICE_ROLE_KEY, startStack } from '../index.ts';
import { createTestDatabase } from './support/test-database.ts';
import { fixtureProject } from './support/test-stack.ts';

const { configFile, migrationsDir, seedFile } = fixtureProject;
const fixtureFiles = { configFile, migrationsDir, seedFile };

const dir = mkdtempSync(join(tmpdir(), 'storage-restart-'));
const storageDir = join(dir, 'storage');
const auth = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` };
let stack: RunningStack | null = null;
let database: EngineOptions = { kind: 'pglite', dataDir: join(dir, 'db') };
let dropDatabase = async () => {};

beforeAll(async () => {
  if (inject('engine') !== 'postgres') return;
  const db = await createTestDatabase('stand_in_storage_restart');
  database = { kind: 'postgres', url: db.url };
  dropDatabase = () => db.drop();
});

const start = () => startStack({ ...fixtureFiles, database, storageDir, apiPort: 0, mailPort: null, mailFile: null, log: () => undefined });
const versionFiles = () =>
  readdirSync(join(storageDir, 'objects'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
const rowCount = async () => (await stack!.engine.query<{ n: number }>('select count(*)::int as n from storage.objects')).rows[0]!.n;

afterAll(async () => {
  await stack?.close();
  await dropDatabase();
  rmSync(dir, { recursive: true, force: true });
});

/** Sends half of a declared body (raw, or the file part of a multipart form), then drops the connection. */
function dropMidUpload(url: string, multipart = false): Promise<void> {
  const boundary = 'stand-in-boundary';
  const contentType = multipart ? `multipart/form-data; boundary=${boundary}` : 'video/mp4';
  const head = multipart
    ? Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n--${boundary}\r\nContent-Disposition: form-data; name=""; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      )
    : Buffer.alloc(0);
  return new Promise((resolve) => {
    const req = request(url, {
      method: 'POST',
      headers: { ...auth, 'content-type': contentType, 'content-length': String(4 * 1024 * 1024) },
    });
    req.on('error', () => resolve());
    req.write(Buffer.concat([head, randomBytes(2 * 1024 * 1024)]), () =>
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 200),
    );
  });
}

it('survives a dropped upload and a restart with every object and nothing else', { timeout: 120_000 }, async () => {
  stack = await start();
  const base = `${stack.apiUrl}/storage/v1`;
  const seeded = await rowCount();
  expect(seeded).toBeGreaterThan(0);
  const video = randomBytes(300_000);
  const up = await fetch(`${base}/object/media/folder-01/kept.mp4`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'video/mp4' },
    body: video,
  });
  expect(up.status).toBe(200);

  await dropMidUpload(`${base}/object/media/folder-01/dropped.mp4`);
  await dropMidUpload(`${base}/object/media/folder-01/dropped-form.mp4`, true);
  // The server notices the drops and removes the partial writes (give a busy machine a few seconds).
  for (let i = 0; i < 50 && readdirSync(join(storageDir, 'tmp')).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
  expect(readdirSync(join(storageDir, 'tmp'))).toEqual([]);
  expect(await rowCount()).toBe(seeded + 1);
  expect(versionFiles().length).toBe(seeded + 1);

  // What a crash between the file's rename and the row's commit, or mid-write, would leave behind.
  const orphan = randomUUID();
  mkdirSync(join(storageDir, 'objects', orphan.slice(0, 2)), { recursive: true });
  writeFileSync(join(storageDir, 'objects', orphan.slice(0, 2), orphan), 'no row points here');
  writeFileSync(join(storageDir, 'tmp', randomUUID()), 'half a file');
  await stack.close();

  stack = await start();
  expect(await rowCount()).toBe(seeded + 1);
  expect(versionFiles()).not.toContain(orphan);
  expect(versionFiles().length).toBe(seeded + 1);
  expect(readdirSync(join(storageDir, 'tmp'))).toEqual([]);
  const res = await fetch(`${stack.apiUrl}/storage/v1/object/media/folder-01/kept.mp4`, { headers: auth });
  expect(Buffer.from(await res.arrayBuffer()).equals(video)).toBe(true);
});
