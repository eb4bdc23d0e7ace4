// Splits the query string into what each level of the result needs: the select tree, and per level
// (the root, or an embedded resource named by its path, e.g. "author" for `author.name=eq.x`) its
// filters, logic trees, order and paging.
import { parseFilterExpr, parseLogic, type Condition } from './parse-filter.ts';
import { Cursor } from './parse-names.ts';
import { parseOrder, type OrderTerm } from './parse-order.ts';
import { parseSelect, type SelectItem } from './parse-select.ts';
import { parseError } from './rest-error.ts';

export interface Level {
  conditions: Condition[];
  order: OrderTerm[];
  limit: string | null;
  offset: string | null;
}

export interface ParsedQuery {
  select: SelectItem[];
  /** Keyed by embed path: '' is the root, 'author' an embed, 'author.books' one below it. */
  levels: Map<string, Level>;
  columns: string[] | null;
  onConflict: string[] | null;
}

const emptyLevel = (): Level => ({ conditions: [], order: [], limit: null, offset: null });

function quotedList(text: string, what: string): string[] {
  const c = new Cursor(text, what);
  const names: string[] = [];
  do names.push(c.name(','));
  while (c.eat(','));
  if (!c.done) throw c.fail('expecting "," or end of input');
  return names;
}

/** `skip(key)` names the parameters a caller consumes itself (rpc arguments on GET). */
export function parseQuery(search: URLSearchParams, skip: (key: string) => boolean = () => false): ParsedQuery {
  const parsed: ParsedQuery = { select: [{ kind: 'star' }], levels: new Map([['', emptyLevel()]]), columns: null, onConflict: null };
  const level = (path: string) => {
    let l = parsed.levels.get(path);
    if (!l) parsed.levels.set(path, (l = emptyLevel()));
    return l;
  };
  for (const [key, value] of search) {
    if (key === 'select') parsed.select = parseSelect(value);
    else if (key === 'columns') parsed.columns = quotedList(value, 'columns parameter');
    else if (key === 'on_conflict') parsed.onConflict = quotedList(value, 'on_conflict parameter');
    else if (skip(key)) continue;
    else addParam(key, value, level);
  }
  return parsed;
}

function addParam(key: string, value: string, level: (path: string) => Level): void {
  const segments = key.split('.');
  const last = segments[segments.length - 1]!;
  const negatedLogic = segments.length >= 2 && segments[segments.length - 2] === 'not' && (last === 'or' || last === 'and');
  if (negatedLogic || last === 'or' || last === 'and') {
    const path = segments.slice(0, negatedLogic ? -2 : -1).join('.');
    level(path).conditions.push(parseLogic(last, negatedLogic, value));
    return;
  }
  const path = segments.slice(0, -1).join('.');
  if (last === 'order') level(path).order.push(...parseOrder(value));
  else if (last === 'limit') level(path).limit = value;
  else if (last === 'offset') level(path).offset = value;
  else {
    const c = new Cursor(last, 'filter');
    const field = c.field('');
    if (!c.done || !last) throw parseError('filter', key, c.pos + 1, 'character in column name');
    level(path).conditions.push(parseFilterExpr(field, value));
  }
}
