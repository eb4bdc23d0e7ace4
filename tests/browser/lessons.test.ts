// Lessons in Chromium against the real stack: a lesson opened by URL inside a tutorials channel, its
// video streamed from the private lesson-videos bucket through a signed URL (206 range responses),
// captions, speed and keys, the position saved and resumed in another browser context, the database
// marking it watched at 90 %, the progress bar moving, notes, previous/next without remounting the
// dashboard, and a lesson without a video. Its chapters (a WebVTT chapters file) listed under the
// player: a click or the keyboard jumps the video there and the chapter playing is highlighted (1280
// and 360 px). The test video is a 12-second, 17 kB WebM in tests/support/fixtures, uploaded here
// through the service role as an admin would.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { serviceClient } from '../support/clients.ts';
import { newMember, signInAt } from './dashboard-support.ts';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, PHONE, screenshot, useBrowser } from './support/pages.ts';

const { newPage } = useBrowser();
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const VIDEO = `browser-test/lesson-${Date.now()}.webm`;
const CAPTIONS = `browser-test/lesson-${Date.now()}.vtt`;
const VTT = 'WEBVTT\n\n00:00.000 --> 00:12.000\nA trading journal turns memory into data.\n';
const CHAPTERS = `browser-test/lesson-${Date.now()}.chapters.vtt`;
const CHAPTERS_VTT =
  'WEBVTT\n\nchapter-1\n00:00:00.000 --> 00:00:04.000\nIntroduction\n\nchapter-2\n00:00:04.000 --> 00:00:08.500\nWhere you are now\n\n' +
  'chapter-3\n00:00:08.500 --> 00:00:12.000\nKey points\n';
let lessonId: number;
let previousId: number;

beforeAll(async () => {
  const svc = serviceClient();
  const bucket = svc.storage.from('lesson-videos');
  const webm = readFileSync(new URL('../support/fixtures/lesson-test.webm', import.meta.url));
  expect((await bucket.upload(VIDEO, new Blob([webm], { type: 'video/webm' }))).error).toBeNull();
  expect((await bucket.upload(CAPTIONS, new Blob([VTT], { type: 'text/vtt' }))).error).toBeNull();
  expect((await bucket.upload(CHAPTERS, new Blob([CHAPTERS_VTT], { type: 'text/vtt' }))).error).toBeNull();
  const lessons = await svc.from('lessons').select('id, position').eq('module_id', 15).in('position', [6, 7]).order('position');
  expect(lessons.error).toBeNull();
  [previousId, lessonId] = lessons.data!.map((l) => l.id as number) as [number, number];
  const set = await svc
    .from('lessons')
    .update({ video_path: VIDEO, captions_path: CAPTIONS, chapters_path: CHAPTERS, duration_seconds: 12 })
    .eq('id', lessonId);
  expect(set.error).toBeNull();
});

afterAll(async () => {
  const svc = serviceClient();
  await svc
    .from('lessons')
    .update({ video_path: null, captions_path: null, chapters_path: null, duration_seconds: 227 })
    .eq('id', lessonId);
  await svc.storage.from('lesson-videos').remove([VIDEO, CAPTIONS, CHAPTERS]);
});

const player = (page: Page) => page.locator('video');
const videoTime = (page: Page) => player(page).evaluate((v: HTMLVideoElement) => v.currentTime);

async function openLesson(page: Page, title: RegExp) {
  await page.getByRole('heading', { name: title }).waitFor();
  await player(page).waitFor();
  await eventually(() => player(page).evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
}

/** The next save_lesson_progress answer (set up before the action that saves). */
function nextSave(page: Page): Promise<{ position_seconds: number; watched_at: string | null }> {
  return page
    .waitForResponse((r) => r.url().includes('/rest/v1/rpc/save_lesson_progress'))
    .then(async (r) => {
      expect(r.status()).toBe(200);
      return (await r.json()) as { position_seconds: number; watched_at: string | null };
    });
}

const moduleBar = (page: Page) => page.locator('[data-module-id="15"]').getByTestId('lessons-watched');

describe('a lesson', () => {
  it('streams from a signed URL, saves the place, resumes it in another context and counts as watched at 90 %', async () => {
    const member = await newMember('free', 'lessons');
    const page = await newPage();
    const ranges: Response[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/storage/v1/object/sign/lesson-videos/')) ranges.push(r);
    });
    await signInAt(page, member, `/dashboard/advanced/lessons/${lessonId}`);
    await openLesson(page, /Lesson 15\.7: Your Long-Term Development Plan/);
    expect(await player(page).getAttribute('src')).toMatch(/\/storage\/v1\/object\/sign\/lesson-videos\/browser-test\/.+\?token=/);
    await eventually(() =>
      ranges.some((r) => r.status() === 206 && /^bytes \d+-\d+\/17295$/.test(r.headers()['content-range'] ?? '')),
    ).toBe(true);
    await page.getByTestId('lesson-notes').getByRole('heading', { name: 'Key points', level: 4 }).waitFor();
    await eventually(() => moduleBar(page).innerText()).toMatch(/0 of 7 lessons watched/);

    // captions on by default, 'c' hides them; speed from the control; 'k' plays and pauses
    await eventually(() => player(page).evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe('showing');
    await player(page).focus();
    await page.keyboard.press('c');
    expect(await player(page).evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe('hidden');
    await page.getByText('1.5×').click();
    expect(await player(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
    await player(page).evaluate((v: HTMLVideoElement) => (v.muted = true));
    await player(page).focus();
    await page.keyboard.press('k');
    await eventually(() => videoTime(page)).toBeGreaterThan(0.5);
    let saved = nextSave(page);
    await page.keyboard.press('k');
    const paused = await saved;
    expect(paused.position_seconds).toBeGreaterThan(0.5);
    // a seek while paused saves the new second, from the timeline or the arrow key (the player saves
    // only a move of half a second or more, so the seek goes well away from where it paused)
    const target = paused.position_seconds < 3 ? 4 : 1;
    saved = nextSave(page);
    await player(page).evaluate((v: HTMLVideoElement, at: number) => (v.currentTime = at), target);
    expect((await saved).position_seconds).toBe(target);
    saved = nextSave(page);
    await page.keyboard.press('ArrowRight');
    const place = await saved;
    expect(place.position_seconds).toBeCloseTo(target + 5, 0);
    expect(place.watched_at).toBeNull();
    await eventually(() => page.getByLabel('Timestamp').inputValue()).toBe(
      `00:${String(Math.floor(place.position_seconds)).padStart(2, '0')}`,
    );

    // another browser context (another device) resumes at the saved second
    const other = await newPage(PHONE);
    await signInAt(other, member, `/dashboard/advanced/lessons/${lessonId}`);
    await openLesson(other, /Lesson 15\.7/);
    await eventually(() => videoTime(other)).toBeCloseTo(place.position_seconds, 1);
    await screenshot(other, 'lessons-360-player');

    // 90 % of 12 s: the database marks it watched, and the module's bar moves
    saved = nextSave(other);
    await player(other).evaluate((v: HTMLVideoElement) => (v.currentTime = 11.2));
    expect((await saved).watched_at).not.toBeNull();
    await other.getByTestId('lesson-watched').waitFor();
    await eventually(() => moduleBar(other).innerText()).toMatch(/1 of 7 lessons watched/);
    await eventually(() =>
      other
        .getByRole('navigation', { name: 'Lessons in this module' })
        .getByRole('link', { name: /Your Long-Term Development Plan/ })
        .innerText(),
    ).toMatch(/Watched/);
  });

  it('walks to the previous lesson without remounting the dashboard; a lesson without a video keeps its notes', async () => {
    const member = await newMember('free', 'lessonnav');
    const page = await newPage();
    await signInAt(page, member, `/dashboard/advanced/lessons/${lessonId}`);
    await openLesson(page, /Lesson 15\.7/);
    await screenshot(page, 'lessons-1280-player');
    await expectAccessible(page);
    const sidebar = await page.locator('#channel-sidebar').elementHandle();
    await page.getByRole('link', { name: /Previous lesson: Daily Loss Limits/ }).click();
    await page.getByRole('heading', { name: /Lesson 15\.6: Daily Loss Limits/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/dashboard/advanced/lessons/${previousId}`);
    expect(await sidebar.evaluate((el) => el.isConnected)).toBe(true);
    await page
      .getByTestId('video-placeholder')
      .getByText(/Video coming soon · 03:47/)
      .waitFor();
    await page.getByTestId('lesson-notes').getByRole('heading', { name: 'A circuit breaker for the trader' }).waitFor();
    await screenshot(page, 'lessons-1280-no-video');
    // a lesson that does not exist says so
    await page.goto(new URL('/dashboard/advanced/lessons/999999', page.url()).toString());
    await page.getByText('Lesson not found').waitFor();
  });

  for (const [size, width] of [
    [DESKTOP, 1280],
    [PHONE, 360],
  ] as const) {
    it(`lists the video's chapters; a click or the keyboard jumps there, the one playing highlighted (${width} px)`, async () => {
      const member = await newMember('free', `chapters ${width}`);
      const page = await newPage(size);
      await signInAt(page, member, `/dashboard/advanced/lessons/${lessonId}`);
      await openLesson(page, /Lesson 15\.7/);
      const list = page.getByRole('navigation', { name: 'Chapters' });
      const chapter = (name: RegExp) => list.getByRole('button', { name });
      await chapter(/^00:00 Introduction$/).waitFor();
      expect(await list.getByRole('listitem').count()).toBe(3);
      // The video's own chapters track is there too.
      await eventually(() => player(page).evaluate((v: HTMLVideoElement) => [...v.textTracks].map((t) => t.kind))).toContain('chapters');
      await player(page).evaluate((v: HTMLVideoElement) => (v.muted = true));

      await chapter(/ Where you are now$/).click();
      await eventually(() => videoTime(page)).toBeGreaterThanOrEqual(4);
      await eventually(() => chapter(/ Where you are now$/).getAttribute('aria-current')).toBe('true');
      expect(await chapter(/ Introduction$/).getAttribute('aria-current')).toBeNull();
      await player(page).evaluate((v: HTMLVideoElement) => v.pause());
      await expectAccessible(page);
      if (width === 360) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await list.scrollIntoViewIfNeeded();
      await screenshot(page, `lesson-chapters-${width}`);

      // From the keyboard: Tab to the last chapter, Enter jumps to 8.5 s.
      await chapter(/ Where you are now$/).focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('00:08 Key points');
      await page.keyboard.press('Enter');
      await eventually(() => videoTime(page)).toBeGreaterThanOrEqual(8.5);
      await eventually(() => chapter(/ Key points$/).getAttribute('aria-current')).toBe('true');
      // Playing on from a seek back into the first chapter highlights it again.
      await player(page).evaluate((v: HTMLVideoElement) => {
        v.pause();
        v.currentTime = 1;
      });
      await eventually(() => chapter(/ Introduction$/).getAttribute('aria-current')).toBe('true');
    });
  }
});
