// Filters and logic trees → SQL over one relation alias. Columns are checked against the schema
// cache and quoted; every value is a bound parameter (lists become one array parameter).
import type { Column } from './schema-cache.ts';
import type { FieldRef } from './parse-names.ts';
import { OPERATORS, type Condition, type Filter } from './parse-filter.ts';
import { unknownColumn } from './rest-error.ts';
import { arrayLiteral, ident, type Params } from './sql-text.ts';

/** One relation as a query level sees it: its alias in the SQL and the columns it may name. */
export interface Scope {
  alias: string;
  columns: Map<string, Column>;
  /** The relation's name as error messages show it. */
  label: string;
  /** An embedded level's alias in PostgREST's SQL (`<table>_<depth>`), which Postgres's errors name. */
  sqlName?: string;
  /** Computed fields of the relation, and the SQL of this level's row as the relation's type. */
  computed?: Map<string, string>;
  row?: string;
}

/** A column, or a computed field (the function applied to the row); 42703 for anything else. */
function columnSql(scope: Scope, name: string): string {
  if (scope.columns.has(name)) return `${ident(scope.alias)}.${ident(name)}`;
  const fn = scope.computed?.get(name);
  if (fn && scope.row) return `${fn}(${scope.row})`;
  throw unknownColumn(scope.sqlName ?? scope.label, name);
}

export function fieldSql(field: FieldRef, scope: Scope, params: Params): string {
  let sql = columnSql(scope, field.column);
  for (const step of field.path) {
    const key = typeof step.key === 'number' ? `${params.add(String(step.key))}::int` : `${params.add(step.key)}::text`;
    sql = `(${sql}${step.arrow}${key})`;
  }
  return sql;
}

function filterSql(f: Filter, scope: Scope, params: Params): string {
  const lhs = fieldSql(f.field, scope, params);
  const value = f.value;
  let sql: string;
  if (f.op === 'is') {
    const v = (value as string).toLowerCase();
    sql = v === 'not_null' ? `${lhs} is not null` : `${lhs} is ${v}`;
  } else if (f.op === 'in') {
    sql = `${lhs} = any(${params.add(arrayLiteral(value as string[]))})`;
  } else if (f.op === 'fts' || f.op === 'plfts' || f.op === 'phfts' || f.op === 'wfts') {
    const language = f.language ? `${params.add(f.language)}::regconfig, ` : '';
    const isVector = !f.field.path.length && scope.columns.get(f.field.column)?.type === 'tsvector';
    const vector = isVector ? lhs : `to_tsvector(${language}${lhs})`;
    sql = `${vector} @@ ${OPERATORS[f.op]}(${language}${params.add(value)})`;
  } else {
    const op = OPERATORS[f.op];
    const like = f.op === 'like' || f.op === 'ilike';
    const fix = (v: string) => (like ? v.replace(/\*/g, '%') : v);
    sql = f.quantifier
      ? `${lhs} ${op} ${f.quantifier}(${params.add(arrayLiteral((value as string[]).map(fix)))})`
      : `${lhs} ${op} ${params.add(fix(value as string))}`;
  }
  return f.negate ? `not (${sql})` : sql;
}

export function conditionSql(c: Condition, scope: Scope, params: Params): string {
  if (c.kind === 'filter') return filterSql(c, scope, params);
  const joined = c.children.map((child) => conditionSql(child, scope, params)).join(c.op === 'and' ? ' and ' : ' or ');
  return c.negate ? `not (${joined})` : `(${joined})`;
}
