// The stack's own overhead: an authenticated, RLS-checked single-row select and an rpc call through
// /rest/v1 at 1, 10 and 50 concurrent clients, on PGlite and on PostgreSQL, beside two baselines run
// directly on the engine, in the transaction shape REST uses (Engine.run: BEGIN, a setup statement,
// the query, COMMIT — on PGlite one call):
// - direct: the baseline the REST overhead goal is measured against — the role and the JWT claims set, then the row as JSON;
// - same SQL: the very statements the stack ran for that request (captured from it): its full
//   setup (role, claims, method, path, headers, cookies, search_path, statement_timeout, read-only)
//   and its PostgREST-shaped query. The stack's overhead over this is HTTP, the JWT check, parsing,
//   building the SQL and writing the response; over `direct` it is that plus its heavier SQL.
// The three run in turns (measure.ts, loadInterleaved), so the machine's other work falls on all.
// The HTTP requests come from a worker thread (bench/http-load.ts), as a real stack's come from
// browsers elsewhere: until 2026-11-25 they were fetch calls on the stack's own main thread, which
// spent more CPU sending each request than the stack spent answering it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ANON_KEY, type Engine, type EngineOptions, type RunningStack, type Setup, startStack } from 'supabase-stand-in';
import { HttpLoad, type HttpRequestSpec } from './http-load.ts';
import { loadInterleaved, ms, summarise, type Stats } from './measure.ts';

const FIXTURE = `
create table if not exists public.bench_notes (
  id bigint generated always as identity primary key,
  owner_id uuid not null,
  body text not null
);
create index if not exists bench_notes_owner_id_idx on public.bench_notes (owner_id);
alter table public.bench_notes enable row level security;
drop policy if exists "Owners read their notes" on public.bench_notes;
create policy "Owners read their notes" on public.bench_notes for select to authenticated
  using (owner_id = (select auth.uid()));
create or replace function public.bench_add(a int, b int) returns int language sql stable
  set search_path = '' as $$ select a + b $$;
`;
const USERS = 50;

interface Row {
  scenario: string;
  engine: string;
  concurrency: number;
  viaStack: Stats;
  direct: Stats;
  sameSql: Stats;
}

interface Captured {
  /** Engine.run (one statement, its own transaction) or Engine.transaction. */
  via: 'run' | 'transaction';
  setup: Setup | undefined;
  statements: { sql: string; params: unknown[] }[];
}

/** How the stack used its engine for one request (`send`): read off the engine while it runs. */
async function capture(engine: Engine, send: () => Promise<Response>): Promise<Captured> {
  const transaction = engine.transaction.bind(engine);
  const run = engine.run.bind(engine);
  let captured: Captured | null = null;
  engine.transaction = (fn, setup) =>
    transaction(async (tx) => {
      const statements: Captured['statements'] = [];
      const result = await fn({
        query: (sql, params) => (statements.push({ sql, params: params ?? [] }), tx.query(sql, params)),
        exec: (sql) => tx.exec(sql),
      });
      captured = { via: 'transaction', setup, statements };
      return result;
    }, setup);
  engine.run = (sql, params, setup) => {
    captured = { via: 'run', setup, statements: [{ sql, params }] };
    return run(sql, params, setup);
  };
  try {
    const res = await send();
    if (res.status !== 200) throw new Error(`capture: HTTP ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  } finally {
    engine.transaction = transaction;
    engine.run = run;
  }
  if (!captured) throw new Error('capture: the request ran no SQL');
  return captured;
}

async function prepare(stack: RunningStack) {
  await stack.engine.exec(FIXTURE);
  const ids: string[] = [];
  for (let u = 0; u < USERS; u++) ids.push(crypto.randomUUID());
  const values = ids.flatMap((id, u) => Array.from({ length: 20 }, (_, k) => `('${id}', 'note ${u}-${k}')`));
  await stack.engine.exec(`insert into public.bench_notes (owner_id, body) values ${values.join(',')}`);
  await stack.reloadSchema();
  const { rows } = await stack.engine.query<{ id: number; owner_id: string }>(
    'select distinct on (owner_id) id, owner_id from public.bench_notes order by owner_id, id',
  );
  const now = Math.floor(Date.now() / 1000);
  // Signed as Auth signs them (the stack's ES256 key), so the numbers include verifying them.
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      owner: r.owner_id,
      token: await stack.context.keys.sign({ sub: r.owner_id, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 }),
    })),
  );
}

/** The goal's baseline: role and claims set, then the row (or the call) as JSON, one transaction. */
async function direct(
  stack: RunningStack,
  sql: string,
  params: (u: { id: number; owner: string }) => unknown[],
  user: { id: number; owner: string },
) {
  await stack.engine.run(sql, params(user), {
    sql: `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
    params: [JSON.stringify({ sub: user.owner, role: 'authenticated' })],
  });
}

/** The stack's own statements for the request, run the way it ran them. */
async function sameSql(stack: RunningStack, c: Captured) {
  if (c.via === 'run') {
    const [s] = c.statements;
    await stack.engine.run(s!.sql, s!.params, c.setup);
    return;
  }
  await stack.engine.transaction(async (tx) => {
    for (const s of c.statements) await tx.query(s.sql, s.params);
  }, c.setup);
}

export async function benchStackOn(name: string, database: EngineOptions, seconds = 3): Promise<Row[]> {
  const stack = await startStack({ database, apiPort: 0, mailPort: null, log: () => undefined });
  const rows: Row[] = [];
  try {
    const users = await prepare(stack);
    const pick = (i: number) => users[i % users.length]!;
    const send = (r: HttpRequestSpec) => fetch(`${stack.apiUrl}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
    const scenarios = [
      {
        scenario: 'select one row (RLS)',
        http: (u: (typeof users)[number]): HttpRequestSpec => ({
          method: 'GET',
          path: `/rest/v1/bench_notes?select=*&id=eq.${u.id}`,
          headers: { apikey: ANON_KEY, Authorization: `Bearer ${u.token}`, Accept: 'application/vnd.pgrst.object+json' },
        }),
        sql: 'select to_jsonb(t) from (select * from public.bench_notes where id = $1) t',
        params: (u: { id: number }) => [u.id],
      },
      {
        scenario: 'rpc bench_add',
        http: (u: (typeof users)[number]): HttpRequestSpec => ({
          method: 'POST',
          path: '/rest/v1/rpc/bench_add',
          headers: { apikey: ANON_KEY, Authorization: `Bearer ${u.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ a: 1, b: 2 }),
        }),
        sql: 'select to_jsonb(public.bench_add($1, $2))',
        params: () => [1, 2],
      },
    ];
    for (const s of scenarios) {
      // Per user, since the setup carries the user's claims and token.
      const captured: Captured[] = [];
      for (const u of users) captured.push(await capture(stack.engine, () => send(s.http(u))));
      const viaStack = new HttpLoad(stack.apiUrl, users.map(s.http));
      try {
        for (const concurrency of [1, 10, 50]) {
          const stats = await loadInterleaved(
            {
              viaStack,
              direct: (_w, i) => direct(stack, s.sql, s.params, pick(i)),
              sameSql: (_w, i) => sameSql(stack, captured[i % captured.length]!),
            },
            { concurrency, seconds },
          );
          rows.push({ scenario: s.scenario, engine: name, concurrency, ...stats });
        }
      } finally {
        await viaStack.close();
      }
    }
  } finally {
    await stack.close();
  }
  return rows;
}

/**
 * The floor under any HTTP API on this machine: the same load (the worker's client, the same headers
 * and body) against a bare node:http server in this process that reads the request and answers a
 * constant JSON body. What the stack spends above this is its own work; what the direct SQL baseline
 * lacks is this. Returns one line per concurrency.
 */
export async function httpFloor(seconds = 2): Promise<string> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"a":3}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const load = new HttpLoad(origin, [
    {
      method: 'POST',
      path: '/rest/v1/rpc/bench_add',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
      body: '{"a":1,"b":2}',
    },
  ]);
  const lines = ['| clients | req/s | p50 ms | p99 ms |', '|---:|---:|---:|---:|'];
  try {
    await load.slice(1, 0.2);
    for (const concurrency of [1, 10, 50]) {
      const run = await load.slice(concurrency, seconds);
      const st = summarise(run.latencies, run.elapsed);
      lines.push(`| ${concurrency} | ${st.perSecond.toFixed(0)} | ${ms(st.p50)} | ${ms(st.p99)} |`);
    }
  } finally {
    await load.close();
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
  return lines.join('\n');
}

const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
const share = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;

export function stackTable(rows: Row[]): string {
  const lines = [
    '| scenario | engine | clients | stack req/s | stack p50 ms | stack p99 ms | direct tx/s | direct p50 ms | direct p99 ms | p50 ÷ direct | p99 ÷ direct | req/s ÷ direct | same-SQL tx/s | same-SQL p50 ms | same-SQL p99 ms | p50 ÷ same SQL | p99 ÷ same SQL |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const { viaStack: v, direct: d, sameSql: q } = r;
    lines.push(
      `| ${r.scenario} | ${r.engine} | ${r.concurrency} | ${v.perSecond.toFixed(0)} | ${ms(v.p50)} | ${ms(v.p99)} | ` +
        `${d.perSecond.toFixed(0)} | ${ms(d.p50)} | ${ms(d.p99)} | ${ratio(v.p50, d.p50)} | ${ratio(v.p99, d.p99)} | ${share(v.perSecond, d.perSecond)} | ` +
        `${q.perSecond.toFixed(0)} | ${ms(q.p50)} | ${ms(q.p99)} | ${ratio(v.p50, q.p50)} | ${ratio(v.p99, q.p99)} |`,
    );
  }
  return lines.join('\n');
}
