// Presence through supabase-js: join and leave seen by another client, re-track as an update, a
// closed socket's presence disappearing, and a silent socket timing out (own stack, short timeout).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './support/clients.ts';
import { RawSocket, startOwnStack, subscribed, waitFor, type OwnStack } from './support/realtime.ts';
import { ANON_KEY, realtimeLimits } from '../index.ts';

const clients: SupabaseClient[] = [];
function realtimeClient(url?: string): SupabaseClient {
  const c = client(url ? { url } : {});
  clients.push(c);
  return c;
}
afterAll(async () => {
  for (const c of clients) await c.removeAllChannels();
});

const room = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}`;
type Joins = { key: string; newPresences: Record<string, unknown>[] };
type Leaves = { key: string; leftPresences: Record<string, unknown>[] };

describe('presence', () => {
  it('shows a join, a re-track and a leave to another client', async () => {
    const name = room('lobby');
    const joins: Joins[] = [];
    const leaves: Leaves[] = [];
    const watcher = realtimeClient()
      .channel(name, { config: { presence: { key: 'watcher' } } })
      .on('presence', { event: 'join' }, (e) => joins.push(e as unknown as Joins))
      .on('presence', { event: 'leave' }, (e) => leaves.push(e as unknown as Leaves));
    await subscribed(watcher);
    const mover = await subscribed(realtimeClient().channel(name, { config: { presence: { key: 'k1' } } }));

    expect(await mover.track({ online_at: 1 })).toBe('ok');
    await waitFor(() => joins.length, 10_000, 'the join');
    expect(joins[0]).toMatchObject({ key: 'k1', newPresences: [{ online_at: 1 }] });
    expect(typeof joins[0]!.newPresences[0]!.presence_ref).toBe('string');
    expect(watcher.presenceState()).toEqual({ k1: [{ online_at: 1, presence_ref: expect.any(String) }] });

    // A re-track is an update: a leave of the old meta and a join of the new one, as in Realtime.
    // realtime-js applies the pair to its presenceState() imperfectly, so the events are what is
    // checked here.
    await mover.track({ online_at: 2 });
    await waitFor(() => joins.length >= 2 && leaves.length >= 1, 10_000, 'the update');
    expect(joins[1]).toMatchObject({ key: 'k1', newPresences: [{ online_at: 2 }] });
    expect(leaves[0]).toMatchObject({ key: 'k1', leftPresences: [{ online_at: 1 }] });

    expect(await mover.untrack()).toBe('ok');
    await waitFor(() => leaves.length >= 2, 10_000, 'the leave');
    expect(leaves[1]).toMatchObject({ key: 'k1', leftPresences: [{ online_at: 2 }] });
  });

  it('sends the current presence_state to a late joiner', async () => {
    const name = room('late');
    const early = await subscribed(realtimeClient().channel(name, { config: { presence: { key: 'early' } } }));
    await early.track({ status: 'here' });
    const late = await subscribed(
      realtimeClient()
        .channel(name)
        .on('presence', { event: 'sync' }, () => undefined),
    );
    await waitFor(() => late.presenceState().early, 10_000, 'the state');
    expect(late.presenceState().early).toEqual([{ status: 'here', presence_ref: expect.any(String) }]);
  });

  it('drops the presence of a client whose socket closes', async () => {
    const name = room('closing');
    const watcher = await subscribed(
      realtimeClient()
        .channel(name)
        .on('presence', { event: 'sync' }, () => undefined),
    );
    const goner = realtimeClient();
    const channel = await subscribed(goner.channel(name, { config: { presence: { key: 'gone' } } }));
    await channel.track({ here: true });
    await waitFor(() => watcher.presenceState().gone, 10_000, 'the join');
    await goner.realtime.disconnect();
    await waitFor(() => !watcher.presenceState().gone, 10_000, 'the leave');
  });

  it('closes the channel past 5 presence calls in 30 s', async () => {
    const systems: Record<string, unknown>[] = [];
    const statuses: string[] = [];
    const c = realtimeClient();
    const channel = c.channel(room('spam'), { config: { presence: { key: 'spam' } } }).on('system', {}, (p) => systems.push(p));
    channel.subscribe((s) => statuses.push(s));
    await waitFor(() => statuses.includes('SUBSCRIBED'), 10_000, 'SUBSCRIBED');
    for (let i = 0; i < 5; i++) expect(await channel.track({ i })).toBe('ok');
    void channel.track({ i: 6 });
    await waitFor(() => statuses.includes('CLOSED'), 10_000, 'CLOSED');
    expect(systems.at(-1)).toMatchObject({ extension: 'system', status: 'error', message: 'Client presence rate limit exceeded' });
  });
});

describe('presence on a silent socket', () => {
  let own: OwnStack;
  const saved = realtimeLimits.idleTimeoutMs;
  beforeAll(async () => {
    own = await startOwnStack();
    realtimeLimits.idleTimeoutMs = 2500; // this stack runs in the test's process; Realtime's own timeout is 60 s
  });
  afterAll(async () => {
    realtimeLimits.idleTimeoutMs = saved;
    await own?.close();
  });

  it('drops the presence of a socket that stops heartbeating', async () => {
    const name = room('silent');
    // The watcher heartbeats often enough to outlive the short timeout.
    const watcherClient = createClient(own.stack.apiUrl, ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never, heartbeatIntervalMs: 300 },
    });
    clients.push(watcherClient);
    const watcher = await subscribed(watcherClient.channel(name).on('presence', { event: 'sync' }, () => undefined));
    const silent = await RawSocket.open(own.stack.apiUrl);
    silent.send(['1', '1', `realtime:${name}`, 'phx_join', { config: { presence: { key: 'quiet', enabled: true } } }]);
    await silent.next((f) => f[3] === 'phx_reply' && f[1] === '1');
    silent.send(['1', '2', `realtime:${name}`, 'presence', { type: 'presence', event: 'track', payload: { a: 1 } }]);
    await waitFor(() => watcher.presenceState().quiet, 10_000, 'the join');
    await waitFor(() => !watcher.presenceState().quiet, 15_000, 'the timeout leave');
    expect(silent.ws.readyState).toBe(WebSocket.CLOSED);
    expect(watcherClient.realtime.isConnected()).toBe(true);
  });
});
