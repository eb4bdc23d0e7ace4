// #earnings-calendar in Chromium at 360 and 1280 px against the real stack: the simulator's earnings
// desk schedules the week's reports; a learner sees the week view (labelled simulated) with a stock's
// next report and its estimates, and after a released report its actuals with the surprise and the
// price gap, in the week and in the latest results; the gap fires her price alert into the bell.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serviceClient } from '../support/clients.ts';
import { EarningsDesk } from '../../server/market/earnings.ts';
import { DESKTOP, PHONE, screenshot, useBrowser } from './support/pages.ts';
import { newMember, signInAt } from './dashboard-support.ts';
import { newYorkDate, weekday } from '../support/market-days.ts';

const { newPage } = useBrowser();

const mondayOf = (day: string) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.getTime();
};

/** Moves the week view to the week of `day`. */
async function showWeekOf(page: Page, day: string) {
  const weeks = Math.round((mondayOf(day) - mondayOf(newYorkDate(new Date()))) / (7 * 86_400_000));
  for (let i = 0; i < Math.abs(weeks); i++) await page.getByRole('button', { name: weeks > 0 ? 'Next week' : 'Previous week' }).click();
  await page.locator(`[data-testid="earnings-day"][data-day="${day}"]`).waitFor();
}

for (const [label, viewport] of [
  ['1280', DESKTOP],
  ['360', PHONE],
] as const) {
  describe(`earnings calendar at ${label} px`, () => {
    it(
      'shows the week (simulated), a report with its estimates, then its results and the gap; the gap fires a price alert',
      { timeout: 120_000 },
      async () => {
        const service = serviceClient();
        const symbol = `W${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
        expect(
          (await service.from('market_symbols').insert({ symbol, company_name: 'Week View Labs Inc.', on_watchlist: false })).error,
        ).toBeNull();
        expect((await service.rpc('record_tick', { symbol, price: 80 })).error).toBeNull();
        // The simulator's desk schedules the watchlist's stocks (and reports what is due) first.
        await new EarningsDesk(service, () => undefined).run([{ symbol: 'AAPL', price: 190 }]);
        const today = newYorkDate(new Date());
        const upcomingDay = weekday(today, 1);
        const reportedDay = weekday(today, -1);
        const { data: rows, error } = await service
          .from('earnings_reports')
          .insert([
            {
              symbol,
              fiscal_period: 'Q1 2027',
              report_date: upcomingDay,
              timing: 'before_open',
              eps_estimate: 0.85,
              revenue_estimate: 4.2e9,
            },
            { symbol, fiscal_period: 'Q4 2026', report_date: reportedDay, timing: 'after_close', eps_estimate: 0.8, revenue_estimate: 4e9 },
          ])
          .select('id, report_date');
        expect(error).toBeNull();
        const reported = rows!.find((r) => r.report_date === reportedDay)!;

        const member = await newMember('free', 'erin');
        expect((await member.client.from('price_alerts').insert({ symbol, direction: 'above', level: 85 })).error).toBeNull();
        const page = await newPage(viewport);
        page.setDefaultTimeout(20_000);
        await signInAt(page, member, '/dashboard/earnings-calendar');
        await page.getByTestId('earnings-simulated').waitFor();
        await showWeekOf(page, upcomingDay);
        const upcoming = page.locator(`[data-testid="earnings-day"][data-day="${upcomingDay}"]`).locator(`[data-symbol="${symbol}"]`);
        await upcoming.waitFor();
        expect(await upcoming.textContent()).toContain('EPS est. 0.85 · Rev. est. $4.20B');
        expect(await upcoming.textContent()).toContain('Before open');
        await screenshot(page, `earnings-week-${label}`);

        // The report is released: EPS 25% over, revenue 5% over → a gap of 0.5 × 25 + 0.2 × 5 = 13.5%.
        const { data: price, error: resultError } = await service.rpc('record_earnings_result', {
          report_id: reported.id,
          eps_actual: 1.0,
          revenue_actual: 4.2e9,
        });
        expect(resultError).toBeNull();
        expect(Number(price)).toBe(90.8);
        await page.reload();
        await showWeekOf(page, reportedDay);
        const result = page
          .locator(`[data-testid="earnings-day"][data-day="${reportedDay}"]`)
          .locator(`[data-symbol="${symbol}"]`)
          .getByTestId('earnings-result');
        await expect.poll(() => result.textContent(), { timeout: 20_000 }).toBe('EPS 1.00 (+25.0%) · gap +13.5%');
        const past = page.getByTestId('earnings-past').getByRole('row').filter({ hasText: symbol });
        expect((await past.textContent())!.replace(/\s+/g, ' ')).toContain('1.00 (0.80)+25.0%+5.0%+13.5%');
        // The gap crossed her alert at 85.
        const bell = page.getByTestId('notification-bell');
        await expect.poll(async () => Number(await bell.getAttribute('data-count')), { timeout: 20_000 }).toBeGreaterThan(0);
        await bell.click();
        await page.getByText(`${symbol} crossed above 85`).first().waitFor();
        await screenshot(page, `earnings-results-${label}`);
        await page.keyboard.press('Escape');
        await page.getByTestId('earnings-past').scrollIntoViewIfNeeded();
        await screenshot(page, `earnings-past-${label}`);
      },
    );
  });
}
