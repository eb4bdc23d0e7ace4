// The stack's own overhead: an authenticated, RLS-checked single-row select and an rpc call through
// /rest/v1 at 1, 10 and 50 concurrent clients, beside the same SQL run directly on the engine (same
// role switch and claims, same transaction shape), on PGlite and on PostgreSQL.
import { startStack, type RunningStack } from '../stack/index.ts';
import { ANON_KEY } from '../stack/keys.ts';
import type { EngineOptions } from '../stack/db/engine.ts';
import { load, ms, type Stats } from './measure.ts';

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
  return Promise.all(rows.map(async (r) => ({
    id: r.id,
    owner: r.owner_id,
    token: await stack.context.keys.sign({ sub: r.owner_id, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 }),
  })));
}

async function direct(stack: RunningStack, sql: string, params: (u: { id: number; owner: string }) => unknown[], user: { id: number; owner: string }) {
  await stack.engine.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
      [JSON.stringify({ sub: user.owner, role: 'authenticated' })],
    );
    await tx.query(sql, params(user));
  });
}

export async function benchStackOn(name: string, database: EngineOptions, seconds = 3): Promise<Row[]> {
  const stack = await startStack({ database, apiPort: 0, mailPort: null, log: () => undefined });
  const rows: Row[] = [];
  try {
    const users = await prepare(stack);
    const pick = (i: number) => users[i % users.length]!;
    const scenarios = [
      {
        scenario: 'select one row (RLS)',
        http: (u: (typeof users)[number]) =>
          fetch(`${stack.apiUrl}/rest/v1/bench_notes?select=*&id=eq.${u.id}`, {
            headers: { apikey: ANON_KEY, Authorization: `Bearer ${u.token}`, Accept: 'application/vnd.pgrst.object+json' },
          }),
        sql: 'select to_jsonb(t) from (select * from public.bench_notes where id = $1) t',
        params: (u: { id: number }) => [u.id],
      },
      {
        scenario: 'rpc bench_add',
        http: (u: (typeof users)[number]) =>
          fetch(`${stack.apiUrl}/rest/v1/rpc/bench_add`, {
            method: 'POST',
            headers: { apikey: ANON_KEY, Authorization: `Bearer ${u.token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ a: 1, b: 2 }),
          }),
        sql: 'select to_jsonb(public.bench_add($1, $2))',
        params: () => [1, 2],
      },
    ];
    for (const s of scenarios) {
      for (const concurrency of [1, 10, 50]) {
        const viaStack = await load(
          async (_w, i) => {
            const res = await s.http(pick(i));
            if (res.status !== 200) throw new Error(`${s.scenario}: HTTP ${res.status} ${await res.text()}`);
            await res.arrayBuffer();
          },
          { concurrency, seconds },
        );
        const directStats = await load((_w, i) => direct(stack, s.sql, s.params, pick(i)), { concurrency, seconds });
        rows.push({ scenario: s.scenario, engine: name, concurrency, viaStack, direct: directStats });
      }
    }
  } finally {
    await stack.close();
  }
  return rows;
}

export function stackTable(rows: Row[]): string {
  const lines = [
    '| scenario | engine | clients | stack req/s | stack p50 ms | stack p99 ms | direct SQL tx/s | direct p50 ms | direct p99 ms | overhead (p50) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.scenario} | ${r.engine} | ${r.concurrency} | ${r.viaStack.perSecond.toFixed(0)} | ${ms(r.viaStack.p50)} | ${ms(r.viaStack.p99)} | ${r.direct.perSecond.toFixed(0)} | ${ms(r.direct.p50)} | ${ms(r.direct.p99)} | ${(r.viaStack.p50 / r.direct.p50).toFixed(1)}× |`,
    );
  }
  return lines.join('\n');
}
