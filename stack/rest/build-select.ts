// The select list of one query level, with embedded resources as correlated subqueries that build
// their JSON in SQL (row_to_json for to-one, json_agg for to-many), and the WHERE/ORDER/LIMIT of a
// level. Embeds nest: an embed's level is looked up by its path in the parsed query.
import { conditionSql, fieldSql, type Scope } from './build-conditions.ts';
import { findRelationship, type Relationship } from './find-relationship.ts';
import type { Condition } from './parse-filter.ts';
import { parsePaging, type OrderTerm } from './parse-order.ts';
import type { Level } from './parse-query.ts';
import type { SelectItem } from './parse-select.ts';
import { RestError, notImplemented } from './rest-error.ts';
import type { Relation, SchemaCache } from './schema-cache.ts';
import { ident, type Aliases, type Params } from './sql-text.ts';

export interface BuildContext {
  cache: SchemaCache;
  params: Params;
  aliases: Aliases;
  levels: Map<string, Level>;
  /** Embed paths whose level has been used; any other level in the query is an error (PGRST108). */
  usedLevels: Set<string>;
  /** pgrst.db_aggregates_enabled: without it an aggregate is PGRST123, as in PostgREST. */
  aggregatesEnabled: boolean;
}

/** What one level contributes: its select list and, from !inner or null-filtered embeds, conditions. */
export interface LevelSql {
  columns: string[];
  /** Output names of `columns`, in order. */
  names: string[];
  where: string[];
  /** With aggregates: the level's other select expressions, which its rows are grouped by. */
  groupBy: string[];
  aggregated: boolean;
  orderBy: string;
  limit: number | null;
  offset: number;
}

/** ` group by …` of a level with aggregates. */
export function groupSql(level: LevelSql): string {
  return level.groupBy.length ? ` group by ${level.groupBy.join(', ')}` : '';
}

function scopeOf(relation: Relation, alias: string): Scope {
  return { alias, columns: relation.columns, label: relation.name, computed: relation.computed, row: ident(alias) };
}

function castSql(expr: string, cast: string, cache: SchemaCache): string {
  const type = cache.types.get(cast.toLowerCase());
  if (!type) throw new RestError(400, '42704', `type "${cast}" does not exist`);
  return `cast(${expr} as ${type})`;
}

interface Embed {
  /** `from T as alias where <join and the embed's own filters>`, reusable in subqueries. */
  from: string;
  alias: string;
  scope: Scope;
  toOne: boolean;
}

/**
 * Builds a level: `relation` (null for sources such as scalar functions that cannot embed) supplies
 * foreign keys; `path` names the level in the parsed query ('' at the root).
 */
export function buildLevel(items: SelectItem[], scope: Scope, relation: Relation | null, path: string, ctx: BuildContext): LevelSql {
  const level = ctx.levels.get(path);
  ctx.usedLevels.add(path);
  const columns: string[] = [];
  const names: string[] = [];
  const where: string[] = [];
  const embeds = new Map<string, Embed>();
  const plain: string[] = [];
  /** Positions in `columns` of what embeds and spreads add, with their expressions. */
  const embedded: { index: number; sql: string; name: string }[] = [];
  let aggregates = 0;
  const add = (sql: string, name: string) => {
    columns.push(`${sql} as ${ident(name)}`);
    names.push(name);
  };
  const addEmbedded = (sql: string, name: string) => {
    embedded.push({ index: columns.length, sql, name });
    add(sql, name);
  };
  for (const item of items) {
    if (item.kind === 'star') {
      for (const name of scope.columns.keys()) {
        add(`${ident(scope.alias)}.${ident(name)}`, name);
        plain.push(`${ident(scope.alias)}.${ident(name)}`);
      }
    } else if (item.kind === 'field') {
      // PostgREST's legacy `count` (no parentheses, allowed with aggregates off) is `"rel"."count"`,
      // which Postgres reads as count(rel) when no column is named count: the level's row count.
      const legacyCount = item.column === 'count' && !item.path.length && !scope.columns.has('count') && !scope.computed?.has('count');
      let expr = legacyCount ? 'count(*)' : fieldSql(item, scope, ctx.params);
      if (item.cast) expr = castSql(expr, item.cast, ctx.cache);
      const lastKey = item.path[item.path.length - 1]?.key;
      add(expr, item.alias ?? (lastKey !== undefined ? String(lastKey) : item.column));
      plain.push(expr);
    } else if (item.kind === 'aggregate') {
      if (!ctx.aggregatesEnabled) throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
      let input = item.field ? fieldSql(item.field, scope, ctx.params) : '*';
      if (item.field && item.cast) input = castSql(input, item.cast, ctx.cache);
      let expr = `${item.fn}(${input})`;
      if (item.aggCast) expr = castSql(expr, item.aggCast, ctx.cache);
      add(expr, item.alias ?? item.fn);
      aggregates++;
    } else {
      const name = item.alias ?? item.relation;
      if (!relation)
        throw new RestError(
          400,
          'PGRST200',
          `Could not find a relationship between '${scope.label}' and '${item.relation}' in the schema cache`,
        );
      if (embeds.has(name)) {
        // PostgREST names each embed's subquery <parent>_<name>_<depth>; Postgres refuses the second.
        throw new RestError(
          400,
          '42712',
          `table name "${relation.name}_${name}_${path ? path.split('.').length + 1 : 1}" specified more than once`,
        );
      }
      const rel = findRelationship(relation, item.relation, item.hint, ctx.cache);
      const alias = ctx.aliases.take();
      const childScope = { ...scopeOf(rel.target, alias), sqlName: `${rel.target.name}_${path ? path.split('.').length + 1 : 1}` };
      const child = buildLevel(item.select, childScope, rel.target, path ? `${path}.${name}` : name, ctx);
      const conditions = [...joinSql(rel, alias, scope.alias), ...child.where];
      const from = `from ${embedFromSql(rel, alias, scope)}${conditions.length ? ` where ${conditions.join(' and ')}` : ''}`;
      if (item.spread && child.aggregated) {
        throw notImplemented(
          'Aggregates inside a spread embed (which PostgREST hoists to the parent) are not supported by the embedded stack',
        );
      }
      const e = ctx.aliases.take('e');
      const body = `select ${child.columns.join(', ')} ${from}${groupSql(child)}`;
      if (item.spread && !rel.toOne) {
        // A to-many spread: each of the embed's columns becomes an array in the parent (PostgREST 13).
        const arrays = child.names.map((n) => `${ctx.params.add(n)}::text, coalesce(json_agg(${ident(e)}.${ident(n)}), '[]'::json)`);
        const object = `(select json_build_object(${arrays.join(', ')}) from (${body}${tail(child)}) as ${e})`;
        for (const n of child.names) addEmbedded(`(${object}->${ctx.params.add(n)}::text)`, n);
      } else {
        const rows = rel.toOne
          ? `(select row_to_json(${e}) from (${body}) as ${e})`
          : `coalesce((select json_agg(${e}) from (${body}${tail(child)}) as ${e}), '[]'::json)`;
        // A to-one spread: the related row's columns join the parent's. An empty embed (`rel()`, or
        // only empty embeds inside) filters and orders but is left out of the result, as in PostgREST.
        if (item.spread) for (const n of child.names) addEmbedded(`(${rows}->${ctx.params.add(n)}::text)`, n);
        else if (child.names.length) addEmbedded(rows, name);
      }
      embeds.set(name, { from, alias, scope: childScope, toOne: rel.toOne });
      if (item.inner) where.push(`exists (select 1 ${from})`);
    }
  }
  // Aggregates beside embeds: the rows are grouped by the embeds too, as jsonb (json has no
  // equality), as PostgREST does.
  const groupedEmbeds: string[] = [];
  if (aggregates) {
    for (const e of embedded) {
      const sql = `(${e.sql})::jsonb`;
      columns[e.index] = `${sql} as ${ident(e.name)}`;
      groupedEmbeds.push(sql);
    }
  }
  for (const c of level?.conditions ?? []) where.push(embedNullFilter(c, scope, embeds) ?? conditionSql(c, scope, ctx.params));
  const paging = parsePaging(level?.limit ?? null, level?.offset ?? null, undefined);
  const orderBy = (level?.order ?? []).map((t) => orderTermSql(t, scope, embeds, ctx)).join(', ');
  return {
    columns,
    names,
    where,
    groupBy: aggregates ? [...plain, ...groupedEmbeds] : [],
    aggregated: aggregates > 0,
    orderBy,
    limit: paging.limit,
    offset: paging.offset,
  };
}

/** The target, joined to the junction table for many-to-many; a computed relationship's function of the parent row. */
function embedFromSql(rel: Relationship, alias: string, parent: Scope): string {
  if (rel.routine) {
    if (!parent.row) throw notImplemented(`'${rel.routine.name}' needs the parent row, which this request does not have`);
    return `${ident(rel.routine.schema)}.${ident(rel.routine.name)}(${parent.row}) as ${ident(alias)}`;
  }
  const target = `${ident(rel.target.schema)}.${ident(rel.target.name)} as ${ident(alias)}`;
  if (!rel.junction) return target;
  const j = junctionAlias(alias);
  const on = rel.junction.toTarget.map(([jc, tc]) => `${ident(j)}.${ident(jc)} = ${ident(alias)}.${ident(tc)}`).join(' and ');
  return `${target} join ${ident(rel.junction.relation.schema)}.${ident(rel.junction.relation.name)} as ${ident(j)} on ${on}`;
}

/** The conditions that tie an embed's rows to the parent row. */
function joinSql(rel: Relationship, alias: string, parentAlias: string): string[] {
  if (rel.routine) return [];
  if (!rel.junction) return rel.pairs.map(([p, c]) => `${ident(alias)}.${ident(c)} = ${ident(parentAlias)}.${ident(p)}`);
  const j = junctionAlias(alias);
  return rel.junction.toParent.map(([jc, pc]) => `${ident(j)}.${ident(jc)} = ${ident(parentAlias)}.${ident(pc)}`);
}

/** The junction's alias is derived from the target's, so both helpers agree on it. */
function junctionAlias(alias: string): string {
  return `${alias}_j`;
}

/** One ORDER BY term; `rel(col)` orders by a column of a to-one embed of this level (PGRST118 otherwise). */
function orderTermSql(t: OrderTerm, scope: Scope, embeds: Map<string, Embed>, ctx: BuildContext): string {
  let sql: string;
  if (t.relation) {
    const embed = embeds.get(t.relation);
    if (!embed) {
      throw new RestError(
        400,
        'PGRST108',
        `'${t.relation}' is not an embedded resource in this request`,
        null,
        `Verify that '${t.relation}' is included in the 'select' query parameter.`,
      );
    }
    if (!embed.toOne) {
      throw new RestError(
        400,
        'PGRST118',
        `A related order on '${t.relation}' is not possible`,
        `'${scope.label}' and '${t.relation}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    sql = `(select ${fieldSql(t.field, embed.scope, ctx.params)} ${embed.from})`;
  } else sql = fieldSql(t.field, scope, ctx.params);
  if (t.direction) sql += ` ${t.direction}`;
  if (t.nulls) sql += ` nulls ${t.nulls}`;
  return sql;
}

/** `author=is.null` / `author=not.is.null` on an embed filters the parent rows by whether it has any. */
function embedNullFilter(c: Condition, scope: Scope, embeds: Map<string, Embed>): string | null {
  if (c.kind !== 'filter' || scope.columns.has(c.field.column) || c.field.path.length) return null;
  const embed = embeds.get(c.field.column);
  if (!embed) return null;
  const exists = `exists (select 1 ${embed.from})`;
  const f = c;
  const v = typeof f.value === 'string' ? f.value.toLowerCase() : '';
  if (f.op !== 'is' || (v !== 'null' && v !== 'not_null')) {
    throw new RestError(
      400,
      'PGRST120',
      `Bad operator on the '${c.field.column}' embedded resource`,
      'Only is null or not is null filters are allowed on embedded resources',
    );
  }
  const wantsRows = (v === 'not_null') !== f.negate;
  return wantsRows ? exists : `not ${exists}`;
}

/** ORDER BY / LIMIT / OFFSET of a level; limit and offset are validated integers. */
export function tail(level: LevelSql, maxRows: number | null = null): string {
  let sql = level.orderBy ? ` order by ${level.orderBy}` : '';
  const limit = maxRows !== null && (level.limit === null || level.limit > maxRows) ? maxRows : level.limit;
  if (limit !== null) sql += ` limit ${limit}`;
  if (level.offset) sql += ` offset ${level.offset}`;
  return sql;
}

/** Every level in the query must belong to an embed of the select (PGRST108 otherwise). */
export function checkLevelsUsed(ctx: BuildContext): void {
  for (const path of ctx.levels.keys()) {
    if (!ctx.usedLevels.has(path)) {
      const name = path.split('.').pop()!;
      throw new RestError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      );
    }
  }
}
