// The live market in Chromium against the real stack, ticks driven from the test as the service role
// (record_tick, as the simulator writes them; no timers waited on): the open chart's last candle moves
// with each tick (series.update, not a redraw), the watchlist's price follows, both say the data are
// simulated; a member sets a price alert that a tick fires into their bell, live.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serviceClient } from '../support/clients.ts';
import { expectAccessible } from './support/axe.ts';
import { PHONE, useBrowser } from './support/pages.ts';
import { newMember, screenshot, signInAt } from './dashboard-support.ts';

const { newPage } = useBrowser();
const service = serviceClient();

/** Records one SPY tick now and returns the quote the database made of it. */
async function tick(price: number) {
  const { error } = await service.rpc('record_tick', { symbol: 'SPY', price, volume: 1000, at: new Date().toISOString() });
  if (error) throw error;
  const { data, error: readError } = await service.from('market_quotes').select('*').eq('symbol', 'SPY').single();
  if (readError) throw readError;
  return data;
}

async function lastPrice(): Promise<number> {
  const { data, error } = await service.from('watchlist').select('price').eq('symbol', 'SPY').single();
  if (error) throw error;
  return Number(data.price);
}

const chart = (page: Page) => page.getByTestId('candle-chart');
const lastCandle = (page: Page) => chart(page).getAttribute('data-last-candle');
const liveUpdates = async (page: Page) => Number((await chart(page).getAttribute('data-live-updates')) ?? 0);
const candle = (q: { bar_open: number; bar_high: number; bar_low: number; price: number }) =>
  `${q.bar_open},${q.bar_high},${q.bar_low},${q.price}`;
const bellCount = async (page: Page) => Number(await page.getByTestId('notification-bell').getAttribute('data-count'));

describe('live market', () => {
  it("moves the open chart's last candle with each tick, labelled simulated", async () => {
    const page = await newPage();
    await signInAt(page, await newMember('free', 'charter'), '/dashboard/technical-analysis');
    await expect.poll(async () => Number(await chart(page).getAttribute('data-bars-count')), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('simulated-badge').textContent()).toBe('Simulated market data');
    await page.locator('[data-testid="live-status"][data-live="true"]').waitFor(); // the quotes' subscription is joined

    const start = await lastPrice();
    const first = await tick(start + 1);
    await expect.poll(() => lastCandle(page), { timeout: 10_000 }).toBe(candle(first));
    expect(await chart(page).getAttribute('data-last-time')).toBe(new Date(first.bar_start).toISOString());
    const moved = await liveUpdates(page);
    expect(moved).toBeGreaterThanOrEqual(1);

    const second = await tick(start + 2.5);
    await expect.poll(() => lastCandle(page), { timeout: 10_000 }).toBe(candle(second));
    const third = await tick(start + 0.5);
    await expect.poll(() => lastCandle(page), { timeout: 10_000 }).toBe(candle(third));
    // Same bucket: the candle keeps its high while the close falls back.
    if (third.bar_start === first.bar_start) expect(Number(third.bar_high)).toBeCloseTo(start + 2.5, 2);
    expect(await liveUpdates(page)).toBeGreaterThanOrEqual(moved + 2);
    await screenshot(page, 'h40-chart-1280');

    // The daily view's last candle follows the day's bar the same way.
    await page.getByRole('group', { name: 'Timeframe' }).getByRole('button', { name: '1M', exact: true }).click();
    await expect.poll(async () => (await chart(page).getAttribute('aria-label')) ?? '', { timeout: 15_000 }).toContain('1M');
    const daily = await tick(start + 3);
    await expect
      .poll(() => lastCandle(page), { timeout: 10_000 })
      .toBe(`${daily.day_open},${daily.day_high},${daily.day_low},${daily.price}`);
  });

  it("updates the watchlist live, and fires a member's price alert into their bell", async () => {
    for (const viewport of [undefined, PHONE]) {
      const member = await newMember('free', 'alerter');
      const page = await newPage(viewport);
      await signInAt(page, member, '/dashboard/daily-watchlist');
      const spyPrice = page.getByTestId('watchlist').locator('tr[data-symbol="SPY"]').getByTestId('watchlist-price');
      await spyPrice.waitFor();
      expect(await page.getByTestId('simulated-badge').textContent()).toBe('Simulated market data');
      await page.locator('[data-testid="live-status"][data-live="true"]').waitFor();

      const start = await lastPrice();
      const q = await tick(start + 0.25);
      await expect.poll(() => spyPrice.textContent(), { timeout: 10_000 }).toBe(Number(q.price).toFixed(2));

      // The alert: SPY rises to a level above the price.
      const level = Number((Number(q.price) + 5).toFixed(2));
      const panel = page.getByTestId('price-alerts');
      await panel.getByLabel('Symbol').selectOption('SPY');
      await panel.getByLabel('Level').fill(String(level));
      await expect
        .poll(() => panel.getByTestId('price-alert-preview').textContent(), { timeout: 15_000 })
        .toBe(`Alerts when SPY rises to ${level.toFixed(2)} (now ${Number(q.price).toFixed(2)}).`);
      await panel.getByRole('button', { name: 'Set alert' }).click();
      const row = panel.getByTestId('price-alert').filter({ hasText: `SPY above ${level.toFixed(2)}` });
      await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Active');
      await expectAccessible(page);
      await screenshot(page, viewport ? 'h40-watchlist-360' : 'h40-watchlist-1280');
      const before = await bellCount(page);

      await tick(level - 0.01); // not yet
      await tick(level + 0.4);
      await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe(before + 1);
      await expect.poll(() => row.getAttribute('data-fired'), { timeout: 10_000 }).toBe('true');
      expect(await row.textContent()).toContain('Fired');
      await tick(level + 1); // fires once
      await page.waitForTimeout(500);
      expect(await bellCount(page)).toBe(before + 1);

      await page.getByTestId('notification-bell').click();
      const item = page.getByRole('dialog', { name: 'Notifications' }).getByTestId('notification-item').first();
      expect(await item.textContent()).toContain(`SPY crossed above ${level.toFixed(2)}`);
      expect(await item.getByRole('img', { name: 'Price alert' }).count()).toBe(1);
      await page.waitForTimeout(300); // the popover's fade-in, for the picture
      await screenshot(page, viewport ? 'h40-bell-360' : 'h40-bell-1280');
      // It opens SPY's chart.
      await item.click();
      await expect
        .poll(async () => (await chart(page).getAttribute('aria-label')) ?? '', { timeout: 15_000 })
        .toContain('SPY candlestick chart');
      if (viewport) await screenshot(page, 'h40-chart-360');

      // Deleting it empties the list.
      await page.goto(page.url().replace(/\/dashboard\/.*/, '/dashboard/daily-watchlist'));
      const fired = page.getByTestId('price-alerts').getByTestId('price-alert');
      await fired.first().waitFor();
      await page.getByRole('button', { name: `Delete alert SPY above ${level.toFixed(2)}` }).click();
      await expect.poll(() => fired.count(), { timeout: 15_000 }).toBe(0);
    }
  });
});
