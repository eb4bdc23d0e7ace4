// The schema's current state as files (supabase/schema/): supabase/migrations applied to a scratch
// PostgreSQL database prepared like a Supabase project (stack/db/migrate.ts), dumped by pg_dump and
// split by its `-- Name: …; Type: …; Schema: …` headers into one file per object, a table's file
// holding everything that hangs on it (defaults, constraints, indexes, RLS, policies, triggers,
// grants, comments, publication). What Supabase provides (stack/db/bootstrap.sql: the auth, storage
// and realtime schemas, roles, default grants) is left out: an entry is kept only when it differs
// from a dump of the bootstrapped database before any migration, so the app's policies on
// storage.objects and realtime.messages and its triggers on auth.users are kept, Supabase's tables not.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { bootstrap, createEngine, migrate } from 'supabase-stand-in';
import { createTestDatabase } from '../../tests/support/test-database.ts';

export interface Entry {
  name: string;
  type: string;
  schema: string;
  body: string;
}

const HEADER = /^--\n-- Name: (.*); Type: ([A-Z ]+); Schema: ([^;\n]*); Owner: [^\n]*\n--\n/gm;

/** pg_dump's plain output as its entries, in its order (bodies trimmed; psql meta-commands dropped). */
export function parseDump(dump: string): Entry[] {
  const text = dump.replace(/\n--\n-- PostgreSQL database dump complete\n--\n[\s\S]*$/, '\n');
  const heads = [...text.matchAll(HEADER)];
  return heads.map((m, i) => {
    const end = i + 1 < heads.length ? heads[i + 1]!.index : text.length;
    const body = text
      .slice(m.index + m[0].length, end)
      .split('\n')
      // \restrict and \unrestrict carry a random key
      .filter((line) => !/^\\(un)?restrict /.test(line))
      .join('\n')
      .trim()
      // the settings pg_dump switches between entries (default_tablespace before the first table, …)
      .replace(/(\n+SET \w+ = [^\n]*;)+$/, '');
    return { name: m[1]!, type: m[2]!, schema: m[3]!, body };
  });
}

const IDENT = String.raw`(?:"(?:[^"]|"")+"|[\w$]+)`;
const unquote = (s: string) => (s.startsWith('"') ? s.slice(1, -1).replace(/""/g, '"') : s);
/** The table named after `keyword` in a statement (`ON ONLY public.t`, `OWNED BY public.t.id`), unqualified. */
function tableIn(body: string, keyword: string): string | undefined {
  const m = new RegExp(`${keyword}\\s+(?:ONLY\\s+)?${IDENT}\\.(${IDENT})`).exec(body);
  return m ? unquote(m[1]!) : undefined;
}
const safe = (name: string) => name.replace(/[^\w.-]+/g, '_');

const RELATION_DIR: Record<string, string> = {
  TABLE: 'tables',
  'FOREIGN TABLE': 'tables',
  VIEW: 'views',
  'MATERIALIZED VIEW': 'views',
};
const ROUTINE = new Set(['FUNCTION', 'PROCEDURE', 'AGGREGATE']);
const TYPE_LIKE = new Set(['TYPE', 'DOMAIN']);
/** Entries named `<table> <rest>` (or just `<table>`) that belong to the table's file. */
const ON_TABLE = new Set(['DEFAULT', 'CONSTRAINT', 'FK CONSTRAINT', 'CHECK CONSTRAINT', 'TRIGGER', 'POLICY', 'ROW SECURITY', 'RULE']);

/**
 * The file (relative to supabase/schema/) of each entry, and the files' contents. `baseline` holds the
 * entries Supabase provides (a dump before any migration): an identical entry is left out.
 */
export function schemaFiles(entries: Entry[], baseline: Entry[] = []): Map<string, string> {
  const key = (e: Entry) => `${e.schema}\0${e.type}\0${e.name}`;
  const provided = new Map(baseline.map((e) => [key(e), e.body]));

  // Where each relation, sequence and index lives: `schema.name` -> file.
  const relations = new Map<string, string>();
  const sequenceOwner = new Map<string, string>();
  const indexOwner = new Map<string, string>();
  for (const e of entries) {
    const dir = RELATION_DIR[e.type];
    if (dir) relations.set(`${e.schema}.${e.name}`, `${e.schema}/${dir}/${safe(e.name)}.sql`);
  }
  const relationFile = (schema: string, table: string) => relations.get(`${schema}.${table}`) ?? `${schema}/tables/${safe(table)}.sql`;
  for (const e of entries) {
    const table =
      e.type === 'SEQUENCE' ? tableIn(e.body, 'ALTER TABLE') : e.type === 'SEQUENCE OWNED BY' ? tableIn(e.body, 'OWNED BY') : undefined;
    if (table) sequenceOwner.set(`${e.schema}.${e.name}`, relationFile(e.schema, table));
    if (e.type === 'INDEX') {
      const on = tableIn(e.body, ' ON');
      if (on) indexOwner.set(`${e.schema}.${e.name}`, relationFile(e.schema, on));
    }
  }
  const routineFile = (schema: string, signature: string) => `${schema}/functions/${safe(signature.replace(/\(.*$/s, ''))}.sql`;
  const sequenceFile = (schema: string, name: string) => sequenceOwner.get(`${schema}.${name}`) ?? `${schema}/sequences/${safe(name)}.sql`;

  const fileOf = (e: Entry): string => {
    const s = e.schema;
    const first = e.name.split(' ')[0]!;
    if (e.type === 'SCHEMA') return `${e.name}/schema.sql`;
    if (e.type === 'EXTENSION') return `database/extensions/${safe(e.name)}.sql`;
    if (e.type === 'DEFAULT ACL') return `${s}/schema.sql`;
    if (RELATION_DIR[e.type]) return relationFile(s, e.name);
    if (ROUTINE.has(e.type)) return routineFile(s, e.name);
    if (TYPE_LIKE.has(e.type)) return `${s}/types/${safe(e.name)}.sql`;
    if (e.type === 'SEQUENCE' || e.type === 'SEQUENCE OWNED BY') return sequenceFile(s, e.name);
    if (e.type === 'INDEX') return indexOwner.get(`${s}.${e.name}`) ?? `${s}/indexes/${safe(e.name)}.sql`;
    if (ON_TABLE.has(e.type)) return relationFile(s, first);
    if (e.type === 'PUBLICATION TABLE') return relationFile(s, e.name.split(' ')[1] ?? first);
    if (e.type === 'ACL' || e.type === 'COMMENT') {
      // "TABLE t", "COLUMN t.c", "FUNCTION f(args)", "POLICY p ON t", "SCHEMA s", …
      const m = /^(MATERIALIZED VIEW|FOREIGN TABLE|[A-Z]+) (.*)$/s.exec(e.name);
      const [kind, rest] = m ? [m[1]!, m[2]!] : ['', e.name];
      const onTable = / ON (.+)$/s.exec(rest);
      if (kind === 'SCHEMA') return `${rest}/schema.sql`;
      if (kind === 'EXTENSION') return `database/extensions/${safe(rest)}.sql`;
      if (kind === 'SEQUENCE') return sequenceFile(s, rest);
      if (kind in RELATION_DIR) return relationFile(s, rest);
      if (kind === 'COLUMN') return relationFile(s, rest.split('.')[0]!);
      if (ROUTINE.has(kind)) return routineFile(s, rest);
      if (TYPE_LIKE.has(kind)) return `${s}/types/${safe(rest)}.sql`;
      if (kind === 'INDEX') return indexOwner.get(`${s}.${rest}`) ?? `${s}/indexes/${safe(rest)}.sql`;
      if (onTable) return relationFile(s, onTable[1]!);
    }
    return `${s === '-' ? 'database' : s}/other/${safe(`${e.type} ${e.name}`)}.sql`;
  };

  const grouped = new Map<string, Entry[]>();
  const supabases = new Set<string>();
  for (const e of entries) {
    const file = fileOf(e);
    if (provided.get(key(e)) === e.body) supabases.add(file);
    else grouped.set(file, [...(grouped.get(file) ?? []), e]);
  }
  const files = new Map<string, string>();
  for (const file of [...grouped.keys()].sort()) {
    const list = grouped.get(file)!;
    const head = [
      `-- ${file.replace(/\.sql$/, '')}: generated by \`npm run schema:dump\` from supabase/migrations. Do not edit:`,
      '-- change it with a new migration, then run `npm run schema:dump` (supabase/schema/README.md).',
    ];
    if (supabases.has(file))
      head.push("-- The object itself is Supabase's (stack/db/bootstrap.sql); below, what the migrations add to it.");
    const parts = list.map((e) => `-- Name: ${e.name}; Type: ${e.type}; Schema: ${e.schema}\n\n${e.body}`);
    files.set(file, `${head.join('\n')}\n\n${parts.join('\n\n')}\n`);
  }
  return files;
}

const run = promisify(execFile);

/** The pg_dump of the server's major version (Debian's layout), else the one on PATH; PG_DUMP overrides. */
function pgDumpFor(serverMajor: number): string {
  if (process.env.PG_DUMP) return process.env.PG_DUMP;
  const debian = `/usr/lib/postgresql/${serverMajor}/bin/pg_dump`;
  return existsSync(debian) ? debian : 'pg_dump';
}

async function pgDump(binary: string, url: string): Promise<Entry[]> {
  const args = ['--schema-only', '--no-owner', '--no-tablespaces', '--exclude-schema=supabase_migrations', url];
  const { stdout } = await run(binary, args, {
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, PGSSLMODE: process.env.PGSSLMODE ?? 'disable' },
  }).catch((e: NodeJS.ErrnoException) => {
    throw e.code === 'ENOENT' ? new Error(`pg_dump not found (${binary}): install PostgreSQL's client, or set PG_DUMP to its path`) : e;
  });
  return parseDump(stdout);
}

/**
 * Applies `migrationsDir` (default supabase/migrations) to a scratch database on the PostgreSQL at
 * TEST_DATABASE_URL (created and dropped here) and returns the schema's files.
 */
export async function generateSchema(options: { migrationsDir?: string } = {}): Promise<Map<string, string>> {
  const db = await createTestDatabase('tradecraft_schema');
  try {
    const engine = await createEngine({ kind: 'postgres', url: db.url, max: 1 });
    try {
      await bootstrap(engine);
      const { rows } = await engine.query<{ v: number }>("select current_setting('server_version_num')::int / 10000 as v");
      const binary = pgDumpFor(rows[0]!.v);
      const baseline = await pgDump(binary, db.url);
      await migrate(engine, { migrationsDir: options.migrationsDir, seedFile: null });
      return schemaFiles(await pgDump(binary, db.url), baseline);
    } finally {
      await engine.close();
    }
  } finally {
    await db.drop();
  }
}

/** The .sql files under `dir`, by path relative to it. */
export function readSchemaDir(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.sql')) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path).split('\\').join('/'), readFileSync(path, 'utf8'));
  }
  return files;
}

/** Replaces the .sql files under `dir` with `files` (the README and anything else stay). */
export function writeSchemaDir(dir: string, files: Map<string, string>): void {
  for (const old of readSchemaDir(dir).keys()) if (!files.has(old)) rmSync(join(dir, old));
  for (const [file, text] of files) {
    const path = join(dir, file);
    mkdirSync(dirname(path), { recursive: true });
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
  }
  // folders a removed object leaves empty
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }).reverse()) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory() && readdirSync(path).length === 0) rmSync(path, { recursive: true });
  }
}

export interface SchemaDrift {
  /** Produced by the migrations, not checked in. */
  missing: string[];
  /** Checked in, no longer produced by the migrations. */
  extra: string[];
  /** In both, different: the file and its first differing line. */
  changed: { file: string; line: number; migrations: string; checkedIn: string }[];
}

export function schemaDrift(generated: Map<string, string>, checkedIn: Map<string, string>): SchemaDrift {
  const changed: SchemaDrift['changed'] = [];
  for (const [file, text] of generated) {
    const have = checkedIn.get(file);
    if (have === undefined || have === text) continue;
    const a = text.split('\n');
    const b = have.split('\n');
    let i = 0;
    while (i < a.length && a[i] === b[i]) i++;
    changed.push({ file, line: i + 1, migrations: a[i] ?? '(end of file)', checkedIn: b[i] ?? '(end of file)' });
  }
  return {
    missing: [...generated.keys()].filter((f) => !checkedIn.has(f)).sort(),
    extra: [...checkedIn.keys()].filter((f) => !generated.has(f)).sort(),
    changed,
  };
}

/** A drift as a message naming each differing file; empty when there is none. */
export function describeDrift(d: SchemaDrift): string {
  const lines = [
    ...d.missing.map((f) => `  ${f}: made by the migrations, not checked in`),
    ...d.extra.map((f) => `  ${f}: checked in, made by no migration`),
    ...d.changed.map(
      (c) => `  ${c.file}: differs from line ${c.line}\n      migrations: ${c.migrations}\n      checked in: ${c.checkedIn}`,
    ),
  ];
  return lines.length === 0 ? '' : `supabase/schema/ differs from supabase/migrations (run \`npm run schema:dump\`):\n${lines.join('\n')}`;
}
