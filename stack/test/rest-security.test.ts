// /rest/v1 security through supabase-js: the JWT decides the role; RLS hides and protects other
// users' rows; anon is refused with 401 and a signed-in user with 403; the service role bypasses
// RLS; bad tokens, unexposed schemas, unknown tables, bad JSON and oversized bodies are 4xx with
// PostgREST's codes, never 5xx.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { describe, expect, inject, it } from 'vitest';
import { anonClient, client, randomIp, serviceClient, signUpUser } from './support/clients.ts';
import { ANON_KEY, SERVICE_ROLE_KEY, signJwt } from '../index.ts';

/** A supabase-js client that keeps the headers of the last response it received. */
function recordingClient(token = ANON_KEY) {
  const seen: { headers: Headers | null } = { headers: null };
  const db = createClient(inject('apiUrl'), ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: {
      headers: { 'X-Forwarded-For': randomIp(), Authorization: `Bearer ${token}` },
      fetch: async (input, init) => {
        const res = await fetch(input, init);
        seen.headers = res.headers;
        return res;
      },
    },
  });
  return { db, seen };
}

describe('row level security (rest_notes: owners only)', () => {
  it('each user reads only their own rows; the service role reads all', async () => {
    const [alice, bob] = await Promise.all([signUpUser('alice'), signUpUser('bob')]);
    const a = await alice.client.from('rest_notes').insert({ body: 'alice secret' }).select('owner_id, body').single();
    expect(a.data).toEqual({ owner_id: alice.id, body: 'alice secret' });
    await bob.client.from('rest_notes').insert({ body: 'bob secret' });

    const seenByBob = await bob.client.from('rest_notes').select('body');
    expect(seenByBob.status).toBe(200);
    expect(seenByBob.data).toEqual([{ body: 'bob secret' }]);
    const all = await serviceClient().from('rest_notes').select('body').in('owner_id', [alice.id, bob.id]).order('body');
    expect(all.data).toEqual([{ body: 'alice secret' }, { body: 'bob secret' }]);
  });

  it("rejects writes to other users' rows: updates and deletes touch nothing, inserts are 403", async () => {
    const [alice, bob] = await Promise.all([signUpUser('alice'), signUpUser('bob')]);
    const note = await alice.client.from('rest_notes').insert({ body: 'mine' }).select('id').single();
    const id = note.data!.id;

    const update = await bob.client.from('rest_notes').update({ body: 'hacked' }).eq('id', id).select();
    expect(update.data).toEqual([]);
    const del = await bob.client.from('rest_notes').delete().eq('id', id).select();
    expect(del.data).toEqual([]);
    const forged = await bob.client.from('rest_notes').insert({ body: 'forged', owner_id: alice.id });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');
    const steal = await bob.client.from('rest_notes').update({ owner_id: bob.id }).eq('id', id);
    expect(steal.status).toBe(204);

    const still = await alice.client.from('rest_notes').select('body, owner_id').eq('id', id).single();
    expect(still.data).toEqual({ body: 'mine', owner_id: alice.id });
    const changeOwn = await alice.client.from('rest_notes').update({ owner_id: bob.id }).eq('id', id);
    expect(changeOwn.status).toBe(403);
  });

  it('anon is denied with 401, a signed-in user without the privilege with 403', async () => {
    const anon = await anonClient().from('rest_notes').select();
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({ code: '42501', message: 'permission denied for table rest_notes' });
    const anonStaff = await anonClient().from('rest_staff_only').select();
    expect(anonStaff.status).toBe(401);
    const user = await signUpUser('carol');
    const userStaff = await user.client.from('rest_staff_only').select();
    expect(userStaff.status).toBe(403);
    expect(userStaff.error).toMatchObject({ code: '42501', message: 'permission denied for table rest_staff_only' });
    const svc = await serviceClient().from('rest_staff_only').select('secret');
    expect(svc.data).toEqual([{ secret: 'staff eyes only' }]);
  });

  it('the service role bypasses RLS for writes too', async () => {
    const alice = await signUpUser('alice');
    const svc = serviceClient();
    const made = await svc.from('rest_notes').insert({ body: 'from the server', owner_id: alice.id }).select('id').single();
    expect(made.error).toBeNull();
    const seen = await alice.client.from('rest_notes').select('body');
    expect(seen.data).toEqual([{ body: 'from the server' }]);
    const removed = await svc.from('rest_notes').delete().eq('id', made.data!.id).select('id');
    expect(removed.data).toHaveLength(1);
  });
});

describe('tokens and roles', () => {
  it('answers 401 PGRST301 for a malformed or forged token and PGRST303 for an expired one', async () => {
    const forged = await signJwt(
      { role: 'service_role', exp: Math.floor(Date.now() / 1000) + 60 },
      'not-the-secret-but-32-characters-long!!',
    );
    const bad = await client({ token: forged }).from('rest_items').select('id');
    expect(bad.status).toBe(401);
    expect(bad.error).toMatchObject({ code: 'PGRST301', message: 'JWT cryptographic operation failed' });
    const expired = await signJwt({ role: 'anon', exp: Math.floor(Date.now() / 1000) - 120 });
    const old = await client({ token: expired }).from('rest_items').select('id');
    expect(old.status).toBe(401);
    expect(old.error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('answers 401 for a role claim that is not a database role', async () => {
    const token = await signJwt({ role: 'nobody_at_all', exp: Math.floor(Date.now() / 1000) + 60 });
    const r = await client({ token }).from('rest_items').select('id');
    expect(r.status).toBe(401);
    expect(r.error).toMatchObject({ code: '22023', message: 'role "nobody_at_all" does not exist' });
  });

  it('never lets a token switch to a role outside the API roles', async () => {
    const token = await signJwt({ role: 'postgres', exp: Math.floor(Date.now() / 1000) + 60 });
    const r = await client({ token }).from('rest_items').select('id');
    expect(r.status).toBe(403);
    expect(r.error?.code).toBe('42501');
  });
});

describe('response headers', () => {
  it('sends Proxy-Status on errors and WWW-Authenticate on 401s', async () => {
    const { db, seen } = recordingClient(await signJwt({ role: 'anon', exp: Math.floor(Date.now() / 1000) - 120 }));
    await db.from('rest_items').select('id');
    expect(seen.headers?.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="JWT expired"');
    expect(seen.headers?.get('proxy-status')).toBe('PostgREST; error=PGRST303');
    const anon = recordingClient();
    await anon.db.from('rest_notes').select();
    expect(anon.seen.headers?.get('www-authenticate')).toBe('Bearer');
    expect(anon.seen.headers?.get('proxy-status')).toBe('PostgREST; error=42501');
  });

  it('sends Content-Range for reads, inserts and updates as PostgREST does', async () => {
    const { db, seen } = recordingClient(SERVICE_ROLE_KEY);
    await db.from('rest_items').select('id').order('id').range(1, 2);
    expect(seen.headers?.get('content-range')).toBe('1-2/*');
    await db.from('rest_items').select('id', { count: 'exact' }).eq('id', 99);
    expect(seen.headers?.get('content-range')).toBe('*/0');
    const key = `hdr-${Math.random().toString(36).slice(2)}`;
    await db.from('rest_counters').insert([{ key }, { key: `${key}-2` }], { count: 'exact' });
    expect(seen.headers?.get('content-range')).toBe('*/2');
    await db.from('rest_counters').update({ value: 1 }).like('key', `${key}%`);
    expect(seen.headers?.get('content-range')).toBe('0-1/*');
  });
});

describe('bad requests are 4xx with PostgREST codes', () => {
  const db = anonClient();

  it('unknown table → 404 PGRST205 with a hint', async () => {
    const r = await db.from('rest_item').select();
    expect(r.status).toBe(404);
    expect(r.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.rest_item' in the schema cache",
      hint: "Perhaps you meant the table 'public.rest_items'",
    });
  });

  it('unexposed schema → 406 PGRST106, including the private ones', async () => {
    for (const schema of ['auth', 'private', 'pg_catalog']) {
      const r = await db.schema(schema).from('users').select();
      expect(r.status).toBe(406);
      expect(r.error).toMatchObject({ code: 'PGRST106', message: `Invalid schema: ${schema}` });
    }
  });

  it('bad JSON → 400 PGRST102, oversized body → 413', async () => {
    const bad = await serviceClient()
      .from('rest_counters')
      .insert('{"key":' as never);
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('PGRST102');
    const big = await serviceClient()
      .from('rest_counters')
      .insert({ key: 'big', note: 'x'.repeat(2 * 1024 * 1024) });
    expect(big.status).toBe(413);
    expect(big.error?.code).toBe('PGRST102');
  });

  it('aggregates → 400 PGRST123, unsupported preferences under handling=strict → 400 PGRST122', async () => {
    const agg = await db.from('rest_items').select('count()');
    expect(agg.status).toBe(400);
    expect(agg.error?.code).toBe('PGRST123');
    const strict = await db.from('rest_items').select('id').setHeader('Prefer', 'handling=strict, frobnicate=yes');
    expect(strict.status).toBe(400);
    expect(strict.error?.code).toBe('PGRST122');
  });

  it('identifiers cannot smuggle SQL', async () => {
    const evil = await db.from('rest_items').select('id, "label"" from rest_notes --"');
    expect(evil.status).toBe(400);
    expect(evil.error?.code).toBe('PGRST100');
    const quoted = await db.from('rest_items').select('"id from rest_notes"');
    expect(quoted.status).toBe(400);
    expect(quoted.error).toMatchObject({ code: '42703', message: 'column rest_items.id from rest_notes does not exist' });
    const order = await db.from('rest_items').select('id').order('id; drop table rest_items');
    expect(order.status).toBe(400);
    const still = await db.from('rest_items').select('id', { count: 'exact', head: true });
    expect(still.count).toBe(4);
  });
});
