import { describe, expect, it } from 'vitest';
import { matchesFilter, parseFilter, type FilterTerm } from './filters.ts';

const types = new Map([
  ['id', 'int8'],
  ['label', 'text'],
  ['at', 'timestamptz'],
  ['ok', 'bool'],
]);
const terms = (filter: string) => parseFilter(filter) as FilterTerm[];

describe('parseFilter', () => {
  it('reads every operator Realtime v2.102 accepts, commas meaning AND', () => {
    expect(parseFilter('id=in.(1,2),label=eq."x,y"')).toEqual([
      { column: 'id', op: 'in', values: ['1', '2'] },
      { column: 'label', op: 'eq', values: ['x,y'] },
    ]);
    for (const op of ['eq', 'neq', 'lt', 'lte', 'gt', 'gte'])
      expect(parseFilter(`id=${op}.5`)).toEqual([{ column: 'id', op, values: ['5'] }]);
  });

  it("answers other operators and malformed terms with Realtime's error", () => {
    expect(parseFilter('label=like.a%')).toEqual({ error: 'Error parsing `filter` params: "label=like.a%"' });
    expect(parseFilter('id')).toHaveProperty('error');
    expect(parseFilter('id=in.1,2')).toHaveProperty('error');
  });
});

describe('matchesFilter', () => {
  it('compares numbers as numbers and text as text', () => {
    expect(matchesFilter(terms('id=gt.9'), { id: 10 }, types)).toBe(true);
    expect(matchesFilter(terms('label=gt.9'), { label: '10' }, types)).toBe(false);
  });

  it('compares timestamps as instants and booleans by their text', () => {
    expect(matchesFilter(terms('at=lt.2026-01-01T00:00:00Z'), { at: '2025-12-31T23:59:59+00:00' }, types)).toBe(true);
    expect(matchesFilter(terms('ok=eq.true'), { ok: true }, types)).toBe(true);
  });

  it('never matches a null or missing value, not even with neq', () => {
    expect(matchesFilter(terms('label=neq.x'), { label: null }, types)).toBe(false);
    expect(matchesFilter(terms('id=eq.1'), {}, types)).toBe(false);
  });

  it('requires every term', () => {
    expect(matchesFilter(terms('id=in.(1,2),label=eq.a'), { id: 2, label: 'a' }, types)).toBe(true);
    expect(matchesFilter(terms('id=in.(1,2),label=eq.a'), { id: 3, label: 'a' }, types)).toBe(false);
  });
});
