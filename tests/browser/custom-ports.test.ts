// Two stacks from one checkout at once, on different ports: the test run's stack (A, with its built
// app) and `npm run dev` started with STACK_API_PORT/STACK_MAIL_PORT/STACK_DEV_PORT (B), whose Stripe
// stand-in follows its API port. Each app signs up and reads only on its own stack; B's start-up
// says which URL its SPA uses (README, "Ports").
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { client } from '../support/clients.ts';
import { freePort } from '../support/free-port.ts';
import { SERVICE_ROLE_KEY } from 'supabase-stand-in';
import { fillSignUp, newAccount } from './support/accounts.ts';
import { DASHBOARD, useBrowser } from './support/pages.ts';

const root = resolve(import.meta.dirname, '../..');
const { newPage } = useBrowser();

let dev: ChildProcess | undefined;
let dataDir: string;
let output = '';
let appB: string;
let apiB: string;
let apiPort: number;

beforeAll(async () => {
  const [devPort, mailPort] = [await freePort(), await freePort()];
  apiPort = await freePort();
  apiB = `http://127.0.0.1:${apiPort}`;
  dataDir = mkdtempSync(join(tmpdir(), 'tradecraft-second-stack-'));
  const ports = { STACK_API_PORT: String(apiPort), STACK_MAIL_PORT: String(mailPort), STACK_DEV_PORT: String(devPort) };
  const env: NodeJS.ProcessEnv = { ...process.env, ...ports, STACK_DATA_DIR: dataDir };
  delete env.VITE_SUPABASE_URL;
  delete env.DATABASE_URL;
  delete env.STACK_STRIPE_PORT;
  dev = spawn(process.execPath, ['--import', 'tsx', 'web/dev.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  dev.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  dev.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const started = Date.now();
  while (!/App +(http:\S+)/.test(output)) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`);
    if (Date.now() - started > 90_000) throw new Error(`npm run dev did not start in 90 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  appB = /App +(http:\S+)/.exec(output)![1]!.replace(/\/$/, '');
}, 120_000);

afterAll(async () => {
  if (dev && dev.exitCode === null) {
    const exited = new Promise((r) => dev!.once('exit', r));
    dev.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signs up on `app` through its screen; returns the account and every API origin the page called. */
async function signUpOn(page: Page, app: string) {
  const origins = new Set<string>();
  page.on('request', (r) => {
    if (/\/(auth|rest|realtime)\/v1\//.test(r.url())) origins.add(new URL(r.url()).origin);
  });
  page.on('websocket', (ws) => {
    if (ws.url().includes('/realtime/v1/')) origins.add(new URL(ws.url().replace(/^ws/, 'http')).origin);
  });
  const account = newAccount('ports');
  await page.goto(`${app}/signup`);
  await fillSignUp(page, account);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((u) => DASHBOARD.test(u.pathname), { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  return { account, origins };
}

async function userExists(apiUrl: string, email: string): Promise<boolean> {
  const { data, error } = await client({ url: apiUrl, key: SERVICE_ROLE_KEY }).from('profiles').select('id').eq('email', email);
  expect(error).toBeNull();
  return data!.length === 1;
}

describe('two stacks on different ports', () => {
  it('npm run dev serves its SPA against the stack it started, and says so', async () => {
    expect(output).toContain(`SPA uses     ${apiB} (the stack started here)`);
    expect(output).not.toContain('WARNING');
    // The Stripe stand-in moved with the API (its port + 8), off the first stack's.
    expect(output).toContain(`Stripe       http://127.0.0.1:${apiPort + 8}  (offline stand-in`);
  });

  it('each app signs up on its own stack only', async () => {
    const apiA = inject('apiUrl');
    expect(apiA).not.toBe(apiB);

    const onB = await signUpOn(await newPage(), appB);
    expect([...onB.origins]).toEqual([apiB]);
    expect(await userExists(apiB, onB.account.email)).toBe(true);
    expect(await userExists(apiA, onB.account.email)).toBe(false);

    const onA = await signUpOn(await newPage(), inject('appUrl'));
    expect([...onA.origins]).toEqual([apiA]);
    expect(await userExists(apiA, onA.account.email)).toBe(true);
    expect(await userExists(apiB, onA.account.email)).toBe(false);
  }, 120_000);
});
