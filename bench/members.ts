// Members at scale: 50,000 members and 1,000,000 points-ledger rows (a year of them), then the
// leaderboard over 7 days, 30 days and all time, and the directory (find_members) sorted by activity
// and by level and searched by name, through supabase-js as the SPA calls them, as the demo learner.
// On PGlite and, when reachable, on a fresh PostgreSQL database.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, type EngineOptions, startStack } from 'supabase-stand-in';
import { createTestDatabase, postgresReachable } from '../tests/support/test-database.ts';
import { load, ms, type Stats } from './measure.ts';

const MEMBERS = 50_000;
const LEDGER = 1_000_000;
const SECONDS = 3;

// Activity is skewed as in a real community (members with low numbers get many more rows than the rest: a few very
// active members, a long tail). Replica mode skips the row triggers (profiles' own rows, the ledger's cached totals), so the totals
// are filled afterwards the way the migration that introduced them did.
const BULK = `
set session_replication_role = replica;
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change)
select '00000000-0000-0000-0000-000000000000', ('b0000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, 'authenticated', 'authenticated',
  'bench-' || i || '@bench.tradecraft.local', '', now(), '{"provider":"email","providers":["email"]}', '{}', now() - make_interval(days => i % 400), now(), '', '', '', ''
from generate_series(1, ${MEMBERS}) i;
insert into public.profiles (id, display_name, email, created_at)
select ('b0000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid,
  (array['Alex', 'Sam', 'Robin', 'Kim', 'Jo', 'Lee', 'Max', 'Ana'])[1 + i % 8] || ' ' || (array['Stone', 'Reed', 'Park', 'Lopez', 'Nguyen', 'Smith'])[1 + i % 6] || ' ' || i,
  'bench-' || i || '@bench.tradecraft.local', now() - make_interval(days => i % 400)
from generate_series(1, ${MEMBERS}) i;
insert into public.member_profiles (user_id) select p.id from public.profiles p where p.email like '%@bench.tradecraft.local';
insert into public.point_events (user_id, reason, ref, points, created_at)
select ('b0000000-0000-4000-8000-' || lpad(to_hex(1 + ((i::bigint * 7919) % ${MEMBERS}) * ((i::bigint * 7919) % ${MEMBERS}) / ${MEMBERS}), 12, '0'))::uuid, 'reaction_received', i::text || ':bench',
  (array[2, 2, 5, 10, 20, 100])[1 + (i * 17) % 6], now() - make_interval(secs => (i * 31.536)::bigint)
from generate_series(1, ${LEDGER}) i;
set session_replication_role = origin;
insert into private.member_levels (user_id, points, level)
  select t.user_id, t.total, l.level
  from (select e.user_id, sum(e.points)::bigint as total from public.point_events e group by e.user_id) t
  cross join lateral private.level_of(t.total) l
  on conflict (user_id) do update set points = excluded.points, level = excluded.level;
analyze;
`;

interface Row {
  engine: string;
  call: string;
  clients: number;
  stats: Stats;
}

async function signedIn(apiUrl: string): Promise<SupabaseClient> {
  const client = createClient(apiUrl, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword({ email: 'learner@tradecraft.local', password: 'Tradecraft-demo-1' });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return client;
}

const CALLS: [string, string, Record<string, unknown>][] = [
  ['leaderboard 7 d', 'leaderboard', { period: '7d', max_rows: 20 }],
  ['leaderboard 30 d', 'leaderboard', { period: '30d', max_rows: 20 }],
  ['leaderboard all time', 'leaderboard', { period: 'all', max_rows: 20 }],
  ['find_members, most active', 'find_members', { max_rows: 50 }],
  ['find_members, by level', 'find_members', { sort: 'level', max_rows: 50 }],
  ['find_members, name "lopez 12"', 'find_members', { query: 'lopez 12', max_rows: 50 }],
];

async function benchEngine(engine: string, database: EngineOptions): Promise<Row[]> {
  const stack = await startStack({ database, apiPort: 0, mailPort: null, restLimits: null, log: () => undefined });
  try {
    await stack.engine.exec(BULK);
    const clients = await Promise.all(Array.from({ length: 10 }, () => signedIn(stack.apiUrl)));
    const rows: Row[] = [];
    for (const [label, fn, args] of CALLS) {
      const call = async (w: number) => {
        const { error } = await clients[w]!.rpc(fn, args, { get: true });
        if (error) throw new Error(`${fn}: ${error.message}`);
      };
      for (const concurrency of [1, 10])
        rows.push({ engine, call: label, clients: concurrency, stats: await load(call, { concurrency, seconds: SECONDS, warmup: 3 }) });
    }
    return rows;
  } finally {
    await stack.close();
  }
}

export async function benchMembers(): Promise<string> {
  const rows = await benchEngine('PGlite', { kind: 'pglite' });
  let note = '';
  if (await postgresReachable()) {
    const db = await createTestDatabase('tradecraft_bench_members');
    try {
      rows.push(...(await benchEngine('PostgreSQL 15', { kind: 'postgres', url: db.url })));
    } finally {
      await db.drop();
    }
  } else note = '\n\nPostgreSQL not reachable: skipped.';
  const lines = [
    '| engine | call | clients | calls/s | p50 ms | p95 ms | p99 ms |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${r.call} | ${r.clients} | ${r.stats.perSecond.toFixed(0)} | ${ms(r.stats.p50)} | ${ms(r.stats.p95)} | ${ms(r.stats.p99)} |`,
    ),
  ];
  return `${MEMBERS.toLocaleString('en-US')} members, ${LEDGER.toLocaleString('en-US')} ledger rows over a year; rpc through supabase-js (GET) as a signed-in learner; ${SECONDS} s per row.\n\n${lines.join('\n')}${note}`;
}
