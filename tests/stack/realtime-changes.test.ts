// postgres_changes through supabase-js: payload shape, filters, RLS per subscriber, column
// privileges, and no loss or duplication when writes commit close together.
import { randomUUID } from 'node:crypto';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../support/clients.ts';
import { signJwt } from '../../stack/keys.ts';
import { sleep, startOwnStack, subscribed, userToken, waitFor, type OwnStack } from '../support/realtime.ts';

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;
const newRow = (p: Change) => p.new as Record<string, unknown>;

let own: OwnStack;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  own = await startOwnStack();
});
afterAll(async () => {
  for (const c of clients) await c.removeAllChannels();
  await own?.close();
});

function realtimeClient(token?: string): SupabaseClient {
  const c = client({ url: own.stack.apiUrl });
  if (token) void c.realtime.setAuth(token);
  clients.push(c);
  return c;
}

const sql = (text: string, params: unknown[] = []) => own.stack.engine.query(text, params);

describe('postgres_changes', () => {
  it('delivers INSERT, UPDATE and DELETE with the payload supabase-js expects', async () => {
    const owner = randomUUID();
    const seen: Change[] = [];
    const c = realtimeClient(userToken(owner));
    await subscribed(c.channel(`notes-${owner}`).on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes' }, (p) => seen.push(p)));

    // One write at a time: like Realtime, the RLS check reads the row as it is when the change is
    // processed, so a row deleted before its INSERT is checked is (rightly) not delivered.
    const { rows } = await sql(`insert into rt_notes (owner_id, body, n, tags) values ($1, 'hello', 5, '{a,b}') returning id`, [owner]);
    const id = rows[0]!.id as number;
    await waitFor(() => seen.length >= 1, 5000, 'the insert');
    await sql(`update rt_notes set body = 'edited' where id = $1`, [id]);
    await waitFor(() => seen.length >= 2, 5000, 'the update');
    await sql(`delete from rt_notes where id = $1`, [id]);
    await waitFor(() => seen.length >= 3, 5000, 'the delete');

    const [insert, update, del] = seen as [Change, Change, Change];
    expect(insert).toMatchObject({ schema: 'public', table: 'rt_notes', eventType: 'INSERT', errors: null, old: {} });
    expect(insert.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(insert.new).toMatchObject({ id, owner_id: owner, body: 'hello', n: 5, tags: ['a', 'b'] });
    expect(typeof newRow(insert).created_at).toBe('string');
    expect(update).toMatchObject({ eventType: 'UPDATE', new: { id, body: 'edited' } });
    // No REPLICA IDENTITY FULL on rt_notes: the old record is the primary key only.
    expect(update.old).toEqual({ id });
    expect(del).toMatchObject({ eventType: 'DELETE', new: {}, old: { id } });
  });

  it('sends the old row in full with REPLICA IDENTITY FULL, and never a column the role may not select', async () => {
    const seen: Change[] = [];
    const c = realtimeClient();
    await subscribed(c.channel('items-cols').on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'rt_items', filter: 'id=eq.100' }, (p) => seen.push(p)));
    await sql(`insert into rt_items (id, label, score, secret) values (100, 'x', 1, 'hidden')`);
    await sql(`update rt_items set label = 'y' where id = 100`);
    await waitFor(() => seen.length >= 1, 5000, 'the update');
    expect(seen[0]!.new).toEqual({ id: 100, label: 'y', score: 1 });
    expect(seen[0]!.old).toEqual({ id: 100, label: 'x', score: 1 });
    await sleep(300);
    expect(seen).toHaveLength(1); // the INSERT was not asked for
  });

  it('applies each filter operator to the new row', async () => {
    const filters = ['score=eq.5', 'score=neq.5', 'score=lt.5', 'score=lte.5', 'score=gt.5', 'score=gte.5', 'label=in.(p,q)', 'label=eq.p,score=gt.4'];
    const got = new Map<string, number[]>(filters.map((f) => [f, []]));
    const c = realtimeClient();
    let channel = c.channel('items-filters');
    for (const filter of filters) {
      channel = channel.on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_items', filter }, (p) => got.get(filter)!.push(p.new.id as number));
    }
    await subscribed(channel);
    await sql(`insert into rt_items (id, label, score) values (201, 'p', 4), (202, 'q', 5), (203, 'r', 6)`);
    await waitFor(() => got.get('score=neq.5')!.length >= 2, 5000, 'filtered changes');
    await sleep(300);
    expect(Object.fromEntries([...got].map(([f, ids]) => [f, ids.sort()]))).toEqual({
      'score=eq.5': [202],
      'score=neq.5': [201, 203],
      'score=lt.5': [201],
      'score=lte.5': [201, 202],
      'score=gt.5': [203],
      'score=gte.5': [202, 203],
      'label=in.(p,q)': [201, 202],
      'label=eq.p,score=gt.4': [],
    });
  });

  it('gives each user under an owner-only policy only their own rows', async () => {
    const [alice, bob] = [randomUUID(), randomUUID()];
    const seen = { alice: [] as Change[], bob: [] as Change[], anon: [] as Change[] };
    const listen = async (who: keyof typeof seen, token?: string) =>
      subscribed(
        realtimeClient(token)
          .channel(`notes-shared-${who}`)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, (p) => seen[who].push(p)),
      );
    await Promise.all([listen('alice', userToken(alice)), listen('bob', userToken(bob)), listen('anon')]);
    await sql(`insert into rt_notes (owner_id, body) values ($1, 'a1'), ($2, 'b1'), ($1, 'a2')`, [alice, bob]);
    await waitFor(() => seen.alice.length >= 2 && seen.bob.length >= 1 && seen.anon.length >= 3, 5000, 'every subscriber');
    await sleep(300);
    expect(seen.alice.map((p) => newRow(p).body).sort()).toEqual(['a1', 'a2']);
    expect(seen.bob.map((p) => newRow(p).body)).toEqual(['b1']);
    // anon may not select rt_notes at all: like apply_rls, each change says so and carries no row.
    expect(seen.anon.map((p) => [p.errors, p.new])).toEqual(Array(3).fill([['Error 401: Unauthorized'], {}]));
  });

  it('still delivers to the others when a policy raises for one subscriber', async () => {
    const now = Math.floor(Date.now() / 1000);
    const boom = signJwt({ sub: randomUUID(), role: 'authenticated', exp: now + 3600, boom: 'yes' });
    const seen = { boom: [] as Change[], fine: [] as Change[] };
    await Promise.all(
      (['boom', 'fine'] as const).map((who) =>
        subscribed(
          realtimeClient(who === 'boom' ? boom : userToken())
            .channel(`flaky-${who}`)
            .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_flaky' }, (p) => seen[who].push(p)),
        ),
      ),
    );
    await sql(`insert into rt_flaky (id, label) values (1, 'one')`);
    await waitFor(() => seen.fine.length, 5000, 'the change');
    await sleep(300);
    expect(seen.fine.map((p) => newRow(p).label)).toEqual(['one']);
    expect(seen.boom).toEqual([]);
  });

  it('loses and duplicates nothing when many writes commit together', async () => {
    const ids: number[] = [];
    const c = realtimeClient();
    await subscribed(c.channel('items-burst').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_items', filter: 'label=eq.burst' }, (p) => ids.push(p.new.id as number)));
    const wanted = Array.from({ length: 60 }, (_, i) => 1000 + i);
    await Promise.all(wanted.map((id) => sql(`insert into rt_items (id, label) values ($1, 'burst')`, [id])));
    await waitFor(() => ids.length >= wanted.length, 10_000, 'all burst rows');
    await sleep(500);
    expect(ids.sort((a, b) => a - b)).toEqual(wanted);
  });

  it('reports a filter the server cannot parse with a system error', async () => {
    const systems: Record<string, unknown>[] = [];
    const c = realtimeClient();
    await subscribed(
      c
        .channel('items-bad-filter')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_items', filter: 'label=like.x%' }, () => undefined)
        .on('system', {}, (p) => systems.push(p)),
    );
    const error = await waitFor(() => systems.find((s) => s.status === 'error'), 5000, 'a system error');
    expect(error).toMatchObject({ extension: 'postgres_changes', channel: 'items-bad-filter' });
    expect(error.message).toMatch(/^Error parsing `filter` params/);
  });
});
