// Global setup of the `browser` test project: a fresh stack (PGlite in memory, seeded — or, with
// BROWSER_TEST_ENGINE=postgres, a fresh PostgreSQL database at TEST_DATABASE_URL, dropped afterwards),
// the SPA built against it and served like `npm start` serves it. The SPA's API URL is baked in at
// build time, so free ports are picked first (or taken from BROWSER_TEST_*_PORT), and each run builds
// into its own folder: several runs can go on side by side. BROWSER_TEST_DIST names a folder to build
// into and keep: a later run on the same ports (tests/run.ts's browser/postgres step) reuses that build
// instead of making its own. The stack logs to .local/browser-stack-<api port>-<engine>.log.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { ANON_KEY, projectRoot, SERVICE_ROLE_KEY, startStack } from 'supabase-stand-in';
import { startSessionJobs } from '../../server/sessions/jobs.ts';
import { appStackOptions } from '../../server/stack-options.ts';
import { createSpaServer } from '../../web/static.ts';
import { startLaneServer } from './browser-lanes.ts';
import { freePort } from './free-port.ts';
import { createTestDatabase } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    /** The offline Stripe stand-in the billing functions talk to, and its secret key (for its test clock). */
    stripeUrl: string;
    stripeSecretKey: string;
  }
}

async function portFromEnv(name: string): Promise<number> {
  const raw = process.env[name];
  return raw ? Number(raw) : freePort();
}

export default async function setup(project: TestProject) {
  const apiPort = await portFromEnv('BROWSER_TEST_API_PORT');
  const mailPort = await portFromEnv('BROWSER_TEST_MAIL_PORT');
  const appPort = await portFromEnv('BROWSER_TEST_APP_PORT');
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const appUrl = `http://127.0.0.1:${appPort}`;
  const engine = process.env.BROWSER_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
  // One log per engine: npm test's browser/postgres step reuses the browser step's ports.
  const stackLog = resolve(projectRoot, `.local/browser-stack-${apiPort}-${engine}.log`);
  mkdirSync(resolve(projectRoot, '.local'), { recursive: true });
  writeFileSync(stackLog, '');
  const keptDist = process.env.BROWSER_TEST_DIST;
  const outDir = keptDist ?? mkdtempSync(join(tmpdir(), 'tradecraft-browser-dist-'));
  // A kept build is reused when it was made for this API URL (and finished: the marker is written last).
  const marker = join(outDir, '.browser-test-build.json');
  const built = keptDist && existsSync(marker) && (JSON.parse(readFileSync(marker, 'utf8')) as { apiUrl?: string }).apiUrl === apiUrl;
  if (!built) {
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
        // NODE_ENV: vitest sets it to "test", and a Vite build respects a NODE_ENV it finds set: React's
        // development build (several times the CPU per render) would be what the tests ran. The tests run
        // the production build a visitor gets, as `npm start` builds it.
        env: { ...process.env, NODE_ENV: 'production', VITE_SUPABASE_URL: apiUrl, VITE_SUPABASE_ANON_KEY: ANON_KEY },
        stdio: 'inherit',
      },
    );
    if (keptDist) writeFileSync(marker, JSON.stringify({ apiUrl }));
  }
  const db = engine === 'postgres' ? await createTestDatabase('tradecraft_browser') : null;
  const stack = await startStack({
    ...appStackOptions,
    database: db ? { kind: 'postgres', url: db.url } : { kind: 'pglite' },
    apiPort,
    mailPort,
    mailFile: null,
    // The billing journeys pay on the stand-in's hosted Checkout page (tests/browser/billing.test.ts).
    stripePort: 0,
    // The stack's own log (function output, worker stops, unhandled errors) for a failed run to read.
    log: (line) => appendFileSync(stackLog, `${new Date().toISOString()} ${line}\n`),
    configure(config) {
      config.auth.siteUrl = appUrl;
      config.auth.additionalRedirectUrls = [`${appUrl}/reset-password`];
      // Every browser test signs up from 127.0.0.1; the per-IP limits are tested in tests/stack.
      config.auth.rateLimits.signInSignUps = 10_000;
      config.auth.rateLimits.tokenRefresh = 10_000;
      config.auth.rateLimits.tokenVerifications = 10_000;
    },
  }).catch(async (e: unknown) => {
    await db?.drop();
    throw e;
  });
  const app = createSpaServer(outDir);
  await new Promise<void>((r) => app.listen(appPort, '127.0.0.1', () => r()));
  // As npm start runs it (every minute there), every 5 s here: welcome, reminder and digest emails reach
  // the mailbox while a test waits (20–30 s). A run is ~35 ms of the stack's CPU on an empty database
  // and 100–300 ms of its time under the suite's load: every second, it was a tenth of the stack's work.
  const sessionJobs = startSessionJobs({
    apiUrl,
    serviceKey: SERVICE_ROLE_KEY,
    appUrl,
    deliver: (mail) => stack.mailbox.send(mail),
    intervalMs: 5000,
  });
  const lanes = await startLaneServer();
  project.provide('lanePort', lanes.port);
  project.provide('apiUrl', apiUrl);
  project.provide('mailUrl', stack.mailUrl!);
  project.provide('appUrl', `http://127.0.0.1:${(app.address() as AddressInfo).port}`);
  project.provide('engine', engine);
  project.provide('stripeUrl', stack.stripe!.url);
  project.provide('stripeSecretKey', stack.stripe!.secretKey);
  return async () => {
    await lanes.close();
    await sessionJobs.stop();
    app.closeAllConnections();
    await new Promise<void>((r) => app.close(() => r()));
    await stack.close();
    await db?.drop();
    if (!keptDist) rmSync(outDir, { recursive: true, force: true });
  };
}
