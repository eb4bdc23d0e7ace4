// Filters: `col=[not.]op[(any|all)|(config)].value` and the logic trees of `or=(…)`, `and=(…)`,
// `not.or=(…)`, nested to any depth. Parsing only; the operators become SQL in build-conditions.ts.
import { parseError } from './rest-error.ts';
import { Cursor, type FieldRef } from './parse-names.ts';

export const OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  is: 'is',
  isdistinct: 'is distinct from',
  in: 'in',
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;
export type Operator = keyof typeof OPERATORS;

const QUANTIFIABLE = new Set<Operator>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const TEXT_SEARCH = new Set<Operator>(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

export interface Filter {
  kind: 'filter';
  field: FieldRef;
  negate: boolean;
  op: Operator;
  quantifier?: 'any' | 'all';
  language?: string;
  /** A list for `in` and quantified operators, else the raw value. */
  value: string | string[];
}
export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}
export type Condition = Filter | Logic;

/** The right-hand side of `col=…`, e.g. `not.in.(1,2)`. */
export function parseFilterExpr(field: FieldRef, text: string): Filter {
  const fail = (col: number, what: string) => parseError('filter', text, col, what);
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([^)]*)\))?\./.exec(rest);
  if (!m || !Object.hasOwn(OPERATORS, m[1]!)) throw fail(text.length - rest.length + 1, 'operator');
  const op = m[1] as Operator;
  const modifier = m[2];
  const raw = rest.slice(m[0].length);
  const filter: Filter = { kind: 'filter', field, negate, op, value: raw };
  if (modifier !== undefined) {
    if (TEXT_SEARCH.has(op)) filter.language = modifier;
    else if (QUANTIFIABLE.has(op) && (modifier === 'any' || modifier === 'all')) filter.quantifier = modifier;
    else throw fail(text.length - rest.length + op.length + 2, `"${modifier}"`);
  }
  if (op === 'in') filter.value = parseList(raw, '(', ')', text);
  else if (filter.quantifier) filter.value = parseList(raw, '{', '}', text);
  else if (op === 'is' && !IS_VALUES.has(raw.toLowerCase())) {
    throw fail(text.length - raw.length + 1, `"${raw}" expecting null, not_null, true, false or unknown`);
  }
  return filter;
}

/** `(a,b,"c,d")` → ['a','b','c,d']; double quotes protect commas and parentheses. */
function parseList(raw: string, open: string, close: string, whole: string): string[] {
  const c = new Cursor(raw, 'filter');
  if (!c.eat(open)) throw parseError('filter', whole, whole.length - raw.length + 1, `expecting "${open}"`);
  const values: string[] = [];
  if (c.eat(close)) return values;
  do {
    if (c.peek() === '"') values.push(c.quoted());
    else {
      const start = c.pos;
      while (!c.done && c.peek() !== ',' && c.peek() !== close) c.pos++;
      values.push(raw.slice(start, c.pos));
    }
  } while (c.eat(','));
  if (!c.eat(close) || !c.done) throw parseError('filter', whole, whole.length - raw.length + c.pos + 1, `expecting "${close}"`);
  return values;
}

/** The value of `or=` / `and=`: `(a.eq.1,and(b.gt.2,c.is.null))`. */
export function parseLogic(op: 'and' | 'or', negate: boolean, text: string): Logic {
  const c = new Cursor(text, 'logic tree');
  const tree = { kind: 'logic' as const, op, negate, children: parseLogicList(c) };
  if (!c.done) throw c.fail('expecting end of input');
  return tree;
}

function parseLogicList(c: Cursor): Condition[] {
  c.expect('(');
  const children: Condition[] = [];
  do children.push(parseLogicItem(c));
  while (c.eat(','));
  c.expect(')');
  return children;
}

function parseLogicItem(c: Cursor): Condition {
  const m = /^(not\.)?(and|or)\(/.exec(c.text.slice(c.pos));
  if (m) {
    c.pos += m[0].length - 1;
    return { kind: 'logic', op: m[2] as 'and' | 'or', negate: !!m[1], children: parseLogicList(c) };
  }
  const field = c.field('.,()');
  c.expect('.');
  const start = c.pos;
  let depth = 0;
  while (!c.done) {
    const ch = c.peek();
    if (ch === '"') {
      c.quoted();
      continue;
    }
    if ((ch === ',' || ch === ')') && depth === 0) break;
    if (ch === '(' || ch === '{') depth++;
    if (ch === ')' || ch === '}') depth--;
    c.pos++;
  }
  let expr = c.text.slice(start, c.pos);
  // A whole value in double quotes (eq."a,b") is unquoted; lists keep theirs for parseList.
  const q = /^((?:not\.)?[a-z]+(?:\([^)]*\))?\.)"((?:[^"\\]|\\.)*)"$/.exec(expr);
  if (q) expr = q[1]! + q[2]!.replace(/\\(.)/g, '$1');
  return parseFilterExpr(field, expr);
}
