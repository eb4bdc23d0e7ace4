// PostgREST behaviours where the stand-in used to give a different answer, written from
// PostgREST's documentation and source (Plan.findProc, CallPlan, Response, Plan.findRel …):
// rpc counts, unnamed parameters and overload resolution, embedding rules, and what is refused.
import { describe, expect, inject, it } from 'vitest';
import { anonClient, serviceClient } from './support/clients.ts';
import { ANON_KEY } from '../index.ts';

const db = anonClient();

/** A raw request to /rest/v1, for what supabase-js cannot express (other media types, headers). */
async function rest(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; text: string; json: () => unknown }> {
  const res = await fetch(`${inject('apiUrl')}/rest/v1${path}`, {
    ...init,
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, ...(init.headers as Record<string, string>) },
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
}

describe('rpc counts', () => {
  it('counts the one row of a scalar, a composite and a void result, so supabase-js reports a number', async () => {
    const scalar = await db.rpc('rest_add', { a: 1, b: 2 }, { count: 'exact' });
    expect(scalar).toMatchObject({ status: 200, data: 3, count: 1 });
    const row = await db.rpc('rest_author_of', { book: 3 }, { count: 'exact' }).select('name');
    expect(row).toMatchObject({ data: { name: 'Grace' }, count: 1 });
    const raw = await rest('/rpc/rest_add?a=1', { headers: { Prefer: 'count=exact' } });
    expect(raw.headers.get('content-range')).toBe('0-0/1');
    expect(raw.headers.get('preference-applied')).toBe('count=exact');
    const uncounted = await rest('/rpc/rest_add?a=1');
    expect(uncounted.headers.get('content-range')).toBe('0-0/*');
    const none = await db.rpc('rest_noop', undefined, { count: 'exact' });
    expect(none).toMatchObject({ status: 204, count: 1 });
  });
});

describe('rpc unnamed parameters and overloads', () => {
  it('passes the body as sent to a single unnamed text parameter (JSON with an empty key, or text/plain)', async () => {
    const json = await rest('/rpc/rest_text_echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"": "foo"}',
    });
    expect(json.status).toBe(200);
    expect(json.json()).toBe('{"": "foo"}');
    const viaClient = await db.rpc('rest_text_echo', { '': 'foo' });
    expect(viaClient).toMatchObject({ status: 200, data: '{"":"foo"}' });
    const text = await rest('/rpc/rest_text_echo', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'plain words' });
    expect(text.json()).toBe('plain words');
  });

  it('picks among overloads by the argument names, falling back to the unnamed parameter of the body type', async () => {
    expect((await db.rpc('rest_over', {})).data).toBe(1);
    expect((await db.rpc('rest_over')).data).toBe(1);
    expect((await db.rpc('rest_over', { x: 1, y: 2 })).data).toBe(3);
    expect((await db.rpc('rest_over', { x: 1, y: 2 }, { get: true })).data).toBe(3);
    expect((await db.rpc('rest_over', { A: 1, B: [2] })).data).toEqual({ A: 1, B: [2] });
    const text = await rest('/rpc/rest_over', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hi' });
    expect(text.json()).toBe('text: hi');
    // GET never falls back to an unnamed parameter: the no-argument overload answers.
    expect((await db.rpc('rest_over', undefined, { get: true })).data).toBe(1);

    expect((await db.rpc('rest_by_name', { a: 1 })).data).toBe('a=1');
    expect((await db.rpc('rest_by_name', { b: 'x' }, { get: true })).data).toBe('b=x');
    expect((await db.rpc('rest_by_name', { a: 1, b: 'y' })).data).toBe('a+b=1y');
  });

  it('answers PostgREST errors when no overload or more than one fits', async () => {
    const none = await db.rpc('rest_by_name', { c: 1 });
    expect(none.status).toBe(404);
    expect(none.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.rest_by_name(c) in the schema cache',
      details:
        'Searched for the function public.rest_by_name with parameter c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    const noText = await rest('/rpc/rest_add', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' });
    expect(noText.status).toBe(404);
    expect(noText.json()).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.rest_add in the schema cache',
      details:
        'Searched for the function public.rest_add with a single unnamed text parameter, but no matches were found in the schema cache.',
    });
    const two = await db.rpc('rest_json_or_jsonb', { A: 1 });
    expect(two.status).toBe(300);
    expect(two.error).toMatchObject({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.rest_json_or_jsonb( => json), public.rest_json_or_jsonb( => jsonb)',
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  });
});

describe('embedding as PostgREST resolves it', () => {
  it('embeds by foreign key constraint name or column, in either direction', async () => {
    const byName = await db.from('rest_books').select('title, writer:rest_books_author_id_fkey(name)').eq('id', 3).single();
    expect(byName.data).toEqual({ title: 'Compilers', writer: { name: 'Grace' } });
    const reverse = await db.from('rest_authors').select('name, rest_books_author_id_fkey(id)').eq('id', 1).single();
    expect(reverse.data).toEqual({ name: 'Ada', rest_books_author_id_fkey: [{ id: 1 }, { id: 2 }] });
    const byColumn = await db.from('rest_books').select('title, author_id(name)').eq('id', 1).single();
    expect(byColumn.data).toEqual({ title: 'Notes on the Engine', author_id: { name: 'Ada' } });
    // A hint narrows the table name; a constraint name is not a hint for another table.
    const hinted = await db.from('rest_books').select('id, rest_authors!rest_books_author_id_fkey(name)').eq('id', 3).single();
    expect(hinted.data).toEqual({ id: 3, rest_authors: { name: 'Grace' } });
    const wrong = await db.from('rest_books').select('id, rest_tags!rest_books_author_id_fkey(name)');
    expect(wrong.status).toBe(400);
    expect(wrong.error?.code).toBe('PGRST200');
  });

  it('resolves a self-referencing table: the table name is the children, the key column the parent', async () => {
    const children = await db.from('rest_people').select('name, rest_people(name)').eq('id', 1).single();
    expect(children.data).toEqual({ name: 'Dana', rest_people: [{ name: 'Eli' }, { name: 'Fay' }] });
    const parent = await db.from('rest_people').select('name, manager_id(name)').eq('id', 4).single();
    expect(parent.data).toEqual({ name: 'Gus', manager_id: { name: 'Eli' } });
    const hinted = await db.from('rest_people').select('name, reports:rest_people!manager_id(name)').eq('id', 2).single();
    expect(hinted.data).toEqual({ name: 'Eli', reports: [{ name: 'Gus' }] });
  });

  it('gives a view with LIMIT its base table’s relationships, as PostgREST’s schema cache does', async () => {
    const limited = await db.from('rest_first_books').select('title, rest_authors(name)');
    expect(limited.error).toBeNull();
    expect(limited.data).toHaveLength(2);
    expect(limited.data!.map((b) => typeof (b.rest_authors as unknown as { name: string } | null)?.name)).toEqual(['string', 'string']);
  });

  it('embeds through computed relationships, to many and (rows 1) to one', async () => {
    const many = await db.from('rest_authors').select('name, rest_long_books(title)').lte('id', 2).order('id');
    expect(many.data).toEqual([
      { name: 'Ada', rest_long_books: [{ title: 'Notes on the Engine' }] },
      { name: 'Grace', rest_long_books: [{ title: 'Compilers' }] },
    ]);
    const one = await db.from('rest_books').select('id, rest_writer(name)').in('id', [3, 4]).order('id');
    expect(one.data).toEqual([
      { id: 3, rest_writer: { name: 'Grace' } },
      { id: 4, rest_writer: null },
    ]);
    const filtered = await db.from('rest_authors').select('name, rest_long_books!inner(id)').eq('rest_long_books.id', 3);
    expect(filtered.data).toEqual([{ name: 'Grace', rest_long_books: [{ id: 3 }] }]);
  });

  it('spreads a to-many embed into arrays of its columns', async () => {
    const { data } = await db
      .from('rest_authors')
      .select('name, ...rest_books(title, pages)')
      .lte('id', 3)
      .order('id')
      .order('id', { referencedTable: 'rest_books' });
    expect(data).toEqual([
      { name: 'Ada', title: ['Notes on the Engine', 'Sketch of the Analytical Engine'], pages: [120, 80] },
      { name: 'Grace', title: ['Compilers'], pages: [300] },
      { name: 'Linus', title: [], pages: [] },
    ]);
  });

  it('refuses two embeds with the same name at one level with 42712', async () => {
    const r = await db.from('rest_authors').select('name, rest_books(id), rest_books(title)');
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({ code: '42712', message: 'table name "rest_authors_rest_books_1" specified more than once' });
    const aliased = await db.from('rest_authors').select('name, short:rest_books(id), all:rest_books(title)').eq('id', 2).single();
    expect(aliased.data).toEqual({ name: 'Grace', short: [{ id: 3 }], all: [{ title: 'Compilers' }] });
  });
});

describe('counts and media types', () => {
  it('count=planned answers the planner estimate, so HEAD on a page of it is 206', async () => {
    const estimate = await db.rpc('rest_plan_rows', { min_id: 2 });
    expect(estimate.error).toBeNull();
    const expected = estimate.data as number;
    expect(expected).toBeGreaterThan(4); // never analyzed: Postgres estimates from the page size
    const head = await db.from('rest_planned').select('*', { count: 'planned', head: true }).gte('id', 2);
    expect(head).toMatchObject({ status: 206, count: expected, data: null });
    const get = await db.from('rest_planned').select('id', { count: 'planned' }).gte('id', 2);
    expect(get).toMatchObject({ status: 206, count: expected });
    expect(get.data).toHaveLength(4);
    // estimated is the exact count while it stays under max_rows (1000).
    const estimated = await db.from('rest_planned').select('id', { count: 'estimated', head: true }).gte('id', 2);
    expect(estimated).toMatchObject({ status: 200, count: 4 });
  });

  it('count=planned counts nothing on an rpc or a write (PostgREST reads plans for table reads only)', async () => {
    const planned = await rest('/rpc/rest_series?n=5', { headers: { Prefer: 'count=planned' } });
    expect(planned.json()).toEqual([1, 2, 3, 4, 5]);
    expect(planned.headers.get('content-range')).toBe('0-4/*');
    const estimated = await db.rpc('rest_series', { n: 5 }, { count: 'estimated' });
    expect(estimated.count).toBe(5);
    const write = await rest('/rest_counters', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'count=planned' },
      body: JSON.stringify({ key: `planned-${Date.now()}` }),
    });
    expect(write.status).toBe(201);
    expect(write.headers.get('content-range')).toBe('*/*');
    const exact = await serviceClient()
      .from('rest_counters')
      .insert({ key: `exact-${Date.now()}` }, { count: 'exact' });
    expect(exact).toMatchObject({ status: 201, count: 1 });
  });

  it('answers text/csv: a header, then one line per row as Postgres prints records', async () => {
    const csv = await db.from('rest_csv').select('id, label, flag, note').order('id').csv();
    expect(csv.status).toBe(200);
    expect(csv.data).toBe('id,label,flag,note\n1,plain,t,\n2,"with, comma",f,"say ""hi"""');
    const raw = await rest('/rest_csv?select=id&id=gt.5', { headers: { Accept: 'text/csv' } });
    expect(raw.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(raw.text).toBe('\n');
    const rows = await db.rpc('rest_squares', { n: 2 }).csv();
    expect(rows.data).toBe('i,square\n1,1\n2,4');
    const scalar = await db.rpc('rest_add', { a: 1 }).csv();
    expect(scalar.status).toBe(406);
    expect((scalar.error as { code?: string } | null)?.code).toBe('PGRST107');
  });

  it('refuses query plans: pgrst.db_plan_enabled is off, as on Supabase', async () => {
    const plan = await db.from('rest_csv').select('id').explain();
    expect(plan.status).toBe(406);
    expect(plan.error).toMatchObject({ code: 'PGRST107' });
  });
});

describe('Prefer: timezone', () => {
  it('renders timestamps in a zone the database knows and says so; an unknown zone is an ignored preference', async () => {
    const la = await rest('/rest_times?select=at', { headers: { Prefer: 'timezone=America/Los_Angeles' } });
    expect(la.json()).toEqual([{ at: '2026-01-15T04:00:00-08:00' }]);
    expect(la.headers.get('preference-applied')).toBe('timezone=America/Los_Angeles');
    const unknown = await rest('/rest_times?select=at', { headers: { Prefer: 'timezone=Mars/Olympus' } });
    expect(unknown.json()).toEqual([{ at: '2026-01-15T12:00:00+00:00' }]);
    expect(unknown.headers.get('preference-applied')).toBeNull();
    const strict = await rest('/rest_times?select=at', { headers: { Prefer: 'handling=strict, timezone=Mars/Olympus' } });
    expect(strict.status).toBe(400);
    expect(strict.json()).toMatchObject({ code: 'PGRST122', details: 'Invalid preferences: timezone=Mars/Olympus' });
  });
});
