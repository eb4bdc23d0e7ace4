// The stored watchlist: latest close, change against the day before, and volume per symbol.
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../lib/load-supabase.ts';
import { dashboardKeys } from '../lib/query/dashboard-keys.ts';

export interface WatchlistRow {
  symbol: string;
  companyName: string;
  price: number | null;
  change: number | null;
  changePercent: number | null;
  volume: number | null;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function fetchWatchlist(): Promise<WatchlistRow[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('watchlist').select('*').order('position');
  if (error) throw error;
  return data.map((r) => ({
    symbol: r.symbol,
    companyName: r.company_name,
    price: num(r.price),
    change: num(r.change),
    changePercent: num(r.change_percent),
    volume: num(r.volume),
  }));
}

export function useWatchlist() {
  return useQuery({ queryKey: dashboardKeys.watchlist(), queryFn: fetchWatchlist, meta: { errorTitle: 'Could not load the watchlist' } });
}
