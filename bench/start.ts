// Start-up: how long `npm start` takes to be ready (the app answering on its port), on a fresh
// database and on a restart with nothing changed. Each run is the real start script (web/start.ts) in
// a child process, on free ports and its own data dir under .local/, timed from spawn until the app
// answers 200. The SPA is built against the URL an ordinary `npm start` uses, so dist/ stays valid for
// it; a first run builds it when needed (reported, not timed as fresh or restart). The fresh start is
// then left running until its background generator prints "all lesson videos ready" (every one of the
// 83 lessons has a video): timed from spawn too, with the render cache as it is (BENCH_VIDEOS_COLD=1
// gives the run an empty cache of its own, as on a machine that never rendered them).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig, projectRoot } from 'supabase-stand-in';
import { percentile } from './measure.ts';
import { freePort } from '../tests/support/free-port.ts';

const RESTARTS = 3;

interface Run {
  ms: number;
  line: string;
  /** From spawn until "all lesson videos ready", when asked for. */
  videos?: { ms: number; line: string };
}

const VIDEOS_READY = /lesson videos: all lesson videos ready.*/;
const VIDEOS_LIMIT_MS = 900_000;

async function startOnce(env: NodeJS.ProcessEnv, appPort: number, waitForVideos = false): Promise<Run> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'web/start.ts'], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited:\n${out}`);
      const ok = await fetch(`http://127.0.0.1:${appPort}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok && out.includes('Ready in')) break;
      if (performance.now() - t0 > 180_000) throw new Error(`npm start not ready after 180 s:\n${out}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const run: Run = { ms: performance.now() - t0, line: /Ready in .*/.exec(out)?.[0] ?? '' };
    while (waitForVideos && !VIDEOS_READY.test(out)) {
      if (child.exitCode !== null) throw new Error(`npm start exited:\n${out}`);
      if (/lesson videos: \d+\/\d+ lessons have a video.*/.test(out)) throw new Error(`not every lesson video was made:\n${out}`);
      if (performance.now() - t0 > VIDEOS_LIMIT_MS) throw new Error(`lesson videos not ready after ${VIDEOS_LIMIT_MS / 1000} s:\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    if (waitForVideos) run.videos = { ms: performance.now() - t0, line: VIDEOS_READY.exec(out)![0] };
    return run;
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
  delete env.LESSON_VIDEOS; // the videos are part of a fresh start
  const cold = process.env.BENCH_VIDEOS_COLD === '1';
  const videoCache = cold ? mkdtempSync(join(tmpdir(), 'bench-lesson-videos-')) : undefined;
  if (videoCache) env.LESSON_VIDEOS_CACHE_DIR = videoCache;
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
    rmSync(resolve(projectRoot, dataDir), { recursive: true, force: true });
    const load = loadavg()[0]!;
    const withVideos = await startOnce(env, app, true);
    const cache = cold ? 'empty render cache' : 'render cache as found';
    rows.push(
      `| all lesson videos ready after a fresh start (${cache}; load ${load.toFixed(1)} on ${availableParallelism()} cores) | ${(withVideos.videos!.ms / 1000).toFixed(1)} s | 120 s | ${withVideos.videos!.line} |`,
    );
    const restarts: Run[] = [];
    for (let i = 0; i < RESTARTS; i++) restarts.push(await startOnce(env, app));
    const sorted = restarts.map((r) => r.ms).sort((a, b) => a - b);
    const median = percentile(sorted, 50);
    const typical = restarts.find((r) => r.ms === median) ?? restarts[0]!;
    rows.push(`| restart, nothing changed (median of ${RESTARTS}) | ${(median / 1000).toFixed(1)} s | 3 s | ${typical.line} |`);
  } finally {
    rmSync(resolve(projectRoot, dataDir), { recursive: true, force: true });
    if (videoCache) rmSync(videoCache, { recursive: true, force: true });
  }
  return [
    '`npm start` from spawn until the app answers (its own "Ready in" line beside it, with the phases).',
    '',
    '| run | ready | goal | start-up line |',
    '|---|---:|---:|---|',
    ...rows,
  ].join('\n');
}
