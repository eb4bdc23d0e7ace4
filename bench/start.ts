// Start-up: how long `npm start` takes to be ready (the app answering on its port), on a fresh
// database and on a restart with nothing changed. Each run is the real start script (web/start.ts) in
// a child process, on free ports and its own data dir under .local/, timed from spawn until the app
// answers 200. The SPA is built against the URL an ordinary `npm start` uses, so dist/ stays valid for
// it; a first run builds it when needed (reported, not timed as fresh or restart).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { loadConfig, projectRoot } from '../stack/config.ts';
import { percentile } from './measure.ts';

const RESTARTS = 3;

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
    s.once('error', fail);
  });
}

interface Run {
  ms: number;
  line: string;
}

async function startOnce(env: NodeJS.ProcessEnv, appPort: number): Promise<Run> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'web/start.ts'], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited:\n${out}`);
      const ok = await fetch(`http://127.0.0.1:${appPort}/`).then((r) => r.ok, () => false);
      if (ok && out.includes('Ready in')) break;
      if (performance.now() - t0 > 180_000) throw new Error(`npm start not ready after 180 s:\n${out}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return { ms: performance.now() - t0, line: /Ready in .*/.exec(out)?.[0] ?? '' };
  } finally {
    child.kill('SIGINT');
    await exited;
  }
}

export async function benchStart(): Promise<string> {
  const dataDir = `.local/bench-start-${process.pid}`;
  const [app, api, mail, stripe] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STACK_APP_PORT: String(app),
    STACK_API_PORT: String(api),
    STACK_MAIL_PORT: String(mail),
    STACK_STRIPE_PORT: String(stripe),
    STACK_DATA_DIR: dataDir,
    // What a plain `npm start` builds against, so the bench neither rebuilds dist/ nor leaves it stale.
    VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL ?? `http://127.0.0.1:${loadConfig().apiPort}`,
  };
  delete env.DATABASE_URL;
  const rows: string[] = [];
  try {
    rmSync(resolve(projectRoot, dataDir), { recursive: true, force: true });
    const first = await startOnce(env, app);
    if (first.line.includes('SPA build')) {
      rows.push(`| SPA build + fresh database (first run) | ${(first.ms / 1000).toFixed(1)} s | – | ${first.line} |`);
      rmSync(resolve(projectRoot, dataDir), { recursive: true, force: true });
    }
    const fresh = first.line.includes('SPA build') ? await startOnce(env, app) : first;
    rows.push(`| fresh database, SPA unchanged | ${(fresh.ms / 1000).toFixed(1)} s | 10 s | ${fresh.line} |`);
    const restarts: Run[] = [];
    for (let i = 0; i < RESTARTS; i++) restarts.push(await startOnce(env, app));
    const sorted = restarts.map((r) => r.ms).sort((a, b) => a - b);
    const median = percentile(sorted, 50);
    const typical = restarts.find((r) => r.ms === median) ?? restarts[0]!;
    rows.push(`| restart, nothing changed (median of ${RESTARTS}) | ${(median / 1000).toFixed(1)} s | 3 s | ${typical.line} |`);
  } finally {
    rmSync(resolve(projectRoot, dataDir), { recursive: true, force: true });
  }
  return [
    '`npm start` from spawn until the app answers (its own "Ready in" line beside it, with the phases).',
    '',
    '| run | ready | goal | start-up line |',
    '|---|---:|---:|---|',
    ...rows,
  ].join('\n');
}
