// PostgREST's in-database configuration, as Supabase projects use it: `pgrst.*` settings on the
// authenticator role (db_tx_end, db_max_rows, db_aggregates_enabled, db_plan_enabled), read when the
// schema cache is (re)loaded — by the stack's reload or by `notify pgrst, 'reload config'`. Changes
// role settings, so it runs its own stack (PGlite in memory, or its own PostgreSQL database with
// settings scoped `in database` so no other database on the server sees them).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, serviceClient } from './support/clients.ts';
import { startTestStack, type TestStack, fixtureProject } from './support/test-stack.ts';

const engine = inject('engine');
const noMigrations = mkdtempSync(join(tmpdir(), 'rest-settings-'));
let stack: TestStack;
/** Response headers of the last request each client made (supabase-js does not expose them). */
let lastHeaders = new Headers();

function db(): SupabaseClient {
  return serviceClient({
    url: stack.apiUrl,
    fetch: async (input, init) => {
      const res = await fetch(input, init);
      lastHeaders = res.headers;
      return res;
    },
  });
}

/** `alter role authenticator in database <this one> set|reset pgrst.<name>`. */
async function setRoleSetting(name: string, value: string | null): Promise<void> {
  const action = value === null ? `reset pgrst.${name}` : `set pgrst.${name} = %L`;
  await stack.engine.exec(
    `do $$ begin execute format('alter role authenticator in database %I ${action}', current_database()${value === null ? '' : `, '${value}'`}); end $$`,
  );
}

/** Polls an async probe until it holds (a notify-driven reload lands a moment after the commit). */
async function eventually(probe: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 5_000;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function countOf(key: string): Promise<number> {
  const r = await stack.engine.query<{ n: number }>('select count(*)::int as n from public.rest_counters where key = $1', [key]);
  return r.rows[0]!.n;
}

beforeAll(async () => {
  stack = await startTestStack(engine, { migrationsDir: noMigrations, seedFile: null, databasePrefix: 'rest_settings' });
  for (const f of ['20260101000200_rest.sql', '20260101000210_rest_conformance.sql']) {
    await stack.engine.exec(readFileSync(resolve(fixtureProject.migrationsDir, f), 'utf8'));
  }
  await stack.reloadSchema();
});

afterAll(async () => {
  await stack?.stop();
  rmSync(noMigrations, { recursive: true, force: true });
});

describe('pgrst.db_tx_end', () => {
  it('by default (commit) ignores Prefer: tx=rollback: the write is committed and nothing is reported applied', async () => {
    const r = await db().from('rest_counters').insert({ key: 'tx-default' }).select('key').rollback();
    expect(r.status).toBe(201);
    expect(lastHeaders.get('preference-applied')).toBe('return=representation');
    expect(await countOf('tx-default')).toBe(1);
  });

  it('with commit-allow-override, tx=rollback answers as usual but commits nothing, and says so', async () => {
    await setRoleSetting('db_tx_end', 'commit-allow-override');
    await stack.reloadSchema();
    const inserted = await db().from('rest_counters').insert({ key: 'tx-rolled' }).select('key, value').rollback();
    expect(inserted).toMatchObject({ status: 201, data: [{ key: 'tx-rolled', value: 0 }] });
    expect(lastHeaders.get('preference-applied')).toBe('return=representation, tx=rollback');
    expect(await countOf('tx-rolled')).toBe(0);

    // An update and an rpc that writes are rolled back the same way; without the preference they commit.
    await db().from('rest_counters').insert({ key: 'tx-kept', value: 1 });
    const updated = await db().from('rest_counters').update({ value: 99 }).eq('key', 'tx-kept').select('value').rollback();
    expect(updated.data).toEqual([{ value: 99 }]);
    const bumped = await db().rpc('rest_bump', { k: 'tx-kept' }).rollback();
    expect(bumped.data).toBe(2);
    const after = await db().from('rest_counters').select('value').eq('key', 'tx-kept').single();
    expect(after.data).toEqual({ value: 1 });

    await db().from('rest_counters').insert({ key: 'tx-commit' }).setHeader('Prefer', 'tx=commit');
    expect(lastHeaders.get('preference-applied')).toBe('tx=commit');
    expect(await countOf('tx-commit')).toBe(1);

    // Deferred constraints are checked before the rollback, so the client learns what a commit would say.
    const deferred = await db().from('rest_deferred').insert({ id: 1, author_id: 999 }).rollback();
    expect(deferred.status).toBe(409);
    expect(deferred.error?.code).toBe('23503');
  });

  it('with rollback, every request rolls back, and tx=commit is honoured only with rollback-allow-override', async () => {
    await setRoleSetting('db_tx_end', 'rollback');
    await stack.reloadSchema();
    const refused = await db().from('rest_counters').insert({ key: 'tx-all-rolled' }).setHeader('Prefer', 'tx=commit');
    expect(refused.status).toBe(201);
    expect(lastHeaders.get('preference-applied')).toBeNull();
    expect(await countOf('tx-all-rolled')).toBe(0);

    await setRoleSetting('db_tx_end', 'rollback-allow-override');
    await stack.reloadSchema();
    await db().from('rest_counters').insert({ key: 'tx-override' }).setHeader('Prefer', 'tx=commit');
    expect(await countOf('tx-override')).toBe(1);
    await db().from('rest_counters').insert({ key: 'tx-default-rolled' });
    expect(await countOf('tx-default-rolled')).toBe(0);
    await setRoleSetting('db_tx_end', null);
    await stack.reloadSchema();
  });
});

describe('pgrst.db_max_rows', () => {
  it('overrides config.toml max_rows for reads and rpc, and a notify pgrst reload picks it up', async () => {
    const before = await db().from('rest_items').select('id', { count: 'exact' });
    expect(before.data).toHaveLength(4);
    await setRoleSetting('db_max_rows', '2');
    await stack.engine.exec(`notify pgrst, 'reload config'`);
    const readItems = () => db().from('rest_items').select('id', { count: 'exact' }).order('id');
    await eventually(async () => (await readItems()).data?.length === 2, 'the reloaded max_rows');
    expect(await readItems()).toMatchObject({ status: 206, count: 4, data: [{ id: 1 }, { id: 2 }] });
    const series = await db().rpc('rest_series', { n: 5 });
    expect(series.data).toEqual([1, 2]);
    await setRoleSetting('db_max_rows', null);
    await stack.reloadSchema();
    expect((await readItems()).data).toHaveLength(4);
  });

  it.runIf(engine === 'pglite')('prefers the database-specific setting to the cluster-wide one', async () => {
    await stack.engine.exec(`alter role authenticator set pgrst.db_max_rows = '1'`);
    await setRoleSetting('db_max_rows', '3');
    await stack.reloadSchema();
    expect((await db().from('rest_items').select('id')).data).toHaveLength(3);
    await setRoleSetting('db_max_rows', null);
    await stack.reloadSchema();
    expect((await db().from('rest_items').select('id')).data).toHaveLength(1);
    await stack.engine.exec(`alter role authenticator reset pgrst.db_max_rows`);
    await stack.reloadSchema();
  });
});

describe('pgrst.db_aggregates_enabled', () => {
  it('refuses aggregates with PGRST123 until enabled, then groups by the other selected columns', async () => {
    const off = await db().from('rest_books').select('count()');
    expect(off.status).toBe(400);
    expect(off.error).toMatchObject({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed' });

    await setRoleSetting('db_aggregates_enabled', 'true');
    await stack.reloadSchema();
    const total = await db().from('rest_books').select('count(), pages.sum(), pages.max()').single();
    expect(total.data).toEqual({ count: 4, sum: 550, max: 300 });
    const grouped = await db()
      .from('rest_books')
      .select('author_id, books:count(), avg:pages.avg()::int')
      .not('author_id', 'is', null)
      .order('author_id');
    expect(grouped.data).toEqual([
      { author_id: 1, books: 2, avg: 100 },
      { author_id: 2, books: 1, avg: 300 },
    ]);
    // Inside an embed the rows of each parent are aggregated.
    const perAuthor = await db().from('rest_authors').select('name, rest_books(pages.sum())').lte('id', 2).order('id');
    expect(perAuthor.data).toEqual([
      { name: 'Ada', rest_books: [{ sum: 200 }] },
      { name: 'Grace', rest_books: [{ sum: 300 }] },
    ]);
    // PostgREST hoists aggregates out of spreads; the stand-in says it does not.
    const spread = await db().from('rest_authors').select('name, ...rest_books(pages.sum())');
    expect(spread.status).toBe(400);
    expect(spread.error?.code).toBe('PGRST127');
    await setRoleSetting('db_aggregates_enabled', null);
    await stack.reloadSchema();
    expect((await db().from('rest_books').select('count()')).error?.code).toBe('PGRST123');
  });
});

describe('the legacy count (no parentheses)', () => {
  it('counts rows with aggregates off, on its own or per parent inside an embed, as PostgREST still does', async () => {
    const total = await db().from('rest_books').select('count').single();
    expect(total.error).toBeNull();
    expect(total.data).toEqual({ count: 4 });
    const perAuthor = await db().from('rest_authors').select('name, rest_books(count)').lte('id', 2).order('id');
    expect(perAuthor.error).toBeNull();
    expect(perAuthor.data).toEqual([
      { name: 'Ada', rest_books: [{ count: 2 }] },
      { name: 'Grace', rest_books: [{ count: 1 }] },
    ]);
    const renamed = await db().from('rest_authors').select('name, books:rest_books(n:count)').eq('id', 1).single();
    expect(renamed.data).toEqual({ name: 'Ada', books: [{ n: 2 }] });
    // Beside a plain column there is no GROUP BY (PostgREST does not add one): Postgres refuses it.
    const mixed = await db().from('rest_books').select('id, count');
    expect(mixed.status).toBe(400);
    expect(mixed.error?.code).toBe('42803');
  });
});

describe('pgrst.db_plan_enabled', () => {
  it('is off by default (406, as PostgREST answers a plan it does not produce); on, reads answer their plan, writes and functions PGRST127', async () => {
    const off = await db().from('rest_books').select('id').explain();
    expect(off.status).toBe(406);
    expect(off.error?.code).toBe('PGRST107');
    await setRoleSetting('db_plan_enabled', 'on');
    await stack.reloadSchema();
    const on = await db().from('rest_books').select('id').explain();
    expect(on.status).toBe(200);
    expect(on.data as unknown as string).toMatch(/^Aggregate/);
    const rpc = await db().rpc('rest_add', { a: 1 }).explain();
    expect(rpc.status).toBe(400);
    expect(rpc.error).toMatchObject({
      code: 'PGRST127',
      details: 'Execution plans (pgrst.db_plan_enabled) of writes and functions are not supported by the embedded stack',
    });
    await setRoleSetting('db_plan_enabled', null);
    await stack.reloadSchema();
  });
});

describe('pgrst.db_pre_request', () => {
  it('calls the function before every request, which may refuse it', async () => {
    await setRoleSetting('db_pre_request', 'public.rest_pre_request');
    await stack.reloadSchema();
    const blocked = await db().from('rest_books').select('id').setHeader('x-block', 'yes');
    expect(blocked.status).toBe(403);
    expect(blocked.error).toMatchObject({ code: 'PT403', message: 'blocked by the pre-request function' });
    const rpc = await db().rpc('rest_add', { a: 1 }).setHeader('x-block', 'yes');
    expect(rpc.status).toBe(403);
    expect((await db().from('rest_books').select('id').eq('id', 1)).data).toEqual([{ id: 1 }]);
    await setRoleSetting('db_pre_request', null);
    await stack.reloadSchema();
    expect((await db().from('rest_books').select('id').eq('id', 1).setHeader('x-block', 'yes')).status).toBe(200);
  });
});

describe('settings of the roles a request acts as', () => {
  // Role settings are cluster-wide in PostgreSQL (pg_roles.rolconfig), so only the private PGlite
  // database may change them here.
  it.runIf(engine === 'pglite')('applies them per request, as PostgREST does (SET ROLE alone would not)', async () => {
    const before = await db().rpc('rest_current_setting', { name: 'IntervalStyle' });
    expect(before.data).toBe('postgres');
    await stack.engine.exec(`alter role service_role set intervalstyle = 'iso_8601'`);
    await stack.reloadSchema();
    expect((await db().rpc('rest_current_setting', { name: 'IntervalStyle' })).data).toBe('iso_8601');
    // Another role's requests keep the default.
    const anon = await anonClient({ url: stack.apiUrl }).rpc('rest_current_setting', { name: 'IntervalStyle' });
    expect(anon.data).toBe('postgres');
    await stack.engine.exec(`alter role service_role reset intervalstyle`);
    await stack.reloadSchema();
    expect((await db().rpc('rest_current_setting', { name: 'IntervalStyle' })).data).toBe('postgres');
  });
});
