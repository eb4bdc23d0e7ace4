// Downloadable resources and chart exercises in Chromium against the real stack: a learner downloads
// a module's worksheet (a real PDF, its text read back by a PDF parser); a free learner is refused the
// premium bonus PDF by the database while a premium member gets it; chart exercises answered by
// clicking the chart, graded by the database right and wrong, with the key drawn afterwards.
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { serviceClient } from '../support/clients.ts';
import { newMember, screenshot, signInAt } from './dashboard-support.ts';
import { DESKTOP, PHONE, useBrowser } from './support/pages.ts';

const { newPage } = useBrowser();
const HEAVY_TEST_MS = 120_000;
// What the page shows after a click or a grading, given time for a loaded machine (expect.poll's own 1 s is not).
const shown = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

async function pdfText(path: string): Promise<string> {
  const bytes = new Uint8Array(await readFile(path));
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  return (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
}

/** Opens the basics channel and picks module 3 (Reading Charts), where a worksheet and a bonus live. */
async function openModule3(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Module 3: Reading Charts/ }).click();
  await page.getByRole('heading', { name: 'Resources' }).waitFor();
}

describe('downloadable resources', () => {
  it(
    'a learner downloads the worksheet; the bonus PDF is refused to them and served to a premium member',
    async () => {
      const [learner, premium] = await Promise.all([newMember('free', 'reader'), newMember('premium', 'bonus')]);

      const page = await newPage();
      await signInAt(page, learner, '/dashboard/basics');
      await openModule3(page);
      const worksheet = page.getByRole('button', { name: 'Download Chart Reading Worksheet as PDF' });
      const [download] = await Promise.all([page.waitForEvent('download'), worksheet.click()]);
      expect(download.suggestedFilename()).toBe('chart-reading-worksheet.pdf');
      const text = await pdfText(await download.path());
      expect(text).toContain('Chart Reading Worksheet');
      expect(text).toContain('Support and resistance are zones, not exact prices.');
      await screenshot(page, 'resources-learner-1280');

      // The bonus: the signed-URL request is refused by the database (Storage's 'Object not found').
      const signing = page.waitForResponse((r) => r.url().includes('/storage/v1/object/sign/resources/premium/'));
      await page.getByRole('button', { name: 'Download Support & Resistance Playbook (Bonus) as PDF' }).click();
      const refusal = await signing;
      expect(refusal.status()).toBeGreaterThanOrEqual(400);
      expect(((await refusal.json()) as { message: string }).message).toBe('Object not found');
      await page.getByText('is a bonus for premium members').waitFor();
      await screenshot(page, 'resources-refused-1280');

      const member = await newPage(PHONE);
      await signInAt(member, premium, '/dashboard/basics');
      await openModule3(member);
      const [bonus] = await Promise.all([
        member.waitForEvent('download'),
        member.getByRole('button', { name: 'Download Support & Resistance Playbook (Bonus) as PDF' }).click(),
      ]);
      expect(bonus.suggestedFilename()).toBe('support-resistance-playbook.pdf');
      expect(await pdfText(await bonus.path())).toContain('The retest');
      await member.getByRole('heading', { name: 'Resources' }).scrollIntoViewIfNeeded();
      await screenshot(member, 'resources-premium-360');
    },
    HEAVY_TEST_MS,
  );
});

/** Clicks the chart where `price` is drawn, over the candle at `fraction` of the way across (0 = first, 1 = last). */
async function clickChart(chart: Locator, price: number, fraction: number): Promise<void> {
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
  await chart.click({ position: { x: firstX + (lastX - firstX) * fraction, y } });
}

describe('chart exercises', () => {
  it(
    'a learner answers by clicking the chart: graded wrong, then right, with the key drawn; a candle exercise too',
    async () => {
      const learner = await newMember('free', 'charter');
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await newPage(viewport);
        const wide = viewport === DESKTOP;
        const exercisesRead = page.waitForResponse(
          (r) => r.url().includes('/rest/v1/chart_exercises') && r.url().includes('module_id=eq.3'),
        );
        await signInAt(page, learner, '/dashboard/basics');
        await page.getByRole('button', { name: /Module 3: Reading Charts/ }).click();
        // What the browser receives before grading carries no answer.
        const before = await (await exercisesRead).text();
        expect(before).toContain('Mark the support');
        expect(before).not.toMatch(/accept_|explanation|72\.80/);

        const card = page.getByRole('article', { name: 'Mark the support' });
        const chart = card.getByTestId('candle-chart');
        await shown(() => chart.getAttribute('data-bars-count')).toBe('36');
        if (wide) {
          // A first pick corrected at once: the second click counts (the chart library's own click event
          // dropped a second click within half a second as half of a double click).
          await clickChart(chart, 76.0, 0.4);
          await clickChart(chart, 79.5, 0.5); // a price where rallies stopped: resistance, not support
          await shown(() => card.getByLabel('Your answer (price)').inputValue()).not.toBe('');
          const typed = Number(await card.getByLabel('Your answer (price)').inputValue());
          expect(Math.abs(typed - 79.5)).toBeLessThan(0.4);
          const wrong = page.waitForResponse((r) => r.url().includes('/rest/v1/rpc/grade_chart_exercise'));
          await card.getByRole('button', { name: 'Check answer' }).click();
          expect((await wrong).status()).toBe(200);
          await card.getByRole('status').getByText('Not quite').waitFor();
          await shown(() => chart.getAttribute('data-lines')).toContain('Key level@72');
          await screenshot(page, 'exercise-wrong-1280');
          await card.getByRole('button', { name: 'Try again' }).click();
        }
        await clickChart(chart, 72.0, 0.7);
        const answer = card.getByLabel('Your answer (price)');
        await shown(() => answer.inputValue()).not.toBe(''); // the pick renders after the click returns
        const typed = Number(await answer.inputValue());
        expect(typed).toBeGreaterThanOrEqual(71.0);
        expect(typed).toBeLessThanOrEqual(72.8);
        await card.getByRole('button', { name: 'Check answer' }).click();
        await card.getByRole('status').getByText('Correct').waitFor();
        await card.getByText('Solved').waitFor();
        await card.scrollIntoViewIfNeeded();
        await screenshot(page, `exercise-right-${wide ? 1280 : 360}`);
        if (!wide) continue;

        // A candle exercise: click the peak of the bull run (module 1), then the key is marked.
        await page.getByRole('button', { name: /Module 1: Market Fundamentals/ }).click();
        const peak = page.getByRole('article', { name: 'Spot the end of the bull run' });
        const peakChart = peak.getByTestId('candle-chart');
        await shown(() => peakChart.getAttribute('data-bars-count')).toBe('40');
        await clickChart(peakChart, 120, 28 / 39);
        await shown(() => peak.getByLabel('Your answer (candle)').inputValue()).not.toBe('');
        await peak.getByRole('button', { name: 'Check answer' }).click();
        await peak.getByRole('status').getByText('Correct').waitFor();
        await shown(() => peakChart.getAttribute('data-markers')).toMatch(/^Answer@/);
        await screenshot(page, 'exercise-candle-1280');
      }
      const attempts = await serviceClient().from('chart_exercise_attempts').select('is_correct').eq('user_id', learner.id);
      expect(attempts.data!.map((a) => a.is_correct).sort()).toEqual([false, true, true, true]);
    },
    HEAVY_TEST_MS,
  );
});
