// Migrations as the stack applies them: in version order, each once, recorded like the Supabase CLI
// records them; seed files each once, recorded with their hash in supabase_migrations.seed_files in
// the same transaction, so a start stopped before or during seeding is completed by the next — and a
// failing migration stops with the file, the position and Postgres' message while leaving the
// database as it was.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createEngine, type Engine, migrate, MigrationError } from '../index.ts';
import { createTestDatabase } from './support/test-database.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A fresh, empty database on the engine this run tests. */
async function freshEngine(): Promise<Engine> {
  if (inject('engine') === 'postgres') {
    const db = await createTestDatabase('stand_in_migrate');
    const engine = await createEngine({ kind: 'postgres', url: db.url, max: 2 });
    cleanups.push(
      () => db.drop(),
      () => engine.close(),
    );
    return engine;
  }
  const engine = await createEngine({ kind: 'pglite' });
  cleanups.push(() => engine.close());
  return engine;
}

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tc-migrations-'));
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const tableExists = async (engine: Engine, name: string) =>
  (await engine.query<{ t: string | null }>('select to_regclass($1)::text as t', [name])).rows[0]?.t !== null;

describe('migrations', () => {
  it('applies files in version order, once each, records them, and seeds once', async () => {
    const engine = await freshEngine();
    const dir = folder({
      '20260102000000_second.sql': 'alter table public.notes add column body text;',
      '20260101000000_first.sql': 'create table public.notes (id int primary key);',
    });
    const seed = join(folder({ 'seed.sql': "insert into public.notes values (1, 'seeded');" }), 'seed.sql');

    const first = await migrate(engine, { migrationsDir: dir, seedFile: seed });
    expect(first).toEqual({ fresh: true, applied: ['20260101000000', '20260102000000'], seeded: true });
    const history = await engine.query<{ version: string; name: string }>(
      'select version, name from supabase_migrations.schema_migrations order by version',
    );
    expect(history.rows).toEqual([
      { version: '20260101000000', name: 'first' },
      { version: '20260102000000', name: 'second' },
    ]);

    const again = await migrate(engine, { migrationsDir: dir, seedFile: seed });
    expect(again).toEqual({ fresh: false, applied: [], seeded: false });
    expect((await engine.query('select * from public.notes')).rows).toEqual([{ id: 1, body: 'seeded' }]);
  });

  it('stops at a failing migration with file, line and message, and applies nothing of it', async () => {
    const engine = await freshEngine();
    const dir = folder({
      '20260101000000_good.sql': 'create table public.kept (id int primary key);',
      '20260102000000_broken.sql': 'create table public.half_done (id int);\n\nselect * from public.no_such_table;\n',
      '20260103000000_later.sql': 'create table public.never (id int);',
    });
    const error = await migrate(engine, { migrationsDir: dir, seedFile: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    const m = error as MigrationError;
    expect(m.file).toBe('supabase/migrations/20260102000000_broken.sql');
    expect(m.code).toBe('42P01');
    expect(m.pgMessage).toMatch(/no_such_table/);
    expect(m.line).toBe(3);
    expect(m.message).toMatch(/20260102000000_broken\.sql:3:\d+: relation "public\.no_such_table" does not exist/);

    expect(await tableExists(engine, 'public.kept')).toBe(true);
    expect(await tableExists(engine, 'public.half_done')).toBe(false);
    expect(await tableExists(engine, 'public.never')).toBe(false);
    const versions = await engine.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
    expect(versions.rows.map((r) => r.version)).toEqual(['20260101000000']);
  });

  it('records each seed with its hash; a seed stopped or failed is applied by the next start, a changed one is not rerun', async () => {
    const engine = await freshEngine();
    const dir = folder({ '20260101000000_notes.sql': 'create table public.notes (id int primary key, body text);' });
    const seeds = folder({
      'seed.sql': "insert into public.notes values (1, 'seeded');",
      'broken.sql': "insert into public.notes values (2, 'half');\nselect 1/0;",
    });
    const seed = join(seeds, 'seed.sql');
    const seedRows = async () =>
      (await engine.query<{ path: string; hash: string }>('select path, hash from supabase_migrations.seed_files order by path')).rows;
    const notes = async () => (await engine.query('select * from public.notes order by id')).rows;

    // Stopped after the migrations, before any seed (seeding off here): the next start seeds.
    expect(await migrate(engine, { migrationsDir: dir, seedFile: null })).toMatchObject({ fresh: true, seeded: false });
    expect(await migrate(engine, { migrationsDir: dir, seedFile: seed })).toEqual({ fresh: false, applied: [], seeded: true });
    const hash = createHash('sha256').update("insert into public.notes values (1, 'seeded');").digest('hex');
    expect(await seedRows()).toEqual([{ path: 'seed.sql', hash }]);

    // A failing seed leaves neither its rows nor its record; once fixed, the next start applies it.
    const broken = join(seeds, 'broken.sql');
    await expect(migrate(engine, { migrationsDir: dir, seedFile: broken })).rejects.toThrow(/broken\.sql: division by zero/);
    expect(await notes()).toEqual([{ id: 1, body: 'seeded' }]);
    expect((await seedRows()).map((r) => r.path)).toEqual(['seed.sql']);
    writeFileSync(broken, "insert into public.notes values (2, 'fixed');");
    expect(await migrate(engine, { migrationsDir: dir, seedFile: broken })).toMatchObject({ seeded: true });

    // Changed after it ran: its new hash is recorded, it is not run again (as the CLI does).
    writeFileSync(seed, "insert into public.notes values (1, 'again');");
    expect(await migrate(engine, { migrationsDir: dir, seedFile: seed })).toMatchObject({ seeded: false });
    expect(await notes()).toEqual([
      { id: 1, body: 'seeded' },
      { id: 2, body: 'fixed' },
    ]);
    expect((await seedRows()).find((r) => r.path === 'seed.sql')!.hash).toBe(
      createHash('sha256').update("insert into public.notes values (1, 'again');").digest('hex'),
    );
  });

  it('counts the seeds of a database prepared before seeds were recorded as applied', async () => {
    const engine = await freshEngine();
    const dir = folder({ '20260101000000_notes.sql': 'create table public.notes (id int primary key);' });
    const seed = join(folder({ 'seed.sql': 'insert into public.notes values (1);' }), 'seed.sql');
    await migrate(engine, { migrationsDir: dir, seedFile: seed });
    await engine.query('drop table supabase_migrations.seed_files');

    expect(await migrate(engine, { migrationsDir: dir, seedFile: seed })).toMatchObject({ fresh: false, seeded: false });
    expect((await engine.query('select * from public.notes')).rows).toEqual([{ id: 1 }]);
    expect((await engine.query('select path from supabase_migrations.seed_files')).rows).toEqual([{ path: 'seed.sql' }]);
  });

  it('gives the API roles their plan-cost limit on every start, a database prepared before it existed included', async () => {
    const engine = await freshEngine();
    const dir = folder({ '20260101000000_notes.sql': 'create table public.notes (id int primary key);' });
    const limit = async (role: string) =>
      (
        await engine.query<{ v: string | null }>(
          `select (select split_part(c, '=', 2) from unnest(rolconfig) c where c like 'plan_filter.statement_cost_limit=%') as v
           from pg_roles where rolname = $1`,
          [role],
        )
      ).rows[0]?.v;
    await migrate(engine, { migrationsDir: dir, seedFile: null });
    expect([await limit('anon'), await limit('authenticated')]).toEqual(['15000', '15000']);
    // Roles are the server's own on PostgreSQL, shared by every test database: changed only on PGlite.
    if (inject('engine') === 'postgres') return;
    await engine.exec(`alter role anon reset plan_filter.statement_cost_limit;
      alter role authenticated set plan_filter.statement_cost_limit = '50000'`);
    await migrate(engine, { migrationsDir: dir, seedFile: null });
    expect([await limit('anon'), await limit('authenticated')]).toEqual(['15000', '15000']);
  });
});

describe('several databases starting at once on one PostgreSQL server', () => {
  it.runIf(inject('engine') === 'postgres')(
    'all get ready, though the roles they change belong to the whole server',
    async () => {
      // Without the retry, 17 of 24 such bootstraps failed with "tuple concurrently updated" (XX000).
      const dbs = await Promise.all(Array.from({ length: 6 }, (_, i) => createTestDatabase(`stand_in_race${i}`)));
      try {
        for (let round = 0; round < 3; round++) {
          const engines = await Promise.all(dbs.map((db) => createEngine({ kind: 'postgres', url: db.url, max: 1 })));
          try {
            const results = await Promise.allSettled(
              engines.map((engine) => migrate(engine, { migrationsDir: join(tmpdir(), 'none'), seedFile: null })),
            );
            expect(results.filter((r) => r.status === 'rejected').map((r) => String(r.reason))).toEqual([]);
          } finally {
            await Promise.all(engines.map((engine) => engine.close()));
          }
        }
      } finally {
        await Promise.all(dbs.map((db) => db.drop()));
      }
    },
    60_000,
  );
});
