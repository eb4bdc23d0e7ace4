// The simulated earnings calendar (earnings_calendar): reports from eight weeks back on, with their
// estimates, and once reported the actuals, surprise and price gap. Read again every minute: the
// simulator reports during the day.
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import type { Database } from '../../../lib/database.types.ts';

export type EarningsReport = Database['public']['Views']['earnings_calendar']['Row'];

export const earningsKey = () => ['dashboard', 'earnings'] as const;

/** A date as YYYY-MM-DD, moved by whole days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today in New York (report dates are New York dates). */
export function newYorkToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now);
}

/** The Monday of the week of a date. */
export function mondayOf(day: string): string {
  const dow = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, dow === 0 ? -6 : 1 - dow);
}

export async function fetchEarnings(): Promise<EarningsReport[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('earnings_calendar')
    .select('*')
    .gte('report_date', addDays(newYorkToday(), -56))
    .order('report_date')
    .order('symbol')
    .limit(500);
  if (error) throw error;
  return data;
}

export function useEarnings() {
  return useQuery({
    queryKey: earningsKey(),
    queryFn: fetchEarnings,
    refetchInterval: 60_000,
    meta: { errorTitle: 'Could not load the earnings calendar' },
  });
}
