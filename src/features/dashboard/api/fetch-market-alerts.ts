// The alerts posted to market-alerts or breaking-news, newest first.
import { supabase } from '../../../lib/supabase.ts';
import type { Database } from '../../../lib/database.types.ts';
import { useLoad } from '../hooks/use-load.ts';

export type MarketAlert = Database['public']['Tables']['market_alerts']['Row'];

export async function fetchMarketAlerts(channelId: string): Promise<MarketAlert[]> {
  const { data, error } = await supabase.from('market_alerts').select('*').eq('channel_id', channelId).order('created_at', { ascending: false }).limit(20);
  if (error) throw error;
  return data;
}

export function useMarketAlerts(channelId: string) {
  return useLoad(() => fetchMarketAlerts(channelId), channelId, 'Could not load the alerts');
}
