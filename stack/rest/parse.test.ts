// The request grammars on their own: select, filters and logic trees, order, paging and Prefer.
import { describe, expect, it } from 'vitest';
import { parseFilterExpr, parseLogic } from './parse-filter.ts';
import { parseOrder, parsePaging } from './parse-order.ts';
import { appliedHeader, parsePrefer } from './parse-prefer.ts';
import { parseQuery } from './parse-query.ts';
import { parseSelect } from './parse-select.ts';
import { RestError } from './rest-error.ts';

const field = (column: string) => ({ column, path: [] });

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof RestError ? e.code : 'not a RestError';
  }
  return undefined;
}

describe('parseSelect', () => {
  it('reads aliases, casts, JSON paths, embeds with hints, !inner and spreads', () => {
    expect(parseSelect('id,n:name::text,data->a->>0,w:author!author_id!inner(name,books(*)),...bio(text)')).toEqual([
      { kind: 'field', alias: undefined, cast: undefined, column: 'id', path: [] },
      { kind: 'field', alias: 'n', cast: 'text', column: 'name', path: [] },
      {
        kind: 'field',
        alias: undefined,
        cast: undefined,
        column: 'data',
        path: [
          { arrow: '->', key: 'a' },
          { arrow: '->>', key: 0 },
        ],
      },
      {
        kind: 'embed',
        alias: 'w',
        relation: 'author',
        hint: 'author_id',
        inner: true,
        spread: false,
        select: [
          { kind: 'field', alias: undefined, cast: undefined, column: 'name', path: [] },
          { kind: 'embed', alias: undefined, relation: 'books', hint: undefined, inner: false, spread: false, select: [{ kind: 'star' }] },
        ],
      },
      {
        kind: 'embed',
        alias: undefined,
        relation: 'bio',
        hint: undefined,
        inner: false,
        spread: true,
        select: [{ kind: 'field', alias: undefined, cast: undefined, column: 'text', path: [] }],
      },
    ]);
  });

  it('keeps quoted names whole, reads aggregates and refuses broken syntax', () => {
    expect(parseSelect('"a,b(c)"')).toEqual([{ kind: 'field', alias: undefined, cast: undefined, column: 'a,b(c)', path: [] }]);
    expect(parseSelect('n:count()')).toEqual([{ kind: 'aggregate', alias: 'n', fn: 'count', field: null, aggCast: undefined }]);
    expect(parseSelect('amount::int.sum()::text')).toEqual([
      { kind: 'aggregate', alias: undefined, fn: 'sum', field: { column: 'amount', path: [] }, cast: 'int', aggCast: 'text' },
    ]);
    expect(codeOf(() => parseSelect('a(b'))).toBe('PGRST100');
    expect(codeOf(() => parseSelect('a,,b'))).toBe('PGRST100');
  });
});

describe('filters', () => {
  it('parses operators, not., quantifiers, lists and text-search configs', () => {
    expect(parseFilterExpr(field('a'), 'not.in.(1,"x,y",3)')).toMatchObject({ op: 'in', negate: true, value: ['1', 'x,y', '3'] });
    expect(parseFilterExpr(field('a'), 'like(any).{a*,"b,c"}')).toMatchObject({ op: 'like', quantifier: 'any', value: ['a*', 'b,c'] });
    expect(parseFilterExpr(field('a'), 'fts(english).fat & cat')).toMatchObject({ op: 'fts', language: 'english', value: 'fat & cat' });
    expect(parseFilterExpr(field('a'), 'eq.a.b.c')).toMatchObject({ op: 'eq', value: 'a.b.c' });
    expect(codeOf(() => parseFilterExpr(field('a'), 'nope.1'))).toBe('PGRST100');
    expect(codeOf(() => parseFilterExpr(field('a'), 'is.maybe'))).toBe('PGRST100');
    expect(codeOf(() => parseFilterExpr(field('a'), 'in.1,2'))).toBe('PGRST100');
  });

  it('parses nested logic trees with quoted values', () => {
    const tree = parseLogic('or', false, '(a.eq.1,and(b.gt.2,not.or(c.is.null,d.in.(1,2))),e.eq."x,y)")');
    expect(tree.children).toHaveLength(3);
    expect(tree.children[1]).toMatchObject({
      kind: 'logic',
      op: 'and',
      children: [{ op: 'gt' }, { kind: 'logic', op: 'or', negate: true }],
    });
    expect(tree.children[2]).toMatchObject({ op: 'eq', value: 'x,y)' });
    expect(codeOf(() => parseLogic('or', false, '(a.eq.1'))).toBe('PGRST100');
  });

  it('files filters, order and paging under the embed they name', () => {
    const q = parseQuery(new URLSearchParams('select=*,b(*)&b.x=eq.1&b.order=x.desc&b.limit=2&not.or=(y.eq.1,y.eq.2)&id=gt.0'));
    expect(q.levels.get('')!.conditions).toHaveLength(2);
    expect(q.levels.get('b')).toMatchObject({ limit: '2', order: [{ field: { column: 'x' }, direction: 'desc' }] });
  });
});

describe('order, paging, Prefer', () => {
  it('parses order terms, including a to-one embed column', () => {
    expect(parseOrder('a.desc.nullsfirst,author(name).asc,c')).toEqual([
      { relation: undefined, field: field('a'), direction: 'desc', nulls: 'first' },
      { relation: 'author', field: field('name'), direction: 'asc' },
      { relation: undefined, field: field('c') },
    ]);
    expect(codeOf(() => parseOrder('a.sideways'))).toBe('PGRST100');
  });

  it('combines limit, offset and a Range header', () => {
    expect(parsePaging('10', '5', undefined)).toEqual({ offset: 5, limit: 10 });
    expect(parsePaging(null, null, '2-3')).toEqual({ offset: 2, limit: 2 });
    expect(parsePaging('1', null, '0-9')).toEqual({ offset: 0, limit: 1 });
    expect(codeOf(() => parsePaging(null, null, '5-1'))).toBe('PGRST103');
    expect(codeOf(() => parsePaging('-1', null, undefined))).toBe('PGRST100');
  });

  it('splits Prefer across headers and is strict only with handling=strict', () => {
    expect(parsePrefer(['return=representation, count=exact', 'resolution=merge-duplicates,missing=default'])).toMatchObject({
      return: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      missing: 'default',
    });
    expect(parsePrefer('whatever=1').return).toBeUndefined();
    expect(codeOf(() => parsePrefer('handling=strict, whatever=1'))).toBe('PGRST122');
    expect(parsePrefer('handling=strict, max-affected=5').maxAffected).toBe(5);
  });

  it('keeps the first of a repeated preference, reads tx only when overridable and known time zones only', () => {
    expect(parsePrefer(['count=exact, count=planned', 'return=minimal']).count).toBe('exact');
    expect(parsePrefer('tx=rollback').tx).toBeUndefined();
    expect(parsePrefer('handling=strict, tx=rollback')).toMatchObject({ handling: 'strict' });
    expect(parsePrefer('tx=rollback, tx=commit', true).tx).toBe('rollback');
    const zones = new Set(['Europe/Paris']);
    expect(parsePrefer('timezone=Europe/Paris', false, zones).timezone).toBe('Europe/Paris');
    expect(codeOf(() => parsePrefer('handling=strict, timezone=Nowhere/Else', false, zones))).toBe('PGRST122');
    expect(
      appliedHeader(parsePrefer('return=minimal, count=exact, tx=rollback, handling=lenient', true), { return: true, count: true }),
    ).toEqual({
      'Preference-Applied': 'return=minimal, count=exact, tx=rollback, handling=lenient',
    });
  });
});
