// npm start's simulator with its earnings desk, end to end on this run's engine: a report of a stock
// of the test's own falls due while the feed runs; the desk records the actuals, the price gaps, and
// the simulator carries on from the gapped price (no later tick of the old process undoes it).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVICE_ROLE_KEY } from 'supabase-stand-in';
import { actualsOf } from '../../server/market/earnings.ts';
import { startMarketFeed } from '../../server/market/feed.ts';
import { MarketSimulator } from '../../server/market/simulator.ts';
import { serviceClient } from '../support/clients.ts';
import { waitFor } from '../support/realtime.ts';

const SYMBOL = 'SIMEARN';
const service = serviceClient();

beforeAll(async () => {
  expect(
    (
      await service
        .from('market_symbols')
        .insert({ symbol: SYMBOL, company_name: 'Earnings Feed Test Inc.', on_watchlist: false, position: 94 })
    ).error,
  ).toBeNull();
  const day = 86_400_000;
  const today = Math.floor(Date.now() / day) * day;
  const bars = Array.from({ length: 20 }, (_, i) => ({
    symbol: SYMBOL,
    interval: '1d',
    bucket_start: new Date(today - (21 - i) * day).toISOString(),
    open: 40,
    high: 40,
    low: 40,
    close: 40,
    volume: 1_000_000,
  }));
  expect((await service.from('chart_bars').insert(bars)).error).toBeNull();
});
afterAll(async () => {
  await service.from('market_symbols').delete().eq('symbol', SYMBOL);
});

/** Of the last three weeks' weekdays, the one whose simulated actuals surprise most (a clear gap). */
function biggestSurprise(): { report_date: string; gapPercent: number } {
  let best = { report_date: '', gapPercent: 0 };
  for (let back = 3; back < 21; back++) {
    const d = new Date(Date.now() - back * 86_400_000);
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
    const report_date = d.toISOString().slice(0, 10);
    const a = actualsOf({ symbol: SYMBOL, report_date, eps_estimate: 1, revenue_estimate: 1e9 });
    const gapPercent = 0.5 * (a.eps_actual - 1) * 100 + 0.2 * (a.revenue_actual / 1e9 - 1) * 100;
    if (Math.abs(gapPercent) > Math.abs(best.gapPercent)) best = { report_date, gapPercent };
  }
  return best;
}

describe('the market feed with simulated earnings', () => {
  it('records a due report, gaps the price and carries on from the gap', async () => {
    const { report_date, gapPercent } = biggestSurprise();
    expect(Math.abs(gapPercent)).toBeGreaterThan(3);
    const { data: report, error } = await service
      .from('earnings_reports')
      .insert({ symbol: SYMBOL, fiscal_period: 'Q1 2027', report_date, timing: 'before_open', eps_estimate: 1, revenue_estimate: 1e9 })
      .select('id')
      .single();
    expect(error).toBeNull();
    const lines: string[] = [];
    const feed = await startMarketFeed({
      apiUrl: inject('apiUrl'),
      serviceKey: SERVICE_ROLE_KEY,
      provider: new MarketSimulator({ minTickMs: 20, maxTickMs: 40, seed: 11 }),
      symbols: [SYMBOL],
      earningsEveryMs: 50,
      log: (l) => lines.push(l),
    });
    let after: number;
    try {
      await waitFor(() => lines.some((l) => l.startsWith(`Market: ${SYMBOL} reported (simulated)`)), 15_000, 'the report recorded');
      const row = await service.from('earnings_calendar').select('price_before, price_after, gap_percent').eq('id', report!.id).single();
      after = Number(row.data!.price_after);
      expect(Number(row.data!.gap_percent)).toBeCloseTo(gapPercent, 0);
      const rounds = feed.stats().rounds;
      await waitFor(() => feed.stats().rounds >= rounds + 10, 15_000, 'ten more rounds');
    } finally {
      await feed.stop();
    }
    const quote = await service.from('market_quotes').select('price').eq('symbol', SYMBOL).single();
    // Ten fast rounds move the price a little, never back across the gap.
    expect(Math.abs(Number(quote.data!.price) / after - 1)).toBeLessThan(Math.abs(gapPercent) / 100 / 3);
    expect(lines.filter((l) => l.startsWith('market: '))).toEqual([]);
  });
});
