// Lesson video: time from clicking a lesson to its video's first frame (the new <video> at readyState
// ≥ 2, HAVE_CURRENT_DATA — what 'loadeddata' announces), in Chromium against a production build and a
// fresh stack whose first lessons carry their generated videos (scripts/videos/, rendered into the
// .local/lesson-videos cache when missing). Timed inside the page from the click, so it includes the
// route change, signing the URL, the captions download and the ranged video requests.
// Two walks: 'Next lesson' through lessons never opened before (cold: nothing signed or cached yet),
// then back and forth between two lessons already opened (warm: signed URL and bytes cached).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import type { Page } from 'playwright-core';
import WebSocket from 'ws';
import { ANON_KEY, projectRoot, SERVICE_ROLE_KEY, startStack } from 'supabase-stand-in';
import { createSpaServer } from '../web/static.ts';
import { launchBrowser } from '../tests/support/browser.ts';
import { CACHE_DIR } from '../scripts/videos/make-lesson-videos.ts';
import { publishLessonVideos } from '../scripts/videos/publish-videos.ts';
import { percentile } from './measure.ts';

const API_PORT = 54631;
const CLICKS = 10;
const DEMO = { email: 'learner@tradecraft.local', password: 'Tradecraft-demo-1' };

/** Clicks the link (in the page, so the clock starts at the click) and waits for the new video's first frame. */
// Page code as a string: tsx would wrap named functions in a helper the page does not have.
const CLICK_TO_FRAME = `async (sel) => {
  const old = document.querySelector('[data-testid=lesson-player] video');
  const link = document.querySelector(sel);
  if (!link) throw new Error('no ' + sel);
  const t0 = performance.now();
  link.click();
  return await new Promise((ok, fail) => {
    const give = setTimeout(() => fail(new Error('no video frame within 20 s')), 20000);
    const check = () => {
      const v = document.querySelector('[data-testid=lesson-player] video');
      if (v && v !== old && v.readyState >= 2) {
        clearTimeout(give);
        ok(performance.now() - t0);
      } else requestAnimationFrame(check);
    };
    check();
  });
}`;

function clickToFirstFrame(page: Page, selector: string): Promise<number> {
  return page.evaluate(`(${CLICK_TO_FRAME})(${JSON.stringify(selector)})`);
}

const ms = (sorted: number[], p: number) => `${Math.round(percentile(sorted, p))} ms`;

export async function benchVideo(): Promise<string> {
  const outDir = resolve(projectRoot, '.local/bench-video-dist');
  const apiUrl = `http://127.0.0.1:${API_PORT}`;
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      resolve(projectRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: projectRoot,
      env: { ...process.env, VITE_SUPABASE_URL: apiUrl, VITE_SUPABASE_ANON_KEY: ANON_KEY },
      stdio: 'inherit',
    },
  );
  const stack = await startStack({ database: { kind: 'pglite' }, apiPort: API_PORT, mailPort: null, log: () => undefined });
  const app = createSpaServer(outDir);
  await new Promise<void>((r) => app.listen(0, '127.0.0.1', () => r()));
  const appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  try {
    const db = createClient(apiUrl, SERVICE_ROLE_KEY, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
    // The basics channel's lessons in order (modules 1–4): enough for the cold walk.
    const { data, error } = await db
      .from('lessons')
      .select('id, module_id, position')
      .lte('module_id', 4)
      .order('module_id')
      .order('position');
    if (error) throw new Error(error.message);
    const lessons = data.slice(0, CLICKS + 1);
    const made = await publishLessonVideos(db, { cacheDir: CACHE_DIR, lessonIds: lessons.map((l) => l.id as number) });

    const browser = await launchBrowser();
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(`${appUrl}/login`);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${appUrl}/dashboard/basics/lessons/${lessons[0]!.id}`);
    await page.locator('[data-testid=lesson-player] video').waitFor();
    await page.waitForFunction("(document.querySelector('[data-testid=lesson-player] video')?.readyState ?? 0) >= 2");

    const cold: number[] = [];
    for (let i = 0; i < CLICKS; i++) cold.push(await clickToFirstFrame(page, 'a[aria-label^="Next lesson:"]'));
    const warm: number[] = [];
    for (let i = 0; i < CLICKS; i++)
      warm.push(await clickToFirstFrame(page, i % 2 === 0 ? 'a[aria-label^="Previous lesson:"]' : 'a[aria-label^="Next lesson:"]'));
    await browser.close();

    cold.sort((a, b) => a - b);
    warm.sort((a, b) => a - b);
    return [
      '| walk | clicks | p50 | p90 | max |',
      '|---|---|---|---|---|',
      `| 'Next lesson' to a lesson not opened before (URL signed, captions and video fetched) | ${cold.length} | ${ms(cold, 50)} | ${ms(cold, 90)} | ${ms(cold, 100)} |`,
      `| back and forth between two opened lessons | ${warm.length} | ${ms(warm, 50)} | ${ms(warm, 90)} | ${ms(warm, 100)} |`,
      '',
      `Click → first frame of the new lesson's video (readyState ≥ 2) in headless Chromium, timed in the page. ` +
        `Videos: the generated WebM (VP9, 1280×720, 4 fps, ~110 kB) of the first ${lessons.length} basics lessons` +
        `${made.rendered ? `, ${made.rendered} rendered for this run` : ', from the cache'}; preload="metadata".`,
    ].join('\n');
  } finally {
    app.closeAllConnections();
    await new Promise<void>((r) => app.close(() => r()));
    await stack.close();
  }
}
