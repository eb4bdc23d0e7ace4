// The PGlite side of the engine (engine.ts): opens the database and runs the engine's requests on
// it, in a worker thread of its own (pglite-worker.ts) or, when asked, on the calling thread.
//
// Statements go to PGlite as wire-protocol messages, everything of one request in one execProtocol:
// PGlite's own query() makes six calls into the engine per statement (parse, describe, bind,
// describe, execute, sync), each with a fixed cost that was most of a short statement's time, and a
// transaction's BEGIN (and its setup statement: a REST request's set_config calls) travel with its
// first statement. Rows are read with PGlite's own parsers, so they come out as query() returns them.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite, parse as pgliteParse, protocol } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { BOOTSTRAP_SQL, SEARCH_PATH } from './bootstrap-sql.ts';

/** A statement with its parameters already in wire form (node-postgres's prepareValue). */
export interface WireStatement {
  sql: string;
  params: (string | Uint8Array | null)[];
}

export interface SessionResult {
  rows: Record<string, unknown>[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
}

/** One call into the engine. `begin` opens a transaction first, then `setup` runs before the rest. */
export type SessionRequest =
  | { op: 'query'; begin?: boolean; setup?: WireStatement; statement: WireStatement; inTransaction: boolean; commit?: boolean }
  | { op: 'exec'; begin?: boolean; setup?: WireStatement; sql: string; inTransaction: boolean }
  | { op: 'flush'; begin: boolean; setup: WireStatement }
  | { op: 'end'; commit: boolean }
  | { op: 'listen'; id: number; channel: string }
  | { op: 'unlisten'; id: number }
  | { op: 'close' };

/** A database error as plain data (it crosses threads): message plus Postgres's fields. */
export interface ErrorData {
  message: string;
  name: string;
  stack?: string;
  fields: Record<string, unknown>;
}

export function errorData(e: unknown): ErrorData {
  if (!(e instanceof Error)) return { message: String(e), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) if (v === undefined || ['string', 'number', 'boolean'].includes(typeof v)) fields[k] = v;
  return { message: e.message, name: e.name, stack: e.stack, fields };
}

export function errorFrom(data: ErrorData): Error {
  const e = Object.assign(new Error(data.message), data.fields);
  e.name = data.name;
  if (data.stack) e.stack = data.stack;
  return e;
}

const { serialize } = protocol;

function statementMessages(s: WireStatement): Uint8Array[] {
  return [serialize.parse({ text: s.sql }), serialize.bind({ values: s.params }), serialize.describe({ type: 'P' }), serialize.execute({})];
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  let size = 0;
  for (const p of parts) size += p.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The contrib extensions a Supabase project has: pgcrypto, which bootstrap.sql creates in the
 * `extensions` schema (seeds hash demo passwords with its crypt() and gen_salt()).
 */
const extensions = { pgcrypto };

/**
 * Opens the database. An existing one (a folder with files in it) opens as it is. A new one starts as a
 * copy of `template`: a cluster where initdb and the bootstrap script (bootstrap-sql.ts) already ran,
 * kept once per PGlite version and script, since both are seconds of single-threaded work that write
 * the same cluster every time. A new database on disk is a copy of the template's folder (made beside
 * it and renamed, so that a start stopped half-way leaves no half database); one in memory loads the
 * template's dump (`<template>.tar`).
 */
async function openPglite(dataDir: string | undefined, template: string | null): Promise<PGlite> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    if (readdirSync(dataDir).length > 0) return PGlite.create(dataDir, { extensions });
  }
  if (!template) return PGlite.create(dataDir, { extensions });
  await ensureTemplate(template);
  if (!dataDir) return PGlite.create({ loadDataDir: new Blob([readFileSync(`${template}.tar`)]), extensions });
  const partial = aside(dataDir);
  cpSync(template, partial, { recursive: true });
  renameSync(partial, dataDir); // over the empty folder
  return PGlite.create(dataDir, { extensions });
}

/** A name beside `path` for something written there and renamed when whole. */
const aside = (path: string) => `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;

/**
 * Makes `template` (a folder) and its dump (`<template>.tar`) when missing. Several processes may
 * make it at once: each writes its own beside it and renames it into place; the first folder stays.
 */
async function ensureTemplate(template: string): Promise<void> {
  if (existsSync(`${template}.tar`) && existsSync(join(template, 'PG_VERSION'))) return;
  mkdirSync(dirname(template), { recursive: true });
  const partial = aside(template);
  const db = await PGlite.create(partial, { extensions });
  try {
    await db.transaction(async (tx) => {
      await tx.exec(SEARCH_PATH);
      await tx.exec(BOOTSTRAP_SQL);
    });
    const dump = await db.dumpDataDir('none');
    writeFileSync(`${partial}.tar`, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
  renameSync(`${partial}.tar`, `${template}.tar`);
  try {
    renameSync(partial, template);
  } catch (e) {
    // Another process's template got there first (a folder with files cannot be renamed over).
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(join(template, 'PG_VERSION'))) throw e;
  }
}

export interface Session {
  /** `timeoutMs`: how long the request may run (kept by the worker's owner, engine.ts; ignored on this thread). */
  run(request: SessionRequest, timeoutMs?: number): Promise<SessionResult | null>;
}

/** Opens the database; `onNotify(id)` is told of each NOTIFY on a channel listened to with that id. */
export async function openSession(dataDir: string | undefined, template: string | null, onNotify: (id: number) => void): Promise<Session> {
  const db = await openPglite(dataDir, template);
  const unlistens = new Map<number, () => Promise<void>>();
  const send = async (parts: Uint8Array[], syncToFs: boolean) => (await db.execProtocol(concat(parts), { syncToFs })).messages;
  const opening = (r: { begin?: boolean; setup?: WireStatement }) => [
    ...(r.begin ? [serialize.query('begin')] : []),
    ...(r.setup ? statementMessages(r.setup) : []),
  ];
  return {
    async run(r) {
      switch (r.op) {
        case 'query': {
          // With `commit` the transaction ends in the same call: COMMIT (a ROLLBACK if the statement failed).
          const ending = r.commit ? [serialize.query('commit')] : [];
          const messages = await send(
            [...opening(r), ...statementMessages(r.statement), serialize.sync(), ...ending],
            !r.inTransaction || r.commit === true,
          );
          const results = pgliteParse.parseResults(messages, db.parsers);
          // The statement's result is the last one, or the one before COMMIT's.
          const last = results[results.length - (r.commit ? 2 : 1)]!;
          return { rows: last.rows, fields: last.fields, affectedRows: last.affectedRows ?? 0 };
        }
        case 'exec':
          // A Sync ends the extended-protocol part (if any) before the script's simple query.
          await send([...opening(r), ...(r.setup ? [serialize.sync()] : []), serialize.query(r.sql)], !r.inTransaction);
          return null;
        case 'flush':
          await send([...opening(r), serialize.sync()], false);
          return null;
        case 'end':
          await send([serialize.query(r.commit ? 'commit' : 'rollback')], true);
          return null;
        case 'listen':
          unlistens.set(r.id, await db.listen(r.channel, () => onNotify(r.id)));
          return null;
        case 'unlisten':
          await unlistens.get(r.id)?.();
          unlistens.delete(r.id);
          return null;
        case 'close':
          await db.close();
          return null;
      }
    },
  };
}
