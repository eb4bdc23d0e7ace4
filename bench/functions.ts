// Edge Functions: invoke latency through supabase-js's functions.invoke() (HTTP to the stack, the
// relay's checks, the proxy to the function's Deno worker and back), warm (the worker is running)
// and cold (the first call after the worker was stopped: a new Deno process loads the function).
// Cold starts are made the way `npm run dev` makes them: touching the function's file reloads it.
// `hello` answers a small JSON; `account-export` is the product's function (supabase-js in Deno,
// seven RLS-checked reads through /rest/v1 and a /auth/v1/user check, on PGlite).
import { cpSync, mkdtempSync, rmSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, type RunningStack, startStack } from 'supabase-stand-in';
import { load, ms, percentile } from './measure.ts';

const HELLO = `Deno.serve(async (req) => Response.json({ hello: (await req.json().catch(() => ({}))).name ?? 'world' }));\n`;

async function waitFor(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function invoke(db: SupabaseClient, name: string): Promise<number> {
  const t0 = performance.now();
  const result = await db.functions.invoke(name, { body: { name: 'bench' } });
  if (result.error) throw result.error;
  return performance.now() - t0;
}

async function cold(stack: RunningStack, db: SupabaseClient, dir: string, name: string, logs: string[], samples: number) {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const seen = logs.length;
    const now = new Date();
    utimesSync(join(dir, name, 'index.ts'), now, now);
    await waitFor(() => logs.slice(seen).some((l) => l === `[${name}] changed: reloading`), `the reload of ${name}`);
    times.push(await invoke(db, name));
  }
  void stack;
  return times.sort((a, b) => a - b);
}

async function warm(db: SupabaseClient, name: string, samples: number) {
  for (let i = 0; i < 20; i++) await invoke(db, name);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push(await invoke(db, name));
  return times.sort((a, b) => a - b);
}

export async function benchFunctions(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-functions-'));
  const source = resolve(import.meta.dirname, '../supabase/functions');
  cpSync(join(source, '_shared'), join(dir, '_shared'), { recursive: true });
  cpSync(join(source, 'account-export'), join(dir, 'account-export'), { recursive: true });
  mkdirSync(join(dir, 'hello'));
  writeFileSync(join(dir, 'hello/index.ts'), HELLO);
  const logs: string[] = [];
  const stack = await startStack({
    database: { kind: 'pglite' },
    apiPort: 0,
    mailPort: null,
    mailFile: null,
    watchFunctions: true,
    log: (line) => logs.push(line),
    configure: (config) => {
      config.functions.dir = dir;
    },
  });
  try {
    const options = { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } };
    const anon = createClient(stack.apiUrl, ANON_KEY, options);
    const member = createClient(stack.apiUrl, ANON_KEY, options);
    const { error } = await member.auth.signInWithPassword({ email: 'premium@tradecraft.local', password: 'Tradecraft-demo-1' });
    if (error) throw error;

    const rows: string[] = [];
    const row = (fn: string, kind: string, sorted: number[]) =>
      rows.push(`| \`${fn}\` | ${kind} | ${sorted.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 99))} |`);
    row('hello', 'warm', await warm(anon, 'hello', 1000));
    row('hello', 'cold', await cold(stack, anon, dir, 'hello', logs, 20));
    row('account-export', 'warm', await warm(member, 'account-export', 200));
    row('account-export', 'cold', await cold(stack, member, dir, 'account-export', logs, 10));
    const concurrent = await load(async () => void (await invoke(anon, 'hello')), { concurrency: 10, seconds: 5 });
    return [
      '| function | worker | calls | p50 ms | p99 ms |',
      '|---|---|---:|---:|---:|',
      ...rows,
      '',
      `\`hello\` with 10 concurrent callers: ${concurrent.perSecond.toFixed(0)} calls/s, p50 ${ms(concurrent.p50)} ms, p99 ${ms(concurrent.p99)} ms.`,
    ].join('\n');
  } finally {
    await stack.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
