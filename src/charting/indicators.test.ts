// The chart's indicators against reference values published elsewhere or worked out by hand, never
// values produced by this code:
// - SMA and EMA (5): Tulip Indicators' documented example (tulipindicators.org/sma, /ema), whose EMA
//   starts from the first close, as trading-signals' does;
// - RSI (14): StockCharts ChartSchool's RSI worksheet (Wilder's smoothing), the 19 values it lists;
// - Bollinger Bands: the textbook population standard deviation of 2, 4, 4, 4, 5, 5, 7, 9 (mean 5,
//   deviation 2), so bands (8, 2) are 1, 5 and 9;
// - VWAP: typical price (H + L + C) / 3 weighted by volume, worked out by hand, restarting each day;
// - MACD (3, 6, 4): EMAs with alpha 2 / (n + 1) from the first close, MACD = EMA3 − EMA6 from the
//   sixth close, signal the EMA4 of the MACD from its first value, computed by hand (a spreadsheet).
import { describe, expect, it } from 'vitest';
import type { Candle } from '../components/candle-chart.tsx';
import { bollingerOf, DEFAULT_INDICATORS, emaOf, macdOf, parseIndicatorSettings, rsiOf, smaOf, studiesFor, vwapOf } from './indicators.ts';

const DAY = 86_400;
const T0 = Date.parse('2026-01-05T00:00:00Z') / 1000;
const fromCloses = (closes: number[]): Candle[] =>
  closes.map((close, i) => ({ time: T0 + i * DAY, open: close, high: close, low: close, close, volume: 1000 }));
const values = (points: { value: number }[], digits = 2) => points.map((p) => Number(p.value.toFixed(digits)));

const TULIP = [81.59, 81.06, 82.87, 83.0, 83.61, 83.15, 82.84, 83.99, 84.55, 84.36, 85.53, 86.54, 86.89, 87.77, 87.29];
const STOCKCHARTS_RSI = [
  44.3389, 44.0902, 44.1497, 43.6124, 44.3278, 44.8264, 45.0955, 45.4245, 45.8433, 46.0826, 45.8931, 46.0328, 45.614, 46.282, 46.282,
  46.0028, 46.0328, 46.4116, 46.2222, 45.6439, 46.2122, 46.2521, 45.7137, 46.4515, 45.7835, 45.3548, 44.0288, 44.1783, 44.2181, 44.5672,
  43.4205, 42.6628, 43.1314,
];

describe('moving averages', () => {
  it("SMA (5) is Tulip Indicators' example, from the fifth close", () => {
    const sma = smaOf(fromCloses(TULIP), 5);
    expect(values(sma)).toEqual([82.43, 82.74, 83.09, 83.32, 83.63, 83.78, 84.25, 84.99, 85.57, 86.22, 86.8]);
    expect(sma[0]!.time).toBe(T0 + 4 * DAY);
  });

  it("EMA (5) is Tulip Indicators' example, shown once it has its length of closes", () => {
    const ema = emaOf(fromCloses(TULIP), 5);
    // Tulip lists 81.59, 81.41, 81.90, 82.27 for the first four closes too; the chart starts at the fifth.
    expect(values(ema)).toEqual([82.71, 82.86, 82.85, 83.23, 83.67, 83.9, 84.44, 85.14, 85.73, 86.41, 86.7]);
    expect(ema[0]!.time).toBe(T0 + 4 * DAY);
  });
});

describe('oscillators', () => {
  it("RSI (14) is StockCharts' worksheet, from the fifteenth close", () => {
    const rsi = rsiOf(fromCloses(STOCKCHARTS_RSI));
    expect(values(rsi)).toEqual([
      70.53, 66.32, 66.55, 69.41, 66.36, 57.97, 62.93, 63.26, 56.06, 62.38, 54.71, 50.42, 39.99, 41.46, 41.87, 45.46, 37.3, 33.08, 37.77,
    ]);
    expect(rsi[0]!.time).toBe(T0 + 14 * DAY);
  });

  it('MACD (3, 6, 4): line, signal and histogram as worked out by hand', () => {
    const m = macdOf(fromCloses(TULIP), 3, 6, 4);
    expect(values(m.macd, 4)).toEqual([0.3673, 0.2035, 0.3624, 0.4873, 0.4216, 0.5886, 0.7806, 0.8127, 0.8966, 0.6956]);
    expect(values(m.signal, 4)).toEqual([0.3673, 0.3018, 0.326, 0.3906, 0.403, 0.4772, 0.5986, 0.6842, 0.7692, 0.7398]);
    expect(values(m.histogram, 4)).toEqual([0, -0.0983, 0.0363, 0.0968, 0.0186, 0.1114, 0.182, 0.1284, 0.1274, -0.0441]);
    expect(m.histogram.map((p) => p.color)).toEqual(m.histogram.map((p) => (p.value >= 0 ? '#63c17c' : '#f08c8c')));
  });
});

describe('bands and VWAP', () => {
  it('Bollinger Bands (8, 2) of 2, 4, 4, 4, 5, 5, 7, 9 are 1, 5 and 9', () => {
    const b = bollingerOf(fromCloses([2, 4, 4, 4, 5, 5, 7, 9]), 8, 2);
    expect([values(b.lower), values(b.middle), values(b.upper)]).toEqual([[1], [5], [9]]);
  });

  it('VWAP weights the typical price by volume and starts again each session', () => {
    const at = (iso: string) => Date.parse(iso) / 1000;
    const candles: Candle[] = [
      { time: at('2026-01-05T14:30:00Z'), open: 9, high: 12, low: 8, close: 10, volume: 100 }, // typical 10
      { time: at('2026-01-05T14:45:00Z'), open: 10, high: 13, low: 11, close: 12, volume: 300 }, // typical 12
      { time: at('2026-01-05T15:00:00Z'), open: 12, high: 12, low: 9, close: 9, volume: 100 }, // typical 10
      { time: at('2026-01-06T14:30:00Z'), open: 20, high: 21, low: 19, close: 20, volume: 50 }, // typical 20, new day
    ];
    // (10·100) / 100 = 10; (1000 + 3600) / 400 = 11.5; (4600 + 1000) / 500 = 11.2; then 20 alone.
    expect(values(vwapOf(candles))).toEqual([10, 11.5, 11.2, 20]);
  });
});

describe('settings and studies', () => {
  it('reads stored settings, falling back to the defaults for anything missing or out of range', () => {
    expect(parseIndicatorSettings(null)).toEqual(DEFAULT_INDICATORS);
    expect(parseIndicatorSettings('junk')).toEqual(DEFAULT_INDICATORS);
    expect(parseIndicatorSettings({ rsi: true, smaLength: 9, emaLength: 1000, macd: 'yes' })).toEqual({
      ...DEFAULT_INDICATORS,
      rsi: true,
      smaLength: 9,
    });
    expect(parseIndicatorSettings({ smaLength: 2.5, emaLength: 1 })).toEqual(DEFAULT_INDICATORS);
  });

  it('draws what is on: overlays on the price pane, volume, RSI and MACD in panes of their own, VWAP only intraday', () => {
    const candles = fromCloses(STOCKCHARTS_RSI);
    const all = {
      ...DEFAULT_INDICATORS,
      sma: true,
      smaLength: 10,
      ema: true,
      emaLength: 12,
      bollinger: true,
      vwap: true,
      rsi: true,
      macd: true,
    };
    const daily = studiesFor(candles, all, false);
    expect(daily.map((s) => `${s.id}/${s.pane}`)).toEqual([
      'SMA 10/price',
      'EMA 12/price',
      'BB upper/price',
      'BB middle/price',
      'BB lower/price',
      'Volume/volume',
      'RSI 14/rsi',
      'MACD histogram/macd',
      'MACD/macd',
      'MACD signal/macd',
    ]);
    expect(studiesFor(candles, all, true).map((s) => s.id)).toContain('VWAP');
    expect(studiesFor(candles, DEFAULT_INDICATORS, false).map((s) => s.id)).toEqual(['Volume']);
    expect(studiesFor([], all, true)).toEqual([]);
  });
});
