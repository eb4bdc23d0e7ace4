// `npm test`: every suite, each a real run against real services, in three lanes side by side (the
// browser steps, then unit; the PGlite ones; lint and the PostgreSQL ones) — one after another with
// TEST_PARALLEL=0 — each lane's steps one after another; the summary lists the steps in this order.
//   lint             — ESLint and Prettier's check over the whole tree (`npm run lint`); counts as one test
//   unit             — vitest project `unit` (tests beside their modules in src/, stack/, web/, scripts/)
//   db/pglite        — vitest project `db` (tests/db: the rules by persona) on PGlite
//   stack/pglite     — vitest project `stack` (stack/test: the stand-in's conformance) on PGlite
//   db/postgres      — project `db` on a fresh PostgreSQL 15+ database (TEST_DATABASE_URL)
//   stack/postgres   — project `stack` on a fresh PostgreSQL 15+ database
//   supabase-cli     — `supabase db push` + `db advisors` (ERROR/WARN fail) + generated types up to date
//   browser          — vitest project `browser` in Chromium (stack on PGlite)
//   browser/postgres — the billing journeys (tests/browser/billing.test.ts) again, in Chromium against
//                      a stack on a fresh PostgreSQL 15+ database (BROWSER_TEST_ENGINE=postgres),
//                      reusing the browser step's SPA build (same ports, BROWSER_TEST_DIST)
// `npm test -- <area> …` runs some of them (tests/areas.ts): lint, unit, db, stack, browser, cli
// (each its PGlite step), postgres (alone: the three second-engine steps; with db, stack or browser:
// those on PostgreSQL as well), changed (the areas the files changed on this branch call for), or a
// step's own name (`browser/postgres`). With no argument, all of them: CI's run.
// PostgreSQL unreachable: its steps and supabase-cli are reported as failed (set SKIP_POSTGRES=1 to
// skip them on a machine without it; CI never does). Ends with the line "N passed, N failed".
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { projectRoot } from 'supabase-stand-in';
import { AREAS, areasFor, changedFiles, type Area } from './areas.ts';
import { adminUrl, createTestDatabase, postgresReachable } from './support/test-database.ts';
import { checkSupabaseCli } from './support/supabase-cli.ts';
import { freePort } from './support/free-port.ts';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const runStarted = Date.now();
const results = new Map<string, string>(); // step -> its summary line
const notes: string[] = [];
const STEPS = ['lint', 'unit', 'db/pglite', 'stack/pglite', 'db/postgres', 'stack/postgres', 'supabase-cli', 'browser', 'browser/postgres'];
const args = process.argv.slice(2); // e.g. `npm test -- unit browser`
for (const a of args) {
  if (a !== 'changed' && !(AREAS as readonly string[]).includes(a) && !STEPS.includes(a)) {
    console.error(`npm test: unknown area "${a}" (areas: ${AREAS.join(', ')}, changed; steps: ${STEPS.join(', ')})`);
    process.exit(2);
  }
}
const asked = new Set(args);
if (asked.has('changed')) {
  const { base, files } = changedFiles(projectRoot);
  const areas = areasFor(files);
  console.log(`changed: ${files.length} file(s) since ${base.slice(0, 10)} → ${areas.join(', ') || 'nothing to run'}`);
  for (const a of areas) asked.add(a);
}
const engineAreas: Area[] = ['db', 'stack', 'browser'];
const want = (step: string) => {
  if (args.length === 0) return true;
  if (asked.has(step)) return true;
  const [area, engine] = step.split('/');
  if (step === 'supabase-cli') return asked.has('cli');
  if (engine === 'postgres') {
    // `postgres` alone: every second-engine step; with engine areas, only theirs.
    const named = engineAreas.filter((a) => asked.has(a));
    return asked.has('postgres') && (named.length === 0 || named.includes(area as Area));
  }
  return asked.has(area!);
};
if (!STEPS.some(want)) {
  console.log('Nothing to run.');
  process.exit(0);
}

const GNU_TIME = '/usr/bin/time';
/** The CPU seconds (user and system) of each step's own processes, by GNU time (lint's two runs added). */
const ownCpu = new Map<string, number>();
function cpuOf(file: string): number {
  try {
    const [user = 0, system = 0] = readFileSync(file, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
    return user + system;
  } catch {
    return 0;
  }
}

// One step's process. Alone, it prints straight through; beside other steps its output goes to a file,
// printed whole (under the step's name) when it ends, so that the steps' lines do not interleave.
let sideBySide = false;
const logDir = mkdtempSync(join(tmpdir(), 'tc-steps-'));
function runStep(step: string, args: string[], env: Record<string, string> = {}): Promise<number | null> {
  const log = sideBySide ? join(logDir, `${step.replace('/', '-')}.log`) : null;
  const fd = log ? openSync(log, 'w') : null;
  if (log) console.log(`${step}: started`);
  // GNU time, where there is one, adds up the CPU of the step's processes that their parents wait for:
  // not PostgreSQL's server (not the step's), nor Chromium's renderers (left to the system to reap; in
  // one browser file alone they were a third of the machine's CPU).
  const timed = existsSync(GNU_TIME) ? join(logDir, `${step.replace('/', '-')}.cpu`) : null;
  const [command, commandArgs] = timed
    ? [GNU_TIME, ['--quiet', '-f', '%U %S', '-o', timed, process.execPath, ...args]]
    : [process.execPath, args];
  return new Promise((done) => {
    const child = spawn(command, commandArgs, {
      cwd: projectRoot,
      stdio: fd === null ? 'inherit' : ['ignore', fd, fd],
      env: { ...process.env, ...env },
    });
    const finish = (code: number | null) => {
      if (timed) ownCpu.set(step, (ownCpu.get(step) ?? 0) + cpuOf(timed));
      if (fd !== null && log) {
        closeSync(fd);
        console.log(`\n──── ${step} ────`);
        process.stdout.write(readFileSync(log, 'utf8'));
      }
      done(code);
    };
    child.once('error', (e) => {
      console.error(`${step}: ${e.message}`);
      finish(null);
    });
    child.once('close', finish);
  });
}

async function vitest(step: string, project: string, env: Record<string, string> = {}, files: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'tc-vitest-'));
  const out = join(dir, 'report.json');
  const started = Date.now();
  const cpu0 = machineCpu();
  const status = await runStep(
    step,
    [
      resolve(projectRoot, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...files,
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
  );
  let t: Tally = { passed: 0, failed: 0, skipped: 0 };
  try {
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      testResults: { status: string; assertionResults: { status: string }[] }[];
    };
    // A failed test counts once (its describe and file fail with it); a file that failed with no
    // failed test (a hook or an import that threw) counts as one more.
    const filesFailedOutsideTests = report.testResults.filter(
      (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
    ).length;
    t = {
      passed: report.numPassedTests,
      failed: report.numFailedTests + filesFailedOutsideTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    t.failed = 1; // the run died before writing its report
  }
  if (status !== 0 && t.failed === 0) t.failed = 1;
  rmSync(dir, { recursive: true, force: true });
  record(step, t, Date.now() - started, cpu0);
}

// ESLint (eslint.config.js), warnings included, and Prettier's check. One item in the tally: the tree is clean or it is not;
// ESLint prints each problem with its file and line above the summary.
async function lint() {
  const started = Date.now();
  const cpu0 = machineCpu();
  const eslint = await runStep('lint', [resolve(projectRoot, 'node_modules/eslint/bin/eslint.js'), '--max-warnings', '0', '.']);
  // Prettier (.prettierrc.json): every file as `npm run format` leaves it.
  const prettier = await runStep('lint/prettier', [
    resolve(projectRoot, 'node_modules/prettier/bin/prettier.cjs'),
    '--check',
    '.',
    '--log-level',
    'warn',
  ]);
  const clean = eslint === 0 && prettier === 0;
  record('lint', { passed: clean ? 1 : 0, failed: clean ? 0 : 1, skipped: 0 }, Date.now() - started, cpu0);
}

function record(step: string, t: Tally, ms: number, cpu0: number | null = null) {
  total.passed += t.passed;
  total.failed += t.failed;
  total.skipped += t.skipped;
  const cpu1 = machineCpu();
  // The whole machine's busy CPU time over the step: its own when the steps run one after another on
  // an otherwise idle machine, the sum of everything running when they run side by side.
  const own = step === 'lint' ? (ownCpu.get('lint') ?? 0) + (ownCpu.get('lint/prettier') ?? 0) : ownCpu.get(step);
  const busy =
    (own !== undefined ? `, its processes' CPU ${own.toFixed(0)} s` : '') +
    (cpu0 !== null && cpu1 !== null ? `, machine CPU ${(cpu1 - cpu0).toFixed(0)} s` : '');
  results.set(
    step,
    `${step.padEnd(16)} ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped  (${(ms / 1000).toFixed(1)} s${busy})`,
  );
}

// Seconds of CPU the machine has spent busy since boot (Linux's /proc/stat; null elsewhere).
function machineCpu(): number | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return null;
  }
}

let reachableOnce: Promise<boolean> | undefined;
const postgresUp = () =>
  (reachableOnce ??= postgresReachable((why) => console.error(`PostgreSQL at ${adminUrl()} is not reachable: ${why}`)));

const skipPg = process.env.SKIP_POSTGRES === '1';
const pgSteps = ['db/postgres', 'stack/postgres', 'supabase-cli', 'browser/postgres'].filter(want);
if (skipPg && pgSteps.length > 0) notes.push(`${pgSteps.join(', ')} skipped (SKIP_POSTGRES=1)`);

async function onPostgres(step: string, project: string) {
  if (!want(step) || skipPg) return;
  if (await postgresUp()) await vitest(step, project, { STACK_TEST_ENGINE: 'postgres' });
  else record(step, { passed: 0, failed: 1, skipped: 0 }, 0);
}

async function supabaseCli() {
  if (!want('supabase-cli') || skipPg) return;
  const started = Date.now();
  if (await postgresUp()) {
    const db = await createTestDatabase('tradecraft_cli');
    try {
      record('supabase-cli', await checkSupabaseCli(db.url), Date.now() - started);
    } finally {
      await db.drop();
    }
  } else record('supabase-cli', { passed: 0, failed: 1, skipped: 0 }, 0);
}

async function browser() {
  const browserPg = want('browser/postgres') && !skipPg;
  if (!want('browser') && !browserPg) return;
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
    if (want('browser')) await vitest('browser', 'browser', browserEnv);
    if (browserPg) {
      if (await postgresUp())
        await vitest('browser/postgres', 'browser', { ...browserEnv, BROWSER_TEST_ENGINE: 'postgres' }, ['tests/browser/billing.test.ts']);
      else record('browser/postgres', { passed: 0, failed: 1, skipped: 0 }, 0);
    }
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

// Three lanes side by side, each running its steps one after another: the browser steps (Chromium
// and the stack) then the unit tests, the PGlite steps, and the PostgreSQL ones (whose database work
// runs in the PostgreSQL server's processes) with lint. Balanced by the lanes' times side by side
// (2026-11-27, 879.6 s: browser 761 s; unit + PGlite 880 s; lint + PostgreSQL 773 s): unit moved
// from the PGlite lane to the end of the browser one.
const lanes: { steps: string[]; run: () => Promise<void> }[] = [
  {
    steps: ['browser', 'browser/postgres', 'unit'],
    async run() {
      await browser();
      if (want('unit')) await vitest('unit', 'unit');
    },
  },
  {
    steps: ['db/pglite', 'stack/pglite'],
    async run() {
      if (want('db/pglite')) await vitest('db/pglite', 'db');
      if (want('stack/pglite')) await vitest('stack/pglite', 'stack');
    },
  },
  {
    steps: ['lint', 'db/postgres', 'stack/postgres', 'supabase-cli'],
    async run() {
      if (want('lint')) await lint();
      await onPostgres('db/postgres', 'db');
      await onPostgres('stack/postgres', 'stack');
      await supabaseCli();
    },
  },
];
// The lanes side by side, and two browser files at a time (vitest.config.ts), unless TEST_PARALLEL=0:
// then one after another, one browser file at a time (about twice as long; for a busy machine).
const parallel = process.env.TEST_PARALLEL !== '0';
const busy = lanes.filter((l) => l.steps.some(want));
sideBySide = parallel && busy.length > 1;
if (parallel) await Promise.all(busy.map((l) => l.run()));
else for (const l of busy) await l.run();
rmSync(logDir, { recursive: true, force: true });

const summary = STEPS.filter((step) => results.has(step)).map((step) => results.get(step)!);
console.log('\n' + [...summary, ...notes].join('\n'));
console.log(`npm test: ${((Date.now() - runStarted) / 1000).toFixed(1)} s in all`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
