// Global setup of the `db` test project: one embedded stack on the app's supabase/ for the whole run,
// on PGlite in memory or, with STACK_TEST_ENGINE=postgres, on a fresh PostgreSQL database. Tests reach
// it over HTTP only. (The stand-in's own conformance tests run on its own project: stack/test.)
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestStack } from './test-stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    mailUrl: string;
    engine: 'pglite' | 'postgres';
  }
}

export default async function setup(project: TestProject) {
  const usePostgres = process.env.STACK_TEST_ENGINE === 'postgres';
  // Each test client sends its own X-Forwarded-For, so per-IP rate limits stay as config.toml has
  // them while many tests sign up users in parallel.
  const stack = await startTestStack(usePostgres ? 'postgres' : 'pglite');
  // Test-only objects for the app's suites (tests/support/fixtures/*.sql, in name order), applied
  // as the superuser after the project's migrations, then the services reload their schema caches.
  const fixtures = resolve(import.meta.dirname, 'fixtures');
  for (const f of readdirSync(fixtures)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    await stack.engine.exec(readFileSync(resolve(fixtures, f), 'utf8'));
  }
  if (!usePostgres) {
    // Supabase's statement_timeout for anon and authenticated (3 s and 8 s) is wall-clock time: with
    // the three lanes of `npm test` on two cores, PGlite's one thread got so little of them that a
    // grading call twice passed 8 s (57014 in admin-quiz-bank). These suites test rules, not time
    // limits (the stand-in's own tests check those, on its own project), so their in-memory database
    // allows 60 s. On PostgreSQL roles are the cluster's, shared with other runs: left as they are.
    await stack.engine.exec(`alter role anon set statement_timeout = '60s'; alter role authenticated set statement_timeout = '60s';`);
  }
  await stack.reloadSchema();
  project.provide('apiUrl', stack.apiUrl);
  project.provide('mailUrl', stack.mailUrl!);
  project.provide('engine', usePostgres ? 'postgres' : 'pglite');
  return () => stack.stop();
}
