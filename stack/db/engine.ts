// The database engine behind the stack: PGlite (embedded, single connection) or any PostgreSQL 15+
// through a node-postgres pool. Both are used the same way: one transaction per request, run by
// `transaction()`. PGlite's transactions are queued, never interleaved, so one request's role and
// JWT claims can never leak into another's.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Worker } from 'node:worker_threads';
import pg from 'pg';
import { projectRoot } from '../config.ts';
import { typeScriptWorker } from '../ts-worker.ts';
import { BOOTSTRAP_HASH } from './bootstrap-sql.ts';
import {
  errorFrom,
  openSession,
  type ErrorData,
  type Session,
  type SessionRequest,
  type SessionResult,
  type WireStatement,
} from './pglite-session.ts';
import type { WorkerMessage } from './pglite-worker.ts';

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

/** A statement whose result nobody reads, run first in a transaction (a request's set_config calls). */
export interface Setup {
  sql: string;
  params: unknown[];
  /**
   * The statement_timeout the setup sets, in ms. PostgreSQL keeps it itself; on PGlite, where it
   * never fires, the engine bounds each of the transaction's statements by it (workerSession).
   */
  timeoutMs?: number;
}

export interface Engine extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` inside BEGIN … COMMIT on one connection; rolls back if it throws. Inside `fn` use only
   * `tx`: on PGlite a call to the engine itself would wait for this very transaction to end.
   * `setup` runs right after BEGIN, before `fn`'s first statement; an error in it fails that
   * statement's call (PGlite sends BEGIN, the setup and that statement to the engine at once).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, setup?: Setup): Promise<T>;
  /**
   * One statement in a transaction of its own, after `setup`: committed when it succeeds. On PGlite
   * the whole transaction is one call into the engine, and the next one can be sent before this
   * one's rows have come back.
   */
  run<T = Record<string, unknown>>(sql: string, params: unknown[], setup?: Setup): Promise<QueryResult<T>>;
  /** LISTENs on `channel`; `onNotify` runs after each NOTIFY commits. Resolves to the unlisten call. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /**
   * ANALYZEs each table changed enough since its last one, by autovacuum's rule; resolves to their
   * names. PGlite has no autovacuum, so its engine runs this itself every ANALYZE_EVERY_MS (and the
   * stack once after migrations and seeds); on PostgreSQL autovacuum does it and this does nothing.
   */
  analyze(): Promise<string[]>;
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
  // no dataDir: a throwaway database. thread (default true): PGlite runs in a worker thread of its
  // own. log: where a restart of that worker is told (a statement past its time limit).
  { kind: 'pglite'; dataDir?: string; thread?: boolean; log?: (line: string) => void } | { kind: 'postgres'; url: string; max?: number };

export async function createEngine(options: EngineOptions): Promise<Engine> {
  return options.kind === 'pglite'
    ? createPglite(options.dataDir, options.thread ?? true, options.log ?? ((line) => console.warn(line)))
    : createPostgres(options.url, options.max);
}

// A new PGlite database starts from a template (initdb and the bootstrap script already run), kept
// under node_modules/.cache once per PGlite version and script (see pglite-session.ts).
function databaseTemplate(): string | null {
  try {
    const pkg = resolve(projectRoot, 'node_modules/@electric-sql/pglite/package.json');
    const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version: string };
    return resolve(projectRoot, `node_modules/.cache/supabase-stand-in/pglite-${version}-${BOOTSTRAP_HASH}`);
  } catch {
    return null;
  }
}

// node-postgres's own conversion of a parameter to its text (or, for a Buffer, binary) form: PGlite
// is sent the same values the PostgreSQL engine sends, so both see a parameter the same way.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue: (v: unknown) => string | Buffer | null };
const wire = (sql: string, params: unknown[] = []): WireStatement => ({ sql, params: params.map((v) => prepareValue(v)) });

/** What PostgreSQL answers when a statement runs past its statement_timeout. */
export function statementTimeoutError(): PgError {
  return Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014', severity: 'ERROR' });
}

/**
 * The tables autovacuum would ANALYZE now (its defaults: autovacuum_analyze_threshold 50,
 * autovacuum_analyze_scale_factor 0.1 of the rows it last counted), most changed first.
 */
const STALE_TABLES = `select format('%I.%I', s.schemaname, s.relname) as name
  from pg_stat_all_tables s join pg_class c on c.oid = s.relid
  where s.schemaname not in ('pg_catalog', 'information_schema', 'pg_toast') and c.relkind in ('r', 'm')
    and s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
  order by s.n_mod_since_analyze desc`;

/** How often PGlite's engine looks for tables to ANALYZE (autovacuum_naptime is 60 s; the look is ~1 ms). */
export const ANALYZE_EVERY_MS = 10_000;

interface Pending {
  request: SessionRequest;
  timeoutMs: number | undefined;
  resolve: (r: SessionResult | null) => void;
  reject: (e: Error) => void;
}

/**
 * PGlite in a worker thread: requests go over its port, one at a time; NOTIFYs come back.
 *
 * PostgreSQL's statement_timeout never fires inside PGlite: its timer is a setTimeout that cannot run
 * while the engine's synchronous wasm call holds the thread. So the bound is kept here: a request
 * with a time limit that the worker has not answered in time makes the worker stop (terminate), the
 * request fail as PostgreSQL fails it (57014), and a new worker open the same data directory, where
 * PostgreSQL's crash recovery keeps every committed transaction and drops the unfinished one. The
 * requests queued behind it are sent again to the new worker, LISTENs are renewed.
 */
async function workerSession(
  dataDir: string,
  template: string | null,
  onNotify: (id: number) => void,
  log: (line: string) => void,
): Promise<Session & { release(): Promise<void> }> {
  // In sending order, which is also the order the worker answers in: the first one is running.
  const pending = new Map<number, Pending>();
  const listens = new Map<number, string>();
  let nextId = 0;
  let failed: Error | null = null;
  let closed = false; // its database closed: the worker may serve another
  let worker!: Worker;
  let timer: NodeJS.Timeout | null = null;
  let restarting: Promise<void> | null = null;

  /** Arms the time limit of the request now running (the first pending one), if it has one. */
  const watch = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const head = pending.entries().next();
    if (head.done) return;
    const [id, p] = head.value;
    if (p.timeoutMs !== undefined) timer = setTimeout(() => void restart(id), p.timeoutMs);
  };
  // Like PGlite on this thread, an idle worker does not keep the process alive; a request does.
  const settle = () => {
    if (pending.size === 0) worker.unref();
  };
  const fail = (e: Error) => {
    failed = e;
    for (const p of pending.values()) p.reject(e);
    pending.clear();
    watch();
  };
  const send = (id: number, request: SessionRequest) => {
    worker.ref();
    worker.postMessage({ id, request } satisfies WorkerMessage);
  };

  const start = async () => {
    worker = takeWorker();
    const ready = new Promise<void>((resolveReady, rejectReady) => {
      worker.on('message', (m: { ready?: boolean; notify?: number; id?: number; result?: SessionResult | null; error?: ErrorData }) => {
        if (m.ready !== undefined) {
          if (m.ready) resolveReady();
          else rejectReady(errorFrom(m.error!));
        } else if (m.notify !== undefined) onNotify(m.notify);
        else {
          const p = pending.get(m.id!);
          pending.delete(m.id!);
          watch();
          settle();
          if (m.error) p?.reject(errorFrom(m.error));
          else {
            if (p?.request.op === 'close') closed = true;
            p?.resolve(m.result ?? null);
          }
        }
      });
      worker.on('error', (e: Error) => {
        rejectReady(e);
        fail(e);
      });
      worker.on('exit', (code) => {
        const e = new Error(`The PGlite worker exited (code ${code})`);
        rejectReady(e);
        fail(e);
      });
    });
    worker.ref();
    worker.postMessage({ open: { dataDir, template } } satisfies WorkerMessage);
    try {
      await ready;
    } catch (e) {
      // A worker that could not open the database waits for another: it is stopped here.
      forget(worker);
      await worker.terminate();
      throw e;
    } finally {
      worker.unref();
    }
  };

  const restart = async (id: number) => {
    const stuck = pending.get(id);
    if (!stuck || restarting) return;
    const began = performance.now();
    restarting = (async () => {
      const old = worker;
      old.removeAllListeners('exit');
      old.removeAllListeners('error');
      await old.terminate();
      pending.delete(id);
      stuck.reject(statementTimeoutError());
      try {
        await start();
        const queuedListens = new Set([...pending.values()].flatMap((p) => (p.request.op === 'listen' ? [p.request.id] : [])));
        for (const [listenId, channel] of listens)
          if (!queuedListens.has(listenId)) send(nextId++, { op: 'listen', id: listenId, channel });
        // Sent again in their order: none of them had started, the worker runs one at a time.
        for (const [queuedId, p] of pending) send(queuedId, p.request);
        watch();
        settle();
        log(`db: a statement ran past its ${stuck.timeoutMs} ms limit; PGlite restarted in ${Math.round(performance.now() - began)} ms`);
      } catch (e) {
        fail(e instanceof Error ? e : new Error(String(e)));
      } finally {
        // At once: a request made from here on is sent as usual.
        restarting = null;
      }
    })();
    await restarting;
  };

  await start();
  return {
    run(request, timeoutMs) {
      if (failed) return Promise.reject(failed);
      const id = nextId++;
      if (request.op === 'listen') listens.set(request.id, request.channel);
      if (request.op === 'unlisten') listens.delete(request.id);
      return new Promise((resolveRun, rejectRun) => {
        pending.set(id, { request, timeoutMs, resolve: resolveRun, reject: rejectRun });
        // While a new worker starts, the request waits in line and is sent with the others.
        if (restarting) return;
        send(id, request);
        if (pending.size === 1) watch();
      });
    },
    async release() {
      if (timer) clearTimeout(timer);
      await restarting;
      // Its database closed and nothing left in it: kept for the next database (pglite-worker.ts).
      if (closed && !failed && pending.size === 0) return keepIdle(worker);
      forget(worker);
      await worker.terminate();
    },
  };
}

/**
 * Worker threads whose database was closed, for the next database this process opens (at most two are
 * kept; they do not keep the process alive).
 */
const idleWorkers: Worker[] = [];
const MAX_IDLE_WORKERS = 2;

/** Removes an owner's listeners (not all: a Worker keeps its own to ref its port while 'message' is listened to). */
function forget(worker: Worker): void {
  for (const event of ['message', 'error', 'exit'] as const) worker.removeAllListeners(event);
}

/** How many closed databases' workers wait for the next one (tests, diagnostics). */
export function idlePgliteWorkers(): number {
  return idleWorkers.length;
}

function takeWorker(): Worker {
  const idle = idleWorkers.pop();
  if (idle) {
    forget(idle);
    return idle;
  }
  return typeScriptWorker(new URL('./pglite-worker.ts', import.meta.url), null);
}

function keepIdle(worker: Worker): void {
  forget(worker);
  worker.unref();
  if (idleWorkers.length >= MAX_IDLE_WORKERS) {
    void worker.terminate();
    return;
  }
  const drop = () => {
    const at = idleWorkers.indexOf(worker);
    if (at >= 0) idleWorkers.splice(at, 1);
  };
  worker.once('exit', drop);
  worker.once('error', () => {
    drop();
    void worker.terminate();
  });
  idleWorkers.push(worker);
}

async function createPglite(dataDir: string | undefined, thread: boolean, log: (line: string) => void): Promise<Engine> {
  const listeners = new Map<number, () => void>();
  const onNotify = (id: number) => listeners.get(id)?.();
  // A throwaway database in a worker lives in a temporary directory rather than in the worker's
  // memory, so that a worker restarted after a statement past its limit finds the data again.
  const scratch = thread && !dataDir ? mkdtempSync(join(tmpdir(), 'stand-in-pglite-')) : null;
  // Removed on close, or when the process ends without closing it.
  const removeScratch = () => scratch && rmSync(scratch, { recursive: true, force: true });
  if (scratch) process.once('exit', removeScratch);
  const session = thread
    ? await workerSession(dataDir ?? scratch!, databaseTemplate(), onNotify, log).catch((e: unknown) => {
        removeScratch();
        throw e;
      })
    : await openSession(dataDir, databaseTemplate(), onNotify);
  // One line for everything: PGlite has one connection, and a request's SET LOCALs must stay its own.
  // On this thread each turn first yields to the event loop, so that requests arriving meanwhile are
  // read and can take their place in line (see ClientGate) instead of waiting for the whole queue to
  // drain. With the worker they are read while it works; and since it runs its messages in order, a
  // turn ends as soon as its last message is sent: the next one's first statement waits in the
  // worker's queue, not for a reply to travel back here first.
  let tail: Promise<void> = Promise.resolve();
  const yieldToLoop = () => new Promise<void>((resolveTurn) => setImmediate(resolveTurn));
  const serial = async <T>(fn: (handOver: () => void) => Promise<T>): Promise<T> => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const mine = tail;
    tail = mine.then(() => released);
    await mine;
    if (!thread) await yieldToLoop();
    try {
      // Called right after the turn's last message went to the worker.
      return await fn(() => thread && release());
    } finally {
      release();
    }
  };
  const asResult = <T>(r: SessionResult | null): QueryResult<T> => ({
    rows: (r?.rows ?? []) as T[],
    fields: r?.fields ?? [],
    affectedRows: r?.affectedRows ?? 0,
  });
  /** Sends the turn's last request, hands the turn over, then waits for its reply. */
  const last = (request: SessionRequest, handOver: () => void, timeoutMs?: number) => {
    const reply = session.run(request, timeoutMs);
    handOver();
    return reply;
  };
  let nextListen = 0;
  let closed = false;
  // Each ANALYZE is a turn of its own, so requests take theirs in between (one table: ~40 ms for
  // 20,000 rows; ANALYZE reads a sample of at most 30,000 rows, whatever the table's size).
  const analyze = async (): Promise<string[]> => {
    const run = (sql: string) =>
      serial(async (handOver) =>
        asResult<{ name: string }>(await last({ op: 'query', statement: wire(sql), inTransaction: false }, handOver)),
      );
    // A backend reports its table counts at most once a second, when idle: this makes it report now.
    await run('select pg_stat_force_next_flush()');
    const stale = (await run(STALE_TABLES)).rows.map((r) => r.name);
    const done: string[] = [];
    for (const name of stale) {
      if (closed) break;
      // A table dropped meanwhile is skipped.
      if (
        await run(`analyze ${name}`).then(
          () => true,
          () => false,
        )
      )
        done.push(name);
    }
    return done;
  };
  let analyzing: Promise<unknown> | null = null;
  const analyzer = setInterval(() => {
    analyzing ??= analyze()
      .catch((e: unknown) => log(`db: the ANALYZE pass failed: ${e instanceof Error ? e.message : String(e)}`))
      .finally(() => (analyzing = null));
  }, ANALYZE_EVERY_MS).unref();
  return {
    kind: 'pglite',
    analyze,
    query: (sql, params) =>
      serial(async (handOver) => asResult(await last({ op: 'query', statement: wire(sql, params), inTransaction: false }, handOver))),
    transaction: (fn, setup) =>
      serial(async (handOver) => {
        // BEGIN and the setup travel with the transaction's first statement.
        let opening: { begin: boolean; setup?: WireStatement } | null = {
          begin: true,
          ...(setup && { setup: wire(setup.sql, setup.params) }),
        };
        const take = (): { begin?: boolean; setup?: WireStatement } => {
          const o = opening ?? {};
          opening = null;
          return o;
        };
        const tx: Queryable = {
          query: async <T>(sql: string, params?: unknown[]) =>
            asResult<T>(await session.run({ op: 'query', ...take(), statement: wire(sql, params), inTransaction: true }, setup?.timeoutMs)),
          exec: async (sql: string) => void (await session.run({ op: 'exec', ...take(), sql, inTransaction: true }, setup?.timeoutMs)),
        };
        let result: Awaited<ReturnType<typeof fn>>;
        try {
          result = await fn(tx);
          if (opening !== null && !setup) return result; // nothing ran: nothing to commit
          if (opening !== null) await session.run({ op: 'flush', begin: true, setup: take().setup! });
        } catch (e) {
          if (opening === null) await last({ op: 'end', commit: false }, handOver);
          throw e;
        }
        // Once COMMIT is sent nothing else of this transaction may follow: the next turn may be next.
        await last({ op: 'end', commit: true }, handOver);
        return result;
      }),
    run: (sql, params, setup) =>
      serial(async (handOver) =>
        asResult(
          await last(
            {
              op: 'query',
              begin: true,
              ...(setup && { setup: wire(setup.sql, setup.params) }),
              statement: wire(sql, params),
              inTransaction: true,
              commit: true,
            },
            handOver,
            setup?.timeoutMs,
          ),
        ),
      ),
    exec: (sql) => serial(async (handOver) => void (await last({ op: 'exec', sql, inTransaction: false }, handOver))),
    // Queued like everything else: a LISTEN inside someone's open transaction would share its fate.
    listen: (channel, onChannel) =>
      serial(async () => {
        const id = nextListen++;
        listeners.set(id, onChannel);
        await session.run({ op: 'listen', id, channel });
        return () =>
          serial(async () => {
            listeners.delete(id);
            await session.run({ op: 'unlisten', id });
          });
      }),
    close: async () => {
      closed = true;
      clearInterval(analyzer);
      await analyzing;
      return serial(async () => {
        try {
          await session.run({ op: 'close' });
        } finally {
          if ('release' in session) await (session as { release(): Promise<void> }).release();
        }
        removeScratch();
        if (scratch) process.off('exit', removeScratch);
      });
    },
  };
}

// PGlite returns int8 as a number and leaves numeric as text; node-postgres is told to do the same so
// that stack code sees one shape whichever engine runs.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * The pool's size when none is given: a few connections per core of this machine (a connection
 * waits on the network and on this process as much as it works), but at most a quarter of what the
 * server allows, which other processes — a second stack, the test runner, psql — share.
 */
export function poolSize(maxConnections: number, reserved: number, cores = availableParallelism()): number {
  return Math.max(2, Math.min(cores * 4, Math.floor((maxConnections - reserved) / 4)));
}

/** A parameterised statement with its parameters written in as quoted literals (pg's own text form). */
export function withLiterals({ sql, params }: Setup): string {
  return sql.replace(/\$(\d+)\b/g, (_, n: string) => {
    const i = Number(n) - 1;
    if (i < 0 || i >= params.length) throw new Error(`setup: no parameter $${n}`);
    const value = prepareValue(params[i]);
    if (value === null) return 'null';
    if (typeof value !== 'string') throw new Error(`setup: parameter $${n} is binary`);
    return pg.escapeLiteral(value);
  });
}

async function createPostgres(url: string, max: number | undefined): Promise<Engine> {
  const pool = new pg.Pool({ connectionString: url, max: max ?? 2 });
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
  // Fails fast with the driver's message when the URL is wrong; tells the server's connection limit.
  const { rows } = await top.query<{ max: number; reserved: number }>(
    `select current_setting('max_connections')::int as max, current_setting('superuser_reserved_connections')::int as reserved`,
  );
  pool.options.max = max ?? poolSize(rows[0]!.max, rows[0]!.reserved);
  const transaction: Engine['transaction'] = async (fn, setup) => {
    const client = await pool.connect();
    try {
      // BEGIN and the setup in one round trip (the simple protocol takes several statements, not
      // parameters, so the setup's are written in as literals).
      await client.query(setup ? `begin; ${withLiterals(setup)}` : 'begin');
      const result = await fn(wrap(client));
      await client.query('commit');
      return result;
    } catch (e) {
      await client.query('rollback').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  };
  return {
    kind: 'postgres',
    ...top,
    transaction,
    run: (sql, params, setup) => transaction((tx) => tx.query(sql, params), setup),
    analyze: async () => [],
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
