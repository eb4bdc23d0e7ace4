// The live market in the SPA: the quotes (market_quotes, one row per symbol, moved by the market data
// provider through record_ticks) arrive by Realtime and update the cached watchlist and every cached
// chart of their symbol in place: the last candle of the 15-minute charts (1D, 1W) and of the daily
// ones (1M, 3M, 1Y) moves, and a new bucket appends a candle. Delivered under the reader's RLS (the
// symbol's channel rule). The quotes' `simulated` flag says whether the data are simulated.
import { useRef, useState } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { useRealtimeCache } from '../../../lib/realtime/use-realtime-cache.ts';
import type { Tables } from '../../../lib/database.types.ts';
import type { Candle } from '../../../components/candle-chart.tsx';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';
import type { WatchlistRow } from '../../../charting/fetch-watchlist.ts';

export type Quote = Tables<'market_quotes'>;

export async function fetchQuotes(): Promise<Quote[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('market_quotes').select('*');
  if (error) throw error;
  return data;
}

const seconds = (iso: string) => Date.parse(iso) / 1000;
const utcDay = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);

/** The chart's candles with the quote's current bar in place of (or after) the last one. */
export function applyQuoteToCandles(candles: Candle[], q: Quote, intraday: boolean, oneDay: boolean): Candle[] {
  const bar: Candle = intraday
    ? {
        time: seconds(q.bar_start),
        open: Number(q.bar_open),
        high: Number(q.bar_high),
        low: Number(q.bar_low),
        close: Number(q.price),
        volume: Number(q.bar_volume),
      }
    : {
        time: seconds(q.day_start),
        open: Number(q.day_open),
        high: Number(q.day_high),
        low: Number(q.day_low),
        close: Number(q.price),
        volume: Number(q.day_volume),
      };
  const last = candles[candles.length - 1];
  if (!last) return [bar];
  if (bar.time < last.time) return candles; // an old quote
  if (bar.time === last.time) {
    if (last.open === bar.open && last.high === bar.high && last.low === bar.low && last.close === bar.close && last.volume === bar.volume)
      return candles;
    return [...candles.slice(0, -1), bar];
  }
  // A new bucket. 1D shows one trading day: a new day starts a new chart.
  if (oneDay && utcDay(bar.time) !== utcDay(last.time)) return [bar];
  return [...candles, bar];
}

export function applyQuoteToWatchlist(rows: WatchlistRow[], q: Quote): WatchlistRow[] {
  return rows.map((r) => {
    if (r.symbol !== q.symbol) return r;
    const price = Number(q.price);
    const previous = q.previous_close === null ? null : Number(q.previous_close);
    const change = previous === null ? null : Math.round((price - previous) * 100) / 100;
    const changePercent = previous ? Math.round(((price - previous) / previous) * 10_000) / 100 : null;
    return { ...r, price, change, changePercent, volume: q.day_volume };
  });
}

function applyQuote(client: QueryClient, q: Quote) {
  client.setQueryData<WatchlistRow[]>(dashboardKeys.watchlist(), (rows) => rows && applyQuoteToWatchlist(rows, q));
  client.setQueryData<Quote[]>(dashboardKeys.quotes(), (list) => list && [...list.filter((x) => x.symbol !== q.symbol), q]);
  for (const [key, candles] of client.getQueriesData<Candle[]>({ queryKey: [...dashboardKeys.all, 'chart-bars', q.symbol] })) {
    const timeframe = String(key[3]);
    if (!candles) continue;
    client.setQueryData<Candle[]>(key, applyQuoteToCandles(candles, q, timeframe === '1D' || timeframe === '1W', timeframe === '1D'));
  }
}

/**
 * Keeps the watchlist and the charts live while mounted; returns the quotes (for the simulated label)
 * and whether the live subscription is joined.
 */
export function useLiveQuotes(enabled = true) {
  const subscriptions = useRef(0);
  const [live, setLive] = useState(false);
  useRealtimeCache('market-quotes', [{ table: 'market_quotes', event: '*' }], {
    enabled,
    onChange: (change, client) => {
      if (change.eventType === 'DELETE') return;
      applyQuote(client, change.new);
    },
    // Caught up after a reconnection: what moved while the subscription was not there. Not on the
    // first subscription: the reads started with it, and a refetch landing after a live update would
    // put the older candle back. (A tick missed in between is healed by the next: a quote carries the
    // whole current bar.)
    onSubscribed: (client) => {
      setLive(true);
      if (subscriptions.current++ === 0) return;
      void client.invalidateQueries({ queryKey: dashboardKeys.quotes() });
      void client.invalidateQueries({ queryKey: dashboardKeys.watchlist() });
      void client.invalidateQueries({ queryKey: [...dashboardKeys.all, 'chart-bars'] });
    },
  });
  const quotes = useQuery({
    queryKey: dashboardKeys.quotes(),
    queryFn: fetchQuotes,
    enabled,
    meta: { errorTitle: 'Could not load the quotes' },
  });
  return { quotes, live };
}

/** Whether the prices shown are simulated: yes unless every live quote comes from a real feed. */
export function isSimulated(quotes: Quote[] | undefined): boolean {
  return !quotes || quotes.length === 0 || quotes.some((q) => q.simulated);
}
