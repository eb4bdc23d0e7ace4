// The live market by persona: only the service role records ticks (record_tick, record_ticks); a
// tick rolls the right 15-minute and daily bars and the quote; quotes are read, by REST and Realtime,
// under the symbol's channel rule; price alerts are a member's own, limited, and fire once into a
// price_alert notification only their owner reads. Test symbols stay off the watchlist, so the seeded
// watchlist other suites read does not change.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, subscribed, waitFor } from '../support/realtime.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
const listening: SupabaseClient[] = [];
const OPEN = 'LVOPEN'; // in daily-watchlist (freemium): every member reads it
const PREMIUM = 'LVPREM'; // in expert-analysis (premium)
const ALERTS = 'LVALRT'; // for the alert tests, ticked by them alone

beforeAll(async () => {
  p = await createPersonas('live-market');
  ok(
    await p.service
      .from('market_symbols')
      .insert([
        { symbol: OPEN, company_name: 'Open Test Corp', on_watchlist: false, position: 90, channel_id: 'daily-watchlist' },
        { symbol: PREMIUM, company_name: 'Premium Test Corp', on_watchlist: false, position: 91, channel_id: 'expert-analysis' },
        { symbol: ALERTS, company_name: 'Alert Test Corp', on_watchlist: false, position: 92, channel_id: 'daily-watchlist' },
      ])
      .select(),
  );
  ok(
    await p.service
      .from('chart_bars')
      .insert(
        [OPEN, PREMIUM, ALERTS].map((symbol) => ({
          symbol,
          interval: '1d',
          bucket_start: '2026-01-05T00:00:00Z',
          open: 99,
          high: 101,
          low: 98,
          close: 100,
          volume: 1000,
        })),
      )
      .select(),
  );
});
afterAll(async () => {
  for (const c of listening) await c.removeAllChannels();
  await p.service.from('market_symbols').delete().in('symbol', [OPEN, PREMIUM, ALERTS]);
});

const tick = (symbol: string, price: number, volume: number, at: string) => ({ symbol, price, volume, at });

async function bars(symbol: string) {
  return ok(
    await p.service
      .from('chart_bars')
      .select('interval, bucket_start, open, high, low, close, volume')
      .eq('symbol', symbol)
      .order('interval')
      .order('bucket_start'),
  );
}

async function listenQuotes(c: SupabaseClient, name: string): Promise<Record<string, unknown>[]> {
  const seen: Record<string, unknown>[] = [];
  listening.push(c);
  await subscribed(
    c.channel(name).on('postgres_changes', { event: '*', schema: 'public', table: 'market_quotes' }, (e) => seen.push(e.new)),
  );
  return seen;
}

describe('recording ticks', () => {
  it('is for the service role only: visitors and every member are refused, and nothing is written', async () => {
    for (const c of [p.visitor, p.learner.client, p.premium.client, p.admin.client]) {
      refused(await c.rpc('record_tick', { symbol: OPEN, price: 1, volume: 1, at: '2026-01-06T10:00:00Z' }));
      refused(await c.rpc('record_ticks', { ticks: [tick(OPEN, 1, 1, '2026-01-06T10:00:00Z')] }));
    }
    expect(ok(await p.service.from('market_quotes').select('symbol').eq('symbol', OPEN))).toEqual([]);
    expect(await bars(OPEN)).toHaveLength(1);
  });

  it("rolls the 15-minute and daily bars of each tick's buckets; a new bucket opens at its first tick", async () => {
    const applied = ok(
      await p.service.rpc('record_ticks', {
        ticks: [
          tick(OPEN, 101, 10, '2026-01-06T14:30:05Z'),
          tick(OPEN, 103, 5, '2026-01-06T14:35:00Z'),
          tick(OPEN, 99.5, 7, '2026-01-06T14:44:59Z'),
          tick(OPEN, 100.254, 3, '2026-01-06T14:45:00Z'),
        ],
      }),
    );
    expect(applied).toBe(4);
    const num = (b: Record<string, unknown>): Record<string, unknown> => ({
      ...b,
      open: Number(b.open),
      high: Number(b.high),
      low: Number(b.low),
      close: Number(b.close),
      bucket_start: new Date(b.bucket_start as string).toISOString(),
    });
    expect((await bars(OPEN)).map(num)).toEqual([
      { interval: '15m', bucket_start: '2026-01-06T14:30:00.000Z', open: 101, high: 103, low: 99.5, close: 99.5, volume: 22 },
      { interval: '15m', bucket_start: '2026-01-06T14:45:00.000Z', open: 100.25, high: 100.25, low: 100.25, close: 100.25, volume: 3 },
      { interval: '1d', bucket_start: '2026-01-05T00:00:00.000Z', open: 99, high: 101, low: 98, close: 100, volume: 1000 },
      { interval: '1d', bucket_start: '2026-01-06T00:00:00.000Z', open: 101, high: 103, low: 99.5, close: 100.25, volume: 25 },
    ]);
    const quote = ok(await p.service.from('market_quotes').select('*').eq('symbol', OPEN).single());
    expect({
      ...quote,
      at: new Date(quote.at).toISOString(),
      day_start: new Date(quote.day_start).toISOString(),
      bar_start: new Date(quote.bar_start).toISOString(),
    }).toEqual({
      symbol: OPEN,
      price: 100.25,
      at: '2026-01-06T14:45:00.000Z',
      previous_close: 100,
      day_start: '2026-01-06T00:00:00.000Z',
      day_open: 101,
      day_high: 103,
      day_low: 99.5,
      day_volume: 25,
      bar_start: '2026-01-06T14:45:00.000Z',
      bar_open: 100.25,
      bar_high: 100.25,
      bar_low: 100.25,
      bar_volume: 3,
      simulated: true,
    });
    // A tick older than the last one is ignored; the next day opens a new daily bar at its first tick.
    expect(ok(await p.service.rpc('record_tick', { symbol: OPEN, price: 150, volume: 1, at: '2026-01-06T14:40:00Z' }))).toBe(false);
    expect(ok(await p.service.rpc('record_tick', { symbol: OPEN, price: 104, volume: 9, at: '2026-01-07T00:00:01Z' }))).toBe(true);
    const after = (await bars(OPEN)).map(num);
    expect(after.filter((b) => b.interval === '1d').at(-1)).toEqual({
      interval: '1d',
      bucket_start: '2026-01-07T00:00:00.000Z',
      open: 104,
      high: 104,
      low: 104,
      close: 104,
      volume: 9,
    });
    expect(after.find((b) => b.interval === '15m' && b.bucket_start === '2026-01-06T14:30:00.000Z')).toMatchObject({
      high: 103,
      close: 99.5,
    });
    expect(ok(await p.service.from('market_quotes').select('previous_close, day_open').eq('symbol', OPEN).single())).toEqual({
      previous_close: 100.25,
      day_open: 104,
    });
    // Bad ticks are refused whole.
    refused(await p.service.rpc('record_ticks', { ticks: [tick(OPEN, -1, 1, '2026-01-08T00:00:00Z')] }));
    refused(await p.service.rpc('record_ticks', { ticks: { symbol: OPEN } }));
  });

  it("quotes are read under the symbol's channel rule, by REST and by Realtime", async () => {
    const learnerSees = await listenQuotes(p.learner.client, 'q-learner');
    const premiumSees = await listenQuotes(p.premium.client, 'q-premium');
    ok(
      await p.service.rpc('record_ticks', {
        ticks: [tick(OPEN, 105.5, 4, '2026-01-07T00:01:00Z'), tick(PREMIUM, 51, 4, '2026-01-07T00:01:00Z')],
      }),
    );
    await waitFor(() => learnerSees.some((q) => q.symbol === OPEN && Number(q.price) === 105.5), 5000, 'the open quote for the learner');
    await waitFor(
      () => premiumSees.some((q) => q.symbol === PREMIUM) && premiumSees.some((q) => q.symbol === OPEN),
      5000,
      'both quotes for the premium member',
    );
    await sleep(400);
    expect(learnerSees.some((q) => q.symbol === PREMIUM)).toBe(false);

    expect(ok(await p.learner.client.from('market_quotes').select('symbol').in('symbol', [OPEN, PREMIUM]))).toEqual([{ symbol: OPEN }]);
    expect(ok(await p.premium.client.from('market_quotes').select('symbol').in('symbol', [OPEN, PREMIUM]).order('symbol'))).toEqual([
      { symbol: OPEN },
      { symbol: PREMIUM },
    ]);
    refused(await p.visitor.from('market_quotes').select('symbol'), 401);
    // Members never write quotes.
    refused(await p.admin.client.from('market_quotes').update({ price: 1 }).eq('symbol', OPEN));
  });
});

describe('price alerts', () => {
  beforeAll(async () => {
    ok(await p.service.rpc('record_tick', { symbol: ALERTS, price: 100, volume: 1, at: '2026-01-06T15:00:00Z' }));
  });

  it('a member sets, lists and deletes their own; nobody else reads or deletes them; visitors set none', async () => {
    refused(await p.visitor.from('price_alerts').insert({ symbol: ALERTS, direction: 'above', level: 110 }), 401);
    const [mine] = ok(
      await p.learner.client
        .from('price_alerts')
        .insert({ symbol: ALERTS, direction: 'above', level: 110 })
        .select('id, user_id, symbol, direction, level, fired_at'),
    );
    expect(mine).toMatchObject({ user_id: p.learner.id, symbol: ALERTS, direction: 'above', level: 110, fired_at: null });
    for (const c of [p.other.client, p.premium.client, p.admin.client]) {
      expect(ok(await c.from('price_alerts').select('id').eq('id', mine!.id))).toEqual([]);
      expect(ok(await c.from('price_alerts').delete().eq('id', mine!.id).select('id'))).toEqual([]);
    }
    expect(ok(await p.learner.client.from('price_alerts').select('id').eq('id', mine!.id))).toHaveLength(1);
    // Not for someone else, and never already fired.
    refused(await p.learner.client.from('price_alerts').insert({ symbol: ALERTS, direction: 'above', level: 111, user_id: p.other.id }));
    refused(
      await p.learner.client
        .from('price_alerts')
        .insert({ symbol: ALERTS, direction: 'above', level: 111, fired_at: new Date().toISOString() }),
    );
    refused(await p.learner.client.from('price_alerts').update({ level: 120 }).eq('id', mine!.id));
    expect(ok(await p.learner.client.from('price_alerts').delete().eq('id', mine!.id).select('id'))).toHaveLength(1);
  });

  it('only on symbols of a channel the member can read (a premium channel: premium members and admins)', async () => {
    refused(await p.learner.client.from('price_alerts').insert({ symbol: PREMIUM, direction: 'above', level: 60 }), 403);
    ok(await p.premium.client.from('price_alerts').insert({ symbol: PREMIUM, direction: 'above', level: 60 }).select('id'));
    ok(await p.admin.client.from('price_alerts').insert({ symbol: PREMIUM, direction: 'below', level: 40 }).select('id'));
    refused(await p.learner.client.from('price_alerts').insert({ symbol: 'NOSUCH', direction: 'above', level: 1 }));
  });

  it('refuses a level the price is already at or beyond, and the 21st active alert', async () => {
    const above = refused(await p.other.client.from('price_alerts').insert({ symbol: ALERTS, direction: 'above', level: 99 }), 422);
    expect(above.message).toBe('LVALRT is already at 100.00, above 99.00.');
    refused(await p.other.client.from('price_alerts').insert({ symbol: ALERTS, direction: 'below', level: 100 }), 422);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++)
      ids.push(
        ok(
          await p.other.client
            .from('price_alerts')
            .insert({ symbol: ALERTS, direction: 'above', level: 200 + i })
            .select('id')
            .single(),
        ).id,
      );
    const tooMany = refused(await p.other.client.from('price_alerts').insert({ symbol: ALERTS, direction: 'above', level: 300 }), 409);
    expect(tooMany.message).toBe('You can have at most 20 active price alerts. Delete one first.');
    // A fired alert is not active any more; deleting one makes room too.
    ok(await p.service.from('price_alerts').update({ fired_at: new Date().toISOString() }).eq('id', ids[0]!).select('id'));
    ok(await p.other.client.from('price_alerts').insert({ symbol: ALERTS, direction: 'above', level: 300 }).select('id'));
    refused(await p.other.client.from('price_alerts').insert({ symbol: ALERTS, direction: 'above', level: 301 }), 409);
    ok(await p.other.client.from('price_alerts').delete().eq('id', ids[1]!).select('id'));
    ok(await p.other.client.from('price_alerts').insert({ symbol: ALERTS, direction: 'above', level: 301 }).select('id'));
    ok(await p.service.from('price_alerts').delete().eq('user_id', p.other.id).select('id'));
  });

  it('a tick that reaches the level fires the alert once, into a notification only its owner reads, live', async () => {
    const seen: Record<string, unknown>[] = [];
    listening.push(p.learner.client);
    await subscribed(
      p.learner.client
        .channel('pa-learner')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${p.learner.id}` }, (e) =>
          seen.push(e.new),
        ),
    );
    const [up] = ok(await p.learner.client.from('price_alerts').insert({ symbol: ALERTS, direction: 'above', level: 105 }).select('id'));
    const [down] = ok(await p.learner.client.from('price_alerts').insert({ symbol: ALERTS, direction: 'below', level: 95 }).select('id'));
    ok(await p.service.rpc('record_tick', { symbol: ALERTS, price: 104.99, volume: 1, at: '2026-01-06T15:00:01Z' }));
    expect(ok(await p.learner.client.from('price_alerts').select('fired_at').eq('id', up!.id).single()).fired_at).toBeNull();
    ok(
      await p.service.rpc('record_ticks', {
        ticks: [tick(ALERTS, 105.1, 1, '2026-01-06T15:00:02Z'), tick(ALERTS, 106, 1, '2026-01-06T15:00:03Z')],
      }),
    );
    ok(await p.service.rpc('record_tick', { symbol: ALERTS, price: 104, volume: 1, at: '2026-01-06T15:00:04Z' }));
    ok(await p.service.rpc('record_tick', { symbol: ALERTS, price: 105.5, volume: 1, at: '2026-01-06T15:00:05Z' }));

    const fired = ok(
      await p.learner.client.from('price_alerts').select('id, fired_at, fired_price').in('id', [up!.id, down!.id]).order('id'),
    );
    expect(fired).toEqual([
      { id: up!.id, fired_at: expect.stringMatching(/^2026-01-06T15:00:02/), fired_price: 105.1 },
      { id: down!.id, fired_at: null, fired_price: null },
    ]);
    const notes = ok(
      await p.learner.client.from('notifications').select('kind, title, body, link, premium_only').eq('kind', 'price_alert'),
    );
    expect(notes).toEqual([
      {
        kind: 'price_alert',
        title: 'LVALRT crossed above 105.00',
        body: 'Price 105.10 at 15:00:02 UTC (simulated market data).',
        link: '/dashboard/technical-analysis?symbol=LVALRT',
        premium_only: false,
      },
    ]);
    await waitFor(() => seen.some((n) => n.kind === 'price_alert'), 5000, 'the price alert live');
    for (const c of [p.other.client, p.premium.client, p.admin.client]) {
      expect(ok(await c.from('notifications').select('id').eq('kind', 'price_alert').eq('user_id', p.learner.id))).toEqual([]);
    }
    // A fired alert is no longer active: the level can be set again.
    ok(await p.service.rpc('record_tick', { symbol: ALERTS, price: 94, volume: 1, at: '2026-01-06T15:00:06Z' }));
    expect(
      ok(await p.learner.client.from('notifications').select('title').eq('kind', 'price_alert').order('id')).map((n) => n.title),
    ).toEqual(['LVALRT crossed above 105.00', 'LVALRT crossed below 95.00']);
  });

  it("an alert on a premium channel's symbol notifies as premium-only", async () => {
    ok(await p.service.rpc('record_tick', { symbol: PREMIUM, price: 61, volume: 1, at: '2026-01-07T00:02:00Z' }));
    expect(ok(await p.premium.client.from('notifications').select('title, premium_only').eq('kind', 'price_alert'))).toEqual([
      { title: 'LVPREM crossed above 60.00', premium_only: true },
    ]);
  });
});
