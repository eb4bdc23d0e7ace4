// Runs a market data provider against the database, as the service role through the API (so it
// works the same on PGlite, PostgreSQL and a real Supabase project): reads the watchlist symbols
// with their last price and recent history, starts the provider, and writes each round of ticks in
// one call of public.record_ticks(). `npm start` runs the simulator this way (web/start.ts;
// MARKET_SIMULATOR=off skips it).
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { retryingFetch } from '../retrying-fetch.ts';
import { backfillIntraday } from './backfill.ts';
import { EarningsDesk } from './earnings.ts';
import { MarketSimulator } from './simulator.ts';
import type { SessionKind } from './model.ts';
import type { MarketDataProvider, SymbolSnapshot, Tick } from './provider.ts';

// Untyped (stack/ knows nothing of src/, where the generated types live): the few rows read are typed here.
type Db = ReturnType<typeof serviceClient>;

function serviceClient(apiUrl: string, serviceKey: string) {
  return createClient(apiUrl, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: retryingFetch() },
    realtime: { transport: WebSocket as never }, // never used; Node 20 has no global WebSocket for the client to find
  });
}
interface QuoteRow {
  symbol: string;
  price: number | string;
  at: string;
}
interface BarRow {
  bucket_start: string;
  close: number | string;
  volume: number;
}

/** Days of daily bars the volatility and volume are measured over. */
const HISTORY_DAYS = 60;

/** The watchlist's symbols (or those of `only` that exist), in watchlist order. */
async function symbolsOf(db: Db, only?: string[]): Promise<string[]> {
  const query = db.from('market_symbols').select('symbol');
  const symbols = await (only ? query.in('symbol', only) : query.eq('on_watchlist', true)).order('position');
  if (symbols.error) throw symbols.error;
  return (symbols.data as { symbol: string }[]).map((s) => s.symbol);
}

/** The watchlist's symbols (or the given ones) as a provider starts from them. */
export async function loadSnapshots(db: Db, only?: string[]): Promise<SymbolSnapshot[]> {
  const symbols = await symbolsOf(db, only);
  const quotes = await db.from('market_quotes').select('symbol, price, at');
  if (quotes.error) throw quotes.error;
  const quoteRows = quotes.data as QuoteRow[];
  const out: SymbolSnapshot[] = [];
  for (const symbol of symbols) {
    const bars = await db
      .from('chart_bars')
      .select('bucket_start, close, volume')
      .eq('symbol', symbol)
      .eq('interval', '1d')
      .order('bucket_start', { ascending: false })
      .limit(HISTORY_DAYS + 1);
    if (bars.error) throw bars.error;
    const barRows = bars.data as BarRow[];
    const closes = barRows.map((b) => Number(b.close)).reverse();
    const returns = closes.slice(1).map((c, i) => Math.log(c / closes[i]!));
    const mean = returns.reduce((a, b) => a + b, 0) / Math.max(1, returns.length);
    const variance = returns.reduce((a, r) => a + (r - mean) ** 2, 0) / Math.max(1, returns.length - 1);
    const volumes = barRows.map((b) => Number(b.volume));
    const quote = quoteRows.find((q) => q.symbol === symbol);
    const last = barRows[0];
    const price = quote ? Number(quote.price) : last ? Number(last.close) : null;
    if (price === null || !(price > 0)) continue; // nothing to start from
    out.push({
      symbol,
      price,
      // A daily bar's close was made at the end of its day.
      at: quote ? quote.at : last ? new Date(Date.parse(last.bucket_start) + 86_399_000).toISOString() : null,
      dailyVolatility: returns.length >= 5 ? Math.min(0.1, Math.max(0.005, Math.sqrt(variance))) : 0.02,
      dailyVolume: volumes.length ? volumes.reduce((a, b) => a + b, 0) / volumes.length : 1_000_000,
    });
  }
  return out;
}

export interface MarketFeed {
  provider: MarketDataProvider;
  /** Rounds written and ticks applied so far. */
  stats(): { rounds: number; ticks: number; failures: number };
  stop(): Promise<void>;
}

export interface FeedOptions {
  apiUrl: string;
  serviceKey: string;
  provider: MarketDataProvider;
  /** These symbols instead of the watchlist's. */
  symbols?: string[];
  /** How often the symbol list is read again, so a symbol an admin adds or removes follows (ms). */
  refreshMs?: number;
  log?: (line: string) => void;
  /** How often the simulator's earnings desk (server/market/earnings.ts) schedules and reports earnings (ms); 0 (default) never. */
  earningsEveryMs?: number;
  /** Before the first round, write the current session's missing 15-minute bars (server/market/backfill.ts). */
  backfill?: SessionKind;
}

export async function startMarketFeed({
  apiUrl,
  serviceKey,
  provider,
  symbols: only,
  refreshMs = 30_000,
  log = console.log,
  earningsEveryMs,
  backfill,
}: FeedOptions): Promise<MarketFeed> {
  const db = serviceClient(apiUrl, serviceKey);
  let symbols = await loadSnapshots(db, only);
  if (backfill) {
    try {
      const filled = await backfillIntraday(db, symbols, backfill);
      symbols = filled.snapshots;
      if (filled.bars) log(`Market: today's history filled in (${filled.bars} 15-minute bars).`);
    } catch (e) {
      log(`market: could not fill in today's history: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  const moving = (list: SymbolSnapshot[]) => list.map((s) => s.symbol).join(', ') || 'no symbols';
  const counts = { rounds: 0, ticks: 0, failures: 0 };
  // The symbol list read again now and then: one cheap select; snapshots only when it changed.
  let refreshing: Promise<void> = Promise.resolve();
  let queued = false;
  const refreshNow = () => {
    if (queued) return;
    queued = true;
    refreshing = refreshing.then(async () => {
      queued = false;
      try {
        const now = await symbolsOf(db, only);
        if (now.join(',') === symbols.map((s) => s.symbol).join(',')) return;
        const next = await loadSnapshots(db, only);
        if (next.map((s) => s.symbol).join(',') === symbols.map((s) => s.symbol).join(',')) return; // a new symbol with no price yet
        symbols = next;
        provider.update(symbols);
        log(`Market: ${provider.name} now moving ${moving(symbols)}.`);
      } catch (e) {
        log(`market: could not read the symbol list again: ${e instanceof Error ? e.message : String(e)}`);
      }
    });
  };
  const refresh = setInterval(refreshNow, refreshMs);
  refresh.unref();
  // Simulated earnings (server/market/earnings.ts), between two rounds: a report's gap is written first
  // and the provider carries on from the gapped price, so no tick of the old process undoes it.
  const desk = earningsEveryMs && earningsEveryMs > 0 ? new EarningsDesk(db, log) : null;
  const lastPrice = new Map(symbols.map((s) => [s.symbol, s.price]));
  let lastEarnings = 0;
  let earningsFailures = 0;
  provider.start(symbols, async (round: Tick[]) => {
    let ticks = round;
    if (desk && Date.now() - lastEarnings >= earningsEveryMs!) {
      lastEarnings = Date.now();
      try {
        const moved = await desk.run(symbols.map((s) => ({ symbol: s.symbol, price: lastPrice.get(s.symbol) ?? s.price })));
        if (moved.length) {
          symbols = await loadSnapshots(db, only);
          provider.update(symbols);
          ticks = ticks.filter((t) => !moved.includes(t.symbol));
        }
      } catch (e) {
        earningsFailures += 1;
        if (earningsFailures === 1 || earningsFailures % 100 === 0)
          log(`market: the earnings desk failed (${earningsFailures}×): ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    for (const t of ticks) lastPrice.set(t.symbol, t.price);
    if (!ticks.length) return;
    const written = await db.rpc('record_ticks', { ticks, simulated: provider.simulated });
    const error = written.error;
    if (error) {
      counts.failures += 1;
      // Once, then every 100th, so a stopped database does not flood the log.
      if (counts.failures === 1 || counts.failures % 100 === 0)
        log(`market: ${provider.name} could not record ticks (${counts.failures}×): ${error.message}`);
      // A symbol removed since the last read is the usual cause: the next round waits for the list
      // read again, rather than being refused for the same symbol while the read is on its way.
      refreshNow();
      await refreshing;
      return;
    }
    counts.rounds += 1;
    counts.ticks += (written.data as number | null) ?? 0;
  });
  log(
    `Market: ${provider.name} moving ${moving(symbols)}${provider.simulated ? ' (simulated data; MARKET_SIMULATOR=off to stop it)' : ''}.`,
  );
  return {
    provider,
    stats: () => ({ ...counts }),
    async stop() {
      clearInterval(refresh);
      await refreshing;
      await provider.stop();
    },
  };
}

/**
 * `npm start`'s simulator, a couple of seconds after the stack is ready. MARKET_SIMULATOR=off skips
 * it; MARKET_SIMULATOR_SESSION=nyse trades only weekdays 14:30-21:00 UTC (default: around the clock).
 */
export function startMarketSimulatorInBackground(apiUrl: string, serviceKey: string, delayMs = 2000): { stop(): Promise<void> } {
  const flag = (process.env.MARKET_SIMULATOR ?? '').toLowerCase();
  if (flag === 'off' || flag === '0' || flag === 'false') return { stop: async () => undefined };
  const session: SessionKind = process.env.MARKET_SIMULATOR_SESSION === 'nyse' ? 'nyse' : 'always';
  let feed: Promise<MarketFeed | null> | undefined;
  const timer = setTimeout(() => {
    const provider = new MarketSimulator({ session });
    // The simulated market has simulated earnings: scheduled, reported and gapping the price.
    feed = startMarketFeed({ apiUrl, serviceKey, provider, earningsEveryMs: 15_000, backfill: session }).catch((e: unknown) => {
      console.log(`Market: the simulator did not start: ${e instanceof Error ? e.message : String(e)}`);
      return null;
    });
  }, delayMs);
  timer.unref();
  return {
    async stop() {
      clearTimeout(timer);
      await (await feed)?.stop();
    },
  };
}
