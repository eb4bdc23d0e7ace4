// /rest/v1 writes through supabase-js: insert (one, many, columns=, missing=default), upsert
// (merge / ignore, on_conflict), update, delete, return=minimal vs representation, counts,
// single() on writes, and max-affected. Each test owns keys with its own random prefix.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serviceClient } from './support/clients.ts';

const db = serviceClient();
const prefix = () => `w-${randomUUID().slice(0, 8)}`;

describe('insert', () => {
  it('inserts one row: 201 with no body by default, the row with select()', async () => {
    const p = prefix();
    const minimal = await db.from('rest_counters').insert({ key: `${p}-a`, value: 1 });
    expect(minimal.status).toBe(201);
    expect(minimal.data).toBeNull();
    expect(minimal.error).toBeNull();
    const rep = await db
      .from('rest_counters')
      .insert({ key: `${p}-b`, value: 2 })
      .select();
    expect(rep.status).toBe(201);
    expect(rep.data).toEqual([{ key: `${p}-b`, value: 2, note: 'fresh' }]);
    const back = await db.from('rest_counters').select('key, value').like('key', `${p}-%`).order('key');
    expect(back.data).toEqual([
      { key: `${p}-a`, value: 1 },
      { key: `${p}-b`, value: 2 },
    ]);
  });

  it('inserts many rows; a missing key is null, or the default with defaultToNull: false', async () => {
    const p = prefix();
    const nulls = await db
      .from('rest_counters')
      .insert([
        { key: `${p}-1`, value: 1, note: 'x' },
        { key: `${p}-2`, value: 2 },
      ])
      .select('key, note');
    expect(nulls.data).toEqual([
      { key: `${p}-1`, note: 'x' },
      { key: `${p}-2`, note: null },
    ]);
    const defaults = await db
      .from('rest_counters')
      .insert([{ key: `${p}-3`, note: 'y' }, { key: `${p}-4` }], { defaultToNull: false })
      .select('key, value, note');
    expect(defaults.data).toEqual([
      { key: `${p}-3`, value: 0, note: 'y' },
      { key: `${p}-4`, value: 0, note: 'fresh' },
    ]);
  });

  it('returns one object with single() and counts inserted rows', async () => {
    const p = prefix();
    const one = await db.from('rest_counters').insert({ key: p, value: 7 }).select('value').single();
    expect(one.data).toEqual({ value: 7 });
    const counted = await db.from('rest_counters').insert([{ key: `${p}-x` }, { key: `${p}-y` }], { count: 'exact' });
    expect(counted.status).toBe(201);
    expect(counted.count).toBe(2);
  });

  it('refuses a duplicate key with 409 23505, an unknown column with PGRST204, a null in a not-null column with 400', async () => {
    const p = prefix();
    await db.from('rest_counters').insert({ key: p });
    const dup = await db.from('rest_counters').insert({ key: p });
    expect(dup.status).toBe(409);
    expect(dup.error?.code).toBe('23505');
    const unknown = await db.from('rest_counters').insert({ key: `${p}-u`, nope: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'rest_counters' in the schema cache",
    });
    const notNull = await db.from('rest_counters').insert({ key: `${p}-n`, value: null });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');
  });

  it('embeds related rows in the returned representation', async () => {
    const name = prefix();
    const author = await db.from('rest_authors').insert({ name, country: 'NZ' }).select('id, rest_display_name').single();
    expect(author.data?.rest_display_name).toBe(`${name} (NZ)`);
    const title = `book-${name}`;
    const { data } = await db.from('rest_books').insert({ author_id: author.data!.id, title }).select('title, rest_authors(name)').single();
    expect(data).toEqual({ title, rest_authors: { name } });
    await db.from('rest_books').delete().eq('title', title);
    await db.from('rest_authors').delete().eq('id', author.data!.id);
  });
});

describe('upsert', () => {
  it('merges duplicates on the primary key: 201 when it inserts, 200 when it only updates', async () => {
    const p = prefix();
    const first = await db.from('rest_counters').upsert({ key: p, value: 1 }).select('key, value');
    expect(first.status).toBe(201);
    const again = await db.from('rest_counters').upsert({ key: p, value: 5 }).select('key, value');
    expect(again.status).toBe(200);
    expect(again.data).toEqual([{ key: p, value: 5 }]);
  });

  it('ignores duplicates with ignoreDuplicates, and honours onConflict', async () => {
    const p = prefix();
    await db.from('rest_counters').insert({ key: p, value: 1 });
    const ignored = await db.from('rest_counters').upsert({ key: p, value: 9 }, { ignoreDuplicates: true }).select();
    expect(ignored.data).toEqual([]);
    const kept = await db.from('rest_counters').select('value').eq('key', p).single();
    expect(kept.data).toEqual({ value: 1 });
    const isbn = `isbn-${p}`;
    await db.from('rest_books').upsert({ isbn, title: 'First' }, { onConflict: 'isbn' });
    await db.from('rest_books').upsert({ isbn, title: 'Second' }, { onConflict: 'isbn' });
    const book = await db.from('rest_books').select('title').eq('isbn', isbn);
    expect(book.data).toEqual([{ title: 'Second' }]);
    await db.from('rest_books').delete().eq('isbn', isbn);
    const badTarget = await db.from('rest_counters').upsert({ key: p }, { onConflict: 'nope' });
    expect(badTarget.error?.code).toBe('PGRST204');
  });
});

describe('update and delete', () => {
  it('updates matching rows: 204 without select(), the rows with it', async () => {
    const p = prefix();
    await db.from('rest_counters').insert([{ key: `${p}-1` }, { key: `${p}-2` }, { key: `${p}-3` }]);
    const minimal = await db.from('rest_counters').update({ note: 'changed' }).eq('key', `${p}-1`);
    expect(minimal.status).toBe(204);
    const rep = await db
      .from('rest_counters')
      .update({ value: 3 }, { count: 'exact' })
      .in('key', [`${p}-2`, `${p}-3`])
      .select('key, value')
      .order('key');
    expect(rep.status).toBe(200);
    expect(rep.count).toBe(2);
    expect(rep.data).toEqual([
      { key: `${p}-2`, value: 3 },
      { key: `${p}-3`, value: 3 },
    ]);
    const back = await db.from('rest_counters').select('note').eq('key', `${p}-1`).single();
    expect(back.data).toEqual({ note: 'changed' });
  });

  it('deletes matching rows and returns them with select()', async () => {
    const p = prefix();
    await db.from('rest_counters').insert([{ key: `${p}-1` }, { key: `${p}-2` }]);
    const gone = await db.from('rest_counters').delete().eq('key', `${p}-1`).select('key');
    expect(gone.status).toBe(200);
    expect(gone.data).toEqual([{ key: `${p}-1` }]);
    const minimal = await db.from('rest_counters').delete({ count: 'exact' }).eq('key', `${p}-2`);
    expect(minimal.status).toBe(204);
    expect(minimal.count).toBe(1);
    const left = await db.from('rest_counters').select('key').like('key', `${p}-%`);
    expect(left.data).toEqual([]);
  });

  it('rolls back a single() write that does not touch exactly one row', async () => {
    const p = prefix();
    await db.from('rest_counters').insert([{ key: `${p}-1` }, { key: `${p}-2` }]);
    const two = await db.from('rest_counters').update({ value: 99 }).like('key', `${p}-%`).select().single();
    expect(two.status).toBe(406);
    expect(two.error?.code).toBe('PGRST116');
    const unchanged = await db.from('rest_counters').select('value').like('key', `${p}-%`);
    expect(unchanged.data).toEqual([{ value: 0 }, { value: 0 }]);
  });

  it('enforces max-affected with handling=strict: over the limit is 400 PGRST124 and nothing changes', async () => {
    const p = prefix();
    await db.from('rest_counters').insert([{ key: `${p}-1` }, { key: `${p}-2` }]);
    // maxAffected() is typed for PostgREST 13+ schemas only; it sends exactly these two preferences.
    const strict = 'handling=strict, max-affected=1';
    const over = await db.from('rest_counters').delete().like('key', `${p}-%`).setHeader('Prefer', strict);
    expect(over.status).toBe(400);
    expect(over.error).toMatchObject({ code: 'PGRST124', details: 'The query affects 2 rows' });
    const within = await db.from('rest_counters').delete().eq('key', `${p}-1`).setHeader('Prefer', strict);
    expect(within.error).toBeNull();
    const left = await db.from('rest_counters').select('key').like('key', `${p}-%`);
    expect(left.data).toEqual([{ key: `${p}-2` }]);
  });
});
