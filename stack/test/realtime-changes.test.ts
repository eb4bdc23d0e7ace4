// postgres_changes through supabase-js against the shared stack, with every write going through
// supabase-js REST as a real client would: payload shape, filters, RLS per subscriber, column
// privileges, a raising policy, and no loss or duplication when writes commit close together.
import { randomUUID } from 'node:crypto';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signUpUser, type TestUser } from './support/clients.ts';
import { sleep, subscribed, waitFor } from './support/realtime.ts';
import { signJwt } from '../index.ts';

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;
const newRow = (p: Change) => p.new as Record<string, unknown>;

const clients: SupabaseClient[] = [];
afterAll(async () => {
  for (const c of clients) await c.removeAllChannels();
});
function track<T extends SupabaseClient>(c: T): T {
  clients.push(c);
  return c;
}
async function user(): Promise<TestUser> {
  const u = await signUpUser('realtime');
  track(u.client);
  return u;
}
/** rt_items ids are unique per test so that the suites sharing the stack never see each other's rows. */
const itemId = (() => {
  let next = Math.floor(Math.random() * 1e9) * 1000;
  return () => ++next;
})();

async function must<T>(q: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await q;
  if (error) throw new Error(`REST: ${JSON.stringify(error)}`);
  return data;
}

describe('postgres_changes', () => {
  it('delivers INSERT, UPDATE and DELETE with the payload supabase-js expects', async () => {
    const owner = await user();
    const db = owner.client.from('rt_notes');
    const seen: Change[] = [];
    await subscribed(
      owner.client
        .channel(`notes-${owner.id}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes' }, (p) => seen.push(p)),
    );

    // One write at a time: like Realtime, the RLS check reads the row as it is when the change is
    // processed, so a row deleted before its INSERT is checked is (rightly) not delivered.
    const [{ id }] = (await must(db.insert({ body: 'hello', n: 5, tags: ['a', 'b'] }).select('id'))) as [{ id: number }];
    await waitFor(() => seen.length >= 1, 10_000, 'the insert');
    await must(db.update({ body: 'edited' }).eq('id', id));
    await waitFor(() => seen.length >= 2, 10_000, 'the update');
    await must(db.delete().eq('id', id));
    await waitFor(() => seen.length >= 3, 10_000, 'the delete');

    const [insert, update, del] = seen as [Change, Change, Change];
    expect(insert).toMatchObject({ schema: 'public', table: 'rt_notes', eventType: 'INSERT', errors: null, old: {} });
    expect(insert.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(insert.new).toMatchObject({ id, owner_id: owner.id, body: 'hello', n: 5, tags: ['a', 'b'] });
    expect(typeof newRow(insert).created_at).toBe('string');
    expect(update).toMatchObject({ eventType: 'UPDATE', new: { id, body: 'edited' } });
    // No REPLICA IDENTITY FULL on rt_notes: the old record is the primary key only.
    expect(update.old).toEqual({ id });
    expect(del).toMatchObject({ eventType: 'DELETE', new: {}, old: { id } });
  });

  it('sends the old row in full with REPLICA IDENTITY FULL, and never a column the role may not select', async () => {
    const c = track(anonClient());
    const id = itemId();
    const seen: Change[] = [];
    await subscribed(
      c
        .channel(`items-cols-${id}`)
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'rt_items', filter: `id=eq.${id}` }, (p) => seen.push(p)),
    );
    await must(c.from('rt_items').insert({ id, label: 'x', score: 1, secret: 'hidden' }));
    await must(c.from('rt_items').update({ label: 'y' }).eq('id', id));
    await waitFor(() => seen.length >= 1, 10_000, 'the update');
    expect(seen[0]!.new).toEqual({ id, label: 'y', score: 1 });
    expect(seen[0]!.old).toEqual({ id, label: 'x', score: 1 });
    await sleep(300);
    expect(seen).toHaveLength(1); // the INSERT was not asked for
  });

  it('applies each filter operator to the new row', async () => {
    const [p, q, r] = [itemId(), itemId(), itemId()];
    const label = (s: string) => `${s}-${p}`;
    const filters = [
      `id=eq.${q}`,
      `id=neq.${q}`,
      `id=lt.${q}`,
      `id=lte.${q}`,
      `id=gt.${q}`,
      `id=gte.${q}`,
      `label=in.(${label('p')},${label('q')})`,
      `label=eq.${label('p')},score=gt.4`,
    ];
    const got = new Map<string, number[]>(filters.map((f) => [f, []]));
    const c = track(anonClient());
    let channel = c.channel(`items-filters-${p}`);
    for (const filter of filters) {
      channel = channel.on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_items', filter }, (e) => {
        const id = newRow(e).id as number;
        if (id >= p && id <= r) got.get(filter)!.push(id);
      });
    }
    await subscribed(channel);
    await must(
      c.from('rt_items').insert([
        { id: p, label: label('p'), score: 4 },
        { id: q, label: label('q'), score: 5 },
        { id: r, label: label('r'), score: 6 },
      ]),
    );
    await waitFor(() => got.get(`id=gte.${q}`)!.length >= 2, 10_000, 'filtered changes');
    await sleep(300);
    expect(Object.fromEntries([...got].map(([f, ids]) => [f, ids.sort()]))).toEqual({
      [`id=eq.${q}`]: [q],
      [`id=neq.${q}`]: [p, r],
      [`id=lt.${q}`]: [p],
      [`id=lte.${q}`]: [p, q],
      [`id=gt.${q}`]: [r],
      [`id=gte.${q}`]: [q, r],
      [`label=in.(${label('p')},${label('q')})`]: [p, q],
      [`label=eq.${label('p')},score=gt.4`]: [],
    });
  });

  it("limits the payload to a binding's select list, and accepts a quoted filter value", async () => {
    const c = track(anonClient());
    const id = itemId();
    const label = `a,b(${id})`;
    const seen: Change[] = [];
    await subscribed(
      c
        .channel(`items-select-${id}`)
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_items', filter: `label=eq."${label}"`, select: ['id', 'label'] },
          (p) => seen.push(p),
        ),
    );
    await must(
      c.from('rt_items').insert([
        { id, label, score: 3 },
        { id: itemId(), label: 'a', score: 3 },
      ]),
    );
    await waitFor(() => seen.length, 10_000, 'the insert');
    await sleep(300);
    expect(seen.map((p) => p.new)).toEqual([{ id, label }]);
  });

  it('gives each user under an owner-only policy only their own rows', async () => {
    const [alice, bob] = await Promise.all([user(), user()]);
    const anon = track(anonClient());
    const seen = { alice: [] as Change[], bob: [] as Change[], anon: [] as Change[] };
    const mine = (p: Change) => [alice.id, bob.id].includes(newRow(p).owner_id as string) || p.errors;
    const listen = (who: keyof typeof seen, c: SupabaseClient) =>
      subscribed(
        c
          .channel(`notes-shared-${who}-${alice.id}`)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, (p) => mine(p) && seen[who].push(p)),
      );
    await Promise.all([listen('alice', alice.client), listen('bob', bob.client), listen('anon', anon)]);
    await must(alice.client.from('rt_notes').insert({ body: 'a1' }));
    await must(bob.client.from('rt_notes').insert({ body: 'b1' }));
    await must(alice.client.from('rt_notes').insert({ body: 'a2' }));
    await waitFor(() => seen.alice.length >= 2 && seen.bob.length >= 1 && seen.anon.length >= 3, 10_000, 'every subscriber');
    await sleep(300);
    expect(seen.alice.map((p) => newRow(p).body)).toEqual(['a1', 'a2']);
    expect(seen.bob.map((p) => newRow(p).body)).toEqual(['b1']);
    // anon may not select rt_notes at all: like apply_rls, each change says so and carries no row.
    expect(seen.anon.slice(0, 3).map((p) => [p.errors, p.new])).toEqual(Array(3).fill([['Error 401: Unauthorized'], {}]));
  });

  it('still delivers to the others when a policy raises for one subscriber', async () => {
    const now = Math.floor(Date.now() / 1000);
    const boom = await signJwt({ sub: randomUUID(), role: 'authenticated', exp: now + 3600, boom: 'yes' });
    const fine = await signJwt({ sub: randomUUID(), role: 'authenticated', exp: now + 3600 });
    const id = itemId();
    const seen = { boom: [] as Change[], fine: [] as Change[] };
    await Promise.all(
      (['boom', 'fine'] as const).map((who) => {
        const c = track(anonClient());
        void c.realtime.setAuth(who === 'boom' ? boom : fine);
        return subscribed(
          c
            .channel(`flaky-${who}-${id}`)
            .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_flaky', filter: `id=eq.${id}` }, (p) =>
              seen[who].push(p),
            ),
        );
      }),
    );
    await must(track(serviceClient()).from('rt_flaky').insert({ id, label: 'one' }));
    await waitFor(() => seen.fine.length, 10_000, 'the change');
    await sleep(300);
    expect(seen.fine.map((p) => newRow(p).label)).toEqual(['one']);
    expect(seen.boom).toEqual([]);
  });

  it('loses and duplicates nothing when many writes commit together', async () => {
    const c = track(anonClient());
    const wanted = Array.from({ length: 60 }, () => itemId());
    const label = `burst-${wanted[0]}`;
    const ids: number[] = [];
    await subscribed(
      c
        .channel(`items-${label}`)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_items', filter: `label=eq.${label}` }, (p) =>
          ids.push(newRow(p).id as number),
        ),
    );
    // Each insert its own request and transaction, all in flight at once.
    await Promise.all(wanted.map((id) => must(anonClient().from('rt_items').insert({ id, label }))));
    await waitFor(() => ids.length >= wanted.length, 10_000, 'all burst rows');
    await sleep(500);
    expect(ids.sort((a, b) => a - b)).toEqual(wanted);
  });

  it('reports a filter the server cannot parse with a system error', async () => {
    const systems: Record<string, unknown>[] = [];
    const c = track(anonClient());
    await subscribed(
      c
        .channel('items-bad-filter')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_items', filter: 'label=like.x%' }, () => undefined)
        .on('system', {}, (p) => systems.push(p)),
    );
    const error = await waitFor(() => systems.find((s) => s.status === 'error'), 10_000, 'a system error');
    expect(error).toMatchObject({ extension: 'postgres_changes', channel: 'items-bad-filter' });
    expect(error.message).toMatch(/^Error parsing `filter` params/);
  });
});
