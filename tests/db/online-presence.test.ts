// 'Online Now' is a private Realtime channel: the policies on realtime.messages let signed-in members
// (free, premium, admin) join the `online` topic, see presence and track themselves; a visitor cannot
// join, and no one can broadcast on it.
import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, waitFor } from '../support/realtime.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
const joined: SupabaseClient[] = [];

beforeAll(async () => {
  p = await createPersonas('online');
});
afterAll(async () => {
  for (const c of joined) await c.removeAllChannels();
});

function join(c: SupabaseClient, key: string, onNote?: () => void): Promise<{ channel: RealtimeChannel; outcome: string }> {
  joined.push(c);
  const channel = c.channel('online', { config: { private: true, presence: { key } } });
  channel.on('presence', { event: 'sync' }, () => undefined);
  if (onNote) channel.on('broadcast', { event: 'note' }, onNote);
  return new Promise((resolve) => {
    channel.subscribe((status, err) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve({ channel, outcome: status });
      else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR) resolve({ channel, outcome: err?.message ?? status });
    });
  });
}

describe('online presence', () => {
  it('lets signed-in members join, track and see each other; a visitor is refused', async () => {
    const learner = await join(p.learner.client, p.learner.id);
    const premium = await join(p.premium.client, p.premium.id);
    expect([learner.outcome, premium.outcome]).toEqual(['SUBSCRIBED', 'SUBSCRIBED']);
    expect(await learner.channel.track({ user_id: p.learner.id })).toBe('ok');
    await waitFor(
      () => Object.keys(premium.channel.presenceState()).includes(p.learner.id),
      10_000,
      'the learner online for the premium member',
    );
    expect((await join(p.visitor, 'visitor')).outcome).toMatch(/Unauthorized|online/);
  });

  it('lets no one broadcast on the presence topic', async () => {
    let heard = 0;
    const listener = await join(p.other.client, p.other.id, () => heard++);
    const admin = await join(p.admin.client, p.admin.id);
    expect(listener.outcome).toBe('SUBSCRIBED');
    await admin.channel.send({ type: 'broadcast', event: 'note', payload: { spoof: true } });
    await sleep(500);
    expect(heard).toBe(0);
  });
});

describe('who is online: heartbeats the database writes for the caller only', () => {
  const cards = async (c: SupabaseClient, ids: string[]) =>
    (ok(await c.rpc('online_member_cards', { user_ids: ids }, { get: true })) as { user_id: string; display_name: string }[])
      .map((r) => r.user_id)
      .sort();

  it('no one can mark someone else online: mark_online takes no id, and nobody writes the table directly', async () => {
    const all = [p.learner, p.other, p.premium, p.admin];
    const ids = all.map((m) => m.id);
    expect(await cards(p.learner.client, ids)).toEqual([]);
    // A learner naming the admin: there is no such function.
    refused(await p.learner.client.rpc('mark_online', { user_id: p.admin.id }), 404);
    for (const who of [...all.map((m) => m.client), p.visitor]) {
      refused(await who.from('member_heartbeats').insert({ user_id: p.admin.id }), [401, 403]);
      refused(await who.from('member_heartbeats').upsert({ user_id: p.admin.id, seen_at: new Date().toISOString() }), [401, 403]);
    }
    refused(await p.visitor.rpc('mark_online'), 401);
    expect(await cards(p.premium.client, ids)).toEqual([]);

    // The learner marks themselves online: only they show, to every signed-in member.
    ok(await p.learner.client.rpc('mark_online'));
    for (const m of all) expect(await cards(m.client, ids)).toEqual([p.learner.id]);
    refused(await p.visitor.rpc('online_member_cards', { user_ids: ids }, { get: true }), 401);
    // Their own row only, and they cannot move it in time or onto someone else (no filter either).
    expect(ok(await p.learner.client.from('member_heartbeats').select('user_id'))).toEqual([{ user_id: p.learner.id }]);
    expect(ok(await p.other.client.from('member_heartbeats').select('user_id'))).toEqual([]);
    for (const who of [p.learner, p.other]) {
      refused(await who.client.from('member_heartbeats').update({ user_id: p.admin.id }), [401, 403]);
      refused(
        await who.client.from('member_heartbeats').update({ seen_at: '2099-01-01T00:00:00Z' }).eq('user_id', p.learner.id),
        [401, 403],
      );
      refused(await who.client.from('member_heartbeats').delete(), [401, 403]);
    }
    expect(await cards(p.other.client, ids)).toEqual([p.learner.id]);
  });

  it('online means a heartbeat within 90 seconds; mark_offline takes the caller out at once', async () => {
    ok(await p.premium.client.rpc('mark_online'));
    ok(await p.premium.client.rpc('mark_online'));
    expect(await cards(p.other.client, [p.premium.id])).toEqual([p.premium.id]);
    ok(
      await p.service
        .from('member_heartbeats')
        .update({ seen_at: new Date(Date.now() - 91_000).toISOString() })
        .eq('user_id', p.premium.id),
    );
    expect(await cards(p.other.client, [p.premium.id])).toEqual([]);
    ok(await p.premium.client.rpc('mark_online'));
    expect(await cards(p.other.client, [p.premium.id])).toEqual([p.premium.id]);
    ok(await p.other.client.rpc('mark_offline'));
    expect(await cards(p.other.client, [p.premium.id])).toEqual([p.premium.id]);
    ok(await p.premium.client.rpc('mark_offline'));
    expect(await cards(p.other.client, [p.premium.id])).toEqual([]);
  });
});
