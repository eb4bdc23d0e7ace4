// /rest/v1/rpc through supabase-js: POST and GET, named and default arguments, a single unnamed
// jsonb parameter, scalar / row / set / table / void results, filters and order on sets, GET being
// read-only, request settings visible to SQL, and PostgREST's errors.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signUpUser } from './support/clients.ts';

const db = anonClient();

describe('rpc results', () => {
  it('returns a bare scalar, by POST and by GET, with defaults filled in', async () => {
    const post = await db.rpc('rest_add', { a: 1, b: 2 });
    expect(post).toMatchObject({ status: 200, data: 3, error: null });
    const get = await db.rpc('rest_add', { a: 5 }, { get: true });
    expect(get.data).toBe(15);
  });

  it('passes the whole body to a single unnamed jsonb parameter', async () => {
    const { data } = await db.rpc('rest_echo', { nested: { list: [1, 2] }, s: 'x' });
    expect(data).toEqual({ nested: { list: [1, 2] }, s: 'x' });
  });

  it('returns a composite as an object, with embeds', async () => {
    const { data } = await db.rpc('rest_author_of', { book: 3 }).select('name, rest_books(title)');
    expect(data).toEqual({ name: 'Grace', rest_books: [{ title: 'Compilers' }] });
  });

  it('returns sets of rows that filters, order, limit and single() apply to', async () => {
    const rows = await db.rpc('rest_books_by', { author: 1 }).select('title').order('id', { ascending: false });
    expect(rows.data).toEqual([{ title: 'Sketch of the Analytical Engine' }, { title: 'Notes on the Engine' }]);
    const filtered = await db.rpc('rest_books_by', { author: 1 }).gt('pages', 100).select('id').single();
    expect(filtered.data).toEqual({ id: 1 });
    const table = await db.rpc('rest_squares', { n: 4 }, { count: 'exact' }).gte('square', 4).order('i').limit(2);
    expect(table.data).toEqual([
      { i: 2, square: 4 },
      { i: 3, square: 9 },
    ]);
    expect(table.count).toBe(3);
  });

  it('returns a set of scalars as an array of values, filterable by the function name', async () => {
    const all = await db.rpc('rest_series', { n: 3 });
    expect(all.data).toEqual([1, 2, 3]);
    const some = await db.rpc('rest_series', { n: 5 }, { get: true }).gt('rest_series', 3);
    expect(some.data).toEqual([4, 5]);
  });

  it('caps a result at max_rows (config.toml: 1000) and says so with 206 and the count', async () => {
    const r = await db.rpc('rest_series', { n: 1200 }, { count: 'exact' });
    expect(r.status).toBe(206);
    expect(r.count).toBe(1200);
    expect(r.data).toHaveLength(1000);
  });

  it('answers 204 for a void function', async () => {
    const r = await db.rpc('rest_noop');
    expect(r.status).toBe(204);
    expect(r.error).toBeNull();
  });

  it('sets role, claims, method, path and headers for the SQL it runs', async () => {
    const { data } = await db.rpc('rest_whoami', undefined, { get: true }).setHeader('x-test-header', 'hello');
    // anon's statement_timeout is the role setting Supabase gives it (3s), applied per request.
    expect(data).toEqual({
      role: 'anon',
      sub: null,
      method: 'GET',
      path: '/rest/v1/rpc/rest_whoami',
      header: 'hello',
      read_only: 'on',
      timeout: '3s',
    });
    const post = await serviceClient().rpc('rest_whoami');
    expect(post.data).toMatchObject({ role: 'service_role', method: 'POST', read_only: 'off' });
    const user = await signUpUser('whoami');
    const mine = await user.client.rpc('rest_whoami');
    expect(mine.data).toMatchObject({ role: 'authenticated', sub: user.id, timeout: '8s' });
  });
});

describe('rpc writes and errors', () => {
  it('GET runs read-only: a function that writes fails with 405 25006 and writes nothing', async () => {
    const key = `bump-${randomUUID()}`;
    const get = await db.rpc('rest_bump', { k: key }, { get: true });
    expect(get.status).toBe(405);
    expect(get.error?.code).toBe('25006');
    const post = await db.rpc('rest_bump', { k: key });
    expect(post.data).toBe(1);
  });

  it('maps raise exception to 400 P0001 with its message and hint', async () => {
    const r = await db.rpc('rest_fail', { msg: 'nope, not today' });
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({ code: 'P0001', message: 'nope, not today', hint: 'raised on purpose' });
  });

  it('answers 404 PGRST202 for an unknown function or unknown arguments', async () => {
    const unknown = await db.rpc('rest_nope', { a: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.rest_nope(a) in the schema cache',
    });
    const badArgs = await db.rpc('rest_add', { x: 1 });
    expect(badArgs.status).toBe(404);
    expect(badArgs.error?.code).toBe('PGRST202');
  });

  it('applies max-affected under handling=strict to set-returning functions only', async () => {
    const strict = (n: number) => `handling=strict, max-affected=${n}`;
    const over = await db.rpc('rest_series', { n: 3 }).setHeader('Prefer', strict(2));
    expect(over.status).toBe(400);
    expect(over.error).toMatchObject({ code: 'PGRST124', details: 'The query affects 3 rows' });
    const within = await db.rpc('rest_series', { n: 2 }).setHeader('Prefer', strict(2));
    expect(within.data).toEqual([1, 2]);
    const scalar = await db.rpc('rest_add', { a: 1 }).setHeader('Prefer', strict(1));
    expect(scalar.error?.code).toBe('PGRST128');
  });

  it('answers 400 for an argument of the wrong type', async () => {
    const r = await db.rpc('rest_add', { a: 'one' });
    expect(r.status).toBe(400);
    expect(r.error?.code).toBe('22P02');
  });
});
