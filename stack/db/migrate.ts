// Prepares a database the way a Supabase project is prepared: Supabase's own objects first
// (bootstrap.sql), then supabase/migrations/*.sql in version order, each once, recorded in
// supabase_migrations.schema_migrations as the Supabase CLI records them, then the seed files of
// config.toml's `[db.seed] sql_paths` (supabase/seed.sql, supabase/seeds/*.sql) on a fresh database only.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';
import { projectRoot, seedFiles } from '../config.ts';
import { isPgError, type Engine } from './engine.ts';

const bootstrapSql = readFileSync(resolve(import.meta.dirname, 'bootstrap.sql'), 'utf8');

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly column: number | undefined,
    readonly pgMessage: string,
    readonly code: string | undefined,
  ) {
    super(`${file}${line ? `:${line}:${column}` : ''}: ${pgMessage}${code ? ` (SQLSTATE ${code})` : ''}`);
    this.name = 'MigrationError';
  }
}

/** 1-based line and column of a 1-based character position in `text`. */
function lineColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, position - 1)).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

async function runScript(engine: Engine, file: string, sql: string, after?: string, params?: unknown[]) {
  try {
    await engine.transaction(async (tx) => {
      await tx.exec(sql);
      if (after) await tx.query(after, params);
    });
  } catch (e) {
    if (!isPgError(e)) throw e;
    const pos = e.position ? lineColumn(sql, Number(e.position)) : undefined;
    throw new MigrationError(file, pos?.line, pos?.column, e.message, e.code);
  }
}

/**
 * Creates what Supabase provides before any migration. Runs once per database, and again (it is
 * idempotent) on a database prepared before the storage schema existed.
 */
export async function bootstrap(engine: Engine): Promise<boolean> {
  const { rows } = await engine.query<{ ready: boolean }>(
    `select to_regclass('auth.users') is not null and to_regclass('storage.objects') is not null
       and to_regclass('supabase_migrations.schema_migrations') is not null as ready`,
  );
  if (rows[0]?.ready) return false;
  await runScript(
    engine,
    'stack/db/bootstrap.sql',
    bootstrapSql +
      `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text not null primary key,
  statements text[],
  name text
);`,
  );
  return true;
}

export interface Migration {
  version: string;
  name: string;
  file: string;
}

export function listMigrations(dir = resolve(projectRoot, 'supabase/migrations')): Migration[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^\d+_.*\.sql$/.test(f))
    .map((f) => {
      const m = /^(\d+)_(.*)\.sql$/.exec(f)!;
      return { version: m[1]!, name: m[2]!, file: resolve(dir, f) };
    })
    .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
}

export interface MigrateResult {
  fresh: boolean;
  applied: string[];
  seeded: boolean;
}

export async function migrate(
  engine: Engine,
  options: {
    migrationsDir?: string;
    seedFile?: string | null;
    log?: (line: string) => void;
    /** Called at the end of each phase (bootstrap, migrations, seed), timed by the caller. */
    onPhase?: (phase: string) => void;
  } = {},
): Promise<MigrateResult> {
  const log = options.log ?? (() => undefined);
  const phase = options.onPhase ?? (() => undefined);
  await bootstrap(engine);
  phase('bootstrap');
  const done = await engine.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const fresh = done.rows.length === 0;
  const have = new Set(done.rows.map((r) => r.version));
  const applied: string[] = [];
  for (const m of listMigrations(options.migrationsDir)) {
    if (have.has(m.version)) continue;
    const sql = readFileSync(m.file, 'utf8');
    log(`Applying migration ${basename(m.file)}...`);
    await runScript(
      engine,
      `supabase/migrations/${basename(m.file)}`,
      sql,
      'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
      [m.version, m.name, [sql]],
    );
    applied.push(m.version);
  }
  phase('migrations');
  let seeded = false;
  const seeds = options.seedFile === undefined ? seedFiles() : options.seedFile && existsSync(options.seedFile) ? [options.seedFile] : [];
  if (fresh && seeds.length > 0) {
    for (const file of seeds) {
      const name = relative(projectRoot, file);
      log(`Seeding data from ${name}...`);
      await runScript(engine, name.startsWith('..') ? basename(file) : name, readFileSync(file, 'utf8'));
    }
    seeded = true;
    phase('seed');
  }
  return { fresh, applied, seeded };
}
