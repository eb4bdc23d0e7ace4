// Web figures: gzip size of the JavaScript and CSS each page loads, Lighthouse performance and
// accessibility scores (system Chromium), and the dashboard's time from navigation to the first
// rendered message list — all against a production build served like `npm start` serves it.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { projectRoot } from '../stack/config.ts';
import { startStack } from '../stack/index.ts';
import { ANON_KEY } from '../stack/keys.ts';
import { createSpaServer } from '../web/static.ts';
import { CHROMIUM, launchBrowser } from '../tests/support/browser.ts';
import { percentile } from './measure.ts';

const API_PORT = 54621;
const DEMO = { email: 'learner@tradecraft.local', password: 'Tradecraft-demo-1' };

interface Sizes {
  js: number;
  css: number;
  files: Set<string>;
}

export async function benchWeb(): Promise<string> {
  const outDir = resolve(projectRoot, '.local/bench-dist');
  const apiUrl = `http://127.0.0.1:${API_PORT}`;
  execFileSync(process.execPath, [resolve(projectRoot, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: projectRoot,
    env: { ...process.env, VITE_SUPABASE_URL: apiUrl, VITE_SUPABASE_ANON_KEY: ANON_KEY },
    stdio: 'inherit',
  });
  const stack = await startStack({ database: { kind: 'pglite' }, apiPort: API_PORT, mailPort: null, log: () => undefined });
  const app = createSpaServer(outDir);
  await new Promise<void>((r) => app.listen(0, '127.0.0.1', () => r()));
  const appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  const lines: string[] = [];
  try {
    const browser = await launchBrowser();
    const sizesOf = async (path: string, signIn = false, interact = false): Promise<Sizes> => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const sizes: Sizes = { js: 0, css: 0, files: new Set() };
      const pending: Promise<void>[] = [];
      if (signIn) {
        await page.goto(`${appUrl}/login`);
        await page.getByLabel('Email').fill(DEMO.email);
        await page.getByLabel(/^Password/).fill(DEMO.password);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL(/\/dashboard/);
      }
      page.on('response', (res) => {
        const type = res.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          res.body().then((body) => {
            const url = new URL(res.url()).pathname;
            if (sizes.files.has(url)) return;
            sizes.files.add(url);
            const gz = gzipSync(body, { level: 9 }).length;
            if (type === 'script') sizes.js += gz;
            else sizes.css += gz;
          }),
        );
      });
      const t0 = performance.now();
      await page.goto(`${appUrl}${path}`, { waitUntil: 'networkidle' });
      void t0;
      if (interact) {
        // The visitor's first press: a pre-rendered page loads the app's code then (web/prerender.ts).
        await page.locator('html').dispatchEvent('pointerdown');
        await page.locator('html[data-app]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
      }
      await Promise.all(pending);
      await context.close();
      return sizes;
    };
    const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
    const home = await sizesOf('/');
    // Public pages load the app's code on the first interaction, except those that read data at once.
    lines.push('| page | JS (gzip) before interaction | JS after the first press | CSS (gzip) | files |', '|---|---:|---:|---:|---:|');
    for (const path of ['/', '/pricing', '/login', '/signup', '/preview']) {
      const s = path === '/' ? home : await sizesOf(path);
      const pressed = await sizesOf(path, false, true);
      lines.push(`| ${path} | ${kb(s.js)} | ${kb(pressed.js)} | ${kb(s.css)} | ${s.files.size} |`);
    }
    try {
      const dash = await sizesOf('/dashboard/general', true);
      const onlyDashboard = [...dash.files].filter((f) => !home.files.has(f));
      lines.push(`| /dashboard/general (signed in) | ${kb(dash.js)} | | ${kb(dash.css)} | ${dash.files.size} (${onlyDashboard.length} not loaded by /) |`);
    } catch (e) {
      lines.push(`| /dashboard | could not measure: ${(e as Error).message.split('\n')[0]} | | | |`);
    }

    // Time from navigation to the first message list rendered, signed in, warm stack.
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${appUrl}/login`);
      await page.getByLabel('Email').fill(DEMO.email);
      await page.getByLabel(/^Password/).fill(DEMO.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/dashboard/);
      const times: number[] = [];
      for (let i = 0; i < 10; i++) {
        const t0 = performance.now();
        await page.goto(`${appUrl}/dashboard/general`);
        await page.locator('[data-testid="message-list"] [data-testid="message"]').first().waitFor({ timeout: 15_000 });
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      lines.push('', `Dashboard: navigation → first message list rendered, 10 loads: p50 ${percentile(times, 50).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms.`);
      await context.close();
    } catch (e) {
      lines.push('', `Dashboard timing could not be measured: ${(e as Error).message.split('\n')[0]}`);
    }
    await browser.close();

    // Lighthouse (mobile defaults: simulated slow 4G and 4× CPU slowdown).
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      // Three runs a page: the simulated scores move by a point or two with the machine's load.
      const runs = 3;
      lines.push(
        '',
        `| Lighthouse (${runs} runs) | performance | accessibility | FCP | LCP | TBT | CLS |`,
        '|---|---:|---:|---:|---:|---:|---:|',
      );
      for (const path of ['/', '/pricing', '/login', '/signup', '/preview']) {
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
      lines.push('', 'FCP, LCP, TBT and CLS are medians, simulated on a mid-range phone over slow 4G (Lighthouse\'s mobile defaults).');
    } finally {
      chrome.kill();
    }
  } finally {
    app.closeAllConnections();
    await new Promise<void>((r) => app.close(() => r()));
    await stack.close();
  }
  return lines.join('\n');
}
