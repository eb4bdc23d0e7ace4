// The stand-in on a project of its own (stack/test-fixtures: a config.toml and one migration, no app
// schema, no app options): Auth, REST under RLS, rpc and Storage under its policies answer supabase-js
// as they do for the app — the package needs nothing of the app to start and serve.
import { resolve } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { ANON_KEY, startStack, type RunningStack } from 'supabase-stand-in';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const fixtures = resolve(import.meta.dirname, '../../stack/test-fixtures');
let stack: RunningStack;

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
  stack = await startStack({
    database: { kind: 'pglite' },
    configFile: resolve(fixtures, 'config.toml'),
    migrationsDir: resolve(fixtures, 'migrations'),
    seedFile: null,
    apiPort: 0,
    mailPort: null,
    mailFile: null,
    signingKeysFile: null,
    log: () => undefined,
  });
}, 120_000);
afterAll(() => stack?.close());

describe('the stand-in on its own fixtures', () => {
  it('applies only the fixture migration', () => {
    expect(stack.migration.applied).toEqual(['20260101000000']);
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
