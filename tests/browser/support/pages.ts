// One browser for a test file, a fresh context (empty storage, so signed out) and page per test.
// Uncaught page errors fail the test that caused them. A failing test prints what its pages did last
// (requests, Realtime frames, console lines: page-log.ts) and saves their screenshots.
import { mkdirSync } from 'node:fs';
import { basename } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../support/browser.ts';
import { PageLog } from './page-log.ts';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

export function appUrl(path = '/'): string {
  return new URL(path, inject('appUrl')).toString();
}

/**
 * `browserArgs`: extra Chromium flags for this file's browser. `fullBrowser`: the full Chromium rather
 * than its headless shell (tests/support/browser.ts), for what the shell does differently: it answers
 * every site's notification permission with "denied" where a browser says "default".
 */
export function useBrowser(browserArgs: string[] = [], { fullBrowser = false } = {}) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pageErrors: Error[] = [];
  const logs: PageLog[] = [];

  beforeAll(async () => {
    // V8's baseline compiler only (--max-opt=1): a test's page lives seconds, and optimising its
    // functions in the background (Maglev, TurboFan) cost more CPU than it saved on two cores.
    browser = await launchBrowser(['--js-flags=--max-opt=1', ...browserArgs], { headlessShell: !fullBrowser });
    // BROWSER_TRACE=<folder>: a Chrome trace of the whole file (where Chromium's CPU time goes).
    if (process.env.BROWSER_TRACE) {
      mkdirSync(process.env.BROWSER_TRACE, { recursive: true });
      const file = basename(expect.getState().testPath ?? 'file');
      await browser.startTracing(undefined, {
        path: `${process.env.BROWSER_TRACE}/${file}.json`,
        categories: (
          process.env.BROWSER_TRACE_CATEGORIES ?? 'devtools.timeline,v8,disabled-by-default-devtools.timeline,blink,cc,gpu,toplevel'
        ).split(','),
      });
    }
  });
  afterEach(async ({ task }) => {
    const pages = logs.splice(0);
    if (task.result?.state === 'fail') await PageLog.report(task.name, pages);
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    const errors = pageErrors.splice(0);
    expect(errors.map((e) => e.message)).toEqual([]);
  });
  afterAll(async () => {
    if (process.env.BROWSER_TRACE) await browser?.stopTracing();
    await browser?.close();
  });

  return {
    newPage: async (viewport = DESKTOP): Promise<Page> => {
      const context = await browser.newContext({ viewport });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (e) => pageErrors.push(e));
      logs.push(new PageLog(page));
      return page;
    },
  };
}

/**
 * Opens `path` and waits until the app has taken over the page and rendered past its loading screen.
 * A pre-rendered page shows its content before then and loads the app's code on the visitor's first
 * interaction (web/prerender.ts): a press on the page stands for it.
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(appUrl(path));
  await startApp(page);
  await page.locator('main, h1').first().waitFor();
}

/** The visitor's first interaction (a press on the page), then the app running. */
export async function startApp(page: Page): Promise<void> {
  await page.locator('html').dispatchEvent('pointerdown');
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
}

/** Waits until the app's path (and search) is `expected`. */
export async function expectPath(page: Page, expected: string | RegExp): Promise<void> {
  const matches = (path: string) => (typeof expected === 'string' ? path === expected : expected.test(path));
  await page.waitForURL((u) => matches(u.pathname + u.search), { timeout: 10_000 });
}

/** /dashboard itself, or the channel the dashboard opens by default (its own engineer decides). */
export const DASHBOARD = /^\/dashboard(\/[\w-]+)?$/;

/** Full-page screenshot into $BROWSER_SCREENSHOTS (for looking at the screens), when it is set. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.BROWSER_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
