// Everything a verb handler needs about one request, gathered once by the router.
import type { IncomingMessage } from 'node:http';
import type { Engine, Queryable, QueryResult } from '../db/engine.ts';
import type { Accepted, PlanRequest } from './request-facts.ts';
import { endsInRollback, type RestSettings } from './load-settings.ts';
import type { Preferences } from './parse-prefer.ts';
import type { Actor } from './resolve-role.ts';
import { runAsActor, runStatementAsActor, type RequestFacts } from './run-request.ts';
import type { SchemaCache } from './schema-cache.ts';
import type { Shape } from './build-read.ts';
import type { ParsedQuery } from './parse-query.ts';
import { RestError } from './rest-error.ts';

export interface Call {
  req: IncomingMessage;
  url: URL;
  method: string;
  schema: string;
  actor: Actor;
  accepted: Accepted;
  prefs: Preferences;
  facts: RequestFacts;
  cache: SchemaCache;
  settings: RestSettings;
  engine: Engine;
  maxRows: number | null;
  /** explain(): the plan is asked for instead of the rows (pgrst.db_plan_enabled on). */
  plan: PlanRequest | null;
}

export function shapeOf(call: Call, wantsBody = true): Shape {
  const body = !wantsBody || call.method === 'HEAD' ? 'none' : call.accepted.single ? 'single' : call.accepted.csv ? 'csv' : 'array';
  return { body, stripNulls: call.accepted.stripNulls };
}

/** Carries a finished request's result out of a transaction that must end in ROLLBACK. */
class RolledBack<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back');
  }
}

/**
 * Runs the request's statements in one transaction as its actor. It commits, or — with
 * pgrst.db_tx_end = rollback, or `Prefer: tx=rollback` where an override is allowed — rolls back
 * after the response is computed, as PostgREST does.
 */
export async function runCall<T>(call: Call, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const { timezone } = call.prefs;
  const { preRequest } = call.settings;
  const roleSettings = call.settings.roleSettings.get(call.actor.role) ?? [];
  // After the request's settings, as PostgREST's setPgLocals and runPreReq: the role's own settings,
  // the Prefer'd time zone, then the pgrst.db_pre_request function.
  const prepared = async (tx: Queryable): Promise<T> => {
    if (roleSettings.length) {
      const calls = roleSettings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`);
      await tx.query(`select ${calls.join(', ')}`, roleSettings.flat());
    }
    if (timezone) await tx.query(`select set_config('timezone', $1, true)`, [timezone]);
    if (preRequest) await tx.query(`select ${preRequest}()`);
    return fn(tx);
  };
  if (!endsInRollback(call.settings, call.prefs.tx)) return runAsActor(call.engine, call.actor, call.facts, prepared);
  try {
    await runAsActor(call.engine, call.actor, call.facts, async (tx) => {
      const result = await prepared(tx);
      // Deferred constraints are still checked, so a rolled-back request reports what a commit would.
      await tx.query('set constraints all immediate');
      throw new RolledBack(result);
    });
  } catch (e) {
    if (e instanceof RolledBack) return e.result as T;
    throw e;
  }
  throw new Error('unreachable: a rolled-back request always throws its result');
}

/**
 * A request that is one statement whose result can never call for a rollback: without role
 * settings, a Prefer'd time zone, a pre-request function or a transaction that must end in ROLLBACK,
 * it runs as one Engine.run (on PGlite one call, BEGIN to COMMIT); otherwise as `runCall` does.
 * Callers pass only statements after which nothing they do would roll back: a read-only one, or one
 * whose result they accept whatever it is.
 */
export async function runCallStatement<T>(call: Call, sql: string, params: unknown[]): Promise<QueryResult<T>> {
  const plain =
    !call.prefs.timezone &&
    !call.settings.preRequest &&
    !call.settings.roleSettings.get(call.actor.role)?.length &&
    !endsInRollback(call.settings, call.prefs.tx);
  if (plain) return runStatementAsActor<T>(call.engine, call.actor, call.facts, sql, params);
  return runCall(call, (tx) => tx.query<T>(sql, params));
}

/**
 * Whether a read's plan must be costed before it runs: it embeds (each embed runs once per row of
 * the level above it, so a short URL can ask for a great deal of work) and the role has a
 * plan_filter.statement_cost_limit. A read without embeds is one scan of one relation, capped by
 * max_rows; it, every write and every call are bounded by the statement timeout alone.
 */
export function needsPlanCost(call: Call, query: ParsedQuery): boolean {
  return call.actor.costLimit !== null && query.select.some((item) => item.kind === 'embed');
}

/**
 * pg_plan_filter's check, which Supabase offers for exactly this (`alter role authenticated set
 * plan_filter.statement_cost_limit = …`): the statement's planned total cost against the role's
 * limit, refused with pg_plan_filter's own error before it runs. The plan is made as the request's
 * role, inside its transaction, so row-level security is part of it, as it is of the run.
 */
export async function checkPlanCost(call: Call, tx: Queryable, sql: string, params: unknown[]): Promise<void> {
  const limit = call.actor.costLimit;
  if (limit === null) return;
  const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: { 'Total Cost': number } }] | string }>(`explain (format json) ${sql}`, params);
  const plan = rows[0]!['QUERY PLAN'];
  const cost = (typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: { 'Total Cost': number } }]) : plan)[0].Plan['Total Cost'];
  if (cost > limit) throw planCostExceeded();
}

export function planCostExceeded(): RestError {
  return new RestError(
    500,
    '54001',
    'plan cost limit exceeded',
    null,
    'The plan for your query shows that it would probably have an excessive run time. This may be due to a logic error in the SQL, or it maybe just a very costly query. Rewrite your query or increase the configuration parameter "plan_filter.statement_cost_limit".',
  );
}
