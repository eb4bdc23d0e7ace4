// VIP signals by persona: analysts (and admins) publish at aal2 and append events, nobody changes
// terms or writes an outcome; premium members, analysts and admins read open signals (REST and
// Realtime), free learners and visitors never do; the tick rounds of record_ticks grade every open
// signal of the symbols they tick, exactly as the written rules say (migration 20261128140000,
// docs/decisions.md). The bar rules (a tie counts as the stop, a gap fills at the open) and the track
// record's figures are checked on a fresh database of this run's engine, calling the grading itself.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEngine, type Engine, migrate, type Queryable, SERVICE_ROLE_KEY } from 'supabase-stand-in';
import { runSessionJobsOnce } from '../../server/sessions/jobs.ts';
import { signUpUser, type TestUser } from '../support/clients.ts';
import { verifyWithTotp } from '../support/mfa.ts';
import { sleep, subscribed, waitFor } from '../support/realtime.ts';
import { createTestDatabase } from '../support/test-database.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
let analyst: TestUser; // an analyst at aal2
let rookie: TestUser; // an analyst still at aal1
const listening: SupabaseClient[] = [];
const SYMBOLS = ['SGREAD', 'SGLIM', 'SGMKT', 'SGEXP', 'SGROUND', 'SGNOTE'];

// Ticks are stamped from a minute ahead, one minute apart, so every tick is after every publication.
let clock = Date.now() + 60_000;
const nextAt = () => new Date((clock += 60_000)).toISOString();
async function ticks(...round: [string, number][]) {
  const at = nextAt();
  return ok(await p.service.rpc('record_ticks', { ticks: round.map(([symbol, price]) => ({ symbol, price, volume: 1, at })) }));
}

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const longLimit = (symbol: string, extra: Record<string, unknown> = {}) => ({
  symbol,
  side: 'long',
  entry_type: 'limit',
  entry_low: 99,
  entry_high: 100,
  stop: 98,
  targets: [102, 104],
  expires_at: inDays(5),
  rationale: 'Pullback into **support**.',
  ...extra,
});

type Signal = {
  id: number;
  status: string;
  fill_price: number | null;
  targets_hit: number;
  result_r: number | null;
  result_pct: number | null;
  current_stop: number;
};
async function signal(id: number): Promise<Signal> {
  return ok(
    await p.service.from('signals').select('id, status, fill_price, targets_hit, result_r, result_pct, current_stop').eq('id', id).single(),
  );
}
async function events(id: number) {
  return ok(await p.service.from('signal_events').select('kind, price, r, note').eq('signal_id', id).order('id')).map((e) => ({
    kind: e.kind,
    price: e.price === null ? null : Number(e.price),
    r: e.r === null ? null : Number(e.r),
    ...(e.note ? { note: e.note } : {}),
  }));
}
async function publish(c: SupabaseClient, args: Record<string, unknown>): Promise<Signal> {
  return ok(await c.rpc('publish_signal', args)) as Signal;
}

beforeAll(async () => {
  p = await createPersonas('signals');
  [analyst, rookie] = await Promise.all([
    signUpUser('signals-analyst', { display_name: 'Ana Lyst' }),
    signUpUser('signals-rookie', { display_name: 'Rook Ie' }),
  ]);
  ok(
    await p.service
      .from('market_symbols')
      .insert(SYMBOLS.map((symbol, i) => ({ symbol, company_name: `${symbol} Test`, on_watchlist: false, position: 80 + i })))
      .select(),
  );
  // Every symbol gets a first price (a market entry fills at the last recorded one).
  await ticks(...SYMBOLS.map((s): [string, number] => [s, 101]));
});
afterAll(async () => {
  for (const c of listening) await c.removeAllChannels();
  await p.service.from('market_symbols').delete().in('symbol', SYMBOLS);
});

describe('analysts', () => {
  it('admins grant and revoke the analyst role at aal2, audited; nobody else can', async () => {
    for (const c of [p.visitor, p.learner.client, p.premium.client])
      refused(await c.rpc('admin_set_analyst', { member_id: p.other.id, analyst: true }));
    ok(await p.admin.client.rpc('admin_set_analyst', { member_id: analyst.id, analyst: true }));
    ok(await p.admin.client.rpc('admin_set_analyst', { member_id: rookie.id, analyst: true }));
    await verifyWithTotp(analyst.client);
    const audit = ok(await p.admin.client.from('audit_log').select('action, actor_id').eq('target_user_id', analyst.id));
    expect(audit).toContainEqual({ action: 'member.grant_analyst', actor_id: p.admin.id });
    // The role is theirs to see, not to give.
    expect(ok(await analyst.client.from('analysts').select('user_id'))).toEqual([{ user_id: analyst.id }]);
    refused(await analyst.client.from('analysts').insert({ user_id: p.other.id }));
    refused(await analyst.client.rpc('admin_set_analyst', { member_id: p.other.id, analyst: true }));
    expect(ok(await p.learner.client.from('analysts').select('user_id'))).toEqual([]);
  });

  it('only analysts and admins at aal2 publish; visitors, learners, premium members and aal1 analysts are refused', async () => {
    refused(await p.visitor.rpc('publish_signal', longLimit('SGREAD')), 401);
    for (const c of [p.learner.client, p.premium.client]) refused(await c.rpc('publish_signal', longLimit('SGREAD')), 403);
    expect(refused(await rookie.client.rpc('publish_signal', longLimit('SGREAD')), 403).message).toMatch(/two-factor/);
    expect(ok(await p.service.from('signals').select('id').eq('symbol', 'SGREAD'))).toEqual([]);
  });

  it('refuses terms that cannot be graded, with a 400', async () => {
    const bad: Record<string, unknown>[] = [
      { stop: 99.5 }, // inside the zone
      { targets: [99.5] }, // not beyond the entry
      { targets: [104, 102] }, // farthest first
      { targets: [101, 102, 103, 104] },
      { targets: [] },
      { side: 'sideways' },
      { expires_at: inDays(-1) },
      { expires_at: inDays(120) },
      { rationale: ' ' },
      { entry_high: 98.5 },
      { entry_type: 'market' }, // a market entry has no zone
      { symbol: 'NOSUCH' },
    ];
    for (const b of bad) refused(await analyst.client.rpc('publish_signal', longLimit('SGREAD', b)), 400);
    refused(await analyst.client.rpc('publish_signal', { ...longLimit('SGREAD'), side: 'short' }), 400); // a short's stop is above
  });
});

describe('who reads a live signal', () => {
  let id: number;
  const seen: Record<string, { signals: number[]; events: number[] }> = {};

  async function listen(name: string, c: SupabaseClient) {
    const got = { signals: [] as number[], events: [] as number[] };
    seen[name] = got;
    listening.push(c);
    await subscribed(
      c
        .channel(`signals-${name}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'signals' }, (e) => got.signals.push((e.new as { id: number }).id))
        .on('postgres_changes', { event: '*', schema: 'public', table: 'signal_events' }, (e) =>
          got.events.push((e.new as { signal_id: number }).signal_id),
        ),
    );
  }

  beforeAll(async () => {
    await listen('premium', p.premium.client);
    await listen('learner', p.learner.client);
    await listen('visitor', p.visitor);
    id = (await publish(analyst.client, longLimit('SGREAD', { rationale: 'Secret sauce zebracorn level.' }))).id;
  });

  it('premium members, analysts and admins read it by REST; learners and visitors never do', async () => {
    for (const c of [p.premium.client, analyst.client, p.admin.client]) {
      expect(ok(await c.from('signals').select('id, symbol, rationale').eq('id', id))).toHaveLength(1);
      expect(ok(await c.from('signal_events').select('kind').eq('signal_id', id))).toEqual([{ kind: 'published' }]);
    }
    for (const c of [p.learner.client, p.other.client, p.visitor]) {
      expect(ok(await c.from('signals').select('id').in('symbol', SYMBOLS))).toEqual([]);
      expect(ok(await c.from('signal_events').select('id').eq('signal_id', id))).toEqual([]);
      expect(ok(await c.from('signal_equity_curve').select('signal_id').eq('signal_id', id))).toEqual([]);
    }
    // Not through message search either: signals are not messages.
    expect(ok(await p.learner.client.rpc('search_messages', { query: 'zebracorn' }))).toEqual([]);
  });

  it('Realtime delivers it and its events to premium members only', async () => {
    await ticks(['SGREAD', 99.5]); // triggers it
    await waitFor(
      () => seen.premium!.signals.includes(id) && seen.premium!.events.filter((s) => s === id).length >= 2,
      5000,
      'the premium member sees the signal and its events',
    );
    await sleep(500);
    expect(seen.learner).toEqual({ signals: [], events: [] });
    expect(seen.visitor).toEqual({ signals: [], events: [] });
  });

  it('notifies premium members and admins who did not opt out; never learners', async () => {
    const mine = async (u: TestUser) =>
      ok(await u.client.from('notifications').select('title, link').eq('kind', 'signal').like('link', `%signal=${id}`).order('id'));
    expect(await mine(p.premium)).toEqual([
      { title: 'SGREAD long: new VIP signal', link: `/dashboard/vip-signals?signal=${id}` },
      { title: 'SGREAD long: entry triggered at 99.50', link: `/dashboard/vip-signals?signal=${id}` },
    ]);
    expect(await mine(p.admin)).toHaveLength(2);
    expect(await mine(p.learner)).toEqual([]);
    expect(ok(await p.service.from('notifications').select('id').eq('user_id', p.learner.id).eq('kind', 'signal'))).toEqual([]);
    // Opting out is one's own row; then the next event reaches the admin only.
    refused(await p.premium.client.from('signal_alert_opt_outs').insert({ user_id: p.admin.id }));
    ok(await p.premium.client.from('signal_alert_opt_outs').insert({}).select());
    expect(ok(await p.other.client.from('signal_alert_opt_outs').select('user_id'))).toEqual([]);
    await ticks(['SGREAD', 102]);
    expect(await mine(p.premium)).toHaveLength(2);
    expect(await mine(p.admin)).toHaveLength(3);
    ok(await p.premium.client.from('signal_alert_opt_outs').delete().eq('user_id', p.premium.id).select());
  });

  it('nobody writes terms, events or outcomes through the API; the terms trigger refuses even the service role', async () => {
    for (const c of [analyst.client, p.admin.client, p.premium.client, p.learner.client]) {
      refused(await c.from('signals').update({ stop: 90 }).eq('id', id));
      refused(await c.from('signals').update({ status: 'won', result_r: 9 }).eq('id', id));
      refused(
        await c.from('signals').insert({
          symbol: 'SGREAD',
          side: 'long',
          entry_type: 'market',
          stop: 1,
          targets: [200],
          expires_at: inDays(1),
          rationale: 'x',
          analyst_name: 'x',
          current_stop: 1,
        }),
      );
      refused(await c.from('signals').delete().eq('id', id));
      refused(await c.from('signal_events').insert({ signal_id: id, at: new Date().toISOString(), kind: 'target_2', price: 104, r: 5 }));
      refused(await c.from('signal_events').update({ r: 5 }).eq('signal_id', id));
      refused(await c.from('signal_events').delete().eq('signal_id', id));
    }
    refused(await p.visitor.from('signals').update({ stop: 90 }).eq('id', id));
    expect(refused(await p.service.from('signals').update({ stop: 90 }).eq('id', id)).message).toMatch(/terms cannot be changed/);
    refused(
      await p.service
        .from('signals')
        .update({ targets: [103, 105] })
        .eq('id', id),
    );
    expect(refused(await p.service.from('signal_events').update({ r: 5 }).eq('signal_id', id)).message).toMatch(/cannot be changed/);
    expect(await signal(id)).toMatchObject({ status: 'active', targets_hit: 1, current_stop: 98 });
  });
});

describe('grading in the tick rounds', () => {
  it('a long limit: waits for its zone, fills at the tick, takes half at target 1, the rest at the stop (a gap fills at the tick)', async () => {
    const s = await publish(analyst.client, longLimit('SGLIM'));
    expect(s).toMatchObject({ status: 'pending', fill_price: null });
    await ticks(['SGLIM', 100.5]);
    expect((await signal(s.id)).status).toBe('pending');
    await ticks(['SGLIM', 99.5]);
    expect(await signal(s.id)).toMatchObject({ status: 'active', fill_price: 99.5 });
    await ticks(['SGLIM', 102]);
    expect(await signal(s.id)).toMatchObject({ status: 'active', targets_hit: 1, result_r: null });
    await ticks(['SGLIM', 97.5]);
    // risk 1.5; half at 102: +0.833 R; half at 97.5 (below the stop: the tick's price): -0.667 R
    expect(await signal(s.id)).toMatchObject({ status: 'stopped', targets_hit: 1, result_r: 0.167, result_pct: 0.251 });
    expect(await events(s.id)).toEqual([
      { kind: 'published', price: null, r: null },
      { kind: 'triggered', price: 99.5, r: null },
      { kind: 'target_1', price: 102, r: 0.833 },
      { kind: 'stopped', price: 97.5, r: -0.667 },
    ]);
    await ticks(['SGLIM', 110]);
    expect((await signal(s.id)).status).toBe('stopped');
  });

  it('a market entry fills at the last recorded price; the analyst moves the stop to break-even, then a tick there closes the rest at 0 R', async () => {
    const s = await publish(analyst.client, {
      symbol: 'SGMKT',
      side: 'short',
      entry_type: 'market',
      stop: 103,
      targets: [99, 97, 95],
      expires_at: inDays(3),
      rationale: 'Fade the gap.',
    });
    expect(s).toMatchObject({ status: 'active', fill_price: 101 });
    // Other analysts cannot act on it; learners neither; an admin could.
    refused(await rookie.client.rpc('signal_move_stop_to_break_even', { signal_id: s.id }), 403);
    refused(await p.premium.client.rpc('close_signal', { signal_id: s.id }), 403);
    refused(await p.visitor.rpc('add_signal_note', { signal_id: s.id, note: 'x' }), 401);
    await ticks(['SGMKT', 98.9]);
    expect(await signal(s.id)).toMatchObject({ status: 'active', targets_hit: 1 });
    ok(await analyst.client.rpc('signal_move_stop_to_break_even', { signal_id: s.id }));
    refused(await analyst.client.rpc('signal_move_stop_to_break_even', { signal_id: s.id }), 400);
    ok(await analyst.client.rpc('add_signal_note', { signal_id: s.id, note: 'Stop to **break-even**.' }));
    await ticks(['SGMKT', 101]);
    // risk 2; a third at 98.9: +0.35 R; two thirds at 101: 0 R
    expect(await signal(s.id)).toMatchObject({ status: 'stopped', targets_hit: 1, current_stop: 101, result_r: 0.35 });
    expect((await events(s.id)).map((e) => e.kind)).toEqual(['published', 'triggered', 'target_1', 'stop_moved', 'note', 'stopped']);
    const audit = ok(
      await p.admin.client
        .from('audit_log')
        .select('action, actor_role, actor_id')
        .eq('target_table', 'signals')
        .eq('target_id', String(s.id))
        .order('id'),
    );
    expect(audit).toEqual([
      { action: 'signal.publish', actor_role: 'analyst', actor_id: analyst.id },
      { action: 'signal.move_stop', actor_role: 'analyst', actor_id: analyst.id },
      { action: 'signal.note', actor_role: 'analyst', actor_id: analyst.id },
    ]);
    refused(await analyst.client.rpc('close_signal', { signal_id: s.id }), 400);
  });

  it('an early close takes the last recorded price; a pending signal closed or expired has no result', async () => {
    const active = await publish(analyst.client, { ...longLimit('SGNOTE'), entry_type: 'market', entry_low: null, entry_high: null });
    await ticks(['SGNOTE', 101.5]);
    const closed = ok(await p.admin.client.rpc('close_signal', { signal_id: active.id })) as Signal;
    // risk 3 (fill 101, stop 98); all of it at 101.5
    expect(closed).toMatchObject({ status: 'closed', result_r: 0.167 });
    const pending = await publish(analyst.client, longLimit('SGNOTE', { entry_low: 90, entry_high: 91, stop: 89 }));
    expect(ok(await analyst.client.rpc('close_signal', { signal_id: pending.id }))).toMatchObject({ status: 'closed', result_r: null });

    const expiring = await publish(analyst.client, longLimit('SGEXP', { expires_at: new Date(clock + 90_000).toISOString() }));
    await ticks(['SGEXP', 100.5]); // before the expiry: nothing
    await ticks(['SGEXP', 99.5]); // at or after it: expired, never filled
    expect(await signal(expiring.id)).toMatchObject({ status: 'expired', fill_price: null, result_r: null });
    expect((await events(expiring.id)).map((e) => e.kind)).toEqual(['published', 'expired']);
  });

  it('one round closes exactly the signals it should, and no other', async () => {
    const mk = (extra: Record<string, unknown>) => publish(analyst.client, longLimit('SGROUND', extra));
    const stays = await mk({ entry_low: 95, entry_high: 96, stop: 94 }); // zone not reached
    const fills = await mk({ entry_low: 100, entry_high: 100.5, stop: 99 }); // filled by the round's 100.2
    const invalid = await mk({ entry_low: 101, entry_high: 102, stop: 100.5, targets: [103] }); // the round opens beyond the stop
    const untouched = await mk({ entry_type: 'market', entry_low: null, entry_high: null, stop: 99, targets: [110] }); // filled at 101
    const stop = await mk({ entry_type: 'market', entry_low: null, entry_high: null, stop: 100.5, targets: [110] }); // filled at 101
    const shortWon = await publish(analyst.client, {
      symbol: 'SGROUND',
      side: 'short',
      entry_type: 'market',
      stop: 105,
      targets: [100.5, 100.2],
      expires_at: inDays(2),
      rationale: 'Short.',
    });
    expect(await ticks(['SGROUND', 100.2], ['SGMKT', 100])).toBe(2);
    const status = async (s: Signal) => (await signal(s.id)).status;
    expect(await status(stays)).toBe('pending');
    expect(await signal(fills.id)).toMatchObject({ status: 'active', fill_price: 100.2 });
    expect(await status(invalid)).toBe('invalidated');
    expect(await status(untouched)).toBe('active');
    expect(await status(stop)).toBe('stopped');
    expect(await signal(shortWon.id)).toMatchObject({ status: 'won', targets_hit: 2 });
  });
});

describe('a round with several ticks of one symbol', () => {
  it('grades every tick after the one that moved a signal: filled by the first, won at the second', async () => {
    const s = await publish(analyst.client, longLimit('SGEXP', { targets: [102] }));
    const first = nextAt();
    const second = nextAt();
    expect(
      ok(
        await p.service.rpc('record_ticks', {
          ticks: [
            { symbol: 'SGEXP', price: 99.8, at: first },
            { symbol: 'SGEXP', price: 102, at: second },
          ],
        }),
      ),
    ).toBe(2);
    // risk 1.8 (fill 99.8, stop 98): all of it at 102
    expect(await signal(s.id)).toMatchObject({ status: 'won', fill_price: 99.8, targets_hit: 1, result_r: 1.222 });
  });
});

describe('expiry without ticks (public.expire_signals, run by the periodic job)', () => {
  const IDLE = 'SGIDLE';
  // This symbol's ticks carry the real time, so the expiry can pass with no tick after it.
  const tickNow = async (price: number) =>
    ok(await p.service.rpc('record_ticks', { ticks: [{ symbol: IDLE, price, volume: 1, at: new Date().toISOString() }] }));
  beforeAll(async () => {
    ok(
      await p.service
        .from('market_symbols')
        .insert({ symbol: IDLE, company_name: 'Idle Test', on_watchlist: false, position: 90 })
        .select(),
    );
    await tickNow(101);
  });
  afterAll(async () => {
    await p.service.from('market_symbols').delete().eq('symbol', IDLE);
  });

  it('only the service role runs it: visitors, learners, premium members, analysts and admins are refused', async () => {
    refused(await p.visitor.rpc('expire_signals'), 401);
    for (const c of [p.learner.client, p.other.client, p.premium.client, analyst.client, p.admin.client])
      refused(await c.rpc('expire_signals'), 403);
  });

  it('signals whose symbol gets no tick expire at their expiry when the job runs: an active one at the last recorded price, a pending one without a result', async () => {
    const expiresAt = new Date(Date.now() + 2_500).toISOString();
    const active = await publish(analyst.client, {
      symbol: IDLE,
      side: 'long',
      entry_type: 'market',
      stop: 98,
      targets: [104],
      expires_at: expiresAt,
      rationale: 'Idle long.',
    });
    const pending = await publish(analyst.client, longLimit(IDLE, { entry_low: 90, entry_high: 91, stop: 89, expires_at: expiresAt }));
    await tickNow(102); // before the expiry, reaching no level: nothing to grade
    await sleep(3_000);
    expect((await signal(active.id)).status).toBe('active');
    const mailbox = { send: () => undefined };
    const run = await runSessionJobsOnce({
      apiUrl: inject('apiUrl'),
      serviceKey: SERVICE_ROLE_KEY,
      appUrl: 'http://127.0.0.1:3000',
      deliver: mailbox.send,
    });
    expect(run.expiredSignals).toBeGreaterThanOrEqual(2);
    // risk 3 (fill 101, stop 98): all of it at 102, the last recorded price
    expect(await signal(active.id)).toMatchObject({ status: 'expired', fill_price: 101, result_r: 0.333, result_pct: 0.99 });
    expect(await signal(pending.id)).toMatchObject({ status: 'expired', fill_price: null, result_r: null });
    expect((await events(active.id)).at(-1)).toEqual({ kind: 'expired', price: 102, r: 0.333 });
    expect((await events(pending.id)).map((e) => e.kind)).toEqual(['published', 'expired']);
    const closedAt = ok(await p.premium.client.from('signals').select('closed_at').in('id', [active.id, pending.id]));
    for (const row of closedAt) expect(new Date(row.closed_at as string).toISOString()).toBe(expiresAt);
    // Nothing left for a second run, and a later tick changes nothing.
    expect(ok(await p.service.rpc('expire_signals'))).toBe(0);
    await tickNow(97);
    expect(await signal(active.id)).toMatchObject({ status: 'expired', result_r: 0.333 });
  });
});

describe('the seeded history (supabase/seeds/signals.sql)', () => {
  it('months of simulated signals, graded from the daily bars, make a delayed public record visitors read', async () => {
    const seeded = ok(
      await p.service.from('signals').select('status, simulated, rationale, result_r, published_at, closed_at').eq('simulated', true),
    );
    expect(seeded.length).toBeGreaterThan(20);
    expect(seeded.every((s) => (s.rationale as string).startsWith('**Simulated signal**'))).toBe(true);
    const months = new Set(seeded.map((s) => (s.published_at as string).slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(3);
    expect(seeded.some((s) => s.status === 'won') && seeded.some((s) => s.status === 'stopped')).toBe(true);
    const summary = ok(
      await p.visitor
        .from('signal_track_record')
        .select('signals, win_rate, total_r, includes_simulated')
        .eq('window', 'delayed')
        .eq('dimension', 'all')
        .single(),
    );
    expect(summary.signals).toBeGreaterThan(10);
    expect(summary.includes_simulated).toBe(true);
    // A visitor's rows are exactly the results closed over 7 days ago.
    const weekAgo = Date.now() - 7 * 86_400_000;
    const old = seeded.filter((s) => s.result_r !== null && new Date(s.closed_at as string).getTime() < weekAgo);
    expect(summary.signals).toBe(old.length);
    expect(
      ok(
        await p.visitor
          .from('signals')
          .select('id')
          .gte('closed_at', new Date(weekAgo + 60_000).toISOString()),
      ),
    ).toEqual([]);
  });
});

describe('the written rules, on bars, and the track record', () => {
  let engine: Engine;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (inject('engine') === 'postgres') {
      const db = await createTestDatabase('tradecraft_signals');
      drop = () => db.drop();
      engine = await createEngine({ kind: 'postgres', url: db.url, max: 1 });
    } else {
      engine = await createEngine({ kind: 'pglite' });
    }
    await migrate(engine, { seedFile: null });
    await engine.query(
      `insert into public.channels (id, group_name, name, type, access, position) values ('daily-watchlist', 'MARKET DISCUSSION', 'daily-watchlist', 'watchlist', 'freemium', 1)`,
    );
    await engine.query(`insert into public.market_symbols (symbol, company_name) values ('BAR', 'Bar Corp')`);
  }, 180_000);
  afterAll(async () => {
    await engine?.close();
    await drop?.();
  });

  const day = (d: number) => `now() - interval '${d} days'`;
  async function limitLong(
    q: Queryable,
    publishedDaysAgo: number,
    entry: [number, number],
    stop: number,
    targets: number[],
    expiresDaysAgo = publishedDaysAgo - 30,
  ) {
    const { rows } = await q.query<{ id: string }>(
      `select (private.insert_signal(null, 'Bar Analyst', 'BAR', 'long', 'limit', $1, $2, $3, $4::numeric[],
      ${day(expiresDaysAgo)}, 'Test.', ${day(publishedDaysAgo)}, null, true)).id`,
      [entry[0], entry[1], stop, targets],
    );
    return Number(rows[0]!.id);
  }
  const bar = (q: Queryable, daysAgo: number, open: number, high: number, low: number) =>
    q.query(`select private.grade_bar('BAR', ${day(daysAgo)}, $1, $2, $3)`, [open, high, low]);
  async function row(q: Queryable, id: number) {
    const { rows } = await q.query<Record<string, unknown>>(
      `select status, fill_price::float8 as fill, targets_hit, result_r::float8 as r from public.signals where id = $1`,
      [id],
    );
    return rows[0];
  }

  it('a bar that touches the stop and a target counts as the stop; the filling bar checks only the stop', async () => {
    const tie = await limitLong(engine, 40, [99, 100], 98, [102]);
    await bar(engine, 39, 101, 101.5, 99.5); // fills at 100
    await bar(engine, 38, 100, 103, 97); // stop and target: the stop
    expect(await row(engine, tie)).toEqual({ status: 'stopped', fill: 100, targets_hit: 0, r: -1 });
    const sameBar = await limitLong(engine, 40, [99, 100], 98, [102]);
    await bar(engine, 37, 101, 103, 99.5); // fills at 100 and reaches 103: the target waits for a later bar
    expect(await row(engine, sameBar)).toMatchObject({ status: 'active', targets_hit: 0 });
    await bar(engine, 36, 101, 102.5, 100.5);
    expect(await row(engine, sameBar)).toEqual({ status: 'won', fill: 100, targets_hit: 1, r: 1 });
  });

  it('a gap fills at the open: into the zone, through a target, through the stop; a gap through the stop before the entry invalidates', async () => {
    const gapIn = await limitLong(engine, 40, [99, 100], 98, [102, 106]);
    await bar(engine, 35, 99.2, 99.8, 99); // opens inside the zone: fills at 99.2
    await bar(engine, 34, 104, 105, 103.5); // opens above target 1: half at 104
    await bar(engine, 33, 97, 97.5, 96); // opens below the stop: the rest at 97
    // risk 1.2: half (104 - 99.2) / 1.2 = 2, half (97 - 99.2) / 1.2 = -0.917
    expect(await row(engine, gapIn)).toEqual({ status: 'stopped', fill: 99.2, targets_hit: 1, r: 1.083 });
    const through = await limitLong(engine, 40, [99, 100], 98, [102]);
    await bar(engine, 32, 97.5, 99, 97); // opens beyond the stop before any fill
    expect(await row(engine, through)).toEqual({ status: 'invalidated', fill: null, targets_hit: 0, r: null });
    const allTargets = await limitLong(engine, 40, [99, 100], 98, [102, 104, 106]);
    await bar(engine, 31, 100, 100, 100);
    await bar(engine, 30, 101, 107, 100.5); // all three in one bar
    expect(await row(engine, allTargets)).toEqual({ status: 'won', fill: 100, targets_hit: 3, r: 2 }); // (2 + 4 + 6) / 2 / 3
  });

  it("an active signal at its expiry closes at the bar's open; a pending one expires without a result", async () => {
    const active = await limitLong(engine, 29, [99, 100], 98, [110], 20);
    const pending = await limitLong(engine, 29, [90, 91], 89, [110], 20);
    await bar(engine, 25, 100, 100, 100);
    await bar(engine, 19, 101, 101, 101);
    expect(await row(engine, active)).toEqual({ status: 'expired', fill: 100, targets_hit: 0, r: 0.5 });
    expect(await row(engine, pending)).toEqual({ status: 'expired', fill: null, targets_hit: 0, r: null });
  });

  it('the track record: figures from the closed results; visitors and learners read only results closed over 7 days ago', async () => {
    // One more result, closed 2 days ago: in every figure a premium member reads, in none a visitor reads.
    const recent = await limitLong(engine, 5, [99, 100], 98, [102]);
    await bar(engine, 3, 100, 100, 100);
    await bar(engine, 2, 97, 97.5, 96.5); // gaps through the stop: out at 97
    expect(await row(engine, recent)).toMatchObject({ status: 'stopped', r: -1.5 });
    // Results closed over 7 days ago, in order: -1, 1, 1.083, 2, 0.5 (equity -1, 0, 1.083, 3.083, 3.583)
    const read = async (role: 'anon' | 'authenticated', claims: Record<string, unknown>) =>
      engine.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
        await tx.query(`set local role ${role}`);
        const all = await tx.query<
          Record<string, unknown>
        >(`select "window", signals, wins, losses, win_rate::float8, average_r::float8, expectancy_r::float8, profit_factor::float8, total_r::float8, max_drawdown_r::float8
        from public.signal_track_record where dimension = 'all' order by 1`);
        const curve = await tx.query<{ equity_r: string }>(
          `select equity_r from public.signal_equity_curve where "window" = 'delayed' order by closed_at, signal_id`,
        );
        return { all: all.rows, curve: curve.rows.map((r) => Number(r.equity_r)) };
      });
    const delayed = {
      window: 'delayed',
      signals: 5,
      wins: 4,
      losses: 1,
      win_rate: 80,
      average_r: 0.717,
      expectancy_r: 0.717,
      profit_factor: 4.58,
      total_r: 3.583,
      max_drawdown_r: 1,
    };
    const visitor = await read('anon', { role: 'anon' });
    expect(visitor.all).toEqual([{ ...delayed, window: 'all' }, delayed]);
    expect(visitor.curve).toEqual([-1, 0, 1.083, 3.083, 3.583]);
    const learnerId = '00000000-0000-0000-0000-00000000000a';
    const learner = await read('authenticated', { role: 'authenticated', sub: learnerId });
    expect(learner.all).toEqual(visitor.all);
    // An admin (premium or analyst alike) reads the recent result too: 6 results, the last one -1.5 R.
    const adminId = '00000000-0000-0000-0000-00000000000b';
    await engine.query(`insert into auth.users (id, email) values ($1, 'a@example.com')`, [adminId]).catch(() => undefined);
    await engine.query(`insert into public.admins (user_id) values ($1)`, [adminId]);
    const admin = await read('authenticated', { role: 'authenticated', sub: adminId });
    expect(admin.all).toEqual([
      {
        window: 'all',
        signals: 6,
        wins: 4,
        losses: 2,
        win_rate: 66.7,
        average_r: 0.347,
        expectancy_r: 0.347,
        profit_factor: 1.83,
        total_r: 2.083,
        max_drawdown_r: 1.5,
      },
      delayed,
    ]);
  });
});
