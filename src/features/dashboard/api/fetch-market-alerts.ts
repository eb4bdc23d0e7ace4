// The alerts posted to market-alerts or breaking-news, newest first.
import { supabase } from '../../../lib/supabase.ts';
import type { Database } from '../../../lib/database.types.ts';
import { useLoad } from '../hooks/use-load.ts';
import { useTableChanges } from '../hooks/use-table-changes.ts';

export type MarketAlert = Database['public']['Tables']['market_alerts']['Row'];

export async function fetchMarketAlerts(channelId: string): Promise<MarketAlert[]> {
  const { data, error } = await supabase.from('market_alerts').select('*').eq('channel_id', channelId).order('created_at', { ascending: false }).limit(20);
  if (error) throw error;
  return data;
}

/** Read again whenever an alert is posted, edited or removed. */
export function useMarketAlerts(channelId: string) {
  const state = useLoad(() => fetchMarketAlerts(channelId), channelId, 'Could not load the alerts');
  useTableChanges('market_alerts', state.reload);
  return state;
}
