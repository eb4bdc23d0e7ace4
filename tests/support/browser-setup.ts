// Global setup of the `browser` test project: a fresh stack (PGlite in memory, seeded), the SPA built
// against it and served like `npm start` serves it. Fixed ports, because the SPA's API URL is baked in
// at build time: API 54421, mailbox 54424 + 100, app 3100.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startStack } from '../../stack/index.ts';
import { createSpaServer } from '../../stack/web/static.ts';
import { projectRoot } from '../../stack/config.ts';
import { ANON_KEY } from '../../stack/keys.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

export const BROWSER_API_PORT = Number(process.env.BROWSER_TEST_API_PORT ?? 54421);
export const BROWSER_MAIL_PORT = Number(process.env.BROWSER_TEST_MAIL_PORT ?? 54524);
export const BROWSER_APP_PORT = Number(process.env.BROWSER_TEST_APP_PORT ?? 3100);

export default async function setup(project: TestProject) {
  const apiUrl = `http://127.0.0.1:${BROWSER_API_PORT}`;
  const appUrl = `http://127.0.0.1:${BROWSER_APP_PORT}`;
  const outDir = resolve(projectRoot, '.local/test-dist');
  execFileSync(process.execPath, [resolve(projectRoot, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: projectRoot,
    env: { ...process.env, VITE_SUPABASE_URL: apiUrl, VITE_SUPABASE_ANON_KEY: ANON_KEY },
    stdio: 'inherit',
  });
  const stack = await startStack({
    database: { kind: 'pglite' },
    apiPort: BROWSER_API_PORT,
    mailPort: BROWSER_MAIL_PORT,
    mailFile: null,
    log: () => undefined,
    configure(config) {
      config.auth.siteUrl = appUrl;
      config.auth.additionalRedirectUrls = [`${appUrl}/reset-password`];
      // Every browser test signs up from 127.0.0.1; the per-IP limits are tested in tests/stack.
      config.auth.rateLimits.signInSignUps = 10_000;
      config.auth.rateLimits.tokenRefresh = 10_000;
      config.auth.rateLimits.tokenVerifications = 10_000;
    },
  });
  const app = createSpaServer(outDir);
  await new Promise<void>((r) => app.listen(BROWSER_APP_PORT, '127.0.0.1', () => r()));
  project.provide('apiUrl', apiUrl);
  project.provide('mailUrl', stack.mailUrl!);
  project.provide('appUrl', `http://127.0.0.1:${(app.address() as AddressInfo).port}`);
  project.provide('engine', 'pglite');
  project.provide('databaseUrl', '');
  return async () => {
    app.closeAllConnections();
    await new Promise<void>((r) => app.close(() => r()));
    await stack.close();
  };
}
