// `npm test`: every suite, in order, each a real run against real services.
//   0. lint          — ESLint over the whole tree (`npm run lint`); counts as one test, passed or failed
//   1. unit          — vitest project `unit`
//   2. stack/pglite  — vitest project `stack` on PGlite
//   3. stack/postgres— the same suite on a fresh PostgreSQL 15+ database (TEST_DATABASE_URL)
//   4. supabase CLI  — `supabase db push` + `db advisors` (ERROR/WARN fail) + generated types up to date
//   5. browser       — vitest project `browser` in Chromium (stack on PGlite)
//   6. browser/postgres — the billing journeys (tests/browser/billing.test.ts) again, in Chromium
//                      against a stack on a fresh PostgreSQL 15+ database (BROWSER_TEST_ENGINE=postgres),
//                      reusing step 5's SPA build (same ports, BROWSER_TEST_DIST)
// PostgreSQL unreachable: steps 3, 4 and 6 are reported as failed (set SKIP_POSTGRES=1 to skip them
// on a machine without it; CI never does). `npm test -- browser` runs steps 5 and 6,
// `npm test -- browser/postgres` step 6 alone. Ends with the line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { projectRoot } from '../stack/config.ts';
import { adminUrl, createTestDatabase, postgresReachable } from './support/test-database.ts';
import { checkSupabaseCli } from './support/supabase-cli.ts';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const summary: string[] = [];
const only = process.argv.slice(2); // e.g. `npm test -- unit browser`
const want = (step: string) => only.length === 0 || only.includes(step);

function vitest(step: string, project: string, env: Record<string, string> = {}, files: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'tc-vitest-'));
  const out = join(dir, 'report.json');
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [resolve(projectRoot, 'node_modules/vitest/vitest.mjs'), 'run', ...files, '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  let t: Tally = { passed: 0, failed: 0, skipped: 0 };
  try {
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      numFailedTestSuites: number;
    };
    t = {
      passed: report.numPassedTests,
      failed: report.numFailedTests + report.numFailedTestSuites,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    t.failed = 1; // the run died before writing its report
  }
  if (run.status !== 0 && t.failed === 0) t.failed = 1;
  rmSync(dir, { recursive: true, force: true });
  record(step, t, Date.now() - started);
}

// ESLint (eslint.config.js), warnings included. One item in the tally: the tree is clean or it is not;
// ESLint prints each problem with its file and line above the summary.
function lint() {
  const started = Date.now();
  const run = spawnSync(process.execPath, [resolve(projectRoot, 'node_modules/eslint/bin/eslint.js'), '--max-warnings', '0', '.'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  const clean = run.status === 0;
  record('lint', { passed: clean ? 1 : 0, failed: clean ? 0 : 1, skipped: 0 }, Date.now() - started);
}

function record(step: string, t: Tally, ms: number) {
  total.passed += t.passed;
  total.failed += t.failed;
  total.skipped += t.skipped;
  summary.push(`${step.padEnd(16)} ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped  (${(ms / 1000).toFixed(1)} s)`);
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => ok(port));
    });
  });
}

let reachableOnce: Promise<boolean> | undefined;
const postgresUp = () =>
  (reachableOnce ??= postgresReachable((why) => console.error(`PostgreSQL at ${adminUrl()} is not reachable: ${why}`)));

if (want('lint')) lint();
if (want('unit')) vitest('unit', 'unit');
if (want('stack')) vitest('stack/pglite', 'stack');
const skipPg = process.env.SKIP_POSTGRES === '1';
if ((want('stack') || want('postgres') || want('cli')) && !skipPg) {
  const reachable = await postgresUp();
  if (want('stack') || want('postgres')) {
    if (reachable) vitest('stack/postgres', 'stack', { STACK_TEST_ENGINE: 'postgres' });
    else record('stack/postgres', { passed: 0, failed: 1, skipped: 0 }, 0);
  }
  if (want('stack') || want('cli')) {
    const started = Date.now();
    if (reachable) {
      const db = await createTestDatabase('tradecraft_cli');
      try {
        record('supabase-cli', await checkSupabaseCli(db.url), Date.now() - started);
      } finally {
        await db.drop();
      }
    } else record('supabase-cli', { passed: 0, failed: 1, skipped: 0 }, 0);
  }
} else if (skipPg && (want('stack') || want('postgres') || want('cli'))) {
  summary.push('stack/postgres and supabase-cli skipped (SKIP_POSTGRES=1)');
}
if (want('browser') || want('browser/postgres')) {
  // Both browser steps use the same ports and build folder, so the SPA (whose API URL is built in) is
  // built once, by the first of them.
  const dist = mkdtempSync(join(tmpdir(), 'tradecraft-browser-dist-'));
  const browserEnv = {
    BROWSER_TEST_DIST: dist,
    BROWSER_TEST_API_PORT: String(process.env.BROWSER_TEST_API_PORT ?? (await freePort())),
    BROWSER_TEST_MAIL_PORT: String(process.env.BROWSER_TEST_MAIL_PORT ?? (await freePort())),
    BROWSER_TEST_APP_PORT: String(process.env.BROWSER_TEST_APP_PORT ?? (await freePort())),
  };
  try {
    if (want('browser')) vitest('browser', 'browser', browserEnv);
    if (skipPg) summary.push('browser/postgres skipped (SKIP_POSTGRES=1)');
    else if (await postgresUp()) vitest('browser/postgres', 'browser', { ...browserEnv, BROWSER_TEST_ENGINE: 'postgres' }, ['tests/browser/billing.test.ts']);
    else record('browser/postgres', { passed: 0, failed: 1, skipped: 0 }, 0);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

console.log('\n' + summary.join('\n'));
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
