// Acting as the caller, the one way REST, Storage and Realtime do it (as PostgREST, Storage and
// Realtime's apply_rls do): inside one transaction, the JWT's `role` becomes the database role, its
// claims `request.jwt.claims`, each service's request settings beside them (request.method,
// request.path, request.headers, realtime.topic, search_path …), and the role's own statement_timeout
// as the catalog holds it (`alter role anon set statement_timeout = '3s'`) applied per transaction,
// since SET ROLE does not apply a role's settings. Everything in ONE select, run before the work.
import type { Engine, Queryable, Setup } from './engine.ts';
import type { JwtClaims } from '../keys.ts';

export interface Acting {
  role: string;
  claims: JwtClaims;
  /** The role's statement_timeout ('3s', '8000'; null: none). Default: what the catalog says (loadRoleTimeouts). */
  statementTimeout?: string | null;
  /** Further settings for the transaction, by name: request.method, realtime.topic, search_path … */
  settings?: Record<string, string>;
  /** Also the legacy `request.jwt.claim.sub` / `.role` that Storage and Realtime still set. */
  legacyClaims?: boolean;
  /** Read-only mode (PostgREST's GET and HEAD). */
  readOnly?: boolean;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 };

/** A statement_timeout setting ('3s', '8000', '1min') in ms, as PostgreSQL reads it; 0 or unreadable: none. */
export function timeoutMs(setting: string | null | undefined): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(setting ?? '');
  const ms = m ? Number(m[1]) * UNIT_MS[m[2] ?? 'ms']! : 0;
  return ms > 0 ? Math.max(1, Math.round(ms)) : undefined;
}

const ROLE_TIMEOUTS_SQL = `
select r.rolname::text as role, split_part(s, '=', 2) as timeout
from pg_db_role_setting d join pg_roles r on r.oid = d.setrole, unnest(d.setconfig) s
where d.setdatabase = 0 and s like 'statement_timeout=%'`;

const roleTimeouts = new WeakMap<Engine, Map<string, string>>();

/** Reads every role's statement_timeout from the catalog (at start and on each schema reload). */
export async function loadRoleTimeouts(engine: Engine): Promise<Map<string, string>> {
  const { rows } = await engine.query<{ role: string; timeout: string }>(ROLE_TIMEOUTS_SQL);
  const timeouts = new Map(rows.map((r) => [r.role, r.timeout]));
  roleTimeouts.set(engine, timeouts);
  return timeouts;
}

/** The role's statement_timeout as last read from the catalog, or null. */
export const roleTimeout = (engine: Engine, role: string): string | null => roleTimeouts.get(engine)?.get(role) ?? null;

/** The setup statement that switches a transaction to the caller (Engine.transaction's `setup`). */
export function actingSetup(engine: Engine, acting: Acting): Setup {
  const params: unknown[] = [];
  const set = (name: string, value: string) => {
    params.push(name, value);
    return `set_config($${params.length - 1}, $${params.length}, true)`;
  };
  // search_path first: the role's own search_path must not be what resolves anything after it.
  const calls = Object.entries(acting.settings ?? {})
    .sort(([a], [b]) => (a === 'search_path' ? -1 : b === 'search_path' ? 1 : 0))
    .map(([name, value]) => set(name, value));
  calls.push(set('role', acting.role), set('request.jwt.claims', JSON.stringify(acting.claims)));
  if (acting.legacyClaims) {
    calls.push(
      set('request.jwt.claim.sub', typeof acting.claims.sub === 'string' ? acting.claims.sub : ''),
      set('request.jwt.claim.role', acting.role),
    );
  }
  const timeout = acting.statementTimeout !== undefined ? acting.statementTimeout : roleTimeout(engine, acting.role);
  if (timeout) calls.push(set('statement_timeout', timeout));
  // Setting read-only mode (never back to read-write) is allowed after the transaction started.
  if (acting.readOnly) calls.push(set('transaction_read_only', 'on'));
  return { sql: `select ${calls.join(', ')}`, params, timeoutMs: timeoutMs(timeout) };
}

/** Runs `fn` in one transaction as the caller; null: with the stack's own rights. */
export function runActing<T>(engine: Engine, acting: Acting | null, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return acting ? engine.transaction(fn, actingSetup(engine, acting)) : engine.transaction(fn);
}

/** Runs `fn` as the caller (null: the stack's own rights), then undoes everything it wrote (a permission probe). */
export async function probeActing<T>(engine: Engine, acting: Acting | null, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const rollback = new Error('probe');
  let result: T | undefined;
  try {
    await runActing(engine, acting, async (tx) => {
      result = await fn(tx);
      throw rollback;
    });
  } catch (e) {
    if (e !== rollback) throw e;
  }
  return result as T;
}

/** Switches an open transaction to the caller from here on (after work done with the stack's own rights). */
export async function actAs(tx: Queryable, engine: Engine, acting: Acting): Promise<void> {
  const { sql, params } = actingSetup(engine, acting);
  await tx.query(sql, params);
}
