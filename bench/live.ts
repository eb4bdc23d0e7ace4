// The live room's chart sync: the host broadcasts a chart change on the room's private host topic
// (`live:<id>:host`, authorised by the project's realtime.messages policies), and 50 attendees, each a
// distinct signed-in member on their own socket, receive it. Latency from the host's send to each
// attendee's arrival. Attendees are bare Phoenix sockets in a worker thread, as in realtime.ts, so the
// numbers measure the server. On PGlite, and on PostgreSQL when reachable.
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import WebSocket from 'ws';
import { ANON_KEY, type EngineOptions, type RunningStack, startStack } from 'supabase-stand-in';
import { createTestDatabase, postgresReachable } from '../tests/support/test-database.ts';
import { ms, percentile } from './measure.ts';
import { epochMs, userTokens, waitUntil } from './realtime.ts';

const ATTENDEES = 50;
const SAMPLES = 100;
const PACE_MS = 20;

const ATTENDEES_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require('ws');
const { url, tokens, topic } = workerData;
let joined = 0;
const sockets = tokens.map((token) => {
  const ws = new WebSocket(url);
  ws.on('open', () => ws.send(JSON.stringify(['1', '1', topic, 'phx_join', {
    config: { broadcast: { ack: false, self: false }, presence: { key: '', enabled: false }, postgres_changes: [], private: true },
    access_token: token }])));
  ws.on('message', (data) => {
    const at = performance.timeOrigin + performance.now();
    const [, , , event, payload] = JSON.parse(data.toString());
    if (event === 'broadcast') parentPort.postMessage([payload.payload.seq, at]);
    else if (event === 'phx_reply' && payload.status === 'ok' && ++joined === tokens.length) parentPort.postMessage('ready');
    else if (event === 'phx_reply' && payload.status !== 'ok') parentPort.postMessage('refused');
  });
  return ws;
});
const heartbeat = setInterval(() => sockets.forEach((ws) => ws.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}]))), 25000);
parentPort.on('message', () => { clearInterval(heartbeat); sockets.forEach((ws) => ws.terminate()); process.exit(0); });
`;

interface Row {
  engine: string;
  samples: number;
  lost: number;
  p50: number;
  p95: number;
  p99: number;
}

async function benchOn(engine: string, database: EngineOptions): Promise<Row> {
  const stack: RunningStack = await startStack({
    database,
    apiPort: 0,
    mailPort: null,
    mailFile: null,
    seedFile: null,
    log: () => undefined,
  });
  const hostId = randomUUID();
  try {
    // No seed: the room's channel (a freemium calendar, readable by every signed-in member) and its host.
    await stack.engine.query(
      `insert into public.channels (id, group_name, name, type, access, position) values ('earnings-calendar', 'LIVE UPDATES', 'earnings-calendar', 'calendar', 'freemium', 1)`,
    );
    await stack.engine.query(`insert into auth.users (id, email, aud, role) values ($1, $2, 'authenticated', 'authenticated')`, [
      hostId,
      `host-${hostId.slice(0, 8)}@bench.example`,
    ]);
    const { rows } = await stack.engine.query<{ id: string }>(
      `insert into public.live_sessions (channel_id, title, starts_at, access, host_id, state)
       values ('earnings-calendar', 'Bench room', now(), 'free', $1, 'live') returning id::text`,
      [hostId],
    );
    const topic = `realtime:live:${rows[0]!.id}:host`;
    const url = `${stack.apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${ANON_KEY}&vsn=2.0.0`;

    // The attendees join (each authorised by the policies), then the host.
    const arrivals = new Map<number, number[]>();
    const worker = new Worker(ATTENDEES_WORKER, { eval: true, workerData: { url, tokens: await userTokens(stack, ATTENDEES), topic } });
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.on('message', (m: 'ready' | 'refused' | [number, number]) => {
        if (m === 'ready') return resolve();
        if (m === 'refused') return reject(new Error('an attendee was refused the room'));
        const list = arrivals.get(m[0]);
        if (list) list.push(m[1]);
        else arrivals.set(m[0], [m[1]]);
      });
    });
    const [hostToken] = await userTokens(stack, [hostId]);
    const host = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      host.on('open', () =>
        host.send(
          JSON.stringify([
            '1',
            '1',
            topic,
            'phx_join',
            {
              config: {
                broadcast: { ack: false, self: false },
                presence: { key: '', enabled: false },
                postgres_changes: [],
                private: true,
              },
              access_token: hostToken,
            },
          ]),
        ),
      );
      host.on('message', (data: Buffer) => {
        const [, , , event, payload] = JSON.parse(data.toString()) as [unknown, unknown, string, string, { status?: string }];
        if (event !== 'phx_reply') return;
        if (payload.status === 'ok') resolve();
        else reject(new Error('the host was refused'));
      });
    });

    const latencies: number[] = [];
    let lost = 0;
    for (let seq = 1; seq <= SAMPLES + 5; seq++) {
      const chart = { symbol: seq % 2 ? 'AAPL' : 'SPY', timeframe: '1D', indicators: { volume: true }, drawings: [], seq };
      const sent = epochMs();
      host.send(JSON.stringify([null, String(seq + 1), topic, 'broadcast', { type: 'broadcast', event: 'chart', payload: chart }]));
      await waitUntil(() => (arrivals.get(seq)?.length ?? 0) === ATTENDEES, 5000);
      // At most 50 changes a second (a drag on the chart), under Realtime's 100 events/s per socket.
      await new Promise((r) => setTimeout(r, Math.max(0, sent + PACE_MS - epochMs())));
      if (seq <= 5) continue; // warm-up
      const times = arrivals.get(seq) ?? [];
      lost += ATTENDEES - times.length;
      for (const at of times) latencies.push(at - sent);
    }
    host.terminate();
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.postMessage('close');
    await exited;
    latencies.sort((a, b) => a - b);
    return {
      engine,
      samples: latencies.length,
      lost,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
    };
  } finally {
    await stack.close();
  }
}

export async function benchLive(): Promise<string> {
  const results = [await benchOn('PGlite', { kind: 'pglite' })];
  if (await postgresReachable()) {
    const db = await createTestDatabase('tradecraft_bench_live');
    try {
      results.push(await benchOn('PostgreSQL 15', { kind: 'postgres', url: db.url }));
    } finally {
      await db.drop();
    }
  }
  return [
    `Host → attendee chart sync: the host's broadcast on the room's private host topic to ${ATTENDEES} attendees (distinct signed-in members, each authorised by the realtime.messages policies), ${SAMPLES} changes one after another, at most one per ${PACE_MS} ms (ms):`,
    '',
    '| Engine | Attendees | Samples | Lost | p50 | p95 | p99 |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) => `| ${r.engine} | ${ATTENDEES} | ${r.samples} | ${r.lost} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} |`),
  ].join('\n');
}
