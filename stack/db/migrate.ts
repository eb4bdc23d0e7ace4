// Prepares a database the way a Supabase project is prepared: Supabase's own objects first
// (bootstrap.sql), then supabase/migrations/*.sql in version order, each once, recorded in
// supabase_migrations.schema_migrations as the Supabase CLI records them, then the seed files of
// config.toml's `[db.seed] sql_paths` (supabase/seed.sql, supabase/seeds/*.sql), each once, recorded
// with its hash in supabase_migrations.seed_files as the CLI records them. Each file and its record
// are one transaction, so a start stopped at any point is taken up where it stopped by the next one.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';
import { projectRoot, seedFiles } from '../config.ts';
import { BOOTSTRAP_SQL, SEARCH_PATH, SEED_TABLE } from './bootstrap-sql.ts';
import { isPgError, type Engine } from './engine.ts';

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
      await tx.exec(SEARCH_PATH);
      await tx.exec(sql);
      if (after) await tx.query(after, params);
    });
  } catch (e) {
    if (!isPgError(e)) throw e;
    const pos = e.position ? lineColumn(sql, Number(e.position)) : undefined;
    throw new MigrationError(file, pos?.line, pos?.column, e.message, e.code);
  }
}

const RECORD_SEED =
  'insert into supabase_migrations.seed_files (path, hash) values ($1, $2) on conflict (path) do update set hash = excluded.hash';

// The API roles' plan-cost limit: not set on a new Supabase project (where pg_plan_filter is preloaded
// and reads it), the stand-in's bound on what one read with embeds may ask of the single-connection
// PGlite (docs/decisions.md). Set on every start, like bootstrap.sql's statement timeouts on a new
// database: a database prepared before the limit existed gets it, and on PostgreSQL, where roles
// belong to the whole server, an older figure is replaced.
const PLAN_COST_LIMITS = `alter role anon set plan_filter.statement_cost_limit = '15000';
alter role authenticated set plan_filter.statement_cost_limit = '15000';`;

/**
 * Creates what Supabase provides before any migration. Runs once per database (a new PGlite database
 * already has it: its template, pglite-session.ts), and again (it is idempotent) on a database
 * prepared before the storage schema or pgcrypto was there.
 */
export async function bootstrap(engine: Engine): Promise<boolean> {
  const { rows } = await engine.query<{ ready: boolean }>(
    `select to_regclass('auth.users') is not null and to_regclass('storage.objects') is not null
       and to_regclass('supabase_migrations.schema_migrations') is not null
       and to_regclass('auth.oauth_clients') is not null and to_regclass('auth.webauthn_credentials') is not null
       and (exists (select 1 from pg_extension where extname = 'pgcrypto')
            or not exists (select 1 from pg_available_extensions where name = 'pgcrypto')) as ready`,
  );
  if (rows[0]?.ready) {
    await clusterWide(() => engine.exec(PLAN_COST_LIMITS));
    return false;
  }
  await clusterWide(() => runScript(engine, 'stack/db/bootstrap.sql', BOOTSTRAP_SQL));
  await clusterWide(() => engine.exec(PLAN_COST_LIMITS));
  return true;
}

/**
 * Runs a statement or script that changes the roles, which belong to the whole PostgreSQL server, again
 * when another database's start changed the same role at the same moment: PostgreSQL then fails the
 * second with "tuple concurrently updated" (XX000), or "duplicate key" (23505) when both created a
 * missing role. Both are idempotent, and each try is one transaction, rolled back when it fails.
 */
async function clusterWide(run: () => Promise<void>, tries = 6): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      const pg = e instanceof MigrationError ? { code: e.code, message: e.pgMessage } : isPgError(e) ? e : null;
      const raced = pg?.code === '23505' || (pg?.code === 'XX000' && /concurrently updated/.test(pg.message));
      if (!raced || attempt >= tries) throw e;
      await new Promise((r) => setTimeout(r, 20 * attempt + Math.random() * 50));
    }
  }
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
  const done = await engine.query<{ versions: string[]; seeds_tracked: boolean }>(
    `select array(select version from supabase_migrations.schema_migrations) as versions,
            to_regclass('supabase_migrations.seed_files') is not null as seeds_tracked`,
  );
  const { versions, seeds_tracked: seedsTracked } = done.rows[0]!;
  const fresh = versions.length === 0;
  const have = new Set(versions);
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
  const seeds = (
    options.seedFile === undefined ? seedFiles() : options.seedFile && existsSync(options.seedFile) ? [options.seedFile] : []
  ).map((file) => {
    const sql = readFileSync(file, 'utf8');
    const name = relative(projectRoot, file);
    return { file, path: name.startsWith('..') ? basename(file) : name, sql, hash: createHash('sha256').update(sql).digest('hex') };
  });
  if (!seedsTracked) {
    // A database prepared before seeds were recorded: one that has migrations was seeded on its
    // fresh start (or deliberately not), so its seed files count as applied.
    await engine.transaction(async (tx) => {
      await tx.exec(SEED_TABLE);
      if (!fresh) for (const seed of seeds) await tx.query(RECORD_SEED, [seed.path, seed.hash]);
    });
  }
  const recorded = new Map(
    seeds.length > 0
      ? (await engine.query<{ path: string; hash: string }>('select path, hash from supabase_migrations.seed_files')).rows.map((r) => [
          r.path,
          r.hash,
        ])
      : [],
  );
  let seeded = false;
  for (const seed of seeds) {
    const hash = recorded.get(seed.path);
    if (hash === seed.hash) continue;
    if (hash !== undefined) {
      // Changed since it was applied: like the CLI, record the new hash without running it again
      // (a seed is written for an empty database: a new database runs the new version).
      log(`Updating seed hash to ${seed.path}...`);
      await engine.query(RECORD_SEED, [seed.path, seed.hash]);
      continue;
    }
    log(`Seeding data from ${seed.path}...`);
    await runScript(engine, seed.path, seed.sql, RECORD_SEED, [seed.path, seed.hash]);
    seeded = true;
  }
  if (seeded) phase('seed');
  return { fresh, applied, seeded };
}
