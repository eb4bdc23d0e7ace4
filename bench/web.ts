// Web figures: gzip size of the JavaScript and CSS each page loads, Lighthouse performance and
// accessibility scores (system Chromium), and the dashboard's time from navigation to the first
// rendered message list — all against a production build served like `npm start` serves it.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ANON_KEY, projectRoot, startStack } from 'supabase-stand-in';
import { createSpaServer } from '../web/static.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM, launchBrowser } from '../tests/support/browser.ts';
import { percentile } from './measure.ts';

const API_PORT = 54621;
const DEMO = { email: 'learner@tradecraft.local', password: 'Tradecraft-demo-1' };
// Every page a signed-out visitor can open: the pre-rendered ones (PRERENDERED_PATHS), then the two
// rendered in the browser. The demo data hold no certificate, so the check of a code finds none (the
// same code and query as for a real one).
const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/preview',
  '/login',
  '/signup',
  '/forgot-password',
  '/terms',
  '/privacy',
  '/reset-password',
  '/certificates/TC-0000-0000',
];

interface Sizes {
  js: number;
  css: number;
  files: Set<string>;
  gzip: Map<string, number>;
}

/** The JS and CSS (gzip) a page loads in a fresh context, each file once, its size by file. */
async function pageSizes(browser: Browser, appUrl: string, path: string, signIn = false, interact = false): Promise<Sizes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes: Sizes = { js: 0, css: 0, files: new Set(), gzip: new Map() };
  const pending: Promise<void>[] = [];
  if (signIn) {
    await page.goto(`${appUrl}/login`);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard/);
    // The sign-in's own loads end before counting starts.
    await page.waitForLoadState('networkidle');
  }
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      res.body().then(
        (body) => {
          const url = new URL(res.url()).pathname;
          if (sizes.files.has(url)) return;
          sizes.files.add(url);
          const gz = gzipSync(body, { level: 9 }).length;
          sizes.gzip.set(url, gz);
          if (type === 'script') sizes.js += gz;
          else sizes.css += gz;
        },
        () => undefined,
      ), // a response of the page navigated away from: the new page's own is counted
    );
  });
  await page.goto(`${appUrl}${path}`, { waitUntil: 'networkidle' });
  if (interact) {
    // The visitor's first press: a pre-rendered page loads the app's code then (web/prerender.ts).
    await page.locator('html').dispatchEvent('pointerdown');
    await page.locator('html[data-app]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
  }
  await Promise.all(pending);
  await context.close();
  return sizes;
}

/** A production build served like `npm start` serves it, against a stack on PGlite with the demo data. */
export async function serveBuild(): Promise<{ appUrl: string; close: () => Promise<void> }> {
  const outDir = resolve(projectRoot, '.local/bench-dist');
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
      ...(process.env.BENCH_NO_MINIFY ? ['--minify', 'false'] : []),
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
  return {
    appUrl: `http://127.0.0.1:${(app.address() as AddressInfo).port}`,
    close: async () => {
      app.closeAllConnections();
      await new Promise<void>((r) => app.close(() => r()));
      await stack.close();
    },
  };
}

/** `npm run bench -- web-dashboard`: only the dashboard's timing (its goal: bench/RESULTS.md, "Web"), a quicker run than `web`. */
export async function benchWebDashboard(): Promise<string> {
  const served = await serveBuild();
  try {
    const browser = await launchBrowser();
    try {
      return (await dashboardTiming(browser, served.appUrl)).join('\n').trim();
    } finally {
      await browser.close();
    }
  } finally {
    await served.close();
  }
}

/**
 * `npm run bench -- web-js`: only the JS a signed-in member loads for the first channel (#general),
 * file by file, largest first — a quicker run than `web` for work on the bundle.
 */
export async function benchWebJs(): Promise<string> {
  const served = await serveBuild();
  try {
    const browser = await launchBrowser();
    try {
      const dash = await pageSizes(browser, served.appUrl, '/dashboard/general', true);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      const files = [...dash.gzip].filter(([f]) => f.endsWith('.js')).sort((a, b) => b[1] - a[1]);
      return [
        `/dashboard/general (signed in): ${kb(dash.js)} JS (gzip) in ${files.length} files, ${kb(dash.css)} CSS`,
        '',
        '| file | JS (gzip) |',
        '|---|---:|',
        ...files.map(([f, n]) => `| ${f.replace(/^\/assets\//, '')} | ${kb(n)} |`),
      ].join('\n');
    } finally {
      await browser.close();
    }
  } finally {
    await served.close();
  }
}

export async function benchWeb(): Promise<string> {
  const served = await serveBuild();
  const { appUrl } = served;
  const lines: string[] = [];
  try {
    const browser = await launchBrowser();
    const sizesOf = (path: string, signIn = false, interact = false) => pageSizes(browser, appUrl, path, signIn, interact);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
    const home = await sizesOf('/');
    // Public pages load the app's code on the first interaction, except those that read data at once.
    lines.push('| page | JS (gzip) before interaction | JS after the first press | CSS (gzip) | files |', '|---|---:|---:|---:|---:|');
    for (const path of PUBLIC_PAGES) {
      const s = path === '/' ? home : await sizesOf(path);
      const pressed = await sizesOf(path, false, true);
      lines.push(`| ${path} | ${kb(s.js)} | ${kb(pressed.js)} | ${kb(s.css)} | ${s.files.size} |`);
    }
    try {
      const dash = await sizesOf('/dashboard/general', true);
      const onlyDashboard = [...dash.files].filter((f) => !home.files.has(f));
      // Goal: ≤ 150 kB of JS (gzip) for the first channel view.
      lines.push(
        `| /dashboard/general (signed in; goal ≤ 150 kB JS) | ${kb(dash.js)} | | ${kb(dash.css)} | ${dash.files.size} (${onlyDashboard.length} not loaded by /) |`,
      );
    } catch (e) {
      lines.push(`| /dashboard | could not measure: ${(e as Error).message.split('\n')[0]} | | | |`);
    }

    lines.push(...(await dashboardTiming(browser, appUrl)));
    await browser.close();

    // Lighthouse (mobile defaults: simulated slow 4G and 4× CPU slowdown).
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    try {
      // Three runs a page: the simulated scores move by a point or two with the machine's load.
      const runs = 3;
      lines.push(
        '',
        `| Lighthouse (${runs} runs) | performance | accessibility | FCP | LCP | TBT | CLS |`,
        '|---|---:|---:|---:|---:|---:|---:|',
      );
      for (const path of PUBLIC_PAGES) {
        const perf: number[] = [];
        const a11y: number[] = [];
        const metric: Record<string, number[]> = { fcp: [], lcp: [], tbt: [], cls: [] };
        for (let i = 0; i < runs; i++) {
          const result = await lighthouse(`${appUrl}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
          const { categories, audits } = result.lhr;
          perf.push(Math.round((categories.performance?.score ?? 0) * 100));
          a11y.push(Math.round((categories.accessibility?.score ?? 0) * 100));
          metric.fcp!.push(audits['first-contentful-paint']?.numericValue ?? NaN);
          metric.lcp!.push(audits['largest-contentful-paint']?.numericValue ?? NaN);
          metric.tbt!.push(audits['total-blocking-time']?.numericValue ?? NaN);
          metric.cls!.push(audits['cumulative-layout-shift']?.numericValue ?? NaN);
        }
        const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
        const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
        lines.push(
          `| ${path} | ${perf.join(', ')} | ${a11y.join(', ')} | ${seconds(median(metric.fcp!))} | ${seconds(median(metric.lcp!))} | ${median(metric.tbt!).toFixed(0)} ms | ${median(metric.cls!).toFixed(3)} |`,
        );
      }
      lines.push('', "FCP, LCP, TBT and CLS are medians, simulated on a mid-range phone over slow 4G (Lighthouse's mobile defaults).");
    } finally {
      chrome.kill();
    }
  } finally {
    await served.close();
  }
  return lines.join('\n');
}

/**
 * A page signed in as the demo learner, on the dashboard, whose later loads mark the moment each
 * message list first shows a message (`window.firstMessageAt[aria-label]`, from a MutationObserver).
 */
export async function signedInWatchingMessages(browser: Browser, appUrl: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel(/^Password/).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard/);
  await page.addInitScript(() => {
    const w = window as unknown as { firstMessageAt?: Record<string, number> };
    w.firstMessageAt = {};
    new MutationObserver(() => {
      for (const list of document.querySelectorAll('[data-testid="message-list"]')) {
        const label = list.getAttribute('aria-label') ?? '';
        if (!(label in w.firstMessageAt!) && list.querySelector('[data-testid="message"]')) w.firstMessageAt![label] = performance.now();
      }
    }).observe(document, { subtree: true, childList: true });
  });
  return { context, page };
}

/** The dashboard's time to its first message list (table lines), against a served build and a stack with the demo data. */
export async function dashboardTiming(browser: Browser, appUrl: string): Promise<string[]> {
  const lines: string[] = [];
  // Time to the first message list rendered, signed in, warm stack, two ways (goal: p50
  // ≤ 200 ms): a full load of /dashboard/general (navigation start → the first message on screen,
  // timed in the page from performance.timeOrigin, so the figure is the browser's own, not
  // Playwright's round trips), and in the app, a click on another chat channel's link in the
  // sidebar (#tutorial-help, its messages not cached yet) → its first message on screen.
  try {
    const { context, page } = await signedInWatchingMessages(browser, appUrl);
    const loads: number[] = [];
    const clicks: number[] = [];
    const runs = 12;
    for (let i = 0; i < runs + 2; i++) {
      await page.goto(`${appUrl}/dashboard/general`);
      await page.locator('[data-testid="message-list"] [data-testid="message"]').first().waitFor({ timeout: 15_000 });
      const loaded = await page.evaluate(
        () => (window as unknown as { firstMessageAt: Record<string, number> }).firstMessageAt['Messages in #general']!,
      );
      // Let the page settle (Realtime joins, late reads), as a member would before clicking.
      await page.waitForLoadState('networkidle');
      const clickedAt = await page.evaluate(() => {
        const link = document.querySelector<HTMLAnchorElement>('#channel-sidebar a[href="/dashboard/tutorial-help"]')!;
        const at = performance.now();
        link.click();
        return at;
      });
      await page
        .locator('[data-testid="message-list"][aria-label="Messages in #tutorial-help"] [data-testid="message"]')
        .first()
        .waitFor({ timeout: 15_000 });
      const shown = await page.evaluate(
        () => (window as unknown as { firstMessageAt: Record<string, number> }).firstMessageAt['Messages in #tutorial-help']!,
      );
      // The first two rounds warm the browser's and the stack's caches; they are not counted.
      if (i < 2) continue;
      loads.push(loaded);
      clicks.push(shown - clickedAt);
    }
    const row = (what: string, xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      const p50 = percentile(sorted, 50);
      return `| ${what} | ${p50.toFixed(0)} ms | ${percentile(sorted, 90).toFixed(0)} ms | ≤ 200 ms | ${p50 <= 200 ? 'met' : `${(p50 / 200).toFixed(1)}× the goal`} |`;
    };
    lines.push(
      '',
      `| dashboard: to the first message list rendered (${runs} runs each) | p50 | p90 | goal (p50) | |`,
      '|---|---:|---:|---:|---|',
      row('full load of /dashboard/general (navigation start → first message)', loads),
      row('in the app: click on #tutorial-help in the sidebar → its first message', clicks),
    );
    await context.close();
  } catch (e) {
    lines.push('', `Dashboard timing could not be measured: ${(e as Error).message.split('\n')[0]}`);
  }
  return lines;
}
