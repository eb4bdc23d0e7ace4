// /rpc/<fn>: the call with named arguments that Postgres converts from one json parameter to the
// declared types (json_to_record), then the result as PostgREST shapes it — a bare scalar, an
// object, an array of scalars, or rows that select/filters/order/limit apply to like a table.
import type { BuildContext } from './build-select.ts';
import { buildRead, type ReadOptions, type Source, type Statement } from './build-read.ts';
import type { RoutineCall } from './find-routine.ts';
import type { ParsedQuery } from './parse-query.ts';
import { relationKey } from './schema-cache.ts';
import { RestError, notImplemented } from './rest-error.ts';
import { ident } from './sql-text.ts';

/**
 * The call expression and the FROM items it needs: `json_to_record($1) as _a(...)` for named args;
 * for a single unnamed parameter, `args` is the raw body text.
 */
function callSql(call: RoutineCall, args: unknown, ctx: BuildContext): { expr: string; from: string } {
  const { routine } = call;
  const fn = `${ident(routine.schema)}.${ident(routine.name)}`;
  if (call.positional) {
    // PostgREST's OnePosParam: the body as sent, cast to the parameter's type (bytes for bytea).
    const value = Buffer.isBuffer(args) ? args : String(args);
    return { expr: `${fn}(${ctx.params.add(value)}::${routine.params[0]!.type})`, from: '' };
  }
  const given = routine.params.filter((p) => Object.hasOwn(args as object, p.name));
  if (given.length === 0) return { expr: `${fn}()`, from: '' };
  const p = ctx.params.add(JSON.stringify(args));
  const defs = given.map((g) => `${ident(g.name)} ${g.type}`).join(', ');
  const named = given.map((g) => `${ident(g.name)} := _a.${ident(g.name)}`).join(', ');
  return { expr: `${fn}(${named})`, from: `json_to_record(${p}::json) as _a(${defs})` };
}

/** A single scalar has no rows to filter, order or page: such parameters would be silently ignored. */
function refuseFilters(query: ParsedQuery, name: string): void {
  for (const level of query.levels.values()) {
    if (level.conditions.length || level.order.length || level.limit !== null || level.offset !== null) {
      throw notImplemented(`Filters, order, limit and offset need a function that returns rows; ${name} returns one value`);
    }
  }
}

export type RpcStatement = Statement & { kind: 'void' | 'value' | 'rows' };

export function buildRpc(call: RoutineCall, args: unknown, query: ParsedQuery, ctx: BuildContext, options: ReadOptions): RpcStatement {
  const { routine } = call;
  const { expr, from } = callSql(call, args, ctx);
  const fromClause = from ? ` from ${from}` : '';
  if (options.shape.body === 'csv' && (!routine.returnsSet || routine.returns !== 'row')) {
    throw new RestError(
      406,
      'PGRST107',
      'None of these media types are available: text/csv',
      `text/csv is produced for functions that return rows; ${routine.name} does not`,
    );
  }
  if (routine.returns === 'void') return { kind: 'void', sql: `select ${expr} as _void, 1 as n${fromClause}`, params: ctx.params.values };
  if (!routine.returnsSet && routine.returns === 'scalar') {
    refuseFilters(query, routine.name);
    const body = options.shape.body === 'none' ? 'null' : `to_json(${expr})::text`;
    return { kind: 'value', sql: `select 1 as n, ${body} as body${fromClause}`, params: ctx.params.values };
  }
  const sourceFrom = from ? `${from} cross join lateral ${expr}` : expr;
  if (routine.returns === 'scalar') {
    // A set of scalars: one column named after the function, which filters and order may use; the
    // body is the bare values.
    const column = { name: routine.name, type: '', hasDefault: false, generated: false };
    const source: Source = {
      from: sourceFrom,
      columns: new Map([[routine.name, column]]),
      relation: null,
      label: routine.name,
      valueColumn: routine.name,
    };
    const scalarQuery = { ...query, select: [{ kind: 'field' as const, column: routine.name, path: [] }] };
    return { kind: 'rows', ...buildRead(source, scalarQuery, ctx, options) };
  }
  const relation = routine.rowRelation
    ? (ctx.cache.relations.get(relationKey(routine.rowRelation.schema, routine.rowRelation.name)) ?? null)
    : null;
  const source: Source = {
    from: sourceFrom,
    columns: new Map(routine.columns.map((c) => [c.name, c])),
    relation,
    label: routine.name,
  };
  const shape = routine.returnsSet
    ? options.shape
    : { ...options.shape, body: options.shape.body === 'none' ? ('none' as const) : ('single' as const) };
  return { kind: routine.returnsSet ? 'rows' : 'value', ...buildRead(source, query, ctx, { ...options, shape }) };
}
