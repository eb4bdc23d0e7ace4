// The simulator's earnings desk: every watched symbol gets a next report (a market day, before the
// open or after the close, EPS and revenue estimates from its price), its previous report with the
// actual gap read from the daily bars, and on the day the actuals, recorded through
// public.record_earnings_result(), which moves the price by the surprise's gap (a tick, so charts and
// price alerts see it). Simulated quarters are compressed to four weeks, so the calendar always has
// reports to show. Everything is derived from the symbol and the date, so a restart changes nothing.
import type { SupabaseClient } from '@supabase/supabase-js';

/** Market days between two reports of a symbol (a simulated "quarter"). */
export const CYCLE_DAYS = 20;

/** A number in [0, 1) from a string (FNV-1a): the same symbol and date always give the same figures. */
export function unitOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 2 ** 32;
}

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The market-day index of a date (days since 2000-01-03, a Monday, counting Monday to Friday only). */
function marketDayIndex(ms: number): number {
  const days = Math.floor((ms - Date.UTC(2000, 0, 3)) / DAY);
  return Math.floor(days / 7) * 5 + Math.min(days % 7, 5);
}

function dateOfIndex(index: number): number {
  return Date.UTC(2000, 0, 3) + (Math.floor(index / 5) * 7 + (index % 5)) * DAY;
}

export interface PlannedReport {
  symbol: string;
  report_date: string;
  timing: 'before_open' | 'after_close';
  fiscal_period: string;
  eps_estimate: number;
  revenue_estimate: number;
}

/** When a report comes out: 08:00 New York before the open, 16:05 after the close (private.earnings_release_at). */
export function releaseAt(report: Pick<PlannedReport, 'report_date' | 'timing'>): Date {
  const [hour, minute] = report.timing === 'before_open' ? [8, 0] : [16, 5];
  const asUtc = Date.parse(`${report.report_date}T00:00:00Z`) + (hour * 60 + minute) * 60_000;
  // New York's offset from UTC on that day (EST or EDT), read from the platform's time zone data.
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'longOffset' })
    .formatToParts(new Date(asUtc + 5 * 3_600_000))
    .find((p) => p.type === 'timeZoneName')!.value;
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(zone) ?? ['', '-', '05', '00'];
  const offset = (Number(hours) * 60 + Number(minutes)) * (sign === '-' ? -1 : 1);
  return new Date(asUtc - offset * 60_000);
}

/**
 * The reports of a symbol around a day: the last one before `today`, the next one from it, and the
 * one after that (scheduled too once the next is out, so the calendar always shows one ahead).
 */
export function reportsAround(
  symbol: string,
  price: number,
  today: Date,
): { previous: PlannedReport; next: PlannedReport; following: PlannedReport } {
  const offset = Math.floor(unitOf(`${symbol}:offset`) * CYCLE_DAYS);
  // A weekend day counts as the Monday after it.
  const todayIndex = marketDayIndex(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const next = Math.ceil((todayIndex - offset) / CYCLE_DAYS);
  const at = (n: number): PlannedReport => {
    const day = dateOfIndex(offset + n * CYCLE_DAYS);
    const key = `${symbol}:${isoDay(day)}`;
    const quarter = ((n % 4) + 4) % 4;
    return {
      symbol,
      report_date: isoDay(day),
      timing: unitOf(`${key}:timing`) < 0.5 ? 'before_open' : 'after_close',
      fiscal_period: `Q${quarter + 1} ${new Date(day).getUTCFullYear()}`,
      // About 1% of the price a quarter (a price/earnings ratio near 25), and revenue in proportion.
      eps_estimate: Math.round(price * (0.007 + unitOf(`${symbol}:eps`) * 0.006) * (0.95 + unitOf(`${key}:eps`) * 0.1) * 100) / 100,
      revenue_estimate: Math.round(price * (2e7 + unitOf(`${symbol}:revenue`) * 8e7) * (0.95 + unitOf(`${key}:revenue`) * 0.1)),
    };
  };
  return { previous: at(next - 1), next: at(next), following: at(next + 1) };
}

/** The actuals of a report: beats a little more often than misses, as real reports do. */
export function actualsOf(report: { symbol: string; report_date: string; eps_estimate: number; revenue_estimate: number }) {
  const key = `${report.symbol}:${report.report_date}`;
  const epsSurprise = -0.12 + unitOf(`${key}:eps-actual`) * 0.3; // -12% .. +18%
  const revenueSurprise = -0.03 + unitOf(`${key}:revenue-actual`) * 0.07; // -3% .. +4%
  return {
    eps_actual: Math.round(report.eps_estimate * (1 + epsSurprise) * 100) / 100,
    revenue_actual: Math.round(report.revenue_estimate * (1 + revenueSurprise)),
  };
}

interface ReportRow {
  id: number;
  symbol: string;
  report_date: string;
  timing: string;
  eps_estimate: number | string;
  revenue_estimate: number | string;
  release_at: string;
  reported_at: string | null;
}

export class EarningsDesk {
  constructor(
    private readonly db: SupabaseClient,
    private readonly log: (line: string) => void = console.log,
  ) {}

  /** Schedules what is missing, reports what is due; returns the symbols whose price it moved. */
  async run(symbols: { symbol: string; price: number }[], now = new Date()): Promise<string[]> {
    await this.schedule(symbols, now);
    const moved = await this.reportDue(now);
    const tomorrow = await this.db.rpc('notify_earnings_tomorrow');
    if (tomorrow.error) throw tomorrow.error;
    return moved;
  }

  private async schedule(all: { symbol: string; price: number }[], now: Date): Promise<void> {
    // Funds (ETFs, trusts) have no earnings.
    const names = await this.db
      .from('market_symbols')
      .select('symbol, company_name')
      .in(
        'symbol',
        all.map((s) => s.symbol),
      );
    if (names.error) throw names.error;
    const funds = new Set(
      (names.data as { symbol: string; company_name: string }[])
        .filter((n) => /\b(ETF|Trust|Fund)\b/i.test(n.company_name))
        .map((n) => n.symbol),
    );
    const symbols = all.filter((s) => !funds.has(s.symbol));
    const existing = await this.db
      .from('earnings_reports')
      .select('symbol, report_date')
      .in(
        'symbol',
        symbols.map((s) => s.symbol),
      );
    if (existing.error) throw existing.error;
    const have = new Set((existing.data as { symbol: string; report_date: string }[]).map((r) => `${r.symbol}:${r.report_date}`));
    const upcoming: PlannedReport[] = [];
    const past: Record<string, unknown>[] = [];
    for (const s of symbols) {
      const { previous, next, following } = reportsAround(s.symbol, s.price, now);
      if (!have.has(`${s.symbol}:${next.report_date}`)) upcoming.push(next);
      // Today's report already out (reported below if it was not yet): the next one is on the calendar too.
      if (releaseAt(next) <= now && !have.has(`${s.symbol}:${following.report_date}`)) upcoming.push(following);
      if (!have.has(`${s.symbol}:${previous.report_date}`)) {
        const history = await this.pastResult(previous);
        if (history) past.push(history);
      }
    }
    if (upcoming.length) {
      const { error } = await this.db
        .from('earnings_reports')
        .upsert(upcoming, { onConflict: 'symbol,report_date', ignoreDuplicates: true });
      if (error) throw error;
    }
    if (past.length) {
      const { error } = await this.db.from('earnings_reports').upsert(past, { onConflict: 'symbol,report_date', ignoreDuplicates: true });
      if (error) throw error;
    }
  }

  /** A report already past when first scheduled: its actuals, and the gap the daily bars show. */
  private async pastResult(report: PlannedReport): Promise<Record<string, unknown> | null> {
    const bars = await this.db
      .from('chart_bars')
      .select('bucket_start, open, close')
      .eq('symbol', report.symbol)
      .eq('interval', '1d')
      .gte('bucket_start', new Date(Date.parse(report.report_date) - 7 * DAY).toISOString())
      .lte('bucket_start', new Date(Date.parse(report.report_date) + 7 * DAY).toISOString())
      .order('bucket_start');
    if (bars.error) throw bars.error;
    const rows = bars.data as { bucket_start: string; open: number | string; close: number | string }[];
    const day = rows.findIndex((b) => b.bucket_start.slice(0, 10) >= report.report_date);
    if (day < 1) return null; // no bars around it: nothing honest to show
    const [before, after] = report.timing === 'before_open' ? [rows[day - 1], rows[day]] : [rows[day], rows[day + 1]];
    if (!before || !after) return null;
    const release = report.timing === 'before_open' ? 'T13:00:00Z' : 'T21:05:00Z';
    return {
      ...report,
      ...actualsOf(report),
      reported_at: `${report.report_date}${release}`,
      price_before: Number(before.close),
      price_after: Number(after.open),
    };
  }

  private async reportDue(now: Date): Promise<string[]> {
    const due = await this.db
      .from('earnings_calendar')
      .select('id, symbol, report_date, timing, eps_estimate, revenue_estimate, release_at, reported_at')
      .is('reported_at', null)
      .lte('release_at', now.toISOString());
    if (due.error) throw due.error;
    const moved: string[] = [];
    for (const r of due.data as ReportRow[]) {
      const actuals = actualsOf({
        symbol: r.symbol,
        report_date: r.report_date,
        eps_estimate: Number(r.eps_estimate),
        revenue_estimate: Number(r.revenue_estimate),
      });
      const result = await this.db.rpc('record_earnings_result', { report_id: r.id, ...actuals });
      if (result.error) {
        this.log(`market: could not record ${r.symbol}'s earnings: ${result.error.message}`);
        continue;
      }
      this.log(
        `Market: ${r.symbol} reported (simulated): EPS ${actuals.eps_actual} vs ${Number(r.eps_estimate)} expected; price now ${String(result.data)}.`,
      );
      moved.push(r.symbol);
    }
    return moved;
  }
}
