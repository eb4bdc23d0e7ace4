// Every filter operator postgrest-js can send, `not.`, and or/and trees, against
// rest_items (stack/test/project/supabase/migrations/20260101000200_rest.sql). Each case names the ids it must return.
import { describe, expect, it } from 'vitest';
import { anonClient } from './support/clients.ts';

const db = anonClient();
const items = () => db.from('rest_items').select('id').order('id');

async function ids(query: PromiseLike<{ data: { id: number }[] | null; error: unknown }>): Promise<number[]> {
  const { data, error } = await query;
  expect(error).toBeNull();
  return (data ?? []).map((r) => r.id);
}

describe('comparison operators', () => {
  it('eq, neq, gt, gte, lt, lte', async () => {
    expect(await ids(items().eq('label', 'alpha'))).toEqual([1]);
    expect(await ids(items().neq('label', 'alpha'))).toEqual([2, 3]);
    expect(await ids(items().gt('score', 1.5))).toEqual([2, 4]);
    expect(await ids(items().gte('score', 2.5))).toEqual([2, 4]);
    expect(await ids(items().lt('score', 2.5))).toEqual([1]);
    expect(await ids(items().lte('score', 2.5))).toEqual([1, 2]);
  });

  it('like and ilike with * or % wildcards, and their any/all forms', async () => {
    expect(await ids(items().like('label', '%ta'))).toEqual([2]);
    expect(await ids(items().like('label', 'G*'))).toEqual([3]);
    expect(await ids(items().ilike('label', 'g%'))).toEqual([3]);
    expect(await ids(items().likeAnyOf('label', ['a%', 'b%']))).toEqual([1, 2]);
    expect(await ids(items().likeAllOf('label', ['%a%', '%l%']))).toEqual([1]);
    expect(await ids(items().ilikeAnyOf('label', ['GAMMA%', 'ALPHA']))).toEqual([1, 3]);
  });

  it('match and imatch (regular expressions)', async () => {
    expect(await ids(items().filter('label', 'match', '^[ab]'))).toEqual([1, 2]);
    expect(await ids(items().filter('label', 'imatch', '^g'))).toEqual([3]);
    expect(await ids(items().not('label', 'imatch', '^g'))).toEqual([1, 2]);
  });

  it('is null / true / false / not null, and isDistinct', async () => {
    expect(await ids(items().is('label', null))).toEqual([4]);
    expect(await ids(items().is('active', true))).toEqual([1, 4]);
    expect(await ids(items().is('active', false))).toEqual([2]);
    expect(await ids(items().not('active', 'is', null))).toEqual([1, 2, 4]);
    expect(await ids(items().filter('active', 'is', 'unknown'))).toEqual([3]);
    expect(await ids(items().isDistinct('active', true))).toEqual([2, 3]);
  });

  it('in, with quoted values containing commas', async () => {
    expect(await ids(items().in('label', ['alpha', 'Gamma, with comma']))).toEqual([1, 3]);
    expect(await ids(items().in('id', []))).toEqual([]);
    expect(await ids(items().not('id', 'in', '(1,2)'))).toEqual([3, 4]);
  });
});

describe('array, JSON and range operators', () => {
  it('contains, containedBy and overlaps on arrays and jsonb', async () => {
    expect(await ids(items().contains('tags', ['red']))).toEqual([1, 4]);
    expect(await ids(items().containedBy('tags', ['red', 'blue']))).toEqual([2, 3, 4]);
    expect(await ids(items().overlaps('tags', ['green', 'blue']))).toEqual([1, 2]);
    expect(await ids(items().contains('data', { kind: 'a' }))).toEqual([1, 3]);
    expect(await ids(items().containedBy('data', { kind: 'b', n: 2, extra: true }))).toEqual([2]);
  });

  it('filters on JSON paths', async () => {
    expect(await ids(items().eq('data->>kind', 'a'))).toEqual([1, 3]);
    expect(await ids(items().eq('data->nested->>x', 'deep'))).toEqual([1]);
    expect(await ids(items().gt('data->n', 1))).toEqual([2, 3]);
  });

  it('range operators sl, sr, nxl, nxr, adj and ov', async () => {
    expect(await ids(items().rangeLt('period', '[10,20)'))).toEqual([1, 2]);
    expect(await ids(items().rangeGt('period', '[10,20)'))).toEqual([3]);
    expect(await ids(items().rangeLte('period', '[5,10)'))).toEqual([1, 2]);
    expect(await ids(items().rangeGte('period', '[5,10)'))).toEqual([2, 3]);
    expect(await ids(items().rangeAdjacent('period', '[10,20)'))).toEqual([2, 3]);
    expect(await ids(items().overlaps('period', '[4,6)'))).toEqual([1, 2]);
  });

  it('full-text search: fts, plfts, phfts, wfts, with and without a config', async () => {
    expect(await ids(items().textSearch('doc', 'fox', { config: 'english' }))).toEqual([1, 3]);
    expect(await ids(items().textSearch('doc', 'lazy & dog'))).toEqual([2]);
    expect(await ids(items().textSearch('body', 'quick fox', { type: 'plain', config: 'english' }))).toEqual([1]);
    expect(await ids(items().textSearch('body', 'brown fox', { type: 'phrase', config: 'english' }))).toEqual([1]);
    expect(await ids(items().textSearch('body', 'fox -quick', { type: 'websearch', config: 'english' }))).toEqual([3]);
  });
});

describe('combinations', () => {
  it('match() adds several eq filters', async () => {
    expect(await ids(items().match({ active: true, label: 'alpha' }))).toEqual([1]);
  });

  it('not() negates any operator', async () => {
    expect(await ids(items().not('label', 'like', 'a%'))).toEqual([2, 3]);
    expect(await ids(items().not('tags', 'cs', '{red}'))).toEqual([2, 3]);
  });

  it('or() with nested and(), negated trees, and on embedded resources', async () => {
    expect(await ids(items().or('id.eq.1,and(active.is.false,score.gt.2)'))).toEqual([1, 2]);
    expect(await ids(items().or('label.eq."Gamma, with comma",id.in.(4)'))).toEqual([3, 4]);
    expect(await ids(items().or('and(id.gt.1,id.lt.4),not.or(active.is.true,label.is.null)'))).toEqual([2, 3]);
    expect(await ids(items().or('id.eq.2,id.eq.3').or('id.eq.3,id.eq.4'))).toEqual([3]);
    const { data } = await db
      .from('rest_authors')
      .select('id, rest_books(id)')
      .or('pages.gt.200,pages.lt.60', { referencedTable: 'rest_books' })
      .lte('id', 3)
      .order('id');
    expect(data?.map((a) => a.rest_books.map((b) => b.id))).toEqual([[], [3], []]);
  });
});

describe('malformed filters', () => {
  it('answer 400 PGRST100, never 5xx', async () => {
    for (const q of [
      items().filter('id', 'nope', '1'),
      items().filter('id', 'in', '1,2'),
      items().filter('active', 'is', 'maybe'),
      items().or('id.eq.1,(broken'),
      db.from('rest_items').select('id(').limit(1),
      items().filter('id', 'like(some)', '{a}'),
    ]) {
      const r = await q;
      expect(r.status, JSON.stringify(r.error)).toBe(400);
      expect(r.error?.code).toBe('PGRST100');
    }
  });

  it('a value of the wrong type is 400 22P02', async () => {
    const r = await items().eq('id', 'abc');
    expect(r.status).toBe(400);
    expect(r.error?.code).toBe('22P02');
  });
});
