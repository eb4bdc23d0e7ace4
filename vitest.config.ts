import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects, run one by one by tests/run.ts (`npm test`):
// - unit: pure functions and components (src/**, stack/**, web/**); DOM tests opt into jsdom per file.
// - stack: the embedded stack and the database rules, through @supabase/supabase-js. The engine is
//   PGlite in memory, or a fresh PostgreSQL database when STACK_TEST_ENGINE=postgres.
// - browser: the built SPA in Debian's Chromium through playwright-core, against a real stack.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'stack/**/*.test.ts', 'web/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'stack',
          include: ['tests/stack/**/*.test.ts', 'tests/db/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/stack-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
