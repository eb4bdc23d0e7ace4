// Content → Generated videos in Chromium against the real stack: a lesson's render really fails (the
// generator run with a broken ffmpeg), and the admin sees it on the content page — failed, with the
// error — passes the two-factor step and clicks Retry; the job is queued again (audited as
// lesson_video.retry), the generator renders it, and the panel shows it published. At 360 px a failed
// job and its Retry fit the screen (no sideways scrolling). axe at both widths.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serviceClient } from '../support/clients.ts';
import { runGenerator } from '../support/video-generator.ts';
import { generatedPaths } from '../../scripts/videos/lesson-slides.ts';
import { newMember, signInAt, type Member } from './dashboard-support.ts';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, PHONE, screenshot, useBrowser } from './support/pages.ts';
import { setUpTwoFactor } from './support/two-factor.ts';
import { auditAfter, lastAuditId } from './support/audit.ts';

const { newPage } = useBrowser();
const MODULE = 10;
let lessons: { id: number; position: number; title: string; duration_seconds: number }[];
let admin: Member;
let cacheDir: string;

const fail = async (id: number) => {
  const run = runGenerator(inject('apiUrl'), cacheDir, [id], { LESSON_VIDEOS_FFMPEG: '/bin/false' });
  expect(await run.exit, run.out()).toBe(1);
};
const failedRow = (page: Page, id: number) => page.locator(`[data-testid="failed-video-job"][data-lesson-id="${id}"]`);

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'admin-video-jobs-'));
  const svc = serviceClient();
  const { data, error } = await svc
    .from('lessons')
    .select('id, position, title, duration_seconds')
    .eq('module_id', MODULE)
    .in('position', [1, 2])
    .order('position');
  if (error) throw error;
  lessons = data;
  admin = await newMember('free', 'video admin');
  const made = await svc.from('admins').insert({ user_id: admin.id });
  if (made.error) throw made.error;
});

afterAll(async () => {
  const svc = serviceClient();
  for (const l of lessons)
    await svc.from('lessons').update({ video_path: null, captions_path: null, duration_seconds: l.duration_seconds }).eq('id', l.id);
  await svc
    .from('lesson_video_jobs')
    .delete()
    .in(
      'lesson_id',
      lessons.map((l) => l.id),
    );
  await svc.storage.from('lesson-videos').remove(lessons.flatMap((l) => Object.values(generatedPaths(MODULE, l.position))));
  await rm(cacheDir, { recursive: true, force: true });
});

describe('generated videos on the content page', () => {
  it(
    'shows a failed render with its error; Retry queues it, audited, and the generator publishes it (1280 px)',
    { timeout: 300_000 },
    async () => {
      const lesson = lessons[0]!;
      await fail(lesson.id);
      const page = await newPage(DESKTOP);
      page.setDefaultTimeout(30_000);
      await signInAt(page, admin, '/admin/content');
      await page.getByRole('heading', { level: 1, name: 'Content' }).waitFor();
      const row = failedRow(page, lesson.id);
      await row.waitFor();
      expect(await row.textContent()).toContain(`Module ${MODULE} · Lesson 1: ${lesson.title}`);
      expect(await row.getByTestId('video-job-error').textContent()).toMatch(/^ffmpeg exited with 1/);
      expect(await row.textContent()).toContain('1 attempt');
      expect(await page.getByTestId('video-job-counts').textContent()).toMatch(/\b1 failed\b/);
      // Retry is an admin change: it waits for the two-factor step.
      expect(await row.getByRole('button', { name: /^Retry/ }).isDisabled()).toBe(true);
      await expectAccessible(page);
      await setUpTwoFactor(page);
      await screenshot(page, 'admin-video-jobs-failed-1280');

      const since = await lastAuditId();
      await row.getByRole('button', { name: `Retry the video of “${lesson.title}”` }).click();
      await row.waitFor({ state: 'detached' });
      await page.getByText('The video is queued: the generator renders it next.').waitFor();
      expect(await page.getByTestId('video-job-counts').textContent()).toMatch(/\b1 queued\b/);
      const { data: job } = await serviceClient().from('lesson_video_jobs').select('state, error').eq('lesson_id', lesson.id).single();
      expect(job).toEqual({ state: 'queued', error: null });
      expect((await auditAfter(since)).map((a) => [a.action, a.target_table, a.target_id])).toEqual([
        ['lesson_video.retry', 'lesson_video_jobs', String(lesson.id)],
      ]);

      // The generator (npm start's picks re-queued jobs up by itself) renders it; the page follows.
      const run = runGenerator(inject('apiUrl'), cacheDir, [lesson.id]);
      expect(await run.exit, run.out()).toBe(0);
      await page
        .getByTestId('video-job-counts')
        .getByText(/\b1 published\b/)
        .waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('failed-video-job').count()).toBe(0);
      await screenshot(page, 'admin-video-jobs-published-1280');
    },
  );

  it('a failed job and its Retry fit a phone (360 px)', { timeout: 120_000 }, async () => {
    const lesson = lessons[1]!;
    await fail(lesson.id);
    const page = await newPage(PHONE);
    page.setDefaultTimeout(30_000);
    await signInAt(page, admin, '/admin/content');
    await failedRow(page, lesson.id).waitFor();
    await failedRow(page, lesson.id)
      .getByRole('button', { name: /^Retry/ })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await screenshot(page, 'admin-video-jobs-failed-360');
  });
});
