// The Phoenix protocol as realtime-js relies on it (docs/architecture.md, "Realtime"), checked
// frame by frame with a bare socket: heartbeats, join replies echoing bindings with ids in order,
// leave/close, binary broadcast frames, acks, unknown topics, and Realtime's limits.
import { afterEach, describe, expect, inject, it } from 'vitest';
import { RawSocket, sleep, waitFor, type Frame } from './support/realtime.ts';
import { ANON_KEY } from '../index.ts';

const sockets: RawSocket[] = [];
async function open(query?: string): Promise<RawSocket> {
  const s = await RawSocket.open(inject('apiUrl'), query);
  sockets.push(s);
  return s;
}
afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});

const topic = (label: string) => `realtime:${label}-${Math.random().toString(36).slice(2, 8)}`;
const replyTo = (ref: string) => (f: Frame) => f[3] === 'phx_reply' && f[1] === ref;

/** realtime-js's kind-3 frame for channel.send({type:'broadcast', event, payload}). */
function userBroadcastPush(joinRef: string, ref: string, t: string, event: string, payload: unknown): Buffer {
  const body = Buffer.from(JSON.stringify(payload));
  const head = Buffer.from([3, joinRef.length, ref.length, t.length, event.length, 0, 1]);
  return Buffer.concat([head, Buffer.from(joinRef + ref + t + event), body]);
}

describe('realtime protocol', () => {
  it('answers heartbeats on the phoenix topic', async () => {
    const s = await open();
    s.send([null, '7', 'phoenix', 'heartbeat', {}]);
    expect(await s.next(replyTo('7'))).toEqual([null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
  });

  it('echoes postgres_changes bindings in order, each with a stable integer id', async () => {
    const s = await open();
    const bindings = [
      { event: 'INSERT', schema: 'public', table: 'rt_items', filter: 'id=eq.1' },
      { event: '*', schema: 'public', table: 'rt_notes' },
      { event: 'INSERT', schema: 'public', table: 'rt_items', filter: 'id=eq.1' },
    ];
    const t = topic('bindings');
    s.send(['1', '1', t, 'phx_join', { config: { broadcast: { self: false }, presence: { key: '' }, postgres_changes: bindings } }]);
    const reply = await s.next(replyTo('1'));
    expect(reply.slice(0, 4)).toEqual(['1', '1', t, 'phx_reply']);
    const echoed = (reply[4] as { status: string; response: { postgres_changes: Record<string, unknown>[] } }).response.postgres_changes;
    expect(echoed.map(({ id: _id, ...rest }) => rest)).toEqual(bindings);
    for (const e of echoed) expect(Number.isInteger(e.id)).toBe(true);
    expect(echoed[0]!.id).toBe(echoed[2]!.id);
    expect(echoed[0]!.id).not.toBe(echoed[1]!.id);
    const system = await s.next((f) => f[3] === 'system');
    expect(system).toEqual([
      '1',
      null,
      t,
      'system',
      { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: t.slice(9) },
    ]);
  });

  it('replies ok then phx_close on phx_leave', async () => {
    const s = await open();
    const t = topic('leave');
    s.send(['1', '1', t, 'phx_join', { config: {} }]);
    await s.next(replyTo('1'));
    s.send(['1', '2', t, 'phx_leave', {}]);
    expect(await s.next(replyTo('2'))).toEqual(['1', '2', t, 'phx_reply', { status: 'ok', response: {} }]);
    expect(await s.next((f) => f[3] === 'phx_close')).toEqual(['1', null, t, 'phx_close', {}]);
  });

  it('relays a binary broadcast push as a binary broadcast frame, and acks only with ack:true', async () => {
    const [a, b] = [await open(), await open()];
    const t = topic('binary');
    a.send(['1', '1', t, 'phx_join', { config: { broadcast: { ack: true, self: false } } }]);
    b.send(['1', '1', t, 'phx_join', { config: { broadcast: { ack: false, self: false } } }]);
    await Promise.all([a.next(replyTo('1')), b.next(replyTo('1'))]);
    a.send(userBroadcastPush('1', '2', t, 'ev', { hello: 'world' }));
    expect(await a.next(replyTo('2'))).toEqual(['1', '2', t, 'phx_reply', { status: 'ok', response: {} }]);
    const frame = await b.nextBinary();
    expect([...frame.subarray(0, 5)]).toEqual([4, t.length, 2, 0, 1]);
    expect(frame.subarray(5).toString()).toBe(`${t}ev{"hello":"world"}`);

    // b joined with ack:false: its push is relayed but not answered.
    b.send(userBroadcastPush('1', '2', t, 'ev', { back: true }));
    expect((await a.nextBinary()).subarray(5).toString()).toBe(`${t}ev{"back":true}`);
    await sleep(200);
    expect(b.frames.some((f) => Array.isArray(f) && f[3] === 'phx_reply' && f[1] === '2')).toBe(false);
  });

  it('speaks vsn 1.0.0 objects when asked', async () => {
    const s = await open(`apikey=${ANON_KEY}&vsn=1.0.0`);
    const replies: unknown[] = [];
    s.ws.on('message', (d) => replies.push(JSON.parse((d as Buffer).toString())));
    s.ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '3', join_ref: null }));
    for (let i = 0; i < 100 && !replies.length; i++) await sleep(20);
    expect(replies[0]).toEqual({ join_ref: null, ref: '3', topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} } });
  });

  it('answers a push to a topic the socket has not joined with an error', async () => {
    const s = await open();
    s.send(['9', '9', 'realtime:nowhere', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]);
    expect((await s.next(replyTo('9')))[4]).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
  });

  it('refuses private channels, which need realtime.messages policies this stack does not have', async () => {
    const s = await open();
    const t = topic('private');
    s.send(['1', '1', t, 'phx_join', { config: { private: true } }]);
    expect((await s.next(replyTo('1')))[4]).toEqual({
      status: 'error',
      response: { reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${t.slice(9)}` },
    });
  });

  it('closes the channels of a client sending more than 100 messages per second', async () => {
    const s = await open();
    const t = topic('flood');
    s.send(['1', '1', t, 'phx_join', { config: {} }]);
    await s.next(replyTo('1'));
    for (let i = 0; i < 120; i++) s.send(['1', String(100 + i), t, 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]);
    const system = await s.next((f) => f[3] === 'system');
    expect(system[4]).toEqual({ extension: 'system', status: 'error', message: 'Too many messages per second', channel: t.slice(9) });
    await s.next((f) => f[3] === 'phx_close');
  });

  it('answers an oversized broadcast with a system error', async () => {
    const s = await open();
    const t = topic('big');
    s.send(['1', '1', t, 'phx_join', { config: {} }]);
    await s.next(replyTo('1'));
    s.send(['1', '2', t, 'broadcast', { type: 'broadcast', event: 'x', payload: { blob: 'x'.repeat(3_100_000) } }]);
    expect((await s.next((f) => f[3] === 'system'))[4]).toMatchObject({ status: 'error', message: 'Payload size exceeds tenant limit' });
  });

  it('drops a socket that stops reading instead of letting it hold up the others', { timeout: 60_000 }, async () => {
    const [sender, fast, slow] = [await open(), await open(), await open()];
    const t = topic('slow');
    for (const s of [sender, fast, slow]) s.send(['1', '1', t, 'phx_join', { config: {} }]);
    await Promise.all([sender, fast, slow].map((s) => s.next(replyTo('1'))));
    let slowClosed = false;
    slow.ws.on('close', () => (slowClosed = true));
    (slow.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket.pause();

    // Paced by the fast socket, so only the slow one piles up unread data (kernel buffers, then ours).
    const blob = 'x'.repeat(1_000_000);
    const fastCount = () => fast.frames.filter((f) => Array.isArray(f) && f[3] === 'broadcast').length;
    for (let i = 0; i < 40; i++) {
      sender.send(['1', String(10 + i), t, 'broadcast', { type: 'broadcast', event: 'big', payload: { i, blob } }]);
      await waitFor(() => fastCount() === i + 1, 10_000, `message ${i} at the fast socket`);
    }

    (slow.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    await waitFor(() => slowClosed, 10_000, 'the slow socket to be dropped');
    expect(slow.frames.filter((f) => Array.isArray(f) && f[3] === 'broadcast').length).toBeLessThan(40);
  });
});
