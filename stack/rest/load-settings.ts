// PostgREST's in-database configuration: `pgrst.*` settings on the authenticator role (`alter role
// authenticator [in database x] set pgrst.db_tx_end = 'commit-allow-override'`). As in PostgREST, a
// database-specific setting wins over a cluster-wide one, in-database values override the config file
// (config.toml's max_rows), and they are read again whenever the schema cache is reloaded.
import type { Queryable } from '../db/engine.ts';
import { ident } from './sql-text.ts';

export type TxEnd = 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';

export interface RestSettings {
  txEnd: TxEnd;
  /** null: no cap. */
  maxRows: number | null;
  aggregatesEnabled: boolean;
  planEnabled: boolean;
  /** pgrst.db_pre_request: a function PostgREST calls after setting up each request, quoted and qualified. */
  preRequest: string | null;
  /** Time zone names `Prefer: timezone=` may use (pg_timezone_names, as PostgREST caches them). */
  timezones: Set<string>;
  /**
   * Settings of the roles a request may act as (`alter role anon set work_mem = …`), which PostgREST
   * applies per request with set_config — Postgres's SET ROLE does not. statement_timeout is applied
   * with the role itself (resolve-role.ts).
   */
  roleSettings: Map<string, [string, string][]>;
  /** pgrst.* settings found on the role that this stand-in does not apply (for a start-up warning). */
  ignored: string[];
}

// PostgREST's own query (Config/Database.hs queryDbSettings), for the authenticator role: the stack
// connects as a superuser, PostgREST as authenticator.
const SETTINGS_SQL = `
with role_setting as (
  select setdatabase as database, unnest(setconfig) as setting
  from pg_catalog.pg_db_role_setting
  where setrole = (select oid from pg_catalog.pg_roles where rolname = 'authenticator')
    and setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_catalog))
), kv as (
  select database, substr(setting, 1, strpos(setting, '=') - 1) as k, substr(setting, strpos(setting, '=') + 1) as v
  from role_setting
)
select distinct on (k) replace(k, 'pgrst.', '') as key, v as value
from kv where k like 'pgrst.%' and v is not null
order by k, database desc nulls last`;

const TX_END: readonly TxEnd[] = ['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override'];

// PostgREST's queryRoleSettings (Config/Database.hs): the settings of every role authenticator is a
// member of, limited to those the role may set. (PostgREST lower-cases the values; kept as written
// here, which only differs where a lower-cased unit such as '5mb' would make PostgREST fail.)
const ROLE_SETTINGS_SQL = `
with role_setting as (
  select r.rolname, unnest(r.rolconfig) as setting
  from pg_catalog.pg_auth_members m join pg_catalog.pg_roles r on r.oid = m.roleid
  where m.member = (select oid from pg_catalog.pg_roles where rolname = 'authenticator')
), kv as (
  select rolname, substr(setting, 1, strpos(setting, '=') - 1) as key, substr(setting, strpos(setting, '=') + 1) as value
  from role_setting
)
select kv.rolname::text as role, kv.key::text as key, kv.value::text as value
from kv join pg_catalog.pg_settings ps on ps.name = kv.key
  and (ps.context = 'user' or has_parameter_privilege('authenticator', ps.name, 'set'))
where kv.key not in ('statement_timeout', 'default_transaction_isolation')
order by kv.rolname, kv.key`;

/** PostgREST reads booleans like this (Config.hs): true/false, on/off, yes/no, 1/0 … */
function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  const v = value.trim().toLowerCase();
  if (['true', 'on', 'yes', 't', 'y', '1'].includes(v)) return true;
  if (['false', 'off', 'no', 'f', 'n', '0'].includes(v)) return false;
  return fallback;
}

export async function loadSettings(db: Queryable, configMaxRows: number): Promise<RestSettings> {
  const rows = (await db.query<{ key: string; value: string }>(SETTINGS_SQL)).rows;
  const values = new Map(rows.map((r) => [r.key, r.value]));
  const used = new Set(['db_tx_end', 'db_max_rows', 'db_aggregates_enabled', 'db_plan_enabled', 'db_pre_request']);
  const roleSettings = new Map<string, [string, string][]>();
  for (const r of (await db.query<{ role: string; key: string; value: string }>(ROLE_SETTINGS_SQL)).rows) {
    roleSettings.set(r.role, [...(roleSettings.get(r.role) ?? []), [r.key, r.value]]);
  }
  const timezones = new Set(
    (await db.query<{ name: string }>('select name::text as name from pg_catalog.pg_timezone_names')).rows.map((r) => r.name),
  );
  const txEnd = values.get('db_tx_end')?.trim().toLowerCase() as TxEnd | undefined;
  const maxRowsText = values.get('db_max_rows')?.trim();
  const maxRows = maxRowsText !== undefined && /^\d+$/.test(maxRowsText) ? Number(maxRowsText) : configMaxRows;
  return {
    txEnd: txEnd && TX_END.includes(txEnd) ? txEnd : 'commit',
    maxRows: maxRows > 0 ? maxRows : null,
    aggregatesEnabled: bool(values.get('db_aggregates_enabled'), false),
    planEnabled: bool(values.get('db_plan_enabled'), false),
    preRequest: preRequestSql(values.get('db_pre_request')),
    timezones,
    roleSettings,
    ignored: [...values.keys()].filter((k) => !used.has(k)).map((k) => `pgrst.${k}`),
  };
}

/** `schema.fn` or `fn` as PostgREST splits it (on the dot), quoted; unusable names are ignored. */
function preRequestSql(value: string | undefined): string | null {
  const name = value?.trim();
  if (!name) return null;
  const parts = name.split('.');
  if (parts.length > 2 || parts.some((p) => p === '')) return null;
  return parts.map(ident).join('.');
}

/** Whether the request's transaction ends in ROLLBACK: the setting, or `Prefer: tx=` where allowed. */
export function endsInRollback(settings: RestSettings, preferred: 'commit' | 'rollback' | undefined): boolean {
  const overridable = settings.txEnd.endsWith('-allow-override');
  if (overridable && preferred) return preferred === 'rollback';
  return settings.txEnd.startsWith('rollback');
}
