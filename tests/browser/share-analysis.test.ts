// Share Analysis in Chromium against the real stack, at 1280 and 360 px: a premium member turns on RSI
// and draws a Fibonacci retracement (both still there after a reload and in another browser context),
// shares the view with a comment into #technical-analysis; the message carries a chart card with its
// PNG thumbnail. A free learner opens the card: a live chart of the same symbol
// and timeframe with RSI and the same retracement, whose drawings they copy into their own chart.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { serviceClient } from '../support/clients.ts';
import { expectAccessible } from './support/axe.ts';
import { holdRequests, unanswered } from './support/hold-requests.ts';
import { DESKTOP, PHONE, useBrowser } from './support/pages.ts';
import { newMember, screenshot, signInAt } from './dashboard-support.ts';

const { newPage } = useBrowser();

/** A thumbnail's size and how many of its pixels are the drawings' blue (#1c7ed6). */
async function lookAt(png: Buffer): Promise<{ width: number; height: number; drawingPixels: number }> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  let drawingPixels = 0;
  for (let i = 0; i < data.length; i += 4) {
    // The drawings' blue (#1c7ed6), lighter where a 1-pixel line is scaled into the picture and
    // smoothed: blue well above red and green. Candles (red, teal), grid and text are not.
    if (data[i + 2]! - data[i]! > 80 && data[i + 2]! - data[i + 1]! > 30) drawingPixels += 1;
  }
  return { width: image.width, height: image.height, drawingPixels };
}
const service = serviceClient();

const chart = (page: Page) => page.getByTestId('candle-chart');
/** Whether an analysis card shows its picture, loaded. */
const pictureShown = async (card: Locator) =>
  (await card.getByRole('img').count()) > 0 &&
  (await card.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0));
const drawingsOn = async (page: Page) => (await page.getByTestId('chart-drawings').getAttribute('data-drawings')) ?? '';

async function openChart(page: Page, member: { email: string; password: string }, path = '/dashboard/technical-analysis') {
  await signInAt(page, member, path);
  await expect.poll(async () => Number(await chart(page).getAttribute('data-bars-count')), { timeout: 15_000 }).toBeGreaterThan(0);
  await page.getByTestId('chart-drawings').waitFor();
}

async function clickChart(page: Page, fx: number, fy: number) {
  const surface = page.getByTestId('drawing-surface');
  const box = (await surface.boundingBox())!;
  await surface.click({ position: { x: box.width * fx, y: box.height * fy } });
}

describe('share analysis', () => {
  for (const [name, viewport] of [
    ['1280', DESKTOP],
    ['360', PHONE],
  ] as const) {
    it(`at ${name} px: RSI and a retracement, shared to #technical-analysis, opened live by another member`, async () => {
      const author = await newMember('premium', `share-author-${name}`);
      const page = await newPage(viewport);
      await openChart(page, author);
      // The chart shows a change at once and saves it after: the reload below waits for the saves.
      const saving = unanswered(page, (url) => /\/rest\/v1\/chart_(settings|drawings)/.test(url));

      await page.getByRole('switch', { name: 'RSI (14)' }).click({ force: true });
      await expect.poll(() => chart(page).getAttribute('data-studies')).toMatch(/RSI 14@\d/);
      await page.getByRole('button', { name: 'Fibonacci retracement', exact: true }).click();
      await clickChart(page, 0.3, 0.7);
      await page.getByTestId('drawing-pending').waitFor();
      await clickChart(page, 0.7, 0.3);
      await expect.poll(() => drawingsOn(page)).toMatch(/^fib:/);
      const fib = (await drawingsOn(page)).split('|')[0]!;

      // Once saved, a reload keeps RSI and the retracement; another context has them too.
      await expect.poll(() => saving.size).toBe(0);
      await page.reload();
      await expect.poll(() => chart(page).getAttribute('data-studies'), { timeout: 15_000 }).toMatch(/RSI 14@\d/);
      await expect.poll(() => drawingsOn(page), { timeout: 10_000 }).toBe(fib);
      const elsewhere = await newPage(viewport);
      await openChart(elsewhere, author);
      await expect.poll(() => drawingsOn(elsewhere), { timeout: 10_000 }).toBe(fib);
      await expect.poll(() => chart(elsewhere).getAttribute('data-studies'), { timeout: 10_000 }).toMatch(/RSI 14@\d/);

      // Share the view with a comment.
      const comment = `RSI turning up off the 61.8% ${Math.random().toString(36).slice(2, 8)}`;
      expect(await page.getByTestId('share-summary').textContent()).toBe(
        'Shares this chart as you see it: SPY · 1W · Volume, RSI · 1 drawing.',
      );
      await page.getByLabel('Your analysis of SPY · 1W').fill(comment);
      await page.getByLabel('Your analysis of SPY · 1W').scrollIntoViewIfNeeded();
      await screenshot(page, `share-box-${name}`);
      // The picture is uploaded once the message is posted: the card arrives (Realtime) first, without it,
      // and shows it when the upload ends.
      const upload = await holdRequests(page, /\/storage\/v1\/object\/chart-thumbnails\//);
      await page.getByRole('button', { name: 'Share Analysis' }).click();
      const posted = page.getByTestId('message').filter({ hasText: comment });
      const card = posted.getByTestId('analysis-card');
      await card.waitFor({ timeout: 15_000 });
      expect(await card.textContent()).toContain('Volume, RSI · 1 drawing');
      await expect.poll(() => upload.held.size).toBe(1);
      expect(await card.getByRole('img').count()).toBe(0);
      upload.release();
      await expect.poll(() => pictureShown(card), { timeout: 15_000 }).toBe(true);
      const { data: analysis } = await service
        .from('shared_analyses')
        .select('id, symbol, timeframe, indicators, drawings')
        .eq('author_id', author.id)
        .single();
      expect(analysis).toMatchObject({
        symbol: 'SPY',
        timeframe: '1W',
        indicators: { rsi: true, volume: true },
        drawings: [{ kind: 'fib' }],
      });
      const { data: thumbnail } = await service.storage.from('chart-thumbnails').download(`${analysis!.id}.png`);
      expect(thumbnail?.type).toBe('image/png');
      const png = Buffer.from(await thumbnail!.arrayBuffer());
      expect([...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // "PNG"
      if (process.env.BROWSER_SCREENSHOTS) {
        mkdirSync(process.env.BROWSER_SCREENSHOTS, { recursive: true });
        writeFileSync(`${process.env.BROWSER_SCREENSHOTS}/share-thumbnail-${name}.png`, png);
      }
      // A fixed 640 × 320 picture (the card's 2:1) of the price pane, with the retracement drawn in it.
      const looked = await lookAt(png);
      expect({ width: looked.width, height: looked.height }).toEqual({ width: 640, height: 320 });
      expect(looked.drawingPixels).toBeGreaterThan(1000);

      // Another member (free: they read #technical-analysis) finds the card with its picture.
      const reader = await newMember('free', `share-reader-${name}`);
      const other = await newPage(viewport);
      await openChart(other, reader);
      const theirCard = other.getByTestId('message').filter({ hasText: comment }).getByTestId('analysis-card');
      await theirCard.waitFor({ timeout: 15_000 });
      await expect.poll(() => pictureShown(theirCard), { timeout: 10_000 }).toBe(true);
      await theirCard.scrollIntoViewIfNeeded();
      await screenshot(other, `share-card-${name}`);

      // Opened: a live chart with the same view, not a picture.
      await theirCard.getByRole('link', { name: 'Open chart' }).click();
      const shared = other.getByTestId('shared-analysis');
      await shared.waitFor();
      await expect
        .poll(async () => (await chart(other).getAttribute('aria-label')) ?? '')
        .toMatch(/^SPY candlestick chart, 1W, [1-9]\d* bars, as shared$/);
      await expect.poll(() => chart(other).getAttribute('data-studies')).toMatch(/RSI 14@\d/);
      expect(await chart(other).getAttribute('data-studies')).toMatch(/Volume@/);
      await expect.poll(() => drawingsOn(other)).toBe(fib);
      expect(await other.getByTestId('shared-analysis-comment').textContent()).toBe(comment);
      expect(await shared.textContent()).toContain(author.name);
      // Every candle drawn and in view, the first at the left edge (the chart mounts with its candles loaded).
      expect(Number(await chart(other).getAttribute('data-first-x'))).toBeGreaterThan(-10);
      await screenshot(other, `share-opened-${name}`);
      await expectAccessible(other);

      // Copy the drawings into their own chart.
      await other.getByRole('button', { name: 'Copy drawings to mine' }).click();
      await expect
        .poll(async () => (await service.from('chart_drawings').select('kind, symbol, timeframe').eq('user_id', reader.id)).data)
        .toEqual([{ kind: 'fib', symbol: 'SPY', timeframe: '1W' }]);
      await other.getByRole('button', { name: 'See them on my chart' }).click();
      await other
        .getByTestId('drawing-surface')
        .or(other.getByRole('group', { name: 'Drawing tools' }))
        .first()
        .waitFor();
      await expect.poll(() => drawingsOn(other)).toBe(fib);
      expect(await other.getByTestId('shared-analysis').count()).toBe(0);
    }, 120_000);
  }
});
