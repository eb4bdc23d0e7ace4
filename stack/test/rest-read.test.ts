// /rest/v1 reads through supabase-js: column lists, aliases, casts, JSON paths, embedded resources,
// order, limit/range, counts, HEAD, single() and maybeSingle(). Fixture: stack/test/project/supabase/migrations/20260101000200_rest.sql.
import { describe, expect, it } from 'vitest';
import { anonClient } from './support/clients.ts';

const db = anonClient();

describe('select', () => {
  it('returns every column by default and a column list when asked', async () => {
    const all = await db.from('rest_authors').select().lte('id', 3).order('id');
    expect(all.error).toBeNull();
    expect(all.status).toBe(200);
    expect(all.data).toEqual([
      { id: 1, name: 'Ada', country: 'UK' },
      { id: 2, name: 'Grace', country: 'US' },
      { id: 3, name: 'Linus', country: null },
    ]);
    const some = await db.from('rest_authors').select('name').eq('id', 2);
    expect(some.data).toEqual([{ name: 'Grace' }]);
  });

  it('renames with aliases, casts, and reads JSON paths', async () => {
    const { data, error } = await db
      .from('rest_items')
      .select('ident:id, score::text, kind:data->>kind, data->nested->>x, n:data->n')
      .in('id', [1, 2])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { ident: 1, score: '1.5', kind: 'a', x: 'deep', n: 1 },
      { ident: 2, score: '2.5', kind: 'b', x: null, n: 2 },
    ]);
  });

  it('reads computed fields (functions of the row) in select, filters, order and embeds', async () => {
    const { data } = await db
      .from('rest_authors')
      .select('id, label:rest_display_name')
      .lte('id', 3)
      .like('rest_display_name', '%)')
      .order('rest_display_name', { ascending: false });
    expect(data).toEqual([
      { id: 2, label: 'Grace (US)' },
      { id: 1, label: 'Ada (UK)' },
    ]);
    const book = await db.from('rest_books').select('rest_authors(rest_display_name)').eq('id', 3).single();
    expect(book.data).toEqual({ rest_authors: { rest_display_name: 'Grace (US)' } });
    const star = await db.from('rest_authors').select('*').eq('id', 3).single();
    expect(star.data).toEqual({ id: 3, name: 'Linus', country: null });
  });

  it('refuses an unknown cast type and an unknown column with 400', async () => {
    const cast = await db.from('rest_items').select('id::nosuchtype');
    expect(cast.status).toBe(400);
    expect(cast.error?.code).toBe('42704');
    const column = await db.from('rest_items').select('id,nope');
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({ code: '42703', message: 'column rest_items.nope does not exist' });
  });
});

describe('embedded resources', () => {
  it('embeds one-to-many as arrays and many-to-one as objects or null', async () => {
    const authors = await db.from('rest_authors').select('name, rest_books(title)').lte('id', 3).order('id');
    expect(authors.data).toEqual([
      { name: 'Ada', rest_books: [{ title: 'Notes on the Engine' }, { title: 'Sketch of the Analytical Engine' }] },
      { name: 'Grace', rest_books: [{ title: 'Compilers' }] },
      { name: 'Linus', rest_books: [] },
    ]);
    const books = await db.from('rest_books').select('title, author:rest_authors(name)').in('id', [3, 4]).order('id');
    expect(books.data).toEqual([
      { title: 'Compilers', author: { name: 'Grace' } },
      { title: 'Anonymous Tales', author: null },
    ]);
  });

  it('embeds one-to-one as an object, by hint and nested', async () => {
    const { data } = await db
      .from('rest_books')
      .select('title, writer:rest_authors!author_id(name, rest_author_bios(bio))')
      .eq('id', 1)
      .single();
    expect(data).toEqual({ title: 'Notes on the Engine', writer: { name: 'Ada', rest_author_bios: { bio: 'First programmer' } } });
  });

  it('filters, orders and limits inside an embed, and !inner filters the parents', async () => {
    const filtered = await db
      .from('rest_authors')
      .select('name, rest_books(title, pages)')
      .gt('rest_books.pages', 100)
      .lte('id', 3)
      .order('id');
    expect(filtered.data?.map((a) => a.rest_books.length)).toEqual([1, 1, 0]);

    const ordered = await db
      .from('rest_authors')
      .select('name, rest_books(title)')
      .eq('id', 1)
      .order('title', { referencedTable: 'rest_books', ascending: false })
      .limit(1, { referencedTable: 'rest_books' });
    expect(ordered.data).toEqual([{ name: 'Ada', rest_books: [{ title: 'Sketch of the Analytical Engine' }] }]);

    const inner = await db.from('rest_authors').select('name, rest_books!inner(title)').lt('rest_books.pages', 100).lte('id', 3);
    expect(inner.data).toEqual([{ name: 'Ada', rest_books: [{ title: 'Sketch of the Analytical Engine' }] }]);

    const withoutBooks = await db.from('rest_authors').select('name, rest_books(id)').is('rest_books', null).lte('id', 3);
    expect(withoutBooks.data).toEqual([{ name: 'Linus', rest_books: [] }]);
  });

  it('embeds through views, over the foreign keys of the columns they show unchanged', async () => {
    const card = await db.from('rest_book_cards').select('title, rest_authors(name)').eq('id', 1).single();
    expect(card.data).toEqual({ title: 'Notes on the Engine', rest_authors: { name: 'Ada' } });
    const author = await db.from('rest_authors').select('name, rest_book_cards(id, shout)').eq('id', 2).single();
    expect(author.data).toEqual({ name: 'Grace', rest_book_cards: [{ id: 3, shout: 'COMPILERS' }] });
  });

  it('embeds many-to-many through a junction table, both ways', async () => {
    const books = await db
      .from('rest_books')
      .select('id, rest_tags(name)')
      .in('id', [1, 2, 3])
      .order('id')
      .order('id', { referencedTable: 'rest_tags' });
    expect(books.data).toEqual([
      { id: 1, rest_tags: [{ name: 'classic' }, { name: 'engines' }] },
      { id: 2, rest_tags: [] },
      { id: 3, rest_tags: [{ name: 'classic' }] },
    ]);
    const tags = await db.from('rest_tags').select('name, rest_books!rest_book_tags(id)').eq('name', 'classic');
    expect(tags.data).toEqual([{ name: 'classic', rest_books: [{ id: 1 }, { id: 3 }] }]);
    const tagged = await db.from('rest_books').select('id, rest_tags!inner(name)').eq('rest_tags.name', 'engines');
    expect(tagged.data).toEqual([{ id: 1, rest_tags: [{ name: 'engines' }] }]);
  });

  it('spreads a to-one embed into the parent and orders parents by a to-one column', async () => {
    const spread = await db.from('rest_books').select('title, ...rest_authors(author:name, country)').lte('id', 4).order('id');
    expect(spread.data).toEqual([
      { title: 'Notes on the Engine', author: 'Ada', country: 'UK' },
      { title: 'Sketch of the Analytical Engine', author: 'Ada', country: 'UK' },
      { title: 'Compilers', author: 'Grace', country: 'US' },
      { title: 'Anonymous Tales', author: null, country: null },
    ]);
    const ordered = await db
      .from('rest_books')
      .select('id, rest_authors(name)')
      .lte('id', 4)
      .order('rest_authors(name)', { ascending: false, nullsFirst: false })
      .order('id');
    expect(ordered.data?.map((b) => b.id)).toEqual([3, 1, 2, 4]);
    const toMany = await db.from('rest_authors').select('name, rest_books(title)').order('rest_books(title)');
    expect(toMany.status).toBe(400);
    expect(toMany.error?.code).toBe('PGRST118');
  });

  it('answers PGRST200 for no relationship and PGRST108 for a filter on a missing embed', async () => {
    const none = await db.from('rest_items').select('id, rest_authors(name)');
    expect(none.status).toBe(400);
    expect(none.error?.code).toBe('PGRST200');
    const missing = await db.from('rest_authors').select('name').eq('rest_books.pages', 1);
    expect(missing.status).toBe(400);
    expect(missing.error?.code).toBe('PGRST108');
  });
});

describe('order, paging and counts', () => {
  it('orders by several columns with nulls first or last', async () => {
    const first = await db.from('rest_items').select('id').order('score', { ascending: false, nullsFirst: true });
    expect(first.data?.map((r) => r.id)).toEqual([3, 4, 2, 1]);
    const last = await db.from('rest_items').select('id').order('active').order('id', { ascending: false });
    expect(last.data?.map((r) => r.id)).toEqual([2, 4, 1, 3]);
  });

  it('pages with range() and limit(), and counts exactly with 206 for a partial page', async () => {
    const page = await db.from('rest_items').select('id', { count: 'exact' }).order('id').range(1, 2);
    expect(page.status).toBe(206);
    expect(page.count).toBe(4);
    expect(page.data).toEqual([{ id: 2 }, { id: 3 }]);
    const limited = await db.from('rest_items').select('id').order('id').limit(1);
    expect(limited.status).toBe(200);
    expect(limited.count).toBeNull();
    expect(limited.data).toEqual([{ id: 1 }]);
    // (count=planned is the planner's estimate, not this exact count: rest-conformance.test.ts.)
    const whole = await db.from('rest_items').select('id', { count: 'exact' });
    expect(whole.status).toBe(200);
    expect(whole.count).toBe(4);
  });

  it('accepts a Range header and refuses an offset past the end with 416', async () => {
    const ranged = await db.from('rest_items').select('id').order('id').setHeader('Range', '2-3');
    expect(ranged.data).toEqual([{ id: 3 }, { id: 4 }]);
    const past = await db.from('rest_items').select('id', { count: 'exact' }).range(10, 12);
    expect(past.status).toBe(416);
    expect(past.error?.code).toBe('PGRST103');
  });

  it('counts without rows with head: true', async () => {
    const head = await db.from('rest_books').select('*', { count: 'exact', head: true }).not('author_id', 'is', null).lte('id', 4);
    expect(head.error).toBeNull();
    expect(head.count).toBe(3);
    expect(head.data).toBeNull();
  });
});

describe('single and maybeSingle', () => {
  it('single() returns one object, or 406 PGRST116 for none or several', async () => {
    const one = await db.from('rest_authors').select('name').eq('id', 1).single();
    expect(one.data).toEqual({ name: 'Ada' });
    const none = await db.from('rest_authors').select('name').eq('id', 99).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const many = await db.from('rest_authors').select('name').lte('id', 3).single();
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' });
  });

  it('maybeSingle() gives null for no row and the object for one', async () => {
    const none = await db.from('rest_authors').select('name').eq('id', 99).maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
    const one = await db.from('rest_authors').select('name').eq('id', 3).maybeSingle();
    expect(one.data).toEqual({ name: 'Linus' });
  });

  it('strips nulls when asked', async () => {
    const { data } = await db.from('rest_authors').select('name, country').eq('id', 3).stripNulls();
    expect(data).toEqual([{ name: 'Linus' }]);
  });
});
