// `node --import tsx bench/client-suites.ts [suite…]`: how faithful the stand-in is, measured by the Supabase
// client libraries' own server-dependent tests (the supabase-js monorepo), run unmodified with their
// own runner (jest) against the stand-in loaded with each suite's own supabase/ folder (config.toml,
// migrations, seed). Prints pass/total per suite. Not part of `npm test`: it needs a checkout of the
// monorepo and its test dependencies installed from the npm registry.
//
//   SJS_DIR   a checkout of github.com/supabase/supabase-js (default /tmp/sjs)
//   SJS_DEPS  a folder whose node_modules holds jest, ts-jest and the packages' dependencies
//             (default /tmp/sjs-deps; `… client-suites.ts --deps` prints its package.json)
//   SJS_JSON  where to keep jest's output and JSON reports (default /tmp/sjs-reports)
//
// PGlite has no PostGIS: a suite migration's `create extension … postgis` is left out and its
// `extensions.geometry(…)` columns become text (printed when it happens; the tests that need PostGIS,
// postgrest-js's geojson one, then fail and count as failures).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'smol-toml';
import { startStack } from 'supabase-stand-in';

const SJS = resolve(process.env.SJS_DIR ?? '/tmp/sjs');
const DEPS = resolve(process.env.SJS_DEPS ?? '/tmp/sjs-deps');
const REPORTS = resolve(process.env.SJS_JSON ?? '/tmp/sjs-reports');
const core = (name: string) => join(SJS, 'packages/core', name);

/** The test dependencies of the four packages (their package.json files and pnpm catalog). */
const DEPENDENCIES = {
  jest: '30.4.2',
  'ts-jest': '^29.4.9',
  typescript: '~5.8.3',
  '@types/jest': '30.0.0',
  '@types/node': '20.19.9',
  prettier: '^3.6.2',
  tslib: '2.8.1',
  'iceberg-js': '^0.8.1',
  jsonwebtoken: '^9.0.0',
  '@types/jsonwebtoken': '^8.5.8',
  '@faker-js/faker': '^9.9.0',
  'jest-mock-server': '^0.1.0',
  'type-fest': '^4.32.0',
  zod: '^3.25.76',
  '@jest/globals': '^30.0.0',
  '@jest/types': '^30.0.0',
  '@supabase/phoenix': '0.4.5',
  '@opentelemetry/api': '^1.9.0',
  '@opentelemetry/context-async-hooks': '^2.8.0',
  '@opentelemetry/core': '^2.8.0',
  '@opentelemetry/sdk-trace-node': '^2.8.0',
  'ts-node': '^10.9.1',
  ws: '^8.18.0',
};

interface Suite {
  name: string;
  /** The package whose jest runs the tests. */
  dir: string;
  /** Its supabase/ folder (config.toml, migrations, seed). */
  project: string;
  /** The test files that talk to a server (the rest are the package's unit tests); none: the config's. */
  files: string[];
  /** The package's jest config for its run against `supabase start` (default: jest's own lookup). */
  config?: string;
  /** The package's own preparation step, run before the stack starts. */
  prepare?: string[];
}

/** Test files of `dir/test` (not type tests) that name the local API port. */
function serverTests(dir: string): string[] {
  const test = join(dir, 'test');
  return readdirSync(test)
    .filter((f) => /\.test\.ts$/.test(f) && !f.endsWith('.test-d.ts'))
    .filter((f) => readFileSync(join(test, f), 'utf8').includes(':54321'))
    .map((f) => join('test', f));
}

const suites: Suite[] = [
  {
    name: 'postgrest-js',
    dir: core('postgrest-js'),
    project: join(core('postgrest-js'), 'test/supabase'),
    files: serverTests(core('postgrest-js')),
  },
  {
    name: 'auth-js',
    dir: core('auth-js'),
    project: join(core('auth-js'), 'test/supabase'),
    // Its CLI run (the docker-tests need GoTrue started with other settings).
    files: [],
    config: 'jest.config.cli.js',
    prepare: ['node', 'test/generate-signing-keys.js'],
  },
  {
    name: 'storage-js',
    dir: core('storage-js'),
    project: join(core('storage-js'), 'test/supabase'),
    files: serverTests(core('storage-js')),
  },
  { name: 'supabase-js', dir: core('supabase-js'), project: join(core('supabase-js'), 'supabase'), files: ['test/integration.test.ts'] },
];

function run(cmd: string[], cwd: string, log?: string): Promise<number> {
  const out = log ? openSync(log, 'w') : 'inherit';
  return new Promise((done) => {
    const child = spawn(cmd[0]!, cmd.slice(1), { cwd, stdio: ['ignore', out, out] });
    child.on('exit', (code) => done(code ?? 1));
  });
}

/** What PGlite lacks, taken out of a suite's migrations (see the header). */
const PGLITE_LACKS: [RegExp, string][] = [
  [/create extension if not exists postgis[^;]*;/gi, '-- (client-suites: PostGIS left out, PGlite has none)'],
  [/extensions\.geometry\([^)]*\)/gi, 'text'],
];

/** The suite's migrations folder, or a copy of it without what PGlite lacks. */
function migrationsOf(project: string): string {
  const dir = join(project, 'migrations');
  if (!existsSync(dir)) return dir;
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql'));
  const texts = files.map((f) => readFileSync(join(dir, f), 'utf8'));
  const adapted = texts.map((t) => PGLITE_LACKS.reduce((text, [pattern, by]) => text.replace(pattern, by), t));
  if (adapted.every((t, i) => t === texts[i])) return dir;
  console.log('  (migrations: PostGIS left out, PGlite has none)');
  const copy = mkdtempSync(join(tmpdir(), 'client-suite-migrations-'));
  files.forEach((f, i) => writeFileSync(join(copy, f), adapted[i]!));
  return copy;
}

/** The seed files config.toml names ([db.seed] sql_paths, the CLI's default ./seed.sql), as one file. */
function seedOf(project: string, config: Record<string, unknown>): string | null {
  const seed = (config.db as { seed?: { enabled?: boolean; sql_paths?: string[] } } | undefined)?.seed;
  if (seed?.enabled === false) return null;
  const files = (seed?.sql_paths ?? ['./seed.sql']).map((p) => resolve(project, p)).filter((p) => existsSync(p));
  if (files.length === 0) return null;
  const file = join(mkdtempSync(join(tmpdir(), 'client-suite-seed-')), 'seed.sql');
  writeFileSync(file, files.map((f) => readFileSync(f, 'utf8')).join('\n;\n'));
  return file;
}

interface JestReport {
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}

/** Runs the suite's files with jest; the names of the tests that passed and failed. */
async function jest(suite: Suite, report: string): Promise<{ passed: string[]; failed: string[] }> {
  // Jest's module paths: the workspace packages from source (as pnpm links them), the rest from DEPS.
  const mapper = JSON.stringify({
    '^@supabase/(auth|functions|postgrest|realtime|storage)-js$': `${SJS}/packages/core/$1-js/src/index.ts`,
    '^@supabase/tracing$': `${SJS}/packages/shared/tracing/src/index.ts`,
  });
  // ts-jest without type checking (what is measured is behaviour; type-checking every file takes minutes).
  const tsconfig = ['tsconfig.test.json', 'tsconfig.json'].map((f) => join(suite.dir, f)).find((f) => existsSync(f));
  const transform = JSON.stringify({ '^.+\\.tsx?$': ['ts-jest', { tsconfig, isolatedModules: true, diagnostics: false }] });
  await run(
    [
      // Node 22's global WebSocket, which supabase-js's suite expects (on Node 20 behind a flag).
      process.execPath,
      ...(Number(process.versions.node.split('.')[0]) < 22 ? ['--experimental-websocket'] : []),
      join(DEPS, 'node_modules/jest/bin/jest.js'),
      '--runInBand',
      '--forceExit',
      '--coverage=false',
      ...(suite.config ? [`--config=${suite.config}`] : []),
      `--moduleNameMapper=${mapper}`,
      `--transform=${transform}`,
      '--json',
      `--outputFile=${report}`,
      ...suite.files,
    ],
    suite.dir,
    report.replace(/\.json$/, '.log'),
  );
  return { passed: namesIn(suite, report, 'passed'), failed: namesIn(suite, report, 'failed') };
}

function namesIn(suite: Suite, report: string, status: string): string[] {
  const result = JSON.parse(readFileSync(report, 'utf8')) as JestReport;
  return result.testResults.flatMap((file) =>
    file.assertionResults.filter((t) => t.status === status).map((t) => `${file.name.slice(suite.dir.length + 1)} › ${t.fullName}`),
  );
}

const passedIn = (suite: Suite, report: string) => namesIn(suite, report, 'passed');

/**
 * A suite's server-dependent tests are those of its files that fail with no server listening (the
 * files also hold tests with a mocked fetch, which pass anywhere and are left out of the count).
 */
async function measure(suite: Suite): Promise<{ passed: number; total: number; failed: string[] }> {
  if (suite.prepare) await run(suite.prepare, suite.dir);
  // The offline run depends on the checkout only (and is slow where the client retries): kept in REPORTS.
  const offlineReport = join(REPORTS, `${suite.name}.offline.json`);
  console.log(`  (offline run: which tests need a server${existsSync(offlineReport) ? ', from the last run' : ''})`);
  const offline = new Set(existsSync(offlineReport) ? passedIn(suite, offlineReport) : (await jest(suite, offlineReport)).passed);
  const config = parse(readFileSync(join(suite.project, 'config.toml'), 'utf8'));
  const storageDir = mkdtempSync(join(tmpdir(), 'client-suite-storage-'));
  const logs: string[] = [];
  const stack = await startStack({
    database: { kind: 'pglite' },
    configFile: join(suite.project, 'config.toml'),
    migrationsDir: migrationsOf(suite.project),
    seedFile: seedOf(suite.project, config),
    apiPort: 54321,
    mailPort: 0,
    mailFile: null,
    storageDir,
    signingKeysFile: null,
    log: (line) => logs.push(line),
  });
  for (const line of logs.filter((l) => l.includes('not implemented'))) console.log(`  ${line}`);
  try {
    const online = await jest(suite, join(REPORTS, `${suite.name}.json`));
    const passed = online.passed.filter((t) => !offline.has(t)).length;
    const failed = online.failed.filter((t) => !offline.has(t));
    return { passed, total: passed + failed.length, failed };
  } finally {
    await stack.close();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--deps')) {
  console.log(JSON.stringify({ private: true, devDependencies: DEPENDENCIES }, null, 2));
  process.exit(0);
}
if (!existsSync(join(DEPS, 'node_modules/jest'))) {
  console.error(
    `client-suites: no jest under ${DEPS}/node_modules; install the suites' dependencies there first:\n` +
      `  mkdir -p ${DEPS} && node --import tsx bench/client-suites.ts --deps > ${DEPS}/package.json && (cd ${DEPS} && npm install --ignore-scripts)`,
  );
  process.exit(2);
}
// The packages resolve their test tooling from the checkout's root, as pnpm's hoisted layout does.
if (!existsSync(join(SJS, 'node_modules'))) symlinkSync(join(DEPS, 'node_modules'), join(SJS, 'node_modules'));
mkdirSync(REPORTS, { recursive: true });

const only = process.argv.slice(2);
const rows: string[] = [];
for (const suite of suites.filter((s) => only.length === 0 || only.includes(s.name))) {
  console.log(`\n## ${suite.name}: ${suite.files.join(', ') || suite.config}`);
  const { passed, total, failed } = await measure(suite);
  for (const name of failed) console.log(`  ✗ ${name}`);
  rows.push(`| ${suite.name} | ${passed}/${total} | ${total ? Math.round((passed / total) * 100) : 0} % |`);
}
console.log(`\n| suite | passed | |\n|---|---|---|\n${rows.join('\n')}`);
