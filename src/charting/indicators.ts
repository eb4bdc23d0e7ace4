// The chart channels' indicators, computed by `trading-signals` (typed, no dependencies, checked by its
// authors against Tulip Indicators): volume, SMA and EMA of a length the member picks, Bollinger Bands
// (20, 2), VWAP (intraday, from each session's first bar), RSI (14) and MACD (12, 26, 9). Each becomes
// one or more studies the candle chart draws: on the price pane, or in a pane of its own.
import { BollingerBands, EMA, MACD, RSI, SMA, VWAP } from 'trading-signals';
import type { Candle, Study, StudyPoint } from '../components/candle-chart.tsx';
import { DOWN_COLOR, UP_COLOR } from '../lib/sign-colors.ts';

export interface IndicatorSettings {
  volume: boolean;
  sma: boolean;
  smaLength: number;
  ema: boolean;
  emaLength: number;
  bollinger: boolean;
  vwap: boolean;
  rsi: boolean;
  macd: boolean;
}

export const DEFAULT_INDICATORS: IndicatorSettings = {
  volume: true,
  sma: false,
  smaLength: 20,
  ema: false,
  emaLength: 50,
  bollinger: false,
  vwap: false,
  rsi: false,
  macd: false,
};
export const MIN_LENGTH = 2;
export const MAX_LENGTH = 200;

const clampLength = (n: unknown, fallback: number) =>
  typeof n === 'number' && Number.isInteger(n) && n >= MIN_LENGTH && n <= MAX_LENGTH ? n : fallback;

/** Settings read back from storage: anything missing or out of range falls back to the default. */
export function parseIndicatorSettings(raw: unknown): IndicatorSettings {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const flag = (k: 'volume' | 'sma' | 'ema' | 'bollinger' | 'vwap' | 'rsi' | 'macd') => {
    const v = r[k];
    return typeof v === 'boolean' ? v : DEFAULT_INDICATORS[k];
  };
  return {
    volume: flag('volume'),
    sma: flag('sma'),
    smaLength: clampLength(r.smaLength, DEFAULT_INDICATORS.smaLength),
    ema: flag('ema'),
    emaLength: clampLength(r.emaLength, DEFAULT_INDICATORS.emaLength),
    bollinger: flag('bollinger'),
    vwap: flag('vwap'),
    rsi: flag('rsi'),
    macd: flag('macd'),
  };
}

const round = (v: number) => Math.round(v * 10000) / 10000;

/** Simple moving average of the closes; the first point is at the length-th candle. */
export function smaOf(candles: Candle[], length: number): StudyPoint[] {
  const sma = new SMA(length);
  const out: StudyPoint[] = [];
  for (const c of candles) {
    const v = sma.add(c.close);
    if (v !== null) out.push({ time: c.time, value: round(v) });
  }
  return out;
}

/** Exponential moving average of the closes (seeded with the first close), from the length-th candle. */
export function emaOf(candles: Candle[], length: number): StudyPoint[] {
  const ema = new EMA(length);
  const out: StudyPoint[] = [];
  for (const c of candles) {
    const v = ema.add(c.close);
    if (v !== null && ema.isStable) out.push({ time: c.time, value: round(v) });
  }
  return out;
}

export function bollingerOf(
  candles: Candle[],
  length = 20,
  deviations = 2,
): { upper: StudyPoint[]; middle: StudyPoint[]; lower: StudyPoint[] } {
  const bands = new BollingerBands(length, deviations);
  const upper: StudyPoint[] = [];
  const middle: StudyPoint[] = [];
  const lower: StudyPoint[] = [];
  for (const c of candles) {
    const v = bands.add(c.close);
    if (!v) continue;
    upper.push({ time: c.time, value: round(v.upper) });
    middle.push({ time: c.time, value: round(v.middle) });
    lower.push({ time: c.time, value: round(v.lower) });
  }
  return { upper, middle, lower };
}

/** Volume-weighted average of the typical price, restarting at each session (a new UTC date). */
export function vwapOf(candles: Candle[]): StudyPoint[] {
  const out: StudyPoint[] = [];
  let day = '';
  let vwap = new VWAP();
  for (const c of candles) {
    const d = new Date(c.time * 1000).toISOString().slice(0, 10);
    if (d !== day) {
      day = d;
      vwap = new VWAP();
    }
    const v = vwap.add({ high: c.high, low: c.low, close: c.close, volume: c.volume ?? 0 });
    if (v !== null) out.push({ time: c.time, value: round(v) });
  }
  return out;
}

/** Wilder's RSI of the closes. */
export function rsiOf(candles: Candle[], length = 14): StudyPoint[] {
  const rsi = new RSI(length);
  const out: StudyPoint[] = [];
  for (const c of candles) {
    const v = rsi.add(c.close);
    if (v !== null) out.push({ time: c.time, value: round(v) });
  }
  return out;
}

export function macdOf(
  candles: Candle[],
  fast = 12,
  slow = 26,
  signal = 9,
): { macd: StudyPoint[]; signal: StudyPoint[]; histogram: StudyPoint[] } {
  const m = new MACD(new EMA(fast), new EMA(slow), new EMA(signal));
  const out = { macd: [] as StudyPoint[], signal: [] as StudyPoint[], histogram: [] as StudyPoint[] };
  for (const c of candles) {
    const v = m.add(c.close);
    if (!v) continue;
    out.macd.push({ time: c.time, value: round(v.macd) });
    out.signal.push({ time: c.time, value: round(v.signal) });
    out.histogram.push({ time: c.time, value: round(v.histogram), color: v.histogram >= 0 ? '#63c17c' : '#f08c8c' });
  }
  return out;
}

/** The studies to draw for these settings (VWAP only on intraday candles). */
export function studiesFor(candles: Candle[], s: IndicatorSettings, intraday: boolean): Study[] {
  const studies: Study[] = [];
  if (candles.length === 0) return studies;
  if (s.sma) studies.push({ id: `SMA ${s.smaLength}`, pane: 'price', type: 'line', color: '#1c7ed6', points: smaOf(candles, s.smaLength) });
  if (s.ema) studies.push({ id: `EMA ${s.emaLength}`, pane: 'price', type: 'line', color: '#f08c00', points: emaOf(candles, s.emaLength) });
  if (s.bollinger) {
    const b = bollingerOf(candles);
    studies.push({ id: 'BB upper', pane: 'price', type: 'line', color: '#7048e8', points: b.upper, thin: true });
    studies.push({ id: 'BB middle', pane: 'price', type: 'line', color: '#7048e8', points: b.middle, thin: true, dashed: true });
    studies.push({ id: 'BB lower', pane: 'price', type: 'line', color: '#7048e8', points: b.lower, thin: true });
  }
  if (s.vwap && intraday) studies.push({ id: 'VWAP', pane: 'price', type: 'line', color: '#0c8599', points: vwapOf(candles) });
  if (s.volume) {
    studies.push({
      id: 'Volume',
      pane: 'volume',
      type: 'histogram',
      color: '#adb5bd',
      points: candles.map((c) => ({ time: c.time, value: c.volume ?? 0, color: c.close >= c.open ? `${UP_COLOR}80` : `${DOWN_COLOR}80` })),
    });
  }
  if (s.rsi) studies.push({ id: 'RSI 14', pane: 'rsi', type: 'line', color: '#ae3ec9', points: rsiOf(candles), levels: [70, 30] });
  if (s.macd) {
    const m = macdOf(candles);
    studies.push({ id: 'MACD histogram', pane: 'macd', type: 'histogram', color: '#adb5bd', points: m.histogram });
    studies.push({ id: 'MACD', pane: 'macd', type: 'line', color: '#1c7ed6', points: m.macd });
    studies.push({ id: 'MACD signal', pane: 'macd', type: 'line', color: '#f08c00', points: m.signal });
  }
  return studies;
}
