// npm start's market simulator end to end on this run's engine: startMarketFeed() reads a symbol's
// last close and history through the API as the service role, the simulator pushes rounds of ticks
// (fast here), and record_ticks turns them into a quote and bars. A symbol of the test's own, off the
// watchlist, so the seeded watchlist other suites read does not move. MARKET_SIMULATOR=off skips it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVICE_ROLE_KEY } from 'supabase-stand-in';
import { startMarketFeed, startMarketSimulatorInBackground } from '../../server/market/feed.ts';
import { MarketSimulator } from '../../server/market/simulator.ts';
import { serviceClient } from '../support/clients.ts';
import { waitFor } from '../support/realtime.ts';

const SYMBOL = 'SIMFEED';
const service = serviceClient();

beforeAll(async () => {
  const symbol = await service
    .from('market_symbols')
    .insert({ symbol: SYMBOL, company_name: 'Feed Test', on_watchlist: false, position: 95 });
  expect(symbol.error).toBeNull();
  // 30 days of history a day apart, up to the day before yesterday.
  const day = 86_400_000;
  const today = Math.floor(Date.now() / day) * day;
  const bars = Array.from({ length: 30 }, (_, i) => {
    const close = 50 * (1 + 0.01 * Math.sin(i));
    return {
      symbol: SYMBOL,
      interval: '1d',
      bucket_start: new Date(today - (31 - i) * day).toISOString(),
      open: close,
      high: close,
      low: close,
      close,
      volume: 1_000_000,
    };
  });
  const inserted = await service.from('chart_bars').insert(bars);
  expect(inserted.error).toBeNull();
});
afterAll(async () => {
  await service.from('market_symbols').delete().in('symbol', [SYMBOL, ADDED]);
});

const ADDED = 'SIMFEED2';
const DAY = 86_400_000;

describe('the market feed', () => {
  it("moves a symbol from its last close: a quote, today's daily bar and the current 15-minute bar", async () => {
    const lines: string[] = [];
    const feed = await startMarketFeed({
      apiUrl: inject('apiUrl'),
      serviceKey: SERVICE_ROLE_KEY,
      provider: new MarketSimulator({ minTickMs: 20, maxTickMs: 40, seed: 5 }),
      symbols: [SYMBOL],
      log: (l) => lines.push(l),
    });
    try {
      await waitFor(() => feed.stats().rounds >= 5, 15_000, 'five rounds written');
    } finally {
      await feed.stop();
    }
    expect(lines[0]).toBe(`Market: simulator moving ${SYMBOL} (simulated data; MARKET_SIMULATOR=off to stop it).`);
    const { rounds, ticks, failures } = feed.stats();
    expect(failures).toBe(0);
    expect(ticks).toBe(rounds);
    const quote = await service.from('market_quotes').select('*').eq('symbol', SYMBOL).single();
    expect(quote.error).toBeNull();
    const q = quote.data!;
    expect(q.simulated).toBe(true);
    expect(Number(q.previous_close)).toBeCloseTo(50 * (1 + 0.01 * Math.sin(29)), 2);
    // The first tick of the day gaps away from the last close, within reason.
    expect(Math.abs(Number(q.day_open) / Number(q.previous_close) - 1)).toBeLessThan(0.2);
    expect(Number(q.day_high)).toBeGreaterThanOrEqual(Math.max(Number(q.price), Number(q.day_open)));
    expect(Number(q.day_low)).toBeLessThanOrEqual(Math.min(Number(q.price), Number(q.day_open)));
    expect(q.day_volume).toBeGreaterThan(0);
    const bar = await service
      .from('chart_bars')
      .select('close, volume')
      .eq('symbol', SYMBOL)
      .eq('interval', '15m')
      .eq('bucket_start', q.bar_start)
      .single();
    const day = await service
      .from('chart_bars')
      .select('close, volume')
      .eq('symbol', SYMBOL)
      .eq('interval', '1d')
      .eq('bucket_start', q.day_start)
      .single();
    expect([Number(bar.data?.close), bar.data?.volume]).toEqual([Number(q.price), q.bar_volume]);
    expect([Number(day.data?.close), day.data?.volume]).toEqual([Number(q.price), q.day_volume]);
    // Stopped: nothing more is written.
    const at = q.at;
    await new Promise((r) => setTimeout(r, 200));
    expect((await service.from('market_quotes').select('at').eq('symbol', SYMBOL).single()).data?.at).toBe(at);
  });

  it('follows the symbol list: a symbol added while it runs starts moving, one removed stops', async () => {
    const lines: string[] = [];
    const feed = await startMarketFeed({
      apiUrl: inject('apiUrl'),
      serviceKey: SERVICE_ROLE_KEY,
      provider: new MarketSimulator({ minTickMs: 20, maxTickMs: 40, seed: 7 }),
      symbols: [SYMBOL, ADDED],
      refreshMs: 100,
      log: (l) => lines.push(l),
    });
    try {
      expect(lines[0]).toMatch(new RegExp(`^Market: simulator moving ${SYMBOL} \\(`));
      // Added (as an admin's console does) with a last close to start from.
      expect(
        (await service.from('market_symbols').insert({ symbol: ADDED, company_name: 'Added Later', on_watchlist: false, position: 96 }))
          .error,
      ).toBeNull();
      const close = {
        symbol: ADDED,
        interval: '1d',
        bucket_start: new Date(Math.floor(Date.now() / DAY) * DAY - 2 * DAY).toISOString(),
        open: 20,
        high: 20,
        low: 20,
        close: 20,
        volume: 5000,
      };
      expect((await service.from('chart_bars').insert(close)).error).toBeNull();
      await waitFor(() => lines.includes(`Market: simulator now moving ${SYMBOL}, ${ADDED}.`), 10_000, 'the added symbol taken up');
      await expect
        .poll(async () => (await service.from('market_quotes').select('symbol').eq('symbol', ADDED)).data?.length, {
          timeout: 10_000,
          interval: 50,
        })
        .toBe(1);
      // Removed: no longer moved.
      expect((await service.from('market_symbols').delete().eq('symbol', ADDED)).error).toBeNull();
      await waitFor(() => lines.includes(`Market: simulator now moving ${SYMBOL}.`), 10_000, 'the removed symbol dropped');
      // A round already under way when the symbol went may be refused (record_ticks knows no such
      // symbol); the list is read again at once and the next round waits for it, so the rounds after
      // it are written. Rounds run one after another, so once a round has been written after the new
      // list, that one has ended too.
      const before = feed.stats().rounds;
      await waitFor(() => feed.stats().rounds > before, 10_000, 'a round written with the new list');
      const { rounds, failures } = feed.stats();
      expect(failures).toBeLessThanOrEqual(2);
      await waitFor(() => feed.stats().rounds >= rounds + 3, 10_000, 'three more rounds');
      expect(feed.stats().failures).toBe(failures);
    } finally {
      await feed.stop();
    }
  });

  it('is off with MARKET_SIMULATOR=off', async () => {
    const before = process.env.MARKET_SIMULATOR;
    process.env.MARKET_SIMULATOR = 'off';
    try {
      const lines: string[] = [];
      const log = console.log;
      console.log = (l: string) => lines.push(l);
      const started = startMarketSimulatorInBackground(inject('apiUrl'), SERVICE_ROLE_KEY, 0);
      await new Promise((r) => setTimeout(r, 300));
      console.log = log;
      await started.stop();
      expect(lines).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.MARKET_SIMULATOR;
      else process.env.MARKET_SIMULATOR = before;
    }
  });
});
