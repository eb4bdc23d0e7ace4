// When a lesson's video ends, the pane offers what comes next (Chromium, real stack): after module 2's
// fourth lesson, its fifth ("Next lesson: …"; the keyboard lands on it, Enter opens it); after the
// module's last lesson, the module's quiz (Take the module quiz opens it). Nothing is offered before
// the end, and nothing moves on by itself. 1280 and 360 px, axe.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serviceClient } from '../support/clients.ts';
import { newMember, signInAt } from './dashboard-support.ts';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, PHONE, screenshot, useBrowser } from './support/pages.ts';

const { newPage } = useBrowser();
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const VIDEO = `browser-test/up-next-${Date.now()}.webm`;
let lessons: { id: number; position: number; title: string; duration_seconds: number }[];

beforeAll(async () => {
  const svc = serviceClient();
  const webm = readFileSync(new URL('../support/fixtures/lesson-test.webm', import.meta.url));
  expect((await svc.storage.from('lesson-videos').upload(VIDEO, new Blob([webm], { type: 'video/webm' }))).error).toBeNull();
  const { data, error } = await svc
    .from('lessons')
    .select('id, position, title, duration_seconds')
    .eq('module_id', 2)
    .in('position', [4, 5])
    .order('position');
  expect(error).toBeNull();
  lessons = data!;
  for (const l of lessons)
    expect((await svc.from('lessons').update({ video_path: VIDEO, duration_seconds: 12 }).eq('id', l.id)).error).toBeNull();
});

afterAll(async () => {
  const svc = serviceClient();
  for (const l of lessons) await svc.from('lessons').update({ video_path: null, duration_seconds: l.duration_seconds }).eq('id', l.id);
  await svc.storage.from('lesson-videos').remove([VIDEO]);
});

/** Plays the lesson's last second, muted (as a learner who watched it to the end with the player's keys). */
async function playToTheEnd(page: Page) {
  const video = page.locator('video');
  await video.waitFor();
  await eventually(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(await page.getByTestId('up-next').count()).toBe(0);
  await video.focus();
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    v.currentTime = Math.max(0, v.duration - 1);
    await v.play();
  });
  await page.getByRole('region', { name: 'Up next' }).waitFor();
}

describe('when a lesson ends', () => {
  for (const [size, width] of [
    [DESKTOP, 1280],
    [PHONE, 360],
  ] as const) {
    it(`offers the next lesson, then the module's quiz after its last lesson (${width} px)`, { timeout: 120_000 }, async () => {
      const [fourth, fifth] = lessons as [(typeof lessons)[0], (typeof lessons)[0]];
      const page = await newPage(size);
      page.setDefaultTimeout(30_000);
      await signInAt(page, await newMember('free', `up next ${width}`), `/dashboard/basics/lessons/${fourth.id}`);
      await page.getByRole('heading', { name: new RegExp(`Lesson 2\\.4: `) }).waitFor();
      await playToTheEnd(page);
      const upNext = page.getByTestId('up-next');
      expect(await upNext.textContent()).toContain(`Next lesson: Lesson 2.5: ${fifth.title}`);
      // The player's keyboard user lands on the offer: Enter goes on.
      await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        `Next lesson: Lesson 2.5: ${fifth.title}`,
      );
      await expectAccessible(page);
      if (width === 360) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await screenshot(page, `lesson-up-next-${width}`);
      // No countdown: the offer waits for the learner.
      await page.waitForTimeout(3_000);
      expect(new URL(page.url()).pathname).toBe(`/dashboard/basics/lessons/${fourth.id}`);
      await page.keyboard.press('Enter');
      await eventually(() => new URL(page.url()).pathname).toBe(`/dashboard/basics/lessons/${fifth.id}`);
      await page.getByRole('heading', { name: new RegExp(`Lesson 2\\.5: `) }).waitFor();

      await playToTheEnd(page);
      expect(await upNext.textContent()).toContain('You have watched the last lesson of Module 2');
      await screenshot(page, `lesson-up-next-quiz-${width}`);
      await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Take the module quiz');
      await upNext.getByRole('button', { name: 'Take the module quiz: Module 2' }).click();
      await page.getByRole('dialog', { name: 'Module Quiz' }).waitFor();
    });
  }
});
