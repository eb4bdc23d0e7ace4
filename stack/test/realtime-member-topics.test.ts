// The app's live topics (`online`, `messages:*`) are for signed-in users: an anon socket cannot join
// them, track presence there or broadcast to them over REST, so nobody can pose as a member with only
// the anon key. Other public topics stay open as in Supabase.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ANON_KEY } from '../index.ts';
import { client } from './support/clients.ts';
import { subscribed, userToken } from './support/realtime.ts';

const clients: SupabaseClient[] = [];
function realtimeClient(token?: string): SupabaseClient {
  const c = client();
  if (token) void c.realtime.setAuth(token);
  clients.push(c);
  return c;
}
afterAll(async () => {
  for (const c of clients) await c.removeAllChannels();
});

const broadcastAs = (key: string, topic: string) =>
  fetch(`${inject('apiUrl')}/realtime/v1/api/broadcast`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ messages: [{ topic, event: 'spoof', payload: { user_id: 'someone' } }] }),
  });

describe('member-only live topics', () => {
  it("refuses an anon join of the presence topic and of a channel's message topic", async () => {
    for (const topic of ['online', 'messages:general:abc123']) {
      await expect(subscribed(realtimeClient().channel(topic))).rejects.toThrow(/Unauthorized/);
    }
  });

  it('lets a signed-in member join and track presence there', async () => {
    const member = await subscribed(realtimeClient(await userToken()).channel('online', { config: { presence: { key: 'me' } } }));
    expect(await member.track({ user_id: 'me' })).toBe('ok');
  });

  it('refuses an anon REST broadcast to a member topic, not a signed-in one', async () => {
    const anon = await broadcastAs(ANON_KEY, 'online');
    expect(anon.status).toBe(403);
    expect(((await anon.json()) as { message: string }).message).toMatch(/Unauthorized/);
    expect((await broadcastAs(await userToken(), 'online')).status).toBe(202);
  });

  it('leaves other public topics open to anon', async () => {
    const lobby = await subscribed(realtimeClient().channel(`lobby-${Math.random().toString(36).slice(2, 8)}`));
    expect(await lobby.track({ here: true })).toBe('ok');
    expect((await broadcastAs(ANON_KEY, 'lobby')).status).toBe(202);
  });
});
