// The DM typing indicator's private Realtime topic (dm:<conversation id>), by persona: only the two
// members of the conversation join it and hear each other; another learner, an admin and a visitor
// join none; across a block neither member's "typing" goes out.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, waitFor } from '../support/realtime.ts';
import { createPersonas, ok, type Personas } from './personas.ts';

let p: Personas;
let convo: string;
const joined: SupabaseClient[] = [];
beforeAll(async () => {
  p = await createPersonas('dm-typing');
  convo = ok(await p.premium.client.rpc('start_conversation', { member_id: p.learner.id })) as string;
});
afterAll(async () => {
  for (const c of joined) await c.removeAllChannels();
});

function join(c: SupabaseClient, topic: string, heard?: unknown[]): Promise<{ channel: RealtimeChannel; outcome: string }> {
  joined.push(c);
  const channel = c.channel(topic, { config: { private: true, broadcast: { self: false } } });
  if (heard) channel.on('broadcast', { event: 'typing' }, (m) => heard.push(m.payload));
  return new Promise((resolve) => {
    channel.subscribe((status, err) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve({ channel, outcome: status });
      else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR || status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT)
        resolve({ channel, outcome: err?.message ?? status });
    });
  });
}

describe('the typing topic of a conversation', () => {
  it('only its two members join it; another learner, an admin and a visitor do not', async () => {
    expect((await join(p.other.client, `dm:${convo}`)).outcome).not.toBe('SUBSCRIBED');
    expect((await join(p.admin.client, `dm:${convo}`)).outcome).not.toBe('SUBSCRIBED');
    expect((await join(p.visitor, `dm:${convo}`)).outcome).not.toBe('SUBSCRIBED');
    expect((await join(p.admin.client, 'dm:not-a-conversation')).outcome).not.toBe('SUBSCRIBED');
    expect((await join(p.learner.client, `dm:${convo}`)).outcome).toBe('SUBSCRIBED');
    expect((await join(p.premium.client, `dm:${convo}`)).outcome).toBe('SUBSCRIBED');
    await Promise.all([p.learner.client.removeAllChannels(), p.premium.client.removeAllChannels()]);
  });

  it('the two hear each other type; across a block nothing goes out', async () => {
    const learnerHeard: unknown[] = [];
    const premiumHeard: unknown[] = [];
    const learner = await join(p.learner.client, `dm:${convo}`, learnerHeard);
    const premium = await join(p.premium.client, `dm:${convo}`, premiumHeard);
    expect([learner.outcome, premium.outcome]).toEqual(['SUBSCRIBED', 'SUBSCRIBED']);
    await premium.channel.send({ type: 'broadcast', event: 'typing', payload: { userId: p.premium.id } });
    await learner.channel.send({ type: 'broadcast', event: 'typing', payload: { userId: p.learner.id } });
    await waitFor(() => learnerHeard.length > 0 && premiumHeard.length > 0, 10_000, 'both typing events');
    expect(learnerHeard).toEqual([{ userId: p.premium.id }]);
    expect(premiumHeard).toEqual([{ userId: p.learner.id }]);

    // Realtime decides who may send when a member joins (as Supabase's does): after the block, the
    // next join of the blocked member may listen but not send.
    ok(await p.learner.client.from('member_blocks').insert({ blocked_id: p.premium.id }));
    await p.premium.client.removeChannel(premium.channel);
    const again = await join(p.premium.client, `dm:${convo}`);
    await again.channel.send({ type: 'broadcast', event: 'typing', payload: { userId: p.premium.id, after: 'block' } });
    await sleep(800);
    expect(learnerHeard).toEqual([{ userId: p.premium.id }]);
  });
});
