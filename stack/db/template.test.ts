// A new PGlite database starts from the template (initdb and bootstrap.sql already run): on disk as a
// copy of the template's folder, in memory from its dump; an existing one opens as it is.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from './engine.ts';
import { bootstrap } from './migrate.ts';

const dir = mkdtempSync(join(tmpdir(), 'stand-in-template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ready = (engine: Engine) =>
  engine.query<{ users: string | null; migrations: string | null }>(
    `select to_regclass('auth.users')::text as users, to_regclass('supabase_migrations.schema_migrations')::text as migrations`,
  );

describe('a new PGlite database', () => {
  it('on disk is a copy of the template: Supabase’s objects are there before any migration', async () => {
    const dataDir = join(dir, 'db');
    const engine = await createEngine({ kind: 'pglite', dataDir });
    try {
      expect((await ready(engine)).rows[0]).toEqual({ users: 'auth.users', migrations: 'supabase_migrations.schema_migrations' });
      expect(await bootstrap(engine)).toBe(false); // nothing left to create
      await engine.exec('create table public.kept (n int); insert into public.kept values (7)');
    } finally {
      await engine.close();
    }
    expect(readdirSync(dir)).toEqual(['db']); // no half-copied folder left beside it
    const again = await createEngine({ kind: 'pglite', dataDir });
    try {
      expect((await again.query<{ n: number }>('select n from public.kept')).rows).toEqual([{ n: 7 }]);
    } finally {
      await again.close();
    }
  }, 60_000);

  it('in memory (on the calling thread) loads the template’s dump', async () => {
    const engine = await createEngine({ kind: 'pglite', thread: false });
    try {
      expect((await ready(engine)).rows[0]).toEqual({ users: 'auth.users', migrations: 'supabase_migrations.schema_migrations' });
    } finally {
      await engine.close();
    }
  }, 60_000);
});
