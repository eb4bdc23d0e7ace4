// The alerts posted to market-alerts or breaking-news, newest first.
import { useQuery } from '@tanstack/react-query';
import { useInvalidateOnChange } from '../../../lib/realtime/use-realtime-cache.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import type { Database } from '../../../lib/database.types.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';

export type MarketAlert = Database['public']['Tables']['market_alerts']['Row'];

export async function fetchMarketAlerts(channelId: string): Promise<MarketAlert[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('market_alerts')
    .select('*')
    .eq('channel_id', channelId)
    .order('created_at', { ascending: false })
    .limit(20);
  if (error) throw error;
  return data;
}

/** Read again whenever an alert is posted, edited or removed. */
export function useMarketAlerts(channelId: string) {
  const queryKey = dashboardKeys.marketAlerts(channelId);
  useInvalidateOnChange('market_alerts', queryKey);
  return useQuery({ queryKey, queryFn: () => fetchMarketAlerts(channelId), meta: { errorTitle: 'Could not load the alerts' } });
}
