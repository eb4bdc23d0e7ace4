// Realtime fan-out: latency from an INSERT's commit to its postgres_changes frame arriving at each
// subscriber, with 1, 50 and 200 subscribers (each a signed-in user on its own socket) on one
// channel, then sustained delivery under load — all with RLS on (every subscriber's claims are
// checked by the policy). On PGlite, and on PostgreSQL when reachable. Subscribers are bare Phoenix
// sockets in a worker thread, so the numbers measure the server, not supabase-js or the harness.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ANON_KEY, type EngineOptions, type RunningStack, startStack } from 'supabase-stand-in';
import { createTestDatabase, postgresReachable } from '../tests/support/test-database.ts';
import { ms, percentile } from './measure.ts';

const FIXTURE = `
create table public.bench_rt (
  id bigint primary key,
  author_id uuid not null,
  body text not null
);
alter table public.bench_rt enable row level security;
grant select on public.bench_rt to authenticated;
create policy "Signed-in users read messages" on public.bench_rt for select to authenticated
  using ((select auth.uid()) is not null);
alter publication supabase_realtime add table public.bench_rt;
`;
const TOPIC = 'realtime:bench';
const FANOUTS = [1, 50, 200];
const SAMPLES = 60;

/**
 * The subscribers run in a worker thread, as they would on other machines: their own socket reads
 * and JSON parsing do not share the server's event loop. Each is a bare Phoenix socket joined with
 * its own user's JWT; every arrival goes back as [row id, epoch ms].
 */
const SUBSCRIBERS_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require('ws');
const { url, tokens, topic } = workerData;
let subscribed = 0;
const sockets = tokens.map((token) => {
  const ws = new WebSocket(url);
  ws.on('open', () => ws.send(JSON.stringify(['1', '1', topic, 'phx_join', {
    config: { broadcast: { ack: false, self: false }, presence: { key: '', enabled: false },
      postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'bench_rt' }], private: false },
    access_token: token }])));
  ws.on('message', (data) => {
    const at = performance.timeOrigin + performance.now();
    const [, , , event, payload] = JSON.parse(data.toString());
    if (event === 'postgres_changes') parentPort.postMessage([payload.data.record.id, at]);
    else if (event === 'system' && payload.message === 'Subscribed to PostgreSQL' && ++subscribed === tokens.length) parentPort.postMessage('ready');
  });
  return ws;
});
const heartbeat = setInterval(() => sockets.forEach((ws) => ws.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}]))), 25000);
parentPort.on('message', () => { clearInterval(heartbeat); sockets.forEach((ws) => ws.terminate()); process.exit(0); });
`;

/** Now, as epoch ms on the clock the subscriber workers stamp arrivals with. */
export const epochMs = () => performance.timeOrigin + performance.now();

/**
 * Access tokens signed as Auth signs them (the stack's ES256 key): for `users` new random user ids,
 * or for the given user ids.
 */
export function userTokens(stack: RunningStack, users: number | string[]): Promise<string[]> {
  const now = Math.floor(Date.now() / 1000);
  const ids = typeof users === 'number' ? Array.from({ length: users }, () => randomUUID()) : users;
  return Promise.all(
    ids.map((sub) => stack.context.keys.sign({ sub, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 })),
  );
}

class Subscribers {
  readonly count: number;
  /** Row id → arrival times (epoch ms), one per subscriber that got it. */
  readonly arrivals = new Map<number, number[]>();
  readonly ready: Promise<void>;
  private worker: Worker;

  constructor(apiUrl: string, tokens: string[]) {
    this.count = tokens.length;
    const url = `${apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${ANON_KEY}&vsn=2.0.0`;
    this.worker = new Worker(SUBSCRIBERS_WORKER, { eval: true, workerData: { url, tokens, topic: TOPIC } });
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('error', reject);
      this.worker.on('message', (m: 'ready' | [number, number]) => {
        if (m === 'ready') return resolve();
        const list = this.arrivals.get(m[0]);
        if (list) list.push(m[1]);
        else this.arrivals.set(m[0], [m[1]]);
      });
    });
  }

  received(id: number): number {
    return this.arrivals.get(id)?.length ?? 0;
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.worker.once('exit', resolve));
    this.worker.postMessage('close');
    await exited;
  }
}

export async function waitUntil(probe: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = performance.now() + timeoutMs;
  while (!probe()) {
    if (performance.now() > end) return false;
    await new Promise((r) => setTimeout(r, 1));
  }
  return true;
}

interface FanoutRow {
  engine: string;
  subscribers: number;
  samples: number;
  lost: number;
  p50: number;
  p95: number;
  p99: number;
}

async function fanout(stack: RunningStack, engine: string, n: number, nextId: () => number): Promise<FanoutRow> {
  const subs = new Subscribers(stack.apiUrl, await userTokens(stack, n));
  await subs.ready;
  const latencies: number[] = [];
  let lost = 0;
  for (let k = 0; k < SAMPLES + 5; k++) {
    const id = nextId();
    await stack.engine.query('insert into public.bench_rt (id, author_id, body) values ($1, $2, $3)', [id, randomUUID(), `message ${id}`]);
    const committed = epochMs();
    await waitUntil(() => subs.received(id) === n, 5000);
    if (k < 5) continue; // warm-up
    const times = subs.arrivals.get(id) ?? [];
    lost += n - times.length;
    for (const at of times) latencies.push(at - committed);
  }
  await subs.close();
  latencies.sort((a, b) => a - b);
  return {
    engine,
    subscribers: n,
    samples: latencies.length,
    lost,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

interface SustainedRow {
  engine: string;
  subscribers: number;
  changes: number;
  seconds: number;
  delivered: number;
}

/** Writers insert as fast as they can for a few seconds; counts what reaches the subscribers. */
async function sustained(stack: RunningStack, engine: string, n: number, nextId: () => number): Promise<SustainedRow> {
  const subs = new Subscribers(stack.apiUrl, await userTokens(stack, n));
  await subs.ready;
  const ids: number[] = [];
  const started = epochMs();
  const deadline = performance.now() + 5000;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (performance.now() < deadline) {
        const id = nextId();
        ids.push(id);
        await stack.engine.query('insert into public.bench_rt (id, author_id, body) values ($1, $2, $3)', [id, randomUUID(), `load ${id}`]);
      }
    }),
  );
  await waitUntil(() => ids.every((id) => subs.received(id) === n), 60_000);
  const last = ids.reduce((max, id) => (subs.arrivals.get(id) ?? []).reduce((m, t) => Math.max(m, t), max), started);
  const delivered = ids.reduce((sum, id) => sum + subs.received(id), 0);
  await subs.close();
  return { engine, subscribers: n, changes: ids.length, seconds: (last - started) / 1000, delivered };
}

async function benchOn(engine: string, database: EngineOptions): Promise<{ fan: FanoutRow[]; load: SustainedRow[] }> {
  const noMigrations = mkdtempSync(join(tmpdir(), 'bench-rt-'));
  const stack = await startStack({
    database,
    apiPort: 0,
    mailPort: null,
    mailFile: null,
    migrationsDir: noMigrations,
    seedFile: null,
    log: () => undefined,
  });
  try {
    await stack.engine.exec(FIXTURE);
    await stack.reloadSchema();
    let id = 0;
    const nextId = () => ++id;
    const fan: FanoutRow[] = [];
    for (const n of FANOUTS) fan.push(await fanout(stack, engine, n, nextId));
    const load = [await sustained(stack, engine, 50, nextId), await sustained(stack, engine, 200, nextId)];
    return { fan, load };
  } finally {
    await stack.close();
    rmSync(noMigrations, { recursive: true, force: true });
  }
}

export async function benchRealtime(): Promise<string> {
  const results = [await benchOn('PGlite', { kind: 'pglite' })];
  if (await postgresReachable()) {
    const db = await createTestDatabase('tradecraft_bench_rt');
    try {
      results.push(await benchOn('PostgreSQL 15', { kind: 'postgres', url: db.url }));
    } finally {
      await db.drop();
    }
  }
  const fanLines = results.flatMap((r) =>
    r.fan.map((f) => `| ${f.engine} | ${f.subscribers} | ${f.samples} | ${f.lost} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} |`),
  );
  const loadLines = results.flatMap((r) =>
    r.load.map(
      (l) =>
        `| ${l.engine} | ${l.subscribers} | ${(l.changes / l.seconds).toFixed(0)} | ${(l.delivered / l.seconds).toFixed(0)} | ${l.changes * l.subscribers - l.delivered} |`,
    ),
  );
  return [
    'Commit → delivery of a postgres_changes INSERT, one channel, each subscriber a distinct signed-in user under an RLS policy (ms):',
    '',
    '| Engine | Subscribers | Samples | Lost | p50 | p95 | p99 |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...fanLines,
    '',
    'Sustained: 4 writers inserting for 5 s, RLS on, until every subscriber has every change:',
    '',
    '| Engine | Subscribers | Changes/s | Messages delivered/s | Lost |',
    '|---|---:|---:|---:|---:|',
    ...loadLines,
  ].join('\n');
}
