// Private channels (`config: { private: true }`) authorised as Realtime Authorization does: the RLS
// policies on realtime.messages (fixture 021: members of a room's topic may receive, members with
// can_send may also send; realtime.topic() is the topic) decide who joins, who receives broadcast
// and presence, and whose broadcast and presence are relayed. Public and private channels of one
// topic never see each other's messages.
import { randomUUID } from 'node:crypto';
import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANON_KEY } from '../index.ts';
import { anonClient, serviceClient, signUpUser, type TestUser } from './support/clients.ts';
import { waitFor } from './support/realtime.ts';

const clients: SupabaseClient[] = [];
const track = <C extends SupabaseClient>(c: C) => (clients.push(c), c);
afterAll(async () => {
  for (const c of clients) await c.removeAllChannels();
});

const topic = `rt-room:${randomUUID().slice(0, 8)}`;
let sender: TestUser;
let reader: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  [sender, reader, outsider] = await Promise.all([signUpUser('sender'), signUpUser('reader'), signUpUser('outsider')]);
  for (const u of [sender, reader, outsider]) track(u.client);
  const { error } = await serviceClient()
    .from('rt_room_members')
    .insert([
      { topic, user_id: sender.id, can_send: true },
      { topic, user_id: reader.id, can_send: false },
    ]);
  if (error) throw error;
});

/** Joins; resolves with the join's outcome ('SUBSCRIBED' or the error's message). */
function join(
  c: SupabaseClient,
  name: string,
  priv = true,
  onBroadcast?: (p: unknown) => void,
): Promise<{ channel: RealtimeChannel; outcome: string }> {
  const channel = c.channel(name, { config: { private: priv, broadcast: { self: false }, presence: { key: randomUUID() } } });
  if (onBroadcast) channel.on('broadcast', { event: 'note' }, (m) => onBroadcast(m.payload));
  channel.on('presence', { event: 'sync' }, () => undefined);
  return new Promise((resolve) => {
    channel.subscribe((status, err) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve({ channel, outcome: status });
      else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR) resolve({ channel, outcome: err?.message ?? status });
    });
  });
}

describe('private channels', () => {
  it('lets only those the policies allow to read join', async () => {
    expect((await join(sender.client, topic)).outcome).toBe('SUBSCRIBED');
    expect((await join(reader.client, topic)).outcome).toBe('SUBSCRIBED');
    const refused = `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`;
    expect((await join(outsider.client, topic)).outcome).toContain(refused);
    expect((await join(track(anonClient()), topic)).outcome).toContain(refused);
    // The same topic as a public channel is not the private one: anyone joins it.
    expect((await join(outsider.client, `${topic}-public`, false)).outcome).toBe('SUBSCRIBED');
  });

  it("relays a sender's broadcast to readers only, and drops a read-only member's", async () => {
    const name = `${topic}:chat`;
    await serviceClient()
      .from('rt_room_members')
      .insert([
        { topic: name, user_id: sender.id, can_send: true },
        { topic: name, user_id: reader.id, can_send: false },
      ]);
    const heard: unknown[] = [];
    const overheard: unknown[] = [];
    const { channel: senderChannel } = await join(sender.client, name, true, (p) => heard.push(['sender', p]));
    const { channel: readerChannel } = await join(reader.client, name, true, (p) => heard.push(['reader', p]));
    // A public channel of the same name hears nothing of the private one.
    await join(outsider.client, name, false, (p) => overheard.push(p));

    expect(await senderChannel.send({ type: 'broadcast', event: 'note', payload: { n: 1 } })).toBe('ok');
    await waitFor(() => heard.length === 1, 10_000, "the sender's broadcast");
    expect(heard).toEqual([['reader', { n: 1 }]]);

    await readerChannel.send({ type: 'broadcast', event: 'note', payload: { n: 2 } });
    // Over REST: a member with can_send gets through, a stranger's message reaches nobody.
    const rest = async (c: TestUser, n: number) =>
      fetch(`${inject('apiUrl')}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: {
          apikey: ANON_KEY,
          'Content-Type': 'application/json',
          Authorization: `Bearer ${(await c.client.auth.getSession()).data.session!.access_token}`,
        },
        body: JSON.stringify({ messages: [{ topic: name, event: 'note', payload: { n }, private: true }] }),
      });
    expect((await rest(outsider, 3)).status).toBe(202);
    expect((await rest(sender, 4)).status).toBe(202);
    await waitFor(() => heard.length === 3, 10_000, 'the REST broadcast');
    expect(heard).toEqual([
      ['reader', { n: 1 }],
      ['sender', { n: 4 }],
      ['reader', { n: 4 }],
    ]);
    expect(overheard).toEqual([]);
  });

  it('shows presence to readers and refuses a track without the insert policy', async () => {
    const name = `${topic}:here`;
    await serviceClient()
      .from('rt_room_members')
      .insert([
        { topic: name, user_id: sender.id, can_send: true },
        { topic: name, user_id: reader.id, can_send: false },
      ]);
    const { channel: readerChannel } = await join(reader.client, name);
    const { channel: senderChannel } = await join(sender.client, name);
    expect(await senderChannel.track({ who: 'sender' })).toBe('ok');
    await waitFor(() => Object.values(readerChannel.presenceState()).flat().length === 1, 10_000, "the sender's presence");
    expect(Object.values(readerChannel.presenceState()).flat()).toMatchObject([{ who: 'sender' }]);
    expect(await readerChannel.track({ who: 'reader' })).toBe('error');
    await new Promise((r) => setTimeout(r, 300));
    expect(Object.values(senderChannel.presenceState()).flat()).toMatchObject([{ who: 'sender' }]);
  });
});
