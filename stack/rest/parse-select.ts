// The `select` parameter: columns, `alias:col`, `col::cast`, JSON paths, `*`, and embedded resources
// `alias:rel!hint!inner(...)` and spreads `...rel(...)`, and aggregates (`count()`,
// `alias:col::cast.sum()::cast`), which the builder allows only with pgrst.db_aggregates_enabled.
import { Cursor, type FieldRef } from './parse-names.ts';

export type SelectItem =
  | { kind: 'star' }
  | ({ kind: 'field'; alias?: string; cast?: string } & FieldRef)
  | { kind: 'embed'; alias?: string; relation: string; hint?: string; inner: boolean; select: SelectItem[]; spread: boolean }
  | { kind: 'aggregate'; alias?: string; fn: Aggregate; field: FieldRef | null; cast?: string; aggCast?: string };

export type Aggregate = 'count' | 'sum' | 'avg' | 'max' | 'min';
const AGGREGATES: readonly string[] = ['count', 'sum', 'avg', 'max', 'min'];

export function parseSelect(text: string): SelectItem[] {
  const c = new Cursor(text, 'select parameter');
  const items = parseList(c);
  if (!c.done) throw c.fail('expecting "," or end of input');
  return items;
}

function parseList(c: Cursor): SelectItem[] {
  const items: SelectItem[] = [];
  if (c.done || c.peek() === ')') return items;
  do items.push(parseItem(c));
  while (c.eat(','));
  return items;
}

function parseItem(c: Cursor): SelectItem {
  if (c.eat('*')) return { kind: 'star' };
  if (c.eat('...')) {
    const relation = c.name();
    return parseEmbed(c, relation, undefined, true);
  }
  const start = c.pos;
  let alias: string | undefined = c.name();
  if (!c.eat(':') || c.peek() === ':') {
    c.pos = start;
    alias = undefined;
  }
  const field = c.field();
  if (c.peek() === '(' && field.path.length === 0) {
    if (field.column === 'count' && c.eat('()')) return { kind: 'aggregate', alias, fn: 'count', field: null, aggCast: aggCast(c) };
    return parseEmbed(c, field.column, alias);
  }
  if (c.peek() === '!' && field.path.length === 0) return parseEmbed(c, field.column, alias);
  let cast: string | undefined;
  if (c.eat('::')) cast = c.name(',()!:.');
  const fn = AGGREGATES.find((a) => c.text.startsWith(`.${a}()`, c.pos));
  if (fn) {
    c.pos += fn.length + 3;
    return { kind: 'aggregate', alias, fn: fn as Aggregate, field, cast, aggCast: aggCast(c) };
  }
  return { kind: 'field', alias, cast, ...field };
}

function aggCast(c: Cursor): string | undefined {
  return c.eat('::') ? c.name(',()!:.') : undefined;
}

function parseEmbed(c: Cursor, relation: string, alias: string | undefined, spread = false): SelectItem {
  let hint: string | undefined;
  let inner = false;
  while (c.eat('!')) {
    const word = c.name();
    if (word === 'inner') inner = true;
    else if (word === 'left') inner = false;
    else if (hint === undefined) hint = word;
    else throw c.fail('expecting "(", "!inner" or "!left"');
  }
  c.expect('(');
  const select = parseList(c);
  c.expect(')');
  return { kind: 'embed', alias, relation, hint, inner, select, spread };
}
