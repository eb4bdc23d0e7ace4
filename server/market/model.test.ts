// The simulated market's statistical shape (server/market/model.ts), on long runs of its own clock:
// returns are a random walk (no autocorrelation, no period: not a sawtooth), their variance clusters
// (squared returns are autocorrelated, tails are fat), each session opens with a gap, volume is
// U-shaped over the day, and a seed replays the same path.
import { describe, expect, it } from 'vitest';
import { intradayShape, MarketModel, sessionAt } from './model.ts';
import type { SymbolSnapshot, Tick } from './provider.ts';

const SPY: SymbolSnapshot = { symbol: 'SPY', price: 540, at: null, dailyVolatility: 0.016, dailyVolume: 70_000_000 };
const TICK_MS = 1500;

/** Runs the model from `start` for `rounds` rounds of TICK_MS, returning the ticks of symbol 0. */
function run(options: { session: 'always' | 'nyse'; seed: number; start: string; rounds: number; snapshot?: SymbolSnapshot }): Tick[] {
  const model = new MarketModel([options.snapshot ?? SPY], { session: options.session, tickMs: TICK_MS, seed: options.seed });
  const t0 = Date.parse(options.start);
  const out: Tick[] = [];
  for (let i = 0; i < options.rounds; i++) out.push(...model.step(new Date(t0 + i * TICK_MS)));
  return out;
}

/** Log returns of unrounded-enough prices: the model's path at a 10-tick sampling (cents would quantise single ticks). */
function logReturns(ticks: Tick[], every = 1): number[] {
  const prices = ticks.filter((_, i) => i % every === 0).map((t) => t.price);
  return prices.slice(1).map((p, i) => Math.log(p / prices[i]!));
}

function autocorrelation(xs: number[], lag: number): number {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i++) {
    den += (xs[i]! - mean) ** 2;
    if (i >= lag) num += (xs[i]! - mean) * (xs[i - lag]! - mean);
  }
  return num / den;
}

function kurtosis(xs: number[]): number {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const m2 = xs.reduce((a, x) => a + (x - mean) ** 2, 0) / xs.length;
  const m4 = xs.reduce((a, x) => a + (x - mean) ** 4, 0) / xs.length;
  return m4 / (m2 * m2);
}

describe('the simulated price process', () => {
  // One trading day around the clock (57,600 rounds), sampled every 10 ticks (15 s).
  const day = run({ session: 'always', seed: 7, start: '2026-11-25T00:00:00Z', rounds: 57_600 });
  const returns = logReturns(day, 10);

  it('is a random walk: returns are uncorrelated at every lag up to an hour, with no period', () => {
    const bound = 4 / Math.sqrt(returns.length); // ~4 standard errors
    for (let lag = 1; lag <= 240; lag++) expect(Math.abs(autocorrelation(returns, lag)), `lag ${lag}`).toBeLessThan(bound);
    // A sawtooth repeats its returns: up, up, up, down. Here the sign of a return says nothing of the next.
    const sameSign = returns.slice(1).filter((r, i) => Math.sign(r) === Math.sign(returns[i]!)).length / (returns.length - 1);
    expect(sameSign).toBeGreaterThan(0.45);
    expect(sameSign).toBeLessThan(0.55);
  });

  it('clusters its variance: squared returns are autocorrelated and the tails are fat', () => {
    // Without the time of day's own rhythm (which alone would correlate squared returns): a model
    // with constant variance gives autocorrelations around 0 and a kurtosis of 3 here.
    const deseasoned = returns.map((r, i) => r / Math.sqrt(intradayShape((i * 10 + 5) / day.length)));
    const squared = deseasoned.map((r) => r * r);
    const clustered = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((lag) => autocorrelation(squared, lag));
    expect(clustered.reduce((a, b) => a + b, 0) / clustered.length).toBeGreaterThan(0.06);
    expect(kurtosis(deseasoned)).toBeGreaterThan(4);
  });

  it("moves about as much in a day as the symbol's daily volatility says", () => {
    const dayReturn = Math.log(day.at(-1)!.price / day[0]!.price);
    // One draw of a 1.6% daily standard deviation: within 6 of them, and not pinned to the start.
    expect(Math.abs(dayReturn)).toBeLessThan(6 * 0.016);
    const range = Math.max(...day.map((t) => t.price)) / Math.min(...day.map((t) => t.price)) - 1;
    expect(range).toBeGreaterThan(0.002);
    expect(range).toBeLessThan(0.2);
  });

  it('trades more at the open and the close than at midday (U-shaped volume)', () => {
    const volumeIn = (from: number, to: number) => {
      const part = day.filter((_, i) => i / day.length >= from && i / day.length < to);
      return part.reduce((a, t) => a + t.volume, 0) / part.length;
    };
    const open = volumeIn(0, 0.1);
    const midday = volumeIn(0.45, 0.55);
    const close = volumeIn(0.9, 1);
    expect(open).toBeGreaterThan(1.8 * midday);
    expect(close).toBeGreaterThan(1.8 * midday);
    // And about the symbol's daily volume over the day.
    const total = day.reduce((a, t) => a + t.volume, 0);
    expect(total).toBeGreaterThan(0.5 * SPY.dailyVolume);
    expect(total).toBeLessThan(2 * SPY.dailyVolume);
    expect(intradayShape(0)).toBeGreaterThan(2 * intradayShape(0.5));
  });

  it('opens each session with a gap away from the last close, and is closed outside the session', () => {
    // Three New York sessions from Monday 13:00 UTC: the first tick of each is the open.
    const ticks = run({
      session: 'nyse',
      seed: 11,
      start: '2026-11-23T13:00:00Z',
      rounds: (3 * 86_400_000) / TICK_MS,
      snapshot: { ...SPY, at: '2026-11-20T20:59:00Z' },
    });
    expect(ticks.every((t) => sessionAt('nyse', new Date(t.at)) !== null)).toBe(true);
    const opens = ticks.map((t, i) => ({ t, i })).filter(({ t, i }) => i === 0 || t.at.slice(0, 10) !== ticks[i - 1]!.at.slice(0, 10));
    expect(opens.map(({ t }) => t.at)).toEqual(['2026-11-23T14:30:00.000Z', '2026-11-24T14:30:00.000Z', '2026-11-25T14:30:00.000Z']);
    const gaps = opens.map(({ t, i }) => Math.abs(Math.log(t.price / (i === 0 ? SPY.price : ticks[i - 1]!.price))));
    const intraday = ticks.slice(1).map((t, i) => Math.abs(Math.log(t.price / ticks[i]!.price)));
    const typicalTick = intraday.reduce((a, b) => a + b, 0) / intraday.length;
    // A tick moves a few basis points at most; the open moves by a share of a day's volatility.
    expect(Math.min(...gaps)).toBeGreaterThan(5 * typicalTick);
  });

  it('replays the same path from the same seed, and another path from another', () => {
    const a = run({ session: 'always', seed: 3, start: '2026-11-25T10:00:00Z', rounds: 500 });
    const b = run({ session: 'always', seed: 3, start: '2026-11-25T10:00:00Z', rounds: 500 });
    const c = run({ session: 'always', seed: 4, start: '2026-11-25T10:00:00Z', rounds: 500 });
    expect(a).toEqual(b);
    expect(a.map((t) => t.price)).not.toEqual(c.map((t) => t.price));
  });
});
