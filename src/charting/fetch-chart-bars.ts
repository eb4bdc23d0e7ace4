// Candles for one symbol and timeframe. 1D is the last trading day of 15-minute bars, 1W the last
// five; 1M, 3M and 1Y are daily bars since that many months ago.
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../lib/load-supabase.ts';
import type { Candle } from '../components/candle-chart.tsx';
import { dashboardKeys } from '../lib/query/dashboard-keys.ts';

export const TIMEFRAMES = ['1D', '1W', '1M', '3M', '1Y'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

const MONTHS: Record<Timeframe, number> = { '1D': 0, '1W': 0, '1M': 1, '3M': 3, '1Y': 12 };
const SESSION_BARS = 26;

function toCandles(rows: { bucket_start: string; open: number; high: number; low: number; close: number; volume: number }[]): Candle[] {
  return rows.map((r) => ({
    time: Date.parse(r.bucket_start) / 1000,
    open: Number(r.open),
    high: Number(r.high),
    low: Number(r.low),
    close: Number(r.close),
    volume: Number(r.volume),
  }));
}

export async function fetchChartBars(symbol: string, timeframe: Timeframe): Promise<Candle[]> {
  const supabase = await loadSupabase();
  const columns = 'bucket_start, open, high, low, close, volume';
  if (MONTHS[timeframe] === 0) {
    const { data, error } = await supabase
      .from('chart_bars')
      .select(columns)
      .eq('symbol', symbol)
      .eq('interval', '15m')
      .order('bucket_start', { ascending: false })
      .limit(SESSION_BARS * 5);
    if (error) throw error;
    const candles = toCandles(data.reverse());
    if (timeframe === '1W' || candles.length === 0) return candles;
    const lastDay = new Date(candles[candles.length - 1]!.time * 1000).toISOString().slice(0, 10);
    return candles.filter((c) => new Date(c.time * 1000).toISOString().slice(0, 10) === lastDay);
  }
  const since = new Date();
  since.setUTCMonth(since.getUTCMonth() - MONTHS[timeframe]);
  const { data, error } = await supabase
    .from('chart_bars')
    .select(columns)
    .eq('symbol', symbol)
    .eq('interval', '1d')
    .gte('bucket_start', since.toISOString())
    .order('bucket_start');
  if (error) throw error;
  return toCandles(data);
}

export function useChartBars(symbol: string, timeframe: Timeframe) {
  return useQuery({
    queryKey: dashboardKeys.chartBars(symbol, timeframe),
    queryFn: () => fetchChartBars(symbol, timeframe),
    meta: { errorTitle: 'Could not load the chart' },
  });
}
