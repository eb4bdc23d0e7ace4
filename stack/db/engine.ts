// The database engine behind the stack: PGlite (embedded, single connection) or any PostgreSQL 15+
// through a node-postgres pool. Both are used the same way: one transaction per request, run by
// `transaction()`. PGlite's transactions are queued, never interleaved, so one request's role and
// JWT claims can never leak into another's.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { projectRoot } from '../config.ts';

export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
}

export interface Queryable {
  /** One statement, parameters bound ($1, $2 …). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** A script of several statements, no parameters. */
  exec(sql: string): Promise<void>;
}

export interface Engine extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` inside BEGIN … COMMIT on one connection; rolls back if it throws. Inside `fn` use only
   * `tx`: on PGlite a call to the engine itself would wait for this very transaction to end.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** LISTENs on `channel`; `onNotify` runs after each NOTIFY commits. Resolves to the unlisten call. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Postgres error fields, as both drivers expose them. */
export interface PgError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
  position?: string;
  where?: string;
}
export function isPgError(e: unknown): e is PgError {
  return e instanceof Error && typeof (e as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((e as PgError).code!);
}

export type EngineOptions =
  | { kind: 'pglite'; dataDir?: string } // no dataDir: in memory
  | { kind: 'postgres'; url: string; max?: number };

export async function createEngine(options: EngineOptions): Promise<Engine> {
  return options.kind === 'pglite' ? createPglite(options.dataDir) : createPostgres(options.url, options.max ?? 10);
}

// A new PGlite database starts with initdb, several seconds of single-threaded work that writes the
// same empty cluster every time. That cluster is kept once per PGlite version (as PGlite's own data
// dir dump, under node_modules/.cache) and a new database, in memory or on disk, starts from a copy.
function initdbTemplate(): string | null {
  try {
    const pkg = resolve(projectRoot, 'node_modules/@electric-sql/pglite/package.json');
    const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version: string };
    return resolve(projectRoot, `node_modules/.cache/tradecraft/pglite-${version}-initdb.tar`);
  } catch {
    return null;
  }
}

async function openPglite(dataDir?: string): Promise<PGlite> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // An existing database (or a half-written one, which PGlite itself deals with) opens as it is.
    if (readdirSync(dataDir).length > 0) return PGlite.create(dataDir);
  }
  const template = initdbTemplate();
  if (template && existsSync(template)) {
    return PGlite.create(dataDir, { loadDataDir: new Blob([readFileSync(template)]) });
  }
  const db = await PGlite.create(dataDir);
  if (template) {
    // Written aside and renamed, so a reader never sees half a template.
    const dump = await db.dumpDataDir('none');
    const partial = `${template}.${process.pid}.tmp`;
    mkdirSync(join(template, '..'), { recursive: true });
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, template);
  }
  return db;
}

async function createPglite(dataDir?: string): Promise<Engine> {
  const db = await openPglite(dataDir);
  // One queue for everything: PGlite has one connection, and a request's SET LOCALs must stay its own.
  // PGlite runs on this thread; each turn first yields to the event loop, so that requests arriving
  // meanwhile are read and can take their place in line (see ClientGate) instead of waiting for the
  // whole queue to drain.
  let tail: Promise<unknown> = Promise.resolve();
  const yieldToLoop = () => new Promise<void>((resolveTurn) => setImmediate(resolveTurn));
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const turn = () => yieldToLoop().then(fn);
    const run = tail.then(turn, turn);
    tail = run.catch(() => undefined);
    return run;
  };
  const query = async <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> => {
    const r = await db.query<T>(sql, params);
    return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows ?? 0 };
  };
  const exec = async (sql: string) => void (await db.exec(sql));
  return {
    kind: 'pglite',
    query: (sql, params) => serial(() => query(sql, params)),
    transaction: (fn) =>
      serial(async () => {
        await db.exec('begin');
        try {
          const result = await fn({ query, exec });
          await db.exec('commit');
          return result;
        } catch (e) {
          await db.exec('rollback');
          throw e;
        }
      }),
    exec: (sql) => serial(() => exec(sql)),
    // Queued like everything else: a LISTEN inside someone's open transaction would share its fate.
    listen: (channel, onNotify) =>
      serial(async () => {
        const unlisten = await db.listen(channel, () => onNotify());
        return () => serial(() => unlisten());
      }),
    close: () => serial(() => db.close()),
  };
}

// PGlite returns int8 as a number and leaves numeric as text; node-postgres is told to do the same so
// that stack code sees one shape whichever engine runs.
pg.types.setTypeParser(20, (v) => Number(v));

async function createPostgres(url: string, max: number): Promise<Engine> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => undefined); // an idle client dropped by the server; the pool replaces it
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const r = await c.query(sql, params);
      return { rows: r.rows as T[], fields: r.fields ?? [], affectedRows: r.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  });
  const top = wrap(pool);
  await top.query('select 1'); // fail fast with the driver's message when the URL is wrong
  return {
    kind: 'postgres',
    ...top,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (e) {
        await client.query('rollback').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    // A dedicated client: pooled connections come and go, LISTEN must stay on one session.
    async listen(channel, onNotify) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined); // the caller's own polling covers a dropped listener
      await client.connect();
      client.on('notification', (n) => n.channel === channel && onNotify());
      await client.query(`listen "${channel.replaceAll('"', '""')}"`);
      return () => client.end();
    },
    close: () => pool.end(),
  };
}
