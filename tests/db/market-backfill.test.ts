// Today's intraday history for the simulated market (server/market/backfill.ts), on this run's engine
// through the API as the service role: at a start, every 15-minute bar of the current session before
// the current one is written where chart_bars lacks it — pinned to yesterday's close and to a bar
// already there, never touching that bar — and a second start writes nothing. npm start's feed fills
// in the history before its first round and carries on from where it ends.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVICE_ROLE_KEY } from 'supabase-stand-in';
import { backfillIntraday, sessionWindow } from '../../server/market/backfill.ts';
import { loadSnapshots, startMarketFeed } from '../../server/market/feed.ts';
import { MarketSimulator } from '../../server/market/simulator.ts';
import { serviceClient } from '../support/clients.ts';
import { waitFor } from '../support/realtime.ts';

const SYMBOL = 'SIMFILL';
const FED = 'SIMFILL2';
const service = serviceClient();
const DAY = 86_400_000;
const BAR = 15 * 60_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const iso = (ms: number) => new Date(ms).toISOString();

interface Row {
  bucket_start: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

async function bars(symbol: string, interval: '15m' | '1d', from = today): Promise<Row[]> {
  const { data, error } = await service
    .from('chart_bars')
    .select('bucket_start, open, high, low, close, volume')
    .eq('symbol', symbol)
    .eq('interval', interval)
    .gte('bucket_start', iso(from))
    .order('bucket_start');
  if (error) throw error;
  return (data as Row[]).map((r) => ({
    ...r,
    bucket_start: iso(Date.parse(r.bucket_start)),
    open: Number(r.open),
    high: Number(r.high),
    low: Number(r.low),
    close: Number(r.close),
    volume: Number(r.volume),
  }));
}

beforeAll(async () => {
  const symbols = await service.from('market_symbols').insert([
    { symbol: SYMBOL, company_name: 'Backfill Test', on_watchlist: false, position: 93 },
    { symbol: FED, company_name: 'Backfill Feed Test', on_watchlist: false, position: 94 },
  ]);
  expect(symbols.error).toBeNull();
  // 30 daily bars up to yesterday, the last close 50.
  const daily = [SYMBOL, FED].flatMap((symbol) =>
    Array.from({ length: 30 }, (_, i) => {
      const close = i === 29 ? 50 : 50 * (1 + 0.02 * Math.sin(i));
      return {
        symbol,
        interval: '1d',
        bucket_start: iso(today - (30 - i) * DAY),
        open: close,
        high: close * 1.01,
        low: close * 0.99,
        close,
        volume: 2_000_000,
      };
    }),
  );
  expect((await service.from('chart_bars').insert(daily)).error).toBeNull();
});
afterAll(async () => {
  await service.from('market_symbols').delete().in('symbol', [SYMBOL, FED]);
});

describe('intraday backfill', () => {
  it('fills the session up to the current bar, around a bar already there, and only once', async () => {
    // A bar from an earlier run at 05:00, and "now" at 10:07: bars 00:00-09:45 are the history.
    const kept = {
      symbol: SYMBOL,
      interval: '15m',
      bucket_start: iso(today + 5 * 3_600_000),
      open: 51,
      high: 52,
      low: 50.5,
      close: 51.5,
      volume: 1234,
    };
    expect((await service.from('chart_bars').insert(kept)).error).toBeNull();
    const now = new Date(today + 10 * 3_600_000 + 7 * 60_000);
    const snapshots = await loadSnapshots(service, [SYMBOL]);
    const first = await backfillIntraday(service, snapshots, 'always', now, 42);
    expect(first.bars).toBe(39);

    const rows = await bars(SYMBOL, '15m');
    expect(rows.map((r) => r.bucket_start)).toEqual(Array.from({ length: 40 }, (_, i) => iso(today + i * BAR)));
    expect(rows[20]).toEqual({ bucket_start: kept.bucket_start, open: 51, high: 52, low: 50.5, close: 51.5, volume: 1234 });
    expect(Math.abs(rows[0]!.open / 50 - 1)).toBeLessThan(0.05); // from yesterday's close, a small gap
    expect(rows[19]!.close).toBe(51); // pinned to the kept bar's open
    for (const [i, r] of rows.entries()) {
      expect(r.high).toBeGreaterThanOrEqual(Math.max(r.open, r.close));
      expect(r.low).toBeLessThanOrEqual(Math.min(r.open, r.close));
      expect(r.volume).toBeGreaterThan(0);
      if (i > 0 && i !== 20) expect(r.open).toBe(rows[i - 1]!.close);
    }
    // Not three fat candles: each bar moves a fraction of a day's range.
    for (const r of rows) expect(r.high / r.low - 1).toBeLessThan(0.05);
    const [day] = await bars(SYMBOL, '1d');
    expect(day!.bucket_start).toBe(iso(today));
    expect(day!.high).toBeGreaterThanOrEqual(Math.max(...rows.filter((_, i) => i !== 20).map((r) => r.high)));
    expect(day!.low).toBeLessThanOrEqual(Math.min(...rows.filter((_, i) => i !== 20).map((r) => r.low)));
    // The simulator goes on from the last bar's close.
    expect(first.snapshots[0]!.price).toBe(rows[39]!.close);

    const again = await backfillIntraday(service, await loadSnapshots(service, [SYMBOL]), 'always', now, 7);
    expect(again.bars).toBe(0);
    expect(await bars(SYMBOL, '15m')).toEqual(rows);
    expect(await bars(SYMBOL, '1d')).toEqual([day]);
  });

  it('knows the NYSE session: none on a weekend or before the open; the open to now, or to the close', () => {
    const saturday = Date.UTC(2026, 10, 28, 16);
    expect(sessionWindow('nyse', new Date(saturday))).toBeNull();
    expect(sessionWindow('nyse', new Date(Date.UTC(2026, 10, 26, 14, 29)))).toBeNull();
    expect(sessionWindow('nyse', new Date(Date.UTC(2026, 10, 26, 16)))).toEqual({
      start: Date.UTC(2026, 10, 26, 14, 30),
      end: Date.UTC(2026, 10, 26, 16),
    });
    expect(sessionWindow('nyse', new Date(Date.UTC(2026, 10, 26, 23)))).toEqual({
      start: Date.UTC(2026, 10, 26, 14, 30),
      end: Date.UTC(2026, 10, 26, 21),
    });
    expect(sessionWindow('always', new Date(Date.UTC(2026, 10, 28, 3)))).toEqual({
      start: Date.UTC(2026, 10, 28),
      end: Date.UTC(2026, 10, 28, 3),
    });
  });

  it("npm start's feed writes the history before its first round and carries on from its end", async () => {
    const lines: string[] = [];
    const feed = await startMarketFeed({
      apiUrl: inject('apiUrl'),
      serviceKey: SERVICE_ROLE_KEY,
      provider: new MarketSimulator({ minTickMs: 20, maxTickMs: 40, seed: 3 }),
      symbols: [FED],
      log: (l) => lines.push(l),
      backfill: 'always',
    });
    try {
      await waitFor(() => feed.stats().rounds >= 3, 15_000, 'three rounds written');
    } finally {
      await feed.stop();
    }
    const expected = Math.floor((Date.now() - today) / BAR);
    expect(lines[0]).toMatch(/^Market: today's history filled in \(\d+ 15-minute bars\)\.$/);
    const rows = await bars(FED, '15m');
    // Every bar of the day so far (the current one from the live ticks; a bar may have closed meanwhile).
    expect(rows.length).toBeGreaterThanOrEqual(expected);
    expect(rows[0]!.bucket_start).toBe(iso(today));
    const { data: quote } = await service.from('market_quotes').select('day_open, previous_close').eq('symbol', FED).single();
    // The day opened with the history's first bar, not at the first live tick.
    expect(Number(quote!.day_open)).toBe(rows[0]!.open);
    expect(Number(quote!.previous_close)).toBe(50);
  });
});
