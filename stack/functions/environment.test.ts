// A function's Deno process starts with npm's registry (so npm: specifiers resolve where npm install
// does) and Deno's cache, and nothing else of the stack's environment.
import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { workerEnvironment } from './environment.ts';

it("passes npm's registry and nothing of the host but Deno's needs", async () => {
  process.env.STACK_SECRET_FOR_TEST = 'must not leak';
  const env = await workerEnvironment();
  const registry = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim();
  expect(env.NPM_CONFIG_REGISTRY).toBe(registry);
  expect(env.DENO_DIR).toBeTruthy();
  expect(env.DENO_NO_PACKAGE_JSON).toBe('1');
  for (const name of ['HOME', 'PATH', 'USER', 'PWD', 'STACK_SECRET_FOR_TEST', 'DATABASE_URL']) expect(env[name]).toBeUndefined();
});
