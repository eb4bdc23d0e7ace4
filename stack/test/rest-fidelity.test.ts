// PostgREST behaviours the stand-in used to answer differently, on a stack of its own with its own
// schema (one migration, below): functions with a single unnamed parameter, resolved as PostgREST's
// schema cache and findProc do (only an unnamed json/jsonb/text/xml/bytea parameter makes a function
// callable; the body is passed as sent), empty embeds (`rel()`), which filter but are left out, and
// aggregates beside embeds and spreads, grouped by them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANON_KEY } from '../index.ts';
import { client } from './support/clients.ts';
import { startTestStack, type TestStack } from './support/test-stack.ts';

const SCHEMA = `
create function public.fid_unnamed_int(int) returns int language sql immutable as $$ select $1 $$;
create function public.fid_two(int) returns text language sql immutable as $$ select 'int' $$;
create function public.fid_two(json) returns text language sql immutable as $$ select 'json: ' || $1::text $$;
create function public.fid_bytes(bytea) returns int language sql immutable as $$ select length($1) $$;
create function public.fid_over() returns text language sql immutable as $$ select 'none' $$;
create function public.fid_over(bytea) returns text language sql immutable as $$ select 'bytes: ' || length($1) $$;
create function public.fid_pair(int, int) returns int language sql immutable as $$ select $1 + $2 $$;

create table public.fid_authors (id int primary key, name text not null);
create table public.fid_books (id int primary key, title text not null, author_id int not null references public.fid_authors (id));
create table public.fid_reviews (id int primary key, book_id int not null references public.fid_books (id), stars int not null);
alter table public.fid_authors enable row level security;
alter table public.fid_books enable row level security;
alter table public.fid_reviews enable row level security;
create policy "read" on public.fid_authors for select using (true);
create policy "read" on public.fid_books for select using (true);
create policy "read" on public.fid_reviews for select using (true);
insert into public.fid_authors values (1, 'Ada'), (2, 'Grace');
insert into public.fid_books values (1, 'Engine', 1), (2, 'Compilers', 2), (3, 'Notes', 1);
insert into public.fid_reviews values (1, 1, 5), (2, 2, 3);

-- Views over tables of a schema the API does not expose: relationships come from the base tables.
create schema fid_private;
create table fid_private.people (id int primary key, name text not null);
create table fid_private.posts (id int primary key, person_id int not null references fid_private.people (id), body text not null);
insert into fid_private.people values (1, 'Ann'), (2, 'Bo');
insert into fid_private.posts values (1, 1, 'hello'), (2, 1, 'again'), (3, 2, 'hi');
grant usage on schema fid_private to anon;
grant select on fid_private.people, fid_private.posts to anon;
create view public.fid_people with (security_invoker = true) as select id, name from fid_private.people;
create view public.fid_posts with (security_invoker = true) as select id, person_id as author, body from fid_private.posts;
create view public.fid_book_titles with (security_invoker = true) as select id, title, author_id from public.fid_books;
-- Statistics, as autovacuum would gather them: without them the planner takes each table for
-- thousands of rows, and the plan-cost limit of anon (stack/db/migrate.ts) refuses wide reads.
analyze public.fid_authors, public.fid_books, public.fid_reviews, fid_private.people, fid_private.posts;

-- Aggregates on, for this database only (roles are the whole server's on PostgreSQL).
do $$ begin
  execute format('alter role authenticator in database %I set pgrst.db_aggregates_enabled = true', current_database());
end $$;
`;

let stack: TestStack;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rest-fidelity-'));
  writeFileSync(join(dir, '20260101000000_fidelity.sql'), SCHEMA);
  stack = await startTestStack(inject('engine'), { migrationsDir: dir, seedFile: null, databasePrefix: 'stand_in_rest_fidelity' });
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function rest(path: string, init: RequestInit = {}) {
  const res = await fetch(`${stack.apiUrl}/rest/v1${path}`, {
    ...init,
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, ...(init.headers as Record<string, string>) },
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const post = (fn: string, body: BodyInit, contentType = 'application/json') =>
  rest(`/rpc/${fn}`, { method: 'POST', headers: { 'Content-Type': contentType }, body });

describe('functions with a single unnamed parameter', () => {
  it('are not callable when the parameter is of another type: 404 PGRST202, not a Postgres error', async () => {
    const asKey = await post('fid_unnamed_int', '{"": "7"}');
    expect(asKey).toMatchObject({
      status: 404,
      body: {
        code: 'PGRST202',
        message: 'Could not find the function public.fid_unnamed_int() in the schema cache',
        details:
          'Searched for the function public.fid_unnamed_int with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      },
    });
    expect((await post('fid_unnamed_int', '{"x": 1}')).body).toMatchObject({ code: 'PGRST202' });
    expect((await post('fid_pair', '{"": 1}')).body).toMatchObject({ code: 'PGRST202' });
  });

  it('leave an overload of another type out, so the json one answers (200, not 300 PGRST203)', async () => {
    expect(await post('fid_two', '{"": 1}')).toEqual({ status: 200, body: 'json: {"": 1}' });
    expect(await post('fid_two', '{"a": 1}')).toEqual({ status: 200, body: 'json: {"a": 1}' });
  });

  it('take an application/octet-stream body as a single unnamed bytea parameter', async () => {
    expect(await post('fid_bytes', new Uint8Array([0, 1, 2, 255]), 'application/octet-stream')).toEqual({ status: 200, body: 4 });
    expect(await post('fid_over', new Uint8Array([9, 9]), 'application/octet-stream')).toEqual({ status: 200, body: 'bytes: 2' });
    expect((await rest('/rpc/fid_over', { headers: { 'Content-Type': 'application/octet-stream' } })).body).toBe('none');
    const none = await post('fid_unnamed_int', new Uint8Array([1]), 'application/octet-stream');
    expect(none).toEqual({
      status: 404,
      body: {
        code: 'PGRST202',
        message: 'Could not find the function public.fid_unnamed_int in the schema cache',
        details:
          'Searched for the function public.fid_unnamed_int with a single unnamed bytea parameter, but no matches were found in the schema cache.',
        hint: null,
      },
    });
  });
});

describe('empty embeds', () => {
  it('leave the key out of the result', async () => {
    const db = client({ url: stack.apiUrl });
    const { data } = await db.from('fid_books').select('title, fid_authors()').order('id');
    expect(data).toEqual([{ title: 'Engine' }, { title: 'Compilers' }, { title: 'Notes' }]);
    const nested = await db.from('fid_authors').select('name, fid_books(fid_reviews())').order('id');
    expect(nested.data).toEqual([{ name: 'Ada' }, { name: 'Grace' }]);
  });

  it('still filter the parent rows', async () => {
    const db = client({ url: stack.apiUrl });
    const inner = await db.from('fid_books').select('title, fid_authors!inner()').eq('fid_authors.name', 'Ada').order('id');
    expect(inner.data).toEqual([{ title: 'Engine' }, { title: 'Notes' }]);
    const reviewed = await db.from('fid_books').select('title, fid_reviews()').not('fid_reviews', 'is', null).order('id');
    expect(reviewed.data).toEqual([{ title: 'Engine' }, { title: 'Compilers' }]);
  });
});

describe('aggregates beside embeds', () => {
  const byName = (a: Record<string, unknown>, b: Record<string, unknown>) => JSON.stringify(a).localeCompare(JSON.stringify(b));

  it('group the rows by the embeds too', async () => {
    const db = client({ url: stack.apiUrl });
    const toOne = await db.from('fid_books').select('fid_authors(name), count()');
    expect(toOne.error).toBeNull();
    expect([...toOne.data!].sort(byName)).toEqual([
      { fid_authors: { name: 'Ada' }, count: 2 },
      { fid_authors: { name: 'Grace' }, count: 1 },
    ]);
    const toMany = await db.from('fid_books').select('fid_reviews(stars), id.max()');
    expect(toMany.error).toBeNull();
    expect([...toMany.data!].sort(byName)).toEqual([
      { fid_reviews: [], max: 3 },
      { fid_reviews: [{ stars: 3 }], max: 2 },
      { fid_reviews: [{ stars: 5 }], max: 1 },
    ]);
  });

  it('group the rows by the columns of a spread', async () => {
    const db = client({ url: stack.apiUrl });
    const { data, error } = await db.from('fid_books').select('...fid_authors(name), count()');
    expect(error).toBeNull();
    expect([...data!].sort(byName)).toEqual([
      { name: 'Ada', count: 2 },
      { name: 'Grace', count: 1 },
    ]);
  });
});

describe('embedding through views', () => {
  it('follows the base tables’ foreign keys, in both directions, to a view or a table', async () => {
    const db = client({ url: stack.apiUrl });
    const toOne = await db.from('fid_posts').select('body, fid_people(name)').order('id');
    expect(toOne.error).toBeNull();
    expect(toOne.data).toEqual([
      { body: 'hello', fid_people: { name: 'Ann' } },
      { body: 'again', fid_people: { name: 'Ann' } },
      { body: 'hi', fid_people: { name: 'Bo' } },
    ]);
    const toMany = await db.from('fid_people').select('name, fid_posts(body)').order('id').order('id', { referencedTable: 'fid_posts' });
    expect(toMany.error).toBeNull();
    expect(toMany.data).toEqual([
      { name: 'Ann', fid_posts: [{ body: 'hello' }, { body: 'again' }] },
      { name: 'Bo', fid_posts: [{ body: 'hi' }] },
    ]);
    const toTable = await db.from('fid_book_titles').select('title, fid_authors(name)').eq('id', 2).single();
    expect(toTable.data).toEqual({ title: 'Compilers', fid_authors: { name: 'Grace' } });
    const fromTable = await db.from('fid_authors').select('name, fid_book_titles(title)').eq('id', 2).single();
    expect(fromTable.data).toEqual({ name: 'Grace', fid_book_titles: [{ title: 'Compilers' }] });
  });
});
