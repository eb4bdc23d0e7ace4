// Runs a request's statements in ONE transaction after setting, in a single SELECT, everything
// PostgREST sets with set_config(…, true): the role, the JWT claims, the method, path and headers,
// the search_path, the role's statement_timeout and, for GET/HEAD, read-only mode.
import type { Engine, Queryable, QueryResult, Setup } from '../db/engine.ts';
import type { Actor } from './resolve-role.ts';
import { ident } from './sql-text.ts';

export interface RequestFacts {
  method: string;
  path: string;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  schema: string;
  extraSearchPath: string[];
  readOnly: boolean;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 };

/** A statement_timeout setting ('3s', '8000', '1min') in ms, as PostgreSQL reads it; 0 or unreadable: none. */
export function timeoutMs(setting: string | null): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(setting ?? '');
  const ms = m ? Number(m[1]) * UNIT_MS[m[2] ?? 'ms']! : 0;
  return ms > 0 ? Math.max(1, Math.round(ms)) : undefined;
}

function setupStatement(actor: Actor, facts: RequestFacts): Setup {
  const searchPath = [facts.schema, ...facts.extraSearchPath].map(ident).join(', ');
  const params: unknown[] = [
    searchPath, actor.role, JSON.stringify(actor.claims), facts.method, facts.path,
    JSON.stringify(facts.headers), JSON.stringify(facts.cookies),
  ];
  let sql =
    `select set_config('search_path', $1, true), set_config('role', $2, true), set_config('request.jwt.claims', $3, true), ` +
    `set_config('request.method', $4, true), set_config('request.path', $5, true), ` +
    `set_config('request.headers', $6, true), set_config('request.cookies', $7, true)`;
  if (actor.statementTimeout) {
    params.push(actor.statementTimeout);
    sql += `, set_config('statement_timeout', $${params.length}, true)`;
  }
  // Setting read-only mode (never back to read-write) is allowed after the transaction started.
  if (facts.readOnly) sql += `, set_config('transaction_read_only', 'on', true)`;
  return { sql, params, timeoutMs: timeoutMs(actor.statementTimeout) };
}

export function runAsActor<T>(engine: Engine, actor: Actor, facts: RequestFacts, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return engine.transaction(fn, setupStatement(actor, facts));
}

/** One statement as the actor, in a transaction of its own (Engine.run: one call into PGlite). */
export function runStatementAsActor<T>(engine: Engine, actor: Actor, facts: RequestFacts, sql: string, params: unknown[]): Promise<QueryResult<T>> {
  return engine.run<T>(sql, params, setupStatement(actor, facts));
}
