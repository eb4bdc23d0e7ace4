// The stand-in on its own test project (stack/test/project: config.toml, migrations, seed, no app and
// no app options) from a fresh start: every migration of the project applied, the seed run, and Auth,
// REST under RLS, rpc and Storage under its policies answering supabase-js.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { ANON_KEY, listMigrations } from '../index.ts';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fixtureProject, startTestStack, type TestStack } from './support/test-stack.ts';

let stack: TestStack;

const client = (): SupabaseClient =>
  createClient(stack.apiUrl, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

async function member(email: string): Promise<{ db: SupabaseClient; id: string }> {
  const db = client();
  const { data, error } = await db.auth.signUp({ email, password: 'Fixture-pass-1' });
  if (error) throw error;
  return { db, id: data.user!.id };
}

beforeAll(async () => {
  stack = await startTestStack(inject('engine'), { mailPort: null, databasePrefix: 'stand_in_own' });
}, 120_000);
afterAll(() => stack?.stop());

describe('the stand-in on its own fixtures', () => {
  it("applies the project's migrations and its seed, nothing else", async () => {
    const versions = listMigrations(fixtureProject.migrationsDir).map((m) => m.version);
    expect(versions[0]).toBe('20260101000000');
    expect(stack.migration).toEqual({ fresh: true, applied: versions, seeded: true });
    const { rows } = await stack.engine.query<{ n: number }>('select count(*)::int as n from public.topics');
    expect(rows[0]!.n).toBe(6);
  });

  it('signs up, writes and reads under RLS, and counts through rpc', async () => {
    const ann = await member('ann@fixtures.test');
    const bob = await member('bob@fixtures.test');
    expect((await ann.db.from('notes').insert({ body: 'mine' }).select('body, author').single()).data).toEqual({
      body: 'mine',
      author: ann.id,
    });
    expect((await bob.db.from('notes').insert({ body: 'forged', author: ann.id })).error).toMatchObject({ code: '42501' });
    expect((await bob.db.from('notes').select('body')).data).toEqual([]);
    expect((await ann.db.rpc('note_count')).data).toBe(1);
    expect((await client().from('notes').select('body')).data).toEqual([]); // anon may select (Supabase's default grants); RLS shows nothing
  });

  it('keeps Storage objects to their policies', async () => {
    const cy = await member('cy@fixtures.test');
    const own = await cy.db.storage.from('notes').upload(`${cy.id}/a.txt`, new Blob(['hello'], { type: 'text/plain' }));
    expect(own.error).toBeNull();
    const other = await cy.db.storage.from('notes').upload('someone-else/a.txt', new Blob(['x'], { type: 'text/plain' }));
    expect(other.error).toMatchObject({ message: 'new row violates row-level security policy' });
    expect(await (await cy.db.storage.from('notes').download(`${cy.id}/a.txt`)).data?.text()).toBe('hello');
  });
});
