import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Four projects, each runnable alone (`npm test -- <area>`, tests/run.ts):
// - unit: pure functions and components, each test beside its module (src/**, stack/**, server/**, web/**,
//   scripts/**); DOM tests opt into jsdom per file.
// - stack: the stand-in's own conformance (stack/test), through @supabase/supabase-js, on the
//   package's test project (stack/test/project: no app).
// - db: the database rules by persona and the app's server-side jobs (tests/db), through
//   @supabase/supabase-js, on the app's supabase/.
//   Both start one stack for their run: PGlite in memory, or a fresh PostgreSQL database when
//   STACK_TEST_ENGINE=postgres.
// - browser: the built SPA in Debian's Chromium through playwright-core, against a real stack.
const stackProject: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
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
        },
      },
      {
        test: {
          name: 'stack',
          include: ['stack/test/**/*.test.ts'],
          globalSetup: ['stack/test/support/setup.ts'],
          ...stackProject,
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
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
