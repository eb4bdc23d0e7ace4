// Watchlist, chart bars, live sessions and market alerts by persona: readable under their channel's
// rules (premium sessions only for premium members and admins), written only by admins and the
// service role; the seeded price history covers every chart timeframe.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
beforeAll(async () => {
  p = await createPersonas('market');
});

const DAY = 86_400_000;

describe('visitor', () => {
  it('reads no market data', async () => {
    refused(await p.visitor.from('watchlist').select('*'), 401);
    refused(await p.visitor.from('chart_bars').select('*'), 401);
    refused(await p.visitor.from('live_sessions').select('*'), 401);
    refused(await p.visitor.from('market_alerts').select('*'), 401);
  });

  it('writes no market data', async () => {
    refused(await p.visitor.from('market_alerts').insert({ headline: 'Fake' }), 401);
  });
});

describe('learner', () => {
  it('reads the watchlist with prices from the latest bars', async () => {
    const rows = ok(await p.learner.client.from('watchlist').select('*').order('position'));
    expect(rows.map((r) => r.symbol)).toEqual(['SPY', 'QQQ', 'AAPL', 'MSFT', 'NVDA', 'AMZN', 'TSLA']);
    for (const r of rows) {
      expect(Number(r.price)).toBeGreaterThan(0);
      expect(Number(r.change_percent)).toBeCloseTo((Number(r.change) / (Number(r.price) - Number(r.change))) * 100, 1);
      expect(r.volume).toBeGreaterThan(0);
    }
  });

  it('has daily bars for a year and intraday bars for the last sessions', async () => {
    const daily = ok(
      await p.learner.client
        .from('chart_bars')
        .select('bucket_start, open, high, low, close')
        .eq('symbol', 'SPY')
        .eq('interval', '1d')
        .order('bucket_start'),
    );
    expect(daily.length).toBeGreaterThanOrEqual(250);
    expect(Date.now() - Date.parse(daily[0]!.bucket_start)).toBeGreaterThan(365 * DAY);
    expect(Date.now() - Date.parse(daily.at(-1)!.bucket_start)).toBeLessThan(5 * DAY);
    for (const b of daily) expect(Number(b.low)).toBeLessThanOrEqual(Math.min(Number(b.open), Number(b.close)));
    const intraday = ok(await p.learner.client.from('chart_bars').select('bucket_start').eq('symbol', 'NVDA').eq('interval', '15m'));
    expect(intraday).toHaveLength(5 * 26);
  });

  it('sees free calendar sessions but not premium live sessions', async () => {
    const sessions = ok(await p.learner.client.from('live_sessions').select('channel_id, starts_at'));
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.channel_id === 'earnings-calendar')).toBe(true);
    expect(sessions.every((s) => Date.parse(s.starts_at) > Date.now())).toBe(true);
  });

  it('reads alerts but cannot post, edit or delete them', async () => {
    const alerts = ok(await p.learner.client.from('market_alerts').select('id, headline'));
    expect(alerts.length).toBeGreaterThan(0);
    refused(await p.learner.client.from('market_alerts').insert({ headline: 'Buy everything' }), 403);
    expect(ok(await p.learner.client.from('market_alerts').update({ headline: 'Changed' }).eq('id', alerts[0]!.id).select())).toEqual([]);
    expect(ok(await p.learner.client.from('market_alerts').delete().eq('id', alerts[0]!.id).select())).toEqual([]);
    refused(
      await p.learner.client
        .from('live_sessions')
        .insert({ channel_id: 'earnings-calendar', title: 'Mine', starts_at: new Date().toISOString() }),
      403,
    );
    expect(ok(await p.learner.client.from('chart_bars').update({ close: 1 }).eq('symbol', 'SPY').select())).toEqual([]);
  });
});

describe('premium member', () => {
  it('sees the premium live sessions too', async () => {
    const sessions = ok(await p.premium.client.from('live_sessions').select('channel_id, access'));
    expect(sessions.some((s) => s.channel_id === 'live-sessions' && s.access === 'premium')).toBe(true);
  });

  it('cannot schedule sessions', async () => {
    refused(
      await p.premium.client
        .from('live_sessions')
        .insert({ channel_id: 'live-sessions', title: 'Mine', starts_at: new Date().toISOString() }),
      403,
    );
  });
});

describe('admin', () => {
  it('schedules, edits and cancels a premium session, read back by a premium member only', async () => {
    const startsAt = new Date(Date.now() + 7 * DAY).toISOString();
    const [row] = ok(
      await p.admin.client
        .from('live_sessions')
        .insert({ channel_id: 'live-sessions', title: 'Admin session', starts_at: startsAt, access: 'premium' })
        .select(),
    );
    ok(await p.admin.client.from('live_sessions').update({ title: 'Admin session (moved)' }).eq('id', row.id));
    expect(ok(await p.premium.client.from('live_sessions').select('title').eq('id', row.id).single()).title).toBe('Admin session (moved)');
    expect(ok(await p.learner.client.from('live_sessions').select('id').eq('id', row.id))).toEqual([]);
    ok(await p.admin.client.from('live_sessions').delete().eq('id', row.id));
    expect(ok(await p.service.from('live_sessions').select('id').eq('id', row.id))).toEqual([]);
  });

  it('posts an alert as themselves, read back by a learner', async () => {
    const [row] = ok(
      await p.admin.client.from('market_alerts').insert({ symbol: 'TSLA', headline: 'TSLA halted', severity: 'urgent' }).select(),
    );
    expect(row).toMatchObject({ channel_id: 'market-alerts', created_by: p.admin.id });
    expect(ok(await p.learner.client.from('market_alerts').select('headline').eq('id', row.id).single()).headline).toBe('TSLA halted');
  });

  it('adds a symbol with bars, read back on the watchlist, and removes it', async () => {
    ok(await p.admin.client.from('market_symbols').insert({ symbol: 'TEST', company_name: 'Test Corp', position: 99 }));
    ok(
      await p.admin.client.from('chart_bars').insert(
        [
          { symbol: 'TEST', interval: '1d', bucket_start: '2026-01-05T00:00:00Z', open: 10, high: 11, low: 9, close: 10 },
          { symbol: 'TEST', interval: '1d', bucket_start: '2026-01-06T00:00:00Z', open: 10, high: 12, low: 10, close: 11 },
        ].map((b) => ({ ...b, volume: 1000 })),
      ),
    );
    const row = ok(await p.learner.client.from('watchlist').select('price, change, change_percent').eq('symbol', 'TEST').single());
    expect([Number(row.price), Number(row.change), Number(row.change_percent)]).toEqual([11, 1, 10]);
    ok(await p.admin.client.from('market_symbols').delete().eq('symbol', 'TEST'));
    expect(ok(await p.service.from('chart_bars').select('symbol').eq('symbol', 'TEST'))).toEqual([]);
  });
});

describe('service role', () => {
  it('writes and removes an alert', async () => {
    const [row] = ok(await p.service.from('market_alerts').insert({ channel_id: 'breaking-news', headline: 'Rates unchanged' }).select());
    expect(ok(await p.premium.client.from('market_alerts').select('channel_id').eq('id', row.id).single()).channel_id).toBe(
      'breaking-news',
    );
    ok(await p.service.from('market_alerts').delete().eq('id', row.id));
    expect(ok(await p.premium.client.from('market_alerts').select('id').eq('id', row.id))).toEqual([]);
  });
});
