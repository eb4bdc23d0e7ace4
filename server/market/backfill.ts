// Today's intraday history for the simulated market, written when the simulator starts: every
// 15-minute bar of the current session before the current one that chart_bars lacks (the seed stops at
// yesterday; a restart leaves a gap), so the 1D view looks like a market from the first minute instead
// of a few fat candles. A run between two known prices (yesterday's close, bars already there) is a
// random walk pinned at both ends; the run up to now walks freely from the last known price, and the
// simulator carries on from where it ends. Buckets already present are never touched, so a second start
// writes nothing there. Today's daily bar takes in the new bars' range (or is opened from them).
import type { SupabaseClient } from '@supabase/supabase-js';
import { intradayShape, sessionLengthMs, type SessionKind } from './model.ts';
import type { SymbolSnapshot } from './provider.ts';

const DAY_MS = 86_400_000;
const BAR_MS = 15 * 60_000;
const NYSE_OPEN_MS = (14 * 60 + 30) * 60_000;

interface Bar {
  symbol: string;
  interval: '15m';
  bucket_start: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** The current session's bounds at `now`, or null when none has opened today. */
export function sessionWindow(kind: SessionKind, now: Date): { start: number; end: number } | null {
  const dayStart = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  if (kind === 'always') return { start: dayStart, end: now.getTime() };
  const weekday = now.getUTCDay();
  const start = dayStart + NYSE_OPEN_MS;
  if (weekday === 0 || weekday === 6 || now.getTime() < start) return null;
  return { start, end: Math.min(now.getTime(), start + sessionLengthMs('nyse')) };
}

/** A seeded uniform in [0, 1) (mulberry32), so a test can repeat a history. */
function uniform(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Prices at the edges of `n` bars from `from`: a random walk (normal steps scaled by the daily
 * volatility and the time of day), pinned to `to` at the end when given (a Brownian bridge).
 */
function walk(n: number, from: number, to: number | null, stepSd: (i: number) => number, random: () => number): number[] {
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const logs = [0];
  for (let i = 0; i < n; i++) logs.push(logs[i]! + normal() * stepSd(i));
  const pinned = to === null ? 0 : Math.log(to / from) - logs[n]!;
  return logs.map((l, i) => from * Math.exp(l + (pinned * i) / n));
}

export interface BackfillResult {
  bars: number;
  /** The snapshots with each symbol's price and time where the written history ends. */
  snapshots: SymbolSnapshot[];
}

export async function backfillIntraday(
  db: SupabaseClient,
  snapshots: SymbolSnapshot[],
  kind: SessionKind,
  now = new Date(),
  seed = Date.now() % 2 ** 31,
): Promise<BackfillResult> {
  const window = sessionWindow(kind, now);
  if (!window) return { bars: 0, snapshots };
  const dayStart = Math.floor(window.start / DAY_MS) * DAY_MS;
  const lastBar = Math.floor(window.end / BAR_MS) * BAR_MS; // the current bar is the live ticks'
  const sessionMs = sessionLengthMs(kind);
  const random = uniform(seed);
  let written = 0;
  const out: SymbolSnapshot[] = [];
  for (const s of snapshots) {
    const [existing, previous] = await Promise.all([
      db
        .from('chart_bars')
        .select('bucket_start, open, close')
        .eq('symbol', s.symbol)
        .eq('interval', '15m')
        .gte('bucket_start', new Date(window.start).toISOString())
        .lt('bucket_start', new Date(lastBar).toISOString())
        .order('bucket_start'),
      db
        .from('chart_bars')
        .select('close')
        .eq('symbol', s.symbol)
        .eq('interval', '1d')
        .lt('bucket_start', new Date(dayStart).toISOString())
        .order('bucket_start', { ascending: false })
        .limit(1),
    ]);
    if (existing.error) throw existing.error;
    if (previous.error) throw previous.error;
    const have = new Map(
      (existing.data as { bucket_start: string; open: number; close: number }[]).map((b) => [Date.parse(b.bucket_start), b]),
    );
    const prevClose = Number((previous.data as { close: number }[])[0]?.close ?? s.price);
    const barVolume = (t: number) =>
      ((s.dailyVolume * BAR_MS) / sessionMs) * intradayShape((t - window.start) / sessionMs) * (0.5 + random());
    const stepSd = (t: number) =>
      s.dailyVolatility * Math.sqrt(BAR_MS / sessionMs) * Math.sqrt(intradayShape((t - window.start) / sessionMs));

    const bars: Bar[] = [];
    let price = prevClose * (1 + (random() - 0.5) * s.dailyVolatility * 0.5); // the open gaps a little
    let end = price;
    for (let t = window.start; t < lastBar;) {
      const known = have.get(t);
      if (known) {
        price = Number(known.close);
        end = price;
        t += BAR_MS;
        continue;
      }
      let n = 0;
      while (t + n * BAR_MS < lastBar && !have.has(t + n * BAR_MS)) n++;
      const next = have.get(t + n * BAR_MS);
      const path = walk(n, price, next ? Number(next.open) : null, (i) => stepSd(t + i * BAR_MS), random);
      for (let i = 0; i < n; i++) {
        const open = round2(path[i]!);
        const close = round2(path[i + 1]!);
        const wick = () => random() * stepSd(t + i * BAR_MS) * 0.5;
        bars.push({
          symbol: s.symbol,
          interval: '15m',
          bucket_start: new Date(t + i * BAR_MS).toISOString(),
          open,
          high: round2(Math.max(open, close) * (1 + wick())),
          low: round2(Math.min(open, close) * (1 - wick())),
          close,
          volume: Math.round(barVolume(t + i * BAR_MS)),
        });
      }
      price = path[n]!;
      end = price;
      t += n * BAR_MS;
    }
    if (bars.length) {
      const inserted = await db.from('chart_bars').upsert(bars, { onConflict: 'symbol,interval,bucket_start', ignoreDuplicates: true });
      if (inserted.error) throw inserted.error;
      await widenDailyBar(db, s.symbol, dayStart, bars);
      written += bars.length;
    }
    // The simulator goes on from the end of the history (the same session: no opening gap again).
    out.push(bars.length || have.size ? { ...s, price: round2(end), at: new Date(lastBar - 1).toISOString() } : s);
  }
  return { bars: written, snapshots: out };
}

/** Today's daily bar takes in the backfilled bars: opened from the first if it has no row yet. */
async function widenDailyBar(db: SupabaseClient, symbol: string, dayStart: number, bars: Bar[]) {
  const day = new Date(dayStart).toISOString();
  const high = Math.max(...bars.map((b) => b.high));
  const low = Math.min(...bars.map((b) => b.low));
  const volume = bars.reduce((a, b) => a + b.volume, 0);
  const current = await db
    .from('chart_bars')
    .select('open, high, low, close, volume')
    .eq('symbol', symbol)
    .eq('interval', '1d')
    .eq('bucket_start', day)
    .maybeSingle();
  if (current.error) throw current.error;
  const row = current.data;
  const result = row
    ? await db
        .from('chart_bars')
        .update({ high: Math.max(Number(row.high), high), low: Math.min(Number(row.low), low), volume: Number(row.volume) + volume })
        .eq('symbol', symbol)
        .eq('interval', '1d')
        .eq('bucket_start', day)
    : await db
        .from('chart_bars')
        .insert({ symbol, interval: '1d', bucket_start: day, open: bars[0]!.open, high, low, close: bars[bars.length - 1]!.close, volume });
  if (result.error) throw result.error;
}
