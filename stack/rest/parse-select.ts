// The `select` parameter: columns, `alias:col`, `col::cast`, JSON paths, `*`, and embedded resources
// `alias:rel!hint!inner(...)` and spreads `...rel(...)`. Aggregates are recognised and refused clearly.
import { RestError } from './rest-error.ts';
import { Cursor, type FieldRef } from './parse-names.ts';

export type SelectItem =
  | { kind: 'star' }
  | ({ kind: 'field'; alias?: string; cast?: string } & FieldRef)
  | { kind: 'embed'; alias?: string; relation: string; hint?: string; inner: boolean; select: SelectItem[]; spread: boolean };

const AGGREGATES = ['count', 'sum', 'avg', 'max', 'min'];

const aggregatesNotAllowed = () => new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

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
    if (AGGREGATES.includes(field.column) && c.peek(2) === '()') throw aggregatesNotAllowed();
    return parseEmbed(c, field.column, alias);
  }
  if (c.peek() === '!' && field.path.length === 0) return parseEmbed(c, field.column, alias);
  if (c.peek() === '.' && AGGREGATES.some((a) => c.text.startsWith(`.${a}(`, c.pos))) throw aggregatesNotAllowed();
  let cast: string | undefined;
  if (c.eat('::')) cast = c.name(',()!:.');
  return { kind: 'field', alias, cast, ...field };
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
