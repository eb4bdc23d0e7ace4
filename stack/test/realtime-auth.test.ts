// The JWT a channel acts with: a refreshed token keeps the subscription alive past the old token's
// expiry; an expired token ends the channel with Realtime's system message; a bad token is refused.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { client, signUpUser } from './support/clients.ts';
import { RawSocket, sleep, userToken, waitFor } from './support/realtime.ts';
import { signJwt } from '../index.ts';

const clients: SupabaseClient[] = [];
afterAll(async () => {
  for (const c of clients) await c.removeAllChannels();
});

/** A client whose realtime connection acts with `token` (REST keeps the client's own session). */
function withRealtimeToken(c: SupabaseClient, token: string): SupabaseClient {
  void c.realtime.setAuth(token);
  clients.push(c);
  return c;
}
const signedIn = (token: string) => withRealtimeToken(client(), token);

describe('realtime access tokens', () => {
  it('keeps the subscription when the token is refreshed before it expires', async () => {
    const owner = await signUpUser('realtime');
    const c = withRealtimeToken(owner.client, await userToken(owner.id, 5));
    const bodies: string[] = [];
    const statuses: string[] = [];
    const channel = c
      .channel('refresh')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, (p) => bodies.push(p.new.body as string));
    channel.subscribe((s) => statuses.push(s));
    await waitFor(() => statuses.includes('SUBSCRIBED'), 10_000, 'SUBSCRIBED');

    await c.realtime.setAuth(await userToken(owner.id, 3600));
    await sleep(5500); // past the first token's exp
    const { error } = await owner.client.from('rt_notes').insert({ body: 'after refresh' });
    expect(error).toBeNull();
    await waitFor(() => bodies.length >= 1, 10_000, 'the insert after refresh');
    expect(bodies).toEqual(['after refresh']);
    expect(statuses).toEqual(['SUBSCRIBED']);
  });

  it('closes the channel with a system error when its token expires', async () => {
    const c = signedIn(await userToken(randomUUID(), 4));
    const systems: Record<string, unknown>[] = [];
    const statuses: string[] = [];
    const channel = c.channel('expiring').on('system', {}, (p) => systems.push(p));
    channel.subscribe((s) => statuses.push(s));
    await waitFor(() => statuses.includes('SUBSCRIBED'), 10_000, 'SUBSCRIBED');
    await waitFor(() => statuses.includes('CLOSED'), 15_000, 'CLOSED');
    expect(systems.at(-1)).toMatchObject({ extension: 'system', status: 'error', channel: 'expiring' });
    expect(systems.at(-1)!.message).toMatch(/^Token has expired \d+ seconds ago$/);
  });

  it('closes the channel when an access_token update is invalid', async () => {
    const c = signedIn(await userToken());
    const systems: Record<string, unknown>[] = [];
    const statuses: string[] = [];
    c.channel('bad-update')
      .on('system', {}, (p) => systems.push(p))
      .subscribe((s) => statuses.push(s));
    await waitFor(() => statuses.includes('SUBSCRIBED'), 10_000, 'SUBSCRIBED');
    await c.realtime.setAuth(
      await signJwt(
        { role: 'authenticated', sub: randomUUID(), exp: Math.floor(Date.now() / 1000) + 60 },
        'not-the-secret-not-the-secret-not-the-secret',
      ),
    );
    await waitFor(() => statuses.includes('CLOSED'), 10_000, 'CLOSED');
    expect(systems.at(-1)).toMatchObject({ extension: 'system', status: 'error', channel: 'bad-update' });
  });

  it('refuses a join with an expired token', async () => {
    const socket = await RawSocket.open(inject('apiUrl'));
    const expired = await signJwt({ role: 'authenticated', sub: randomUUID(), exp: Math.floor(Date.now() / 1000) - 120 });
    socket.send(['1', '1', 'realtime:late', 'phx_join', { config: {}, access_token: expired }]);
    const reply = await socket.next((f) => f[3] === 'phx_reply' && f[1] === '1');
    socket.close();
    expect(reply[4]).toMatchObject({ status: 'error' });
    expect((reply[4].response as { reason: string }).reason).toMatch(/^InvalidJWTToken: Token has expired 1[12]\d seconds ago$/);
  });

  it("refuses the socket when the apikey is not one of the project keys (the gateway's 401)", async () => {
    await expect(RawSocket.open(inject('apiUrl'), 'apikey=nonsense&vsn=2.0.0')).rejects.toThrow(/401/);
  });
});
