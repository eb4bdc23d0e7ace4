// Notification fan-out: an admin's market alert in #market-alerts, a channel every member reads, and
// 200 distinct signed-in members each subscribed as the notification bell subscribes
// (src/features/notifications/api/use-notifications.ts: supabase-js Realtime, postgres_changes INSERT on
// public.notifications filtered to user_id = me, under the table's RLS). The database writes one
// notification per member who may read the alert (private.notify_alerts, one INSERT … SELECT in the
// alert's transaction: the 200 members and the seeded community), and Realtime delivers each member
// their own row. Measured: the alert's commit → each member's delivery, p50/p95/p99, and how many
// never arrived. On the migrated and seeded database, on PGlite and, when reachable, PostgreSQL 15.
// The members' supabase-js clients run in a worker thread (as they would on other machines), so their
// sockets and JSON parsing do not share the server's event loop; helpers from ./realtime.ts.
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { ANON_KEY, type EngineOptions, type RunningStack, startStack } from 'supabase-stand-in';
import { createTestDatabase, postgresReachable } from '../tests/support/test-database.ts';
import { ms, percentile } from './measure.ts';
import { epochMs, userTokens, waitUntil } from './realtime.ts';

const MEMBERS = Number(process.env.NOTIFY_MEMBERS ?? 200);
const ALERTS = Number(process.env.NOTIFY_ALERTS ?? 20);
const WARMUP = 3;
const ADMIN_ID = 'd1a7c0de-0000-4000-8000-000000000003';

/** Each member: one supabase-js client and the bell's channel; every arrival goes back as [alert id, epoch ms]. */
const MEMBERS_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createClient } = require('@supabase/supabase-js');
const WebSocket = require('ws');
const { apiUrl, anonKey, members } = workerData;
let ready = 0;
async function member({ id, token }) {
  const client = createClient(apiUrl, anonKey, {
    accessToken: async () => token,
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket },
  });
  // The bell first reads the newest notifications and the unread count, then subscribes. The channel
  // must join with the member's token: without setAuth first, realtime-js may join before the
  // accessToken callback has answered, with the anon key (every change then arrives as 401).
  const [list, unread] = await Promise.all([
    client.from('notifications').select('id, kind, title, body, link, created_at, read_at').order('created_at', { ascending: false }).limit(20),
    client.from('notifications').select('id', { count: 'exact', head: true }).is('read_at', null),
  ]);
  if (list.error || unread.error) throw new Error((list.error ?? unread.error).message);
  await client.realtime.setAuth(token);
  let joined = false;
  let listening = false;
  const isReady = () => { if (joined && listening && ++ready === members.length) parentPort.postMessage('ready'); };
  client
    .channel('notifications:' + id)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter: 'user_id=eq.' + id }, (change) => {
      const at = performance.timeOrigin + performance.now();
      if (change.new.user_id === id) parentPort.postMessage([Number(change.new.alert_id), at]);
    })
    .on('system', {}, (p) => { if (!listening && p.message === 'Subscribed to PostgreSQL') { listening = true; isReady(); } })
    .subscribe((status, err) => {
      if (status === 'SUBSCRIBED' && !joined) { joined = true; isReady(); }
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') parentPort.postMessage(['error', String(err ?? status)]);
    });
  return client;
}
const clients = [];
(async () => {
  for (let i = 0; i < members.length; i += 20) clients.push(...(await Promise.all(members.slice(i, i + 20).map(member))));
})().catch((e) => parentPort.postMessage(['error', String(e)]));
parentPort.on('message', async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  process.exit(0);
});
`;

/** Members signed up as Auth signs them up (auth.users; the profile and free plan come from the trigger). */
async function addMembers(stack: RunningStack, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await stack.engine.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated',
       'bench-' || u.n || '@bench.tradecraft.local', '', now(), '{"provider":"email","providers":["email"]}',
       jsonb_build_object('display_name', 'Bench Member ' || u.n), now(), now()
     from unnest($1::uuid[]) with ordinality as u (id, n)`,
    [ids],
  );
  return ids;
}

class Members {
  /** Alert id → arrival times (epoch ms), one per member who got their notification. */
  readonly arrivals = new Map<number, number[]>();
  readonly ready: Promise<void>;
  private worker: Worker;

  constructor(apiUrl: string, members: { id: string; token: string }[]) {
    this.worker = new Worker(MEMBERS_WORKER, { eval: true, workerData: { apiUrl, anonKey: ANON_KEY, members } });
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('error', reject);
      this.worker.on('message', (m: 'ready' | [number | 'error', number | string]) => {
        if (m === 'ready') return resolve();
        if (m[0] === 'error') return reject(new Error(`a member's subscription failed: ${m[1]}`));
        const list = this.arrivals.get(m[0]);
        if (list) list.push(m[1] as number);
        else this.arrivals.set(m[0], [m[1] as number]);
      });
    });
  }

  received(alertId: number): number {
    return this.arrivals.get(alertId)?.length ?? 0;
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.worker.once('exit', resolve));
    this.worker.postMessage('close');
    await exited;
  }
}

interface Row {
  engine: string;
  notified: number;
  samples: number;
  lost: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  alertMs: number;
}

async function benchOn(engine: string, database: EngineOptions): Promise<Row> {
  const stack = await startStack({ database, apiPort: 0, mailPort: null, mailFile: null, restLimits: null, log: () => undefined });
  try {
    const ids = await addMembers(stack, MEMBERS);
    const tokens = await userTokens(stack, ids);
    const members = new Members(
      stack.apiUrl,
      ids.map((id, i) => ({ id, token: tokens[i]! })),
    );
    await members.ready;
    const latencies: number[] = [];
    const alertMs: number[] = [];
    let lost = 0;
    let notified = 0;
    try {
      for (let k = 0; k < ALERTS + WARMUP; k++) {
        const started = epochMs();
        const { rows } = await stack.engine.query<{ id: number }>(
          `insert into public.market_alerts (channel_id, symbol, headline, detail, severity, created_by)
           values ('market-alerts', 'SPY', $1, 'Bench alert: every member who reads #market-alerts is notified.', 'watch', $2)
           returning id`,
          [`SPY testing its 50-day average (bench ${k + 1})`, ADMIN_ID],
        );
        const committed = epochMs();
        const id = Number(rows[0]!.id);
        await waitUntil(() => members.received(id) === MEMBERS, 10_000);
        if (k < WARMUP) continue;
        alertMs.push(committed - started);
        const times = members.arrivals.get(id) ?? [];
        lost += MEMBERS - times.length;
        for (const at of times) latencies.push(at - committed);
        if (k === WARMUP) {
          const { rows: count } = await stack.engine.query<{ n: number }>(
            'select count(*)::int as n from public.notifications where alert_id = $1',
            [id],
          );
          notified = Number(count[0]!.n);
        }
      }
    } finally {
      await members.close();
    }
    latencies.sort((a, b) => a - b);
    alertMs.sort((a, b) => a - b);
    return {
      engine,
      notified,
      samples: latencies.length,
      lost,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? NaN,
      alertMs: percentile(alertMs, 50),
    };
  } finally {
    await stack.close();
  }
}

export async function benchNotifications(): Promise<string> {
  const rows = [await benchOn('PGlite', { kind: 'pglite' })];
  let note = '';
  if (await postgresReachable()) {
    const db = await createTestDatabase('tradecraft_bench_notify');
    try {
      rows.push(await benchOn('PostgreSQL 15', { kind: 'postgres', url: db.url }));
    } finally {
      await db.drop();
    }
  } else note = '\n\nPostgreSQL not reachable: skipped.';
  return (
    [
      `An admin's market alert in #market-alerts (read by every member) → each of ${MEMBERS} signed-in members receives their own notification row`,
      `live, subscribed as the bell is (supabase-js, postgres_changes INSERT on notifications, filter user_id=eq.<me>, RLS on); ${ALERTS} alerts after ${WARMUP} warm-up ones,`,
      'timed from the alert\'s commit (ms). "Rows written" is the notifications one alert writes in its transaction (the bench members and the seeded community).',
      '',
      '| Engine | Members subscribed | Rows written per alert | Alert insert p50 ms | Deliveries | Lost | p50 | p95 | p99 | max |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.engine} | ${MEMBERS} | ${r.notified} | ${ms(r.alertMs)} | ${r.samples} | ${r.lost} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} |`,
      ),
    ].join('\n') + note
  );
}
