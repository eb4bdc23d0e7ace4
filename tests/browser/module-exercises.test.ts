// The new kinds of chart exercise in Chromium against the real stack, at 1280 (mouse and keyboard)
// and 360 px: draw a trend line with two clicks on the chart (graded wrong through the highs, then
// right through the pullback lows, the key line drawn afterwards), and type a position size (rounded
// up: wrong; rounded down: right) from the keyboard, and name a pattern. Graded by the database; axe
// on every card.
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { serviceClient } from '../support/clients.ts';
import { newMember, screenshot, signInAt } from './dashboard-support.ts';
import { expectAccessible } from './support/axe.ts';
import { appUrl, DESKTOP, PHONE, useBrowser } from './support/pages.ts';

const { newPage } = useBrowser();
const shown = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** Clicks the chart where `price` is drawn, over the candle at `position` (from 1) of `count`. */
async function clickChart(chart: Locator, price: number, position: number, count: number): Promise<void> {
  await shown(async () => (await chart.getAttribute('data-price-top')) ?? '').not.toBe('');
  const d = await chart.evaluate((el: HTMLElement) => ({ ...el.dataset }));
  const [top, bottom, height, firstX, lastX] = [d.priceTop, d.priceBottom, d.paneHeight, d.firstX, d.lastX].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const y = ((top - price) / (top - bottom)) * height;
  await chart.click({ position: { x: firstX + ((lastX - firstX) * (position - 1)) / (count - 1), y } });
}

describe('line, number and choice exercises', () => {
  for (const [viewport, width] of [
    [DESKTOP, 1280],
    [PHONE, 360],
  ] as const) {
    it(`a learner draws the trend line and sizes a position (${width} px)`, { timeout: 150_000 }, async () => {
      const learner = await newMember('free', `lines ${width}`);
      const page = await newPage(viewport);
      page.setDefaultTimeout(30_000);
      await signInAt(page, learner, '/dashboard/basics');

      // Module 3: draw the uptrend line.
      await page.getByRole('button', { name: /Module 3: Reading Charts/ }).click();
      const card = page.getByRole('article', { name: 'Draw the uptrend line' });
      const chart = card.getByTestId('candle-chart');
      await shown(() => chart.getAttribute('data-bars-count')).toBe('36');
      await card.scrollIntoViewIfNeeded();
      const overlay = card.getByTestId('line-overlay');
      const check = card.getByRole('button', { name: 'Check answer' });
      // Through two highs: a line, but not the trend line.
      await clickChart(chart, 71.66, 16, 36);
      await shown(() => card.getByLabel('First point: price').inputValue()).not.toBe('');
      expect(await check.isDisabled()).toBe(true); // one point is not a line yet
      await clickChart(chart, 75.96, 27, 36);
      await shown(() => card.getByLabel('Second point: price').inputValue()).not.toBe('');
      await shown(() => overlay.getAttribute('data-segments')).toMatch(/^Your line@/);
      await check.click();
      await card.getByRole('status').getByText('Not quite').waitFor();
      await shown(() => overlay.getAttribute('data-segments')).toMatch(/^Key line@.*\|Your line@/);
      await screenshot(page, `exercise-line-wrong-${width}`);
      // Through the pullback lows of June 11 and June 29: right. A click after grading starts a new line.
      await clickChart(chart, 63.57, 9, 36);
      await clickChart(chart, 67.48, 21, 36);
      expect(await card.getByLabel('Second point: candle').inputValue()).toBe(String(Date.parse('2026-06-29T00:00:00Z') / 1000));
      await check.click();
      await card.getByRole('status').getByText('Correct').waitFor();
      await card.getByText('Solved').waitFor();
      await card.getByRole('status').scrollIntoViewIfNeeded();
      await screenshot(page, `exercise-line-right-${width}`);
      await expectAccessible(page);

      // Module 2: size the position from the keyboard.
      await page.getByRole('button', { name: /Module 2: Basic Trading Concepts/ }).click();
      const size = page.getByRole('article', { name: 'Size your first position' });
      await size.scrollIntoViewIfNeeded();
      const shares = size.getByLabel('Shares to buy');
      await shares.focus();
      await page.keyboard.type('22');
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Check answer');
      await page.keyboard.press('Enter');
      await size.getByRole('status').getByText('Not quite').waitFor();
      expect(await size.getByRole('status').textContent()).toContain('You answered 22; the answer is 21.');
      await size.getByRole('button', { name: 'Try again' }).click();
      await shares.fill('21');
      await size.getByRole('button', { name: 'Check answer' }).click();
      await size.getByRole('status').getByText('Correct').waitFor();
      await size.scrollIntoViewIfNeeded();
      await screenshot(page, `exercise-number-${width}`);
      await expectAccessible(page);

      // Module 5: name the pattern (a choice).
      await page.goto(appUrl('/dashboard/intermediate'));
      await page.getByRole('button', { name: /Module 5: Advanced Technical Analysis/ }).click();
      const pattern = page.getByRole('article', { name: 'Name the pattern' });
      await pattern.scrollIntoViewIfNeeded();
      await pattern.getByRole('radio', { name: 'A double top' }).check();
      await pattern.getByRole('button', { name: 'Check answer' }).click();
      await pattern.getByRole('status').getByText('Correct').waitFor();
      await pattern.getByRole('radiogroup').scrollIntoViewIfNeeded();
      await screenshot(page, `exercise-choice-${width}`);
      await expectAccessible(page);
      if (width === 360) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      const attempts = await serviceClient()
        .from('chart_exercise_attempts')
        .select('is_correct, answer_end_position, answer_value, answer_choice')
        .eq('user_id', learner.id)
        .order('id');
      expect(attempts.data).toMatchObject([
        { is_correct: false, answer_end_position: 27 },
        { is_correct: true, answer_end_position: 21 },
        { is_correct: false, answer_value: 22 },
        { is_correct: true, answer_value: 21 },
        { is_correct: true, answer_choice: 1 },
      ]);
    });
  }
});
