// What a start leaves behind when it cannot finish. Every port (API, mailbox, Stripe stand-in, app)
// is bound before the database or any file is touched, so a busy one stops start-up with nothing
// written; and a start stopped after its migrations (killed, or a port taken in an older version) is
// completed by the next one: seed files and Storage seed objects are checked on every start, not
// applied to a fresh database only (README, "Ports"; docs/architecture.md, "Start-up").
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createEngine, type EngineOptions, migrate, SERVICE_ROLE_KEY, type StartOptions, startStack } from '../index.ts';
import { client } from './support/clients.ts';
import { createTestDatabase } from './support/test-database.ts';
import { fixtureProject } from './support/test-stack.ts';

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tc-start-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A database on this run's engine that outlives one start: a PGlite folder, or a PostgreSQL database. */
async function database(): Promise<{ options: EngineOptions; folder: string }> {
  const folder = tempDir();
  if (inject('engine') === 'postgres') {
    const db = await createTestDatabase('stand_in_start');
    cleanups.push(() => db.drop());
    return { options: { kind: 'postgres', url: db.url, max: 2 }, folder };
  }
  return { options: { kind: 'pglite', dataDir: join(folder, 'db') }, folder };
}

async function migrationsApplied(options: EngineOptions): Promise<boolean> {
  if (options.kind === 'pglite') return readdirSync(resolve(options.dataDir!, '..')).length > 0;
  const engine = await createEngine(options);
  try {
    const { rows } = await engine.query<{ t: string | null }>("select to_regclass('supabase_migrations.schema_migrations')::text as t");
    return rows[0]!.t !== null;
  } finally {
    await engine.close();
  }
}

async function busyPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  cleanups.push(() => new Promise<void>((r) => server.close(() => r())));
  return (server.address() as { port: number }).port;
}

const quiet = (folder: string, options: EngineOptions): StartOptions => ({
  configFile: fixtureProject.configFile,
  migrationsDir: fixtureProject.migrationsDir,
  seedFile: fixtureProject.seedFile,
  database: options,
  apiPort: 0,
  mailPort: 0,
  stripePort: 0,
  storageDir: join(folder, 'storage'),
  log: () => undefined,
});

describe('a busy port', () => {
  const cases: [string, string, (port: number, folder: string) => Partial<StartOptions>][] = [
    ['the API', 'STACK_API_PORT', (port) => ({ apiPort: port })],
    ['the mailbox', 'STACK_MAIL_PORT', (port) => ({ mailPort: port })],
    ['the Stripe stand-in', 'STACK_STRIPE_PORT', (port) => ({ stripePort: port })],
    ['the app', 'STACK_APP_PORT', (port) => ({ app: { server: createHttpServer(), port } })],
  ];
  for (const [label, env, busy] of cases) {
    it(`stops start-up before the database or a file is touched: ${label}`, async () => {
      const { options, folder } = await database();
      const port = await busyPort();
      const started = startStack({ ...quiet(folder, options), ...busy(port, tempDir()) });
      await expect(started).rejects.toThrow(new RegExp(`Port ${port} \\(${label}\\) is already in use.*${env}`));
      expect(readdirSync(folder)).toEqual([]); // no database folder, no keys, no storage
      expect(await migrationsApplied(options)).toBe(false);
    });
  }
});

describe('a start stopped after its migrations', () => {
  it('is completed by the next start: seed data, and the seed files of the documents bucket', { timeout: 120_000 }, async () => {
    const { options, folder } = await database();
    // What an interrupted start left: the migrations applied, then nothing more (killed, or in an
    // older version a port found busy only now).
    const engine = await createEngine(options);
    await migrate(engine, { migrationsDir: fixtureProject.migrationsDir, seedFile: null });
    await engine.close();

    const stack = await startStack(quiet(folder, options));
    cleanups.push(() => stack.close());
    const admin = client({ url: stack.apiUrl, key: SERVICE_ROLE_KEY });
    const { data: topics } = await admin.from('topics').select('title').eq('title', 'Getting started');
    expect(topics).toHaveLength(1);
    const { data: documents, error } = await admin.storage.from('documents').list('folder-01');
    expect(error).toBeNull();
    const seedFolder = join(fixtureProject.dir, 'storage/documents');
    expect(documents!.map((o) => o.name)).toEqual(readdirSync(join(seedFolder, 'folder-01')).sort());
    const files = readdirSync(seedFolder, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    const seeded = await stack.engine.query<{ n: number }>("select count(*)::int as n from storage.objects where bucket_id = 'documents'");
    expect(seeded.rows[0]!.n).toBe(files.length);
  });
});
