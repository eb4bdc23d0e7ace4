// 'Online Now' is a private Realtime channel: the policies on realtime.messages let signed-in members
// (free, premium, admin) join the `online` topic, see presence and track themselves; a visitor cannot
// join, and no one can broadcast on it.
import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, waitFor } from '../support/realtime.ts';
import { createPersonas, type Personas } from './personas.ts';

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
    await waitFor(() => Object.keys(premium.channel.presenceState()).includes(p.learner.id), 10_000, 'the learner online for the premium member');
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
