// Message search over 100k messages, through supabase-js as the SPA calls it: rpc('search_messages')
// (Postgres full-text on a GIN expression index, under the caller's row-level security, newest 30
// hits with author cards) as a free learner and as a premium member, for a rare word, a common word
// and a two-word phrase. On PGlite and, when reachable, on a fresh PostgreSQL database.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, type EngineOptions, startStack } from 'supabase-stand-in';
import { createTestDatabase, postgresReachable } from '../tests/support/test-database.ts';
import { load, ms, type Stats } from './measure.ts';

const MESSAGES = 100_000;
const SECONDS = 3;

// Varied bodies from a small vocabulary (so common words match thousands of rows), one in 1000 with a
// rare word; spread over the 12 channels. Replica mode skips row triggers (see data-model.ts).
const BULK_MESSAGES = `
set session_replication_role = replica;
insert into public.messages (channel_id, author_id, body, kind, created_at)
select
  (select array_agg(c.id order by c.position) from public.channels c)[1 + i % 12],
  (array['d1a7c0de-0000-4000-8000-000000000001', 'd1a7c0de-0000-4000-8000-000000000002',
         'd1a7c0de-0000-4000-8000-000000000003']::uuid[])[1 + (i / 1000) % 3],
  (array['Watching', 'Bought', 'Sold', 'Trimmed', 'Waiting on'])[1 + i % 5] || ' '
    || (array['SPY', 'QQQ', 'AAPL', 'MSFT', 'NVDA', 'AMZN', 'TSLA'])[1 + i % 7] || ' near the '
    || (array['opening range', '50-day average', 'prior high', 'gap', 'support zone', 'resistance'])[1 + i % 6]
    || case when i % 1000 = 0 then ', a textbook marubozu' else '' end
    || ' (note ' || i || ')',
  'chat',
  now() - make_interval(secs => ${MESSAGES} - i)
from generate_series(1, ${MESSAGES}) as i;
set session_replication_role = origin;
analyze public.messages;
`;

const QUERIES: [string, string][] = [
  ['rare word (100 hits)', 'marubozu'],
  ['common word (~14k hits)', 'nvda'],
  ['phrase', '"opening range" spy'],
];

interface Row {
  engine: string;
  who: string;
  query: string;
  clients: number;
  stats: Stats;
}

async function signedIn(apiUrl: string, email: string): Promise<SupabaseClient> {
  const client = createClient(apiUrl, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: 'Tradecraft-demo-1' });
  if (error) throw new Error(`${email} sign-in failed: ${error.message}`);
  return client;
}

async function benchEngine(engine: string, database: EngineOptions): Promise<Row[]> {
  const stack = await startStack({ database, apiPort: 0, mailPort: null, restLimits: null, log: () => undefined });
  try {
    await stack.engine.exec(BULK_MESSAGES);
    const rows: Row[] = [];
    for (const [who, email] of [
      ['free learner', 'learner@tradecraft.local'],
      ['premium member', 'premium@tradecraft.local'],
    ] as const) {
      const clients = await Promise.all(Array.from({ length: 10 }, () => signedIn(stack.apiUrl, email)));
      for (const [label, query] of QUERIES) {
        const search = async (w: number) => {
          const { error } = await clients[w]!.rpc('search_messages', { query }, { get: true });
          if (error) throw new Error(error.message);
        };
        for (const concurrency of [1, 10])
          rows.push({
            engine,
            who,
            query: label,
            clients: concurrency,
            stats: await load(search, { concurrency, seconds: SECONDS, warmup: 5 }),
          });
      }
    }
    return rows;
  } finally {
    await stack.close();
  }
}

export async function benchMessageSearch(): Promise<string> {
  const rows = await benchEngine('PGlite', { kind: 'pglite' });
  let note = '';
  if (await postgresReachable()) {
    const db = await createTestDatabase('tradecraft_bench_search');
    try {
      rows.push(...(await benchEngine('PostgreSQL 15', { kind: 'postgres', url: db.url })));
    } finally {
      await db.drop();
    }
  } else note = '\n\nPostgreSQL not reachable: skipped.';
  const lines = [
    '| engine | caller | query | clients | calls/s | p50 ms | p99 ms |',
    '|---|---|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${r.who} | ${r.query} | ${r.clients} | ${r.stats.perSecond.toFixed(0)} | ${ms(r.stats.p50)} | ${ms(r.stats.p99)} |`,
    ),
  ];
  return `${MESSAGES.toLocaleString('en-US')} messages; rpc search_messages through supabase-js (GET), newest 30 hits; ${SECONDS} s per row.\n\n${lines.join('\n')}${note}`;
}
