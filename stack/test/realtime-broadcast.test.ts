// Broadcast through supabase-js: relay to the other subscribers, self and ack options, the binary
// frames realtime-js 2.x sends, vsn 1.0.0, and the REST fallback endpoints.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { client } from './support/clients.ts';
import { sleep, subscribed, waitFor } from './support/realtime.ts';
import { ANON_KEY } from '../index.ts';

const clients: SupabaseClient[] = [];
function realtimeClient(): SupabaseClient {
  const c = client();
  clients.push(c);
  return c;
}
afterAll(async () => {
  for (const c of clients) await c.removeAllChannels();
});

const room = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}`;

describe('broadcast', () => {
  it('reaches the other subscribers but not the sender by default', async () => {
    const name = room('plain');
    const got = { a: [] as unknown[], b: [] as unknown[] };
    const a = await subscribed(
      realtimeClient()
        .channel(name)
        .on('broadcast', { event: 'msg' }, (m) => got.a.push(m)),
    );
    await subscribed(
      realtimeClient()
        .channel(name)
        .on('broadcast', { event: 'msg' }, (m) => got.b.push(m)),
    );
    expect(await a.send({ type: 'broadcast', event: 'msg', payload: { hello: 'world' } })).toBe('ok');
    await waitFor(() => got.b.length, 10_000, 'the broadcast');
    await sleep(200);
    expect(got.b).toEqual([{ type: 'broadcast', event: 'msg', payload: { hello: 'world' } }]);
    expect(got.a).toEqual([]);
  });

  it('echoes to the sender with self:true and acknowledges with ack:true', async () => {
    const name = room('self-ack');
    const got: unknown[] = [];
    const a = await subscribed(
      realtimeClient()
        .channel(name, { config: { broadcast: { self: true, ack: true } } })
        .on('broadcast', { event: '*' }, (m) => got.push(m)),
    );
    expect(await a.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } })).toBe('ok');
    await waitFor(() => got.length, 10_000, 'the echo');
    expect(got).toEqual([{ type: 'broadcast', event: 'ping', payload: { n: 1 } }]);
  });

  it('relays between a vsn 1.0.0 client and a vsn 2.0.0 client', async () => {
    const name = room('vsn');
    const got = { v1: [] as unknown[], v2: [] as unknown[] };
    // clients.ts has no realtime options, so this one client is built by hand, the same way.
    const v1 = createClient(inject('apiUrl'), ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never, vsn: '1.0.0' },
    });
    clients.push(v1);
    const one = await subscribed(v1.channel(name).on('broadcast', { event: 'e' }, (m) => got.v1.push(m.payload)));
    const two = await subscribed(
      realtimeClient()
        .channel(name)
        .on('broadcast', { event: 'e' }, (m) => got.v2.push(m.payload)),
    );
    await one.send({ type: 'broadcast', event: 'e', payload: { from: 'v1' } });
    await two.send({ type: 'broadcast', event: 'e', payload: { from: 'v2' } });
    await waitFor(() => got.v1.length && got.v2.length, 10_000, 'both directions');
    expect(got).toEqual({ v1: [{ from: 'v2' }], v2: [{ from: 'v1' }] });
  });

  it('delivers REST broadcasts: httpSend (202) and send() before the channel is joined', async () => {
    const name = room('rest');
    const got: unknown[] = [];
    await subscribed(
      realtimeClient()
        .channel(name)
        .on('broadcast', { event: '*' }, (m) => got.push(m.payload)),
    );
    const sender = realtimeClient().channel(name);
    expect(await sender.httpSend('via-http', { n: 1 })).toEqual({ success: true });
    expect(await sender.send({ type: 'broadcast', event: 'via-fallback', payload: { n: 2 } })).toBe('ok');
    await waitFor(() => got.length >= 2, 10_000, 'both REST broadcasts');
    expect(got).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('answers REST broadcasts without a valid key with 401', async () => {
    const res = await fetch(`${inject('apiUrl')}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: 'nope' },
      body: JSON.stringify({ messages: [{ topic: 'x', event: 'y', payload: {} }] }),
    });
    expect(res.status).toBe(401);
  });
});
