// Global setup of the `stack` test project (the stand-in's own conformance tests, stack/test): one
// stack on the package's test project for the whole run, on PGlite in memory or, with
// STACK_TEST_ENGINE=postgres, on a fresh PostgreSQL database. Tests reach it over HTTP only.
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
  const engine = process.env.STACK_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
  // Each test client sends its own X-Forwarded-For, so per-IP rate limits stay as config.toml has
  // them while many tests sign up users in parallel.
  const stack = await startTestStack(engine);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('mailUrl', stack.mailUrl!);
  project.provide('engine', engine);
  return () => stack.stop();
}
