// A read over any row source (a table, a view, a set-returning function, the rows a mutation
// returned): the page's rows as one JSON text, its row count and, when asked, the total count — all
// in one statement, so both engines produce the same JSON and a request costs one round trip.
import { conditionSql, type Scope } from './build-conditions.ts';
import { buildLevel, checkLevelsUsed, groupSql, tail, type BuildContext, type LevelSql } from './build-select.ts';
import type { Paging } from './parse-order.ts';
import type { ParsedQuery } from './parse-query.ts';
import type { Column, Relation, SchemaCache } from './schema-cache.ts';
import { RestError } from './rest-error.ts';
import { Aliases, ident, Params } from './sql-text.ts';

export interface Source {
  /** The FROM item without its alias, e.g. "public"."posts" or a function call. */
  from: string;
  columns: Map<string, Column>;
  /** The table whose foreign keys embeds may follow, if any. */
  relation: Relation | null;
  label: string;
  /** Names the single column of a scalar set-returning function: `as t0("fn")`; the body is its bare values. */
  valueColumn?: string;
}

export interface Shape {
  /** Body: all rows as an array, the first row as an object ('single'), CSV text, or nothing ('none' for HEAD). */
  body: 'array' | 'single' | 'csv' | 'none';
  stripNulls: boolean;
}

export interface Statement {
  sql: string;
  params: unknown[];
  /** `from … where …` of a read, for counting its rows another way (count=planned). */
  countFrom?: string;
}

/**
 * PostgREST's CSV body: a header of the column names (none when there are no rows), a newline, then
 * each row as Postgres prints a record, without its parentheses.
 */
function csvSql(rows: string, names: string[], params: { add(v: unknown): string }): string {
  const header = params.add(names.join(','));
  return (
    `(case when count(*) = 0 then '' else ${header}::text end || chr(10) || ` +
    `coalesce(string_agg(substring(${rows}::text, 2, length(${rows}::text) - 2), chr(10)), ''))`
  );
}

export function bodySql(rows: string, shape: Shape, csv?: { names: string[]; params: { add(v: unknown): string } }): string {
  if (shape.body === 'none') return 'null';
  if (shape.body === 'csv') {
    if (!csv) throw new RestError(406, 'PGRST107', 'None of these media types are available: text/csv');
    return csvSql(rows, csv.names, csv.params);
  }
  const agg = shape.body === 'single' ? `(json_agg(${rows})->0)` : `coalesce(json_agg(${rows}), '[]'::json)`;
  return `${shape.stripNulls ? `json_strip_nulls(${agg})` : agg}::text`;
}

export function newContext(cache: SchemaCache, query: ParsedQuery, aggregatesEnabled = false): BuildContext {
  return { cache, params: new Params(), aliases: new Aliases(), levels: query.levels, usedLevels: new Set(), aggregatesEnabled };
}

export interface ReadOptions {
  shape: Shape;
  count: boolean;
  paging: Paging;
  maxRows: number | null;
}

/** total (when counted), n (rows in the page) and body (JSON text). */
export function buildRead(source: Source, query: ParsedQuery, ctx: BuildContext, options: ReadOptions): Statement {
  const alias = ctx.aliases.take();
  // Rows of a table, or of a function returning its row type, can feed its computed fields.
  const scope: Scope = { alias, columns: source.columns, label: source.label, computed: source.relation?.computed, row: ident(alias) };
  const level: LevelSql = { ...buildLevel(query.select, scope, source.relation, '', ctx), ...options.paging };
  checkLevelsUsed(ctx);
  const where = level.where.length ? ` where ${level.where.join(' and ')}` : '';
  const columnList = source.valueColumn ? `(${ident(source.valueColumn)})` : '';
  const from = `from ${source.from} as ${ident(alias)}${columnList}${where}`;
  const rows = source.valueColumn ? `_t.${ident(source.valueColumn)}` : '_t';
  const total = options.count ? `(select count(*) ${from})` : 'null::bigint';
  const csv = source.valueColumn ? undefined : { names: level.names, params: ctx.params };
  const sql =
    `select ${total} as total, count(*) as n, ${bodySql(rows, options.shape, csv)} as body ` +
    `from (select ${level.columns.join(', ')} ${from}${groupSql(level)}${tail(level, options.maxRows)}) as _t`;
  return { sql, params: ctx.params.values, countFrom: from };
}

/** WHERE of a mutation: the root level's filters only (its select applies to the returned rows). */
export function mutationWhere(query: ParsedQuery, scope: Scope, ctx: BuildContext): string {
  const conditions = query.levels.get('')?.conditions ?? [];
  const sql = conditions.map((c) => conditionSql(c, scope, ctx.params));
  return sql.length ? ` where ${sql.join(' and ')}` : '';
}
