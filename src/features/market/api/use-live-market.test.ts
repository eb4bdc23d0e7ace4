// How a live quote moves the cached charts and watchlist, and when the chart takes it as a live update.
import { describe, expect, it } from 'vitest';
import { isLiveUpdate, type Candle } from '../../../components/candle-chart.tsx';
import { applyQuoteToCandles, applyQuoteToWatchlist, isSimulated, type Quote } from './use-live-market.ts';

const t = (iso: string) => Date.parse(iso) / 1000;
const quote = (over: Partial<Quote> = {}): Quote => ({
  symbol: 'SPY',
  price: 101,
  at: '2026-01-06T14:46:00+00:00',
  previous_close: 100,
  simulated: true,
  day_start: '2026-01-06T00:00:00+00:00',
  day_open: 99,
  day_high: 102,
  day_low: 98.5,
  day_volume: 5000,
  bar_start: '2026-01-06T14:45:00+00:00',
  bar_open: 100.5,
  bar_high: 101.2,
  bar_low: 100.4,
  bar_volume: 300,
  ...over,
});
const intraday: Candle[] = [
  { time: t('2026-01-06T14:30:00Z'), open: 100, high: 100.6, low: 99.8, close: 100.5 },
  { time: t('2026-01-06T14:45:00Z'), open: 100.5, high: 100.9, low: 100.4, close: 100.7 },
];

describe('applyQuoteToCandles', () => {
  it('replaces the last 15-minute candle in the same bucket, keeping the others as they are', () => {
    const next = applyQuoteToCandles(intraday, quote(), true, false);
    expect(next).toEqual([intraday[0], { time: t('2026-01-06T14:45:00Z'), open: 100.5, high: 101.2, low: 100.4, close: 101, volume: 300 }]);
    expect(next[0]).toBe(intraday[0]);
    expect(isLiveUpdate(intraday, next)).toBe(true);
  });

  it('appends a candle for a new bucket; 1D starts over on a new day; an old quote changes nothing', () => {
    const later = quote({ bar_start: '2026-01-06T15:00:00+00:00', bar_open: 101, bar_high: 101, bar_low: 101 });
    const appended = applyQuoteToCandles(intraday, later, true, false);
    expect(appended).toHaveLength(3);
    expect(isLiveUpdate(intraday, appended)).toBe(true);
    const nextDay = quote({ bar_start: '2026-01-07T14:30:00+00:00' });
    expect(applyQuoteToCandles(intraday, nextDay, true, true)).toHaveLength(1);
    expect(applyQuoteToCandles(intraday, nextDay, true, false)).toHaveLength(3);
    expect(applyQuoteToCandles(intraday, quote({ bar_start: '2026-01-06T14:15:00+00:00' }), true, false)).toBe(intraday);
  });

  it("moves the daily candle from the day's bar", () => {
    const daily: Candle[] = [{ time: t('2026-01-05T00:00:00Z'), open: 98, high: 100, low: 97, close: 100 }];
    expect(applyQuoteToCandles(daily, quote(), false, false).at(-1)).toEqual({
      time: t('2026-01-06T00:00:00Z'),
      open: 99,
      high: 102,
      low: 98.5,
      close: 101,
      volume: 5000,
    });
  });
});

describe('isLiveUpdate', () => {
  it('is false for a new set of candles (another symbol or timeframe), true only for the last one moving or one more', () => {
    expect(
      isLiveUpdate(
        intraday,
        intraday.map((c) => ({ ...c })),
      ),
    ).toBe(false);
    expect(isLiveUpdate([], intraday)).toBe(false);
    expect(isLiveUpdate(intraday, [intraday[0]!])).toBe(false);
    expect(isLiveUpdate(intraday, [intraday[0]!, { ...intraday[1]!, time: intraday[1]!.time - 900 }])).toBe(false);
  });
});

describe('the watchlist and the label', () => {
  it("takes price, change against the previous close and the day's volume from the quote", () => {
    const rows = [
      { symbol: 'SPY', companyName: 'S', price: 100, change: 0, changePercent: 0, volume: 1 },
      { symbol: 'QQQ', companyName: 'Q', price: 1, change: 0, changePercent: 0, volume: 1 },
    ];
    const next = applyQuoteToWatchlist(rows, quote({ price: 101.5 }));
    expect(next[0]).toEqual({ symbol: 'SPY', companyName: 'S', price: 101.5, change: 1.5, changePercent: 1.5, volume: 5000 });
    expect(next[1]).toBe(rows[1]);
  });

  it('says simulated unless every live quote comes from a real feed', () => {
    expect(isSimulated(undefined)).toBe(true);
    expect(isSimulated([])).toBe(true);
    expect(isSimulated([quote(), quote({ simulated: false })])).toBe(true);
    expect(isSimulated([quote({ simulated: false })])).toBe(false);
  });
});
