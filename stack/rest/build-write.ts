// INSERT (one, many, columns=, upsert with on_conflict, missing=default), UPDATE and DELETE. The
// payload travels as ONE json parameter that Postgres itself turns into typed rows
// (json_populate_record[set] over the table's row type). With a representation, the statement is a
// CTE and the rows it returned are read back like any other source, embeds included.
import { buildLevel, checkLevelsUsed, groupSql, type BuildContext } from './build-select.ts';
import type { Scope } from './build-conditions.ts';
import { bodySql, mutationWhere, type Shape, type Statement } from './build-read.ts';
import type { ParsedQuery } from './parse-query.ts';
import type { Preferences } from './parse-prefer.ts';
import { RestError, columnNotFound, invalidBody, notImplemented } from './rest-error.ts';
import type { Relation } from './schema-cache.ts';
import { ident } from './sql-text.ts';

export type Payload = Record<string, unknown>;

export interface WriteOptions {
  /** minimal: no RETURNING at all, so SELECT policies are not involved (as with PostgREST). */
  returning: 'none' | 'rows' | 'keys';
  shape: Shape;
}

function checkColumns(rel: Relation, names: string[]): void {
  for (const name of names) if (!rel.columns.has(name)) throw columnNotFound(rel.name, name);
}

/** The columns an insert writes: columns= if given, else the keys of the (first) object. */
export function insertColumns(rel: Relation, rows: Payload[], query: ParsedQuery): string[] {
  if (query.columns) {
    checkColumns(rel, query.columns);
    return query.columns;
  }
  const keys = Object.keys(rows[0] ?? {});
  const same = (row: Payload) => Object.keys(row).length === keys.length && keys.every((k) => k in row);
  if (!rows.every(same)) throw invalidBody('All object keys must match');
  checkColumns(rel, keys);
  return keys;
}

function conflictClause(rel: Relation, columns: string[], query: ParsedQuery, prefs: Preferences): string {
  if (!prefs.resolution) return '';
  const target = query.onConflict ?? rel.primaryKey;
  if (target.length === 0) {
    throw new RestError(400, 'PGRST100', `Upsert on '${rel.name}' needs on_conflict: the table has no primary key`);
  }
  checkColumns(rel, target);
  const conflict = ` on conflict (${target.map(ident).join(', ')})`;
  if (prefs.resolution === 'ignore-duplicates') return `${conflict} do nothing`;
  // With only key columns in the payload there is nothing to merge, but the existing row must
  // still count as upserted (and be returned), so it is "updated" to itself.
  const merged = columns.filter((c) => !target.includes(c));
  const updates = (merged.length ? merged : target).map((c) => `${ident(c)} = excluded.${ident(c)}`);
  return `${conflict} do update set ${updates.join(', ')}`;
}

export function insertSql(
  rel: Relation,
  rows: Payload[],
  columns: string[],
  query: ParsedQuery,
  prefs: Preferences,
  ctx: BuildContext,
): string {
  const table = `${ident(rel.schema)}.${ident(rel.name)}`;
  const cols = columns.map(ident).join(', ');
  let source: string;
  if (prefs.missing === 'default') {
    // As PostgREST: each row is the payload's columns' defaults, all evaluated (a sequence advances
    // for every row), overlaid by what the row sends.
    const defaults = columns
      .map((c) => rel.columns.get(c))
      .filter((c) => c?.default)
      .map((c) => `${ctx.params.add(c!.name)}::text, ${c!.default}`);
    const p = ctx.params.add(JSON.stringify(rows));
    const body = `(select jsonb_agg(jsonb_build_object(${defaults.join(', ')}) || _e) from jsonb_array_elements(${p}::jsonb) as _e)`;
    source = `select ${columns.map((c) => `_r.${ident(c)}`).join(', ')} from jsonb_populate_recordset(null::${table}, ${body}) as _r`;
  } else {
    const p = ctx.params.add(JSON.stringify(rows));
    source = `select ${columns.map((c) => `_r.${ident(c)}`).join(', ')} from json_populate_recordset(null::${table}, ${p}::json) as _r`;
  }
  const target = columns.length ? ` (${cols})` : '';
  return `insert into ${table} as "t_mut"${target} ${source}${conflictClause(rel, columns, query, prefs)}`;
}

/** The table being changed, aliased t_mut in UPDATE / DELETE. */
function mutationScope(rel: Relation): Scope {
  return { alias: 't_mut', columns: rel.columns, label: rel.name, computed: rel.computed, row: '"t_mut"' };
}

export function updateSql(rel: Relation, patch: Payload, query: ParsedQuery, ctx: BuildContext): string {
  const columns = Object.keys(patch);
  checkColumns(rel, columns);
  const table = `${ident(rel.schema)}.${ident(rel.name)}`;
  const p = ctx.params.add(JSON.stringify(patch));
  const set = columns.map((c) => `${ident(c)} = _b.${ident(c)}`).join(', ');
  const where = mutationWhere(query, mutationScope(rel), ctx);
  return `update ${table} as "t_mut" set ${set} from json_populate_record(null::${table}, ${p}::json) as _b${where}`;
}

export function deleteSql(rel: Relation, query: ParsedQuery, ctx: BuildContext): string {
  const where = mutationWhere(query, mutationScope(rel), ctx);
  return `delete from ${ident(rel.schema)}.${ident(rel.name)} as "t_mut"${where}`;
}

export function refuseMutationPaging(query: ParsedQuery): void {
  const root = query.levels.get('');
  if (root && (root.limit !== null || root.offset !== null)) {
    throw notImplemented('limit/offset on PATCH and DELETE are not supported by the embedded stack');
  }
}

/**
 * Wraps a mutation so one statement returns n (rows affected), inserted (for an upsert that merged)
 * and the body. `trackInserted` adds xmax = 0 — true for a row the upsert inserted — on tables.
 */
export function wrapMutation(
  stmt: string,
  rel: Relation,
  query: ParsedQuery,
  ctx: BuildContext,
  options: WriteOptions,
  trackInserted: boolean,
): Statement {
  if (options.returning === 'none') {
    // Nothing is read back, so a filter on an embed could only be ignored: refuse it (PGRST108).
    ctx.usedLevels.add('');
    checkLevelsUsed(ctx);
    return { sql: stmt, params: ctx.params.values };
  }
  const inserted = trackInserted ? ', (xmax = 0) as pgrst_inserted' : '';
  const insertedSql = trackInserted ? '(select count(*) from pgrst_source where pgrst_inserted)' : 'null::bigint';
  if (options.returning === 'keys') {
    const keys = rel.primaryKey.map((k) => `${ident('t_mut')}.${ident(k)}`).join(', ') || 'null';
    return {
      sql:
        `with pgrst_source as (${stmt} returning ${keys}${inserted}) select count(*) as n, ${insertedSql} as inserted, ` +
        `(select row_to_json(k) from (select ${rel.primaryKey.map(ident).join(', ') || 'null'} from pgrst_source limit 1) k)::text as body from pgrst_source`,
      params: ctx.params.values,
    };
  }
  const root = query.levels.get('');
  const levels = new Map(ctx.levels);
  levels.set('', { conditions: [], order: root?.order ?? [], limit: null, offset: null });
  // The returned rows are read with the query's select and order, but not its filters (the
  // mutation's WHERE already applied them).
  const readCtx = { ...ctx, levels };
  const alias = readCtx.aliases.take();
  // The CTE's rows are not of the table's type; rebuild that type for computed fields.
  const row = `row(${[...rel.columns.keys()].map((c) => `${ident(alias)}.${ident(c)}`).join(', ')})::${ident(rel.schema)}.${ident(rel.name)}`;
  const scope: Scope = { alias, columns: rel.columns, label: rel.name, computed: rel.computed, row };
  const level = buildLevel(query.select, scope, rel, '', readCtx);
  checkLevelsUsed(readCtx);
  const order = level.orderBy ? ` order by ${level.orderBy}` : '';
  return {
    sql:
      `with pgrst_source as (${stmt} returning "t_mut".*${inserted}) ` +
      `select count(*) as n, ${insertedSql} as inserted, ${bodySql('_t', options.shape)} as body ` +
      `from (select ${level.columns.join(', ')} from pgrst_source as ${ident(alias)}${groupSql(level)}${order}) as _t`,
    params: ctx.params.values,
  };
}
