// The overview's figures, each computed by an admin-only SQL function (read with GET: they change nothing).
import { useQuery } from '@tanstack/react-query';
import type { Database } from '../../../lib/database.types.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { adminKeys } from './admin-keys.ts';

type Fns = Database['public']['Functions'];
export type OverviewTotals = Fns['admin_overview_totals']['Returns'][number];
export type DailyActivity = Fns['admin_daily_activity']['Returns'][number];
export type FunnelStep = Fns['admin_completion_funnel']['Returns'][number];

export function useOverviewTotals() {
  return useQuery({
    queryKey: adminKeys.totals,
    queryFn: async (): Promise<OverviewTotals> => {
      const { data, error } = await (await loadSupabase()).rpc('admin_overview_totals', {}, { get: true }).single();
      if (error) throw error;
      return data;
    },
    meta: { errorTitle: 'Could not load the overview' },
  });
}

export function useDailyActivity(days: number) {
  return useQuery({
    queryKey: adminKeys.daily(days),
    queryFn: async (): Promise<DailyActivity[]> => {
      const { data, error } = await (await loadSupabase()).rpc('admin_daily_activity', { days }, { get: true });
      if (error) throw error;
      return data;
    },
    meta: { errorTitle: 'Could not load the daily figures' },
  });
}

export function useCompletionFunnel() {
  return useQuery({
    queryKey: adminKeys.funnel,
    queryFn: async (): Promise<FunnelStep[]> => {
      const { data, error } = await (await loadSupabase()).rpc('admin_completion_funnel', {}, { get: true });
      if (error) throw error;
      return data;
    },
    meta: { errorTitle: 'Could not load the completion funnel' },
  });
}
