// The signed-in member's price alerts ("SPY crosses above 540"): listed newest first, set and deleted
// through the API (RLS: their own only, on symbols of a channel they can read; the database refuses
// the 21st active one and a level the price is already past). The database fires them: the list
// follows by Realtime (price_alerts for user_id = me), the notification arrives in the bell.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { useRealtimeCache } from '../../../lib/realtime/use-realtime-cache.ts';
import type { Tables } from '../../../lib/database.types.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';

export type PriceAlert = Pick<Tables<'price_alerts'>, 'id' | 'symbol' | 'direction' | 'level' | 'created_at' | 'fired_at' | 'fired_price'>;
export type Direction = 'above' | 'below';

export const MAX_ACTIVE_ALERTS = 20;
const COLUMNS = 'id, symbol, direction, level, created_at, fired_at, fired_price';

export async function fetchPriceAlerts(): Promise<PriceAlert[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('price_alerts')
    .select(COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(50);
  if (error) throw error;
  return data;
}

export function usePriceAlerts(userId: string) {
  const key = dashboardKeys.priceAlerts(userId);
  useRealtimeCache(`price-alerts:${userId}`, [{ table: 'price_alerts', event: 'UPDATE', filter: `user_id=eq.${userId}` }], {
    enabled: !!userId,
    onChange: (change, client) => {
      if (change.eventType !== 'UPDATE') return;
      const fired = change.new;
      client.setQueryData<PriceAlert[]>(key, (list) =>
        list?.map((a) => (a.id === fired.id ? { ...a, fired_at: fired.fired_at, fired_price: fired.fired_price } : a)),
      );
    },
    onSubscribed: (client) => void client.invalidateQueries({ queryKey: key }),
  });
  return useQuery({
    queryKey: key,
    queryFn: fetchPriceAlerts,
    enabled: !!userId,
    meta: { errorTitle: 'Could not load your price alerts' },
  });
}

export function useCreatePriceAlert(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (alert: { symbol: string; direction: Direction; level: number }) => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.from('price_alerts').insert(alert).select(COLUMNS).single();
      if (error) throw new Error(error.hint ? `${error.message} ${error.hint}` : error.message);
      return data;
    },
    onSuccess: (row) =>
      client.setQueryData<PriceAlert[]>(dashboardKeys.priceAlerts(userId), (list) => [row, ...(list ?? []).filter((a) => a.id !== row.id)]),
    meta: { errorTitle: 'Price alert not set' },
  });
}

export function useDeletePriceAlert(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.from('price_alerts').delete().eq('id', id);
      if (error) throw error;
      return id;
    },
    onSuccess: (id) => client.setQueryData<PriceAlert[]>(dashboardKeys.priceAlerts(userId), (list) => list?.filter((a) => a.id !== id)),
    meta: { errorTitle: 'Price alert not deleted' },
  });
}
