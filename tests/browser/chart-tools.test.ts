// The chart channels' tools in Chromium against the real stack, at 1280 and 360 px: a member turns on
// RSI (its own pane; saved to their account: on in their other open tab live, after a reload, and in
// a new browser context after signing in), draws a Fibonacci retracement, a horizontal level and a
// text note by clicking the chart (the mouse at both widths; touch is not driven here), and finds
// them saved the same ways; they drag the level, delete the retracement with the keyboard and undo it.
// On the other device they turn on an SMA of their length, the Bollinger Bands and MACD, which their
// first tab follows.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serviceClient } from '../support/clients.ts';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, PHONE, useBrowser } from './support/pages.ts';
import { newMember, screenshot, signInAt } from './dashboard-support.ts';

const { newPage } = useBrowser();
const service = serviceClient();

const chart = (page: Page) => page.getByTestId('candle-chart');
const drawingsOn = async (page: Page) => (await page.getByTestId('chart-drawings').getAttribute('data-drawings')) ?? '';

async function savedDrawings(userId: string) {
  const { data, error } = await service
    .from('chart_drawings')
    .select('id, kind, symbol, timeframe, geometry')
    .eq('user_id', userId)
    .order('created_at');
  if (error) throw error;
  return data as { id: string; kind: string; symbol: string; timeframe: string; geometry: { points: { time: number; price: number }[] } }[];
}

async function savedSettings(userId: string) {
  const { data, error } = await service.from('chart_settings').select('indicators').eq('user_id', userId).maybeSingle();
  if (error) throw error;
  return data?.indicators as Record<string, unknown> | undefined;
}

async function openChart(page: Page, member: { email: string; password: string }) {
  await signInAt(page, member, '/dashboard/technical-analysis');
  await expect.poll(async () => Number(await chart(page).getAttribute('data-bars-count')), { timeout: 15_000 }).toBeGreaterThan(0);
  await page.getByTestId('chart-drawings').waitFor();
}

/** Clicks the drawing surface at fractions of its width and height (once nothing covers that point). */
async function clickChart(page: Page, fx: number, fy: number) {
  const surface = page.getByTestId('drawing-surface');
  const box = (await surface.boundingBox())!;
  await surface.click({ position: { x: box.width * fx, y: box.height * fy } });
}

describe('chart tools', () => {
  for (const [name, viewport] of [
    ['1280', DESKTOP],
    ['360', PHONE],
  ] as const) {
    it(`indicators and drawings at ${name} px: saved, live in another tab, restored in another context`, async () => {
      const member = await newMember('free', `chart-tools-${name}`);
      const page = await newPage(viewport);
      await openChart(page, member);
      const other = await newPage(viewport); // the member's other tab, open on the same chart
      await openChart(other, member);

      // RSI in its own pane below the price and volume panes: saved, on in the other tab without a
      // reload, still on after a reload.
      expect(await chart(page).getAttribute('data-studies')).toMatch(/^Volume@/);
      await page.getByRole('switch', { name: 'RSI (14)' }).click({ force: true });
      await expect.poll(() => chart(page).getAttribute('data-studies')).toMatch(/RSI 14@\d/);
      await expect.poll(() => chart(page).getAttribute('data-panes')).toBe('3');
      await expect.poll(async () => (await savedSettings(member.id))?.rsi).toBe(true);
      await expect.poll(() => chart(other).getAttribute('data-studies'), { timeout: 10_000 }).toMatch(/RSI 14@\d/);
      expect(await other.getByRole('switch', { name: 'RSI (14)' }).isChecked()).toBe(true);
      await page.reload();
      await expect.poll(() => chart(page).getAttribute('data-studies'), { timeout: 15_000 }).toMatch(/RSI 14@\d/);
      expect(await page.getByRole('switch', { name: 'RSI (14)' }).isChecked()).toBe(true);

      // A Fibonacci retracement: two clicks, from the swing's start to its end.
      await page.getByRole('button', { name: 'Fibonacci retracement', exact: true }).click();
      await clickChart(page, 0.3, 0.7);
      await page.getByTestId('drawing-pending').waitFor();
      await clickChart(page, 0.7, 0.3);
      await expect.poll(() => drawingsOn(page)).toMatch(/^fib:/);
      await expect
        .poll(async () => (await savedDrawings(member.id)).map((d) => `${d.kind}/${d.symbol}/${d.timeframe}`))
        .toEqual(['fib/SPY/1W']);
      const [fib] = await savedDrawings(member.id);
      expect(fib!.geometry.points[0]!.price).toBeLessThan(fib!.geometry.points[1]!.price);

      // A horizontal level: one click.
      await page.getByRole('button', { name: 'Horizontal level', exact: true }).click();
      await clickChart(page, 0.5, 0.5);
      await expect.poll(async () => (await savedDrawings(member.id)).map((d) => d.kind)).toEqual(['fib', 'hline']);
      await screenshot(page, `h-f-chart-tools-${name}`);
      await expectAccessible(page);

      // The other tab follows without a reload.
      await expect.poll(() => drawingsOn(other), { timeout: 10_000 }).toMatch(/^fib:.*\|hline:/);

      // Drag the level down: it is saved at a lower price.
      const level = page.getByRole('button', { name: /^Horizontal level 2/ });
      const before = (await savedDrawings(member.id))[1]!.geometry.points[0]!.price;
      await page.getByTestId('chart-drawings').scrollIntoViewIfNeeded();
      const surface = (await page.getByTestId('chart-drawings').boundingBox())!;
      const y = surface.y + surface.height * 0.5;
      await page.mouse.move(surface.x + surface.width * 0.2, y);
      await page.mouse.down();
      await page.mouse.move(surface.x + surface.width * 0.2, y + 30, { steps: 5 });
      await page.mouse.up();
      await expect.poll(async () => (await savedDrawings(member.id))[1]!.geometry.points[0]!.price).toBeLessThan(before);
      expect(await level.getAttribute('aria-pressed')).toBe('true');

      // Delete the retracement from the keyboard, then undo.
      const retracement = page.getByRole('button', { name: /^Fibonacci retracement 1/ });
      await retracement.focus();
      await page.keyboard.press('Delete');
      await expect.poll(async () => (await savedDrawings(member.id)).map((d) => d.kind)).toEqual(['hline']);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(async () => (await savedDrawings(member.id)).map((d) => d.kind).sort()).toEqual(['fib', 'hline']);

      // A text note: its text first, then a tap where it goes.
      expect(await page.getByRole('button', { name: 'Text note' }).isDisabled()).toBe(true);
      await page.getByRole('textbox', { name: 'Note text' }).fill('Support held twice here');
      await page.getByRole('button', { name: 'Text note' }).click();
      await clickChart(page, 0.15, 0.85);
      await expect
        .poll(async () =>
          (await savedDrawings(member.id)).filter((d) => d.kind === 'text').map((d) => (d.geometry as { text?: string }).text),
        )
        .toEqual(['Support held twice here']);
      await expect.poll(() => page.getByTestId('chart-drawings').textContent()).toContain('Support held twice here');

      // Another browser context (another device): RSI and the drawings are there after signing in.
      const elsewhere = await newPage(viewport);
      await openChart(elsewhere, member);
      await expect.poll(() => chart(elsewhere).getAttribute('data-studies'), { timeout: 10_000 }).toMatch(/^Volume@\d+\|RSI 14@\d/);
      expect(await elsewhere.getByRole('switch', { name: 'RSI (14)' }).isChecked()).toBe(true);
      await expect.poll(() => drawingsOn(elsewhere), { timeout: 10_000 }).toMatch(/fib:/);
      expect(await drawingsOn(elsewhere)).toMatch(/hline:.*\|text:|text:.*\|hline:/);
      await screenshot(elsewhere, `h-f-chart-restored-${name}`);

      // There, turn on an SMA of length 10, the Bollinger Bands and MACD (its own pane).
      await elsewhere.getByRole('textbox', { name: 'SMA length' }).fill('10');
      // One after the other, each switch's own click (a pane added by the one before moves the palette
      // while the page scrolls), then its state read back.
      for (const name of ['SMA', 'Bollinger Bands (20, 2)', 'MACD (12, 26, 9)']) {
        const toggle = elsewhere.getByRole('switch', { name });
        await toggle.evaluate((input: HTMLInputElement) => input.click());
        await expect.poll(() => toggle.isChecked()).toBe(true);
      }
      await expect
        .poll(() => chart(elsewhere).getAttribute('data-studies'))
        .toMatch(/^SMA 10@\d.*\|BB upper@\d.*\|Volume@\d+\|RSI 14@\d.*\|MACD histogram@-?\d/);
      expect(await chart(elsewhere).getAttribute('data-panes')).toBe('4');
      await expect
        .poll(async () => savedSettings(member.id))
        .toMatchObject({ sma: true, smaLength: 10, bollinger: true, rsi: true, macd: true });
      // The first tab follows the other device.
      await expect
        .poll(() => chart(page).getAttribute('data-studies'), { timeout: 10_000 })
        .toMatch(/^SMA 10@\d.*\|BB upper@\d.*\|Volume@\d+\|RSI 14@\d.*\|MACD histogram@-?\d/);
      await chart(elsewhere).scrollIntoViewIfNeeded();
      await screenshot(elsewhere, `h-f-chart-indicators-${name}`);
      await elsewhere.getByText('Indicators', { exact: true }).scrollIntoViewIfNeeded();
      await screenshot(elsewhere, `h-f-chart-palette-${name}`);
    });
  }
});
