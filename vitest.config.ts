import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { BrowserLaneSequencer } from './tests/support/browser-sequencer.ts';

// Four projects, each runnable alone (`npm test -- <area>`, tests/run.ts):
// - unit: pure functions and components, each test beside its module (src/**, stack/**, server/**, web/**,
//   scripts/**); DOM tests opt into jsdom per file.
// - stack: the stand-in's own conformance (stack/test), through @supabase/supabase-js, on the
//   package's test project (stack/test/project: no app).
// - db: the database rules by persona and the app's server-side jobs (tests/db), through
//   @supabase/supabase-js, on the app's supabase/.
//   Both start one stack for their run: PGlite in memory, or a fresh PostgreSQL database when
//   STACK_TEST_ENGINE=postgres.
// - browser: the built SPA in Debian's Chromium through playwright-core, against a real stack. Its files
//   run side by side on BROWSER_TEST_WORKERS workers (2 by default), in lanes that keep the files
//   touching shared state apart (tests/support/browser-lanes.ts).
// The test stacks (db, stack, browser) hash passwords at bcrypt cost 4: GoTrue's 10 costs ~100 ms of
// CPU per sign-up or sign-in, and the suites sign up thousands of users. The unit project keeps the
// default for the hash pool's own tests (stack/auth/passwords.test.ts).
process.env.STACK_BCRYPT_COST ??= '4';

const stackProject: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    sequence: { sequencer: BrowserLaneSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          exclude: [...configDefaults.exclude, 'stack/test/**'],
          include: [
            'src/**/*.test.{ts,tsx}',
            'stack/**/*.test.ts',
            'server/**/*.test.ts',
            'web/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/*.test.ts',
          ],
          environment: 'node',
          env: { STACK_BCRYPT_COST: '10' },
          // The files share their worker's process and modules, as in the other projects: a new one per
          // file was most of this project's CPU (165 files: 60 -> 37 CPU-s). Module mocks and DOM environments
          // are still per file; a file that stubs an environment variable or a global undoes it.
          isolate: false,
        },
      },
      {
        test: {
          name: 'stack',
          include: ['stack/test/**/*.test.ts'],
          globalSetup: ['stack/test/support/setup.ts'],
          ...stackProject,
          // One worker process for every file, as db below.
          isolate: false,
        },
      },
      {
        test: {
          name: 'db',
          include: ['tests/db/**/*.test.ts'],
          globalSetup: ['tests/support/stack-setup.ts'],
          ...stackProject,
          // One worker process for every file, its modules loaded once: the files share nothing but the
          // stack (each signs up its own users), and a fresh process per file cost ~0.8 s of imports
          // each (32 s of a 40-file run; the run's CPU time 109 s -> 83 s).
          isolate: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/browser-setup.ts'],
          setupFiles: ['tests/support/browser-file-setup.ts'],
          // Two files at a time (one with TEST_PARALLEL=0, tests/run.ts): a file waits on the app, Realtime
          // and timers part of its time. Each file waits for its lane first (tests/support/browser-lanes.ts).
          maxWorkers: Number(process.env.BROWSER_TEST_WORKERS ?? (process.env.TEST_PARALLEL === '0' ? 1 : 2)),
          // After the other projects when vitest runs them all at once (their worker counts differ).
          sequence: { groupOrder: 1 },
          // The files of a worker share its process and modules (playwright-core, the helpers), as in db
          // and stack: a new process per file cost ~1 CPU-s of start and imports each. Each file still
          // launches its own browser (tests/browser/support/pages.ts).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll's default of 1 s is too short for a page on a busy machine with files side by side.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
