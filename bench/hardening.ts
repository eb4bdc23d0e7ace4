// Hardening benchmarks: what one client can do to everyone else's latency.
// - flood: one learner sends an 18,000-row POST /rest/v1/messages and 40 concurrent reads, over and
//   over; another learner's one-row read is timed meanwhile (p50/p99), and alone as a baseline.
// - sign-in storm: 150 members sign in at once (bcrypt, cost 10); the same unrelated read is timed.
// - heavy reads: one learner sends, one after another, the heaviest requests the API accepts (an
//   embed just under the plan cost limit, a 100-alias embed it refuses, a 20,000-row read, a 1 MB
//   insert) over 20,000 messages; another learner's one-row read is timed (PGlite and PostgreSQL).
// Each runs the stack in this process on PGlite, as `npm start` does.
import { Agent, get } from 'node:http';
import { ANON_KEY, type EngineOptions, type RunningStack, SERVICE_ROLE_KEY, startStack } from 'supabase-stand-in';
import { ms, summarise, type Stats } from './measure.ts';

const PASSWORD = 'Bench-horse-7';

async function json(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}

async function newUser(stack: RunningStack, i: number, ip: string): Promise<{ email: string; token: string }> {
  const email = `bench-${i}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await fetch(`${stack.apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = await json(res);
  if (typeof body.access_token !== 'string') throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return { email, token: body.access_token };
}

async function createUsers(stack: RunningStack, n: number): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < n; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, n - i) }, async (_, k) => {
        const email = `storm-${i + k}-${Math.random().toString(36).slice(2, 8)}@example.com`;
        const res = await fetch(`${stack.apiUrl}/auth/v1/admin/users`, {
          method: 'POST',
          headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
        });
        if (!res.ok) throw new Error(`admin create user: ${res.status} ${await res.text()}`);
        return email;
      }),
    );
    emails.push(...batch);
  }
  return emails;
}

/**
 * The victim: one short authenticated read after another until `until()` says stop, on its own
 * keep-alive connection (as a browser has), so it never queues behind the flood inside this process.
 */
async function shortReads(stack: RunningStack, token: string, until: () => boolean): Promise<Stats> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(`${stack.apiUrl}/rest/v1/modules?select=id,title&id=eq.1`);
  const headers = { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'X-Forwarded-For': '10.9.9.9' };
  const read = () =>
    new Promise<void>((ok, fail) => {
      get(url, { agent, headers }, (res) => res.resume().on('end', () => ok())).on('error', fail);
    });
  const latencies: number[] = [];
  const started = performance.now();
  while (!until()) {
    const t0 = performance.now();
    await read();
    latencies.push(performance.now() - t0);
  }
  agent.destroy();
  return summarise(latencies, (performance.now() - started) / 1000);
}

const line = (label: string, s: Stats, extra = '') => `| ${label} | ${s.count} | ${ms(s.p50)} | ${ms(s.p99)} | ${extra} |`;

async function withStack<T>(fn: (stack: RunningStack) => Promise<T>, database: EngineOptions = { kind: 'pglite' }): Promise<T> {
  const stack = await startStack({ database, apiPort: 0, mailPort: null, mailFile: null, trustForwarded: true, log: () => undefined });
  try {
    return await fn(stack);
  } finally {
    await stack.close();
  }
}

export async function benchFlood(seconds = 10): Promise<string> {
  return withStack(async (stack) => {
    const victim = await newUser(stack, 0, '10.9.9.9');
    const flooder = await newUser(stack, 1, '10.8.8.8');
    const baseline = await (async () => {
      const end = performance.now() + 3000;
      return shortReads(stack, victim.token, () => performance.now() > end);
    })();
    const rows = JSON.stringify(Array.from({ length: 18_000 }, (_, i) => ({ channel_id: 'tutorial-help', body: `flood ${i}` })));
    const end = performance.now() + seconds * 1000;
    const over = () => performance.now() > end;
    const statuses = new Map<number, number>();
    const count = (s: number) => statuses.set(s, (statuses.get(s) ?? 0) + 1);
    const headers = { apikey: ANON_KEY, Authorization: `Bearer ${flooder.token}`, 'X-Forwarded-For': '10.8.8.8' };
    const bulk = (async () => {
      while (!over()) {
        const res = await fetch(`${stack.apiUrl}/rest/v1/messages`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
          body: rows,
        });
        await res.arrayBuffer();
        count(res.status);
      }
    })();
    const reads = Array.from({ length: 40 }, async () => {
      while (!over()) {
        const res = await fetch(
          `${stack.apiUrl}/rest/v1/channel_messages?select=*&channel_id=eq.tutorial-help&order=created_at.desc&limit=50`,
          { headers },
        );
        await res.arrayBuffer();
        count(res.status);
      }
    });
    const during = await shortReads(stack, victim.token, over);
    await Promise.all([bulk, ...reads]);
    const flood = [...statuses]
      .sort()
      .map(([s, n]) => `${n}× ${s}`)
      .join(', ');
    return [
      `One learner floods for ${seconds} s (18,000-row POST /rest/v1/messages in a loop + 40 concurrent reads); another learner's one-row read, PGlite:`,
      '',
      "| victim's read | count | p50 ms | p99 ms | flooder got |",
      '|---|---|---|---|---|',
      line('alone', baseline),
      line('during the flood', during, flood),
    ].join('\n');
  });
}

export async function benchSignInStorm(users = 150): Promise<string> {
  return withStack(async (stack) => {
    const reader = await newUser(stack, 0, '10.9.9.9');
    const emails = await createUsers(stack, users);
    let done = false;
    const victim = shortReads(stack, reader.token, () => done);
    const started = performance.now();
    const results = await Promise.all(
      emails.map(async (email, i) => {
        const res = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: ANON_KEY, 'Content-Type': 'application/json', 'X-Forwarded-For': `10.7.${i >> 8}.${i & 255}` },
          body: JSON.stringify({ email, password: PASSWORD }),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const stormSeconds = (performance.now() - started) / 1000;
    done = true;
    const during = await victim;
    const ok = results.filter((s) => s === 200).length;
    return [
      `${users} members sign in at once (bcrypt cost 10); another member's one-row read meanwhile, PGlite:`,
      '',
      '| read during the storm | count | p50 ms | p99 ms | storm |',
      '|---|---|---|---|---|',
      line('unrelated read', during, `${ok}/${users} signed in, ${stormSeconds.toFixed(1)} s`),
    ].join('\n');
  });
}

const aliases = (n: number) => Array.from({ length: n }, (_, i) => `c${i}:messages(id)`).join(',');

/** The heavy-read case on one engine: the victim's read alone and while one learner reads heavily. */
async function heavyReadsOn(label: string, database: EngineOptions, seconds: number): Promise<string[]> {
  return withStack(async (stack) => {
    const victim = await newUser(stack, 0, '10.9.9.9');
    const heavy = await newUser(stack, 1, '10.8.8.8');
    await stack.engine.exec(
      `insert into public.messages (channel_id, body, kind) select 'tutorial-help', 'note ' || g, 'bot' from generate_series(1, 20000) g`,
    );
    // The statistics autovacuum (PostgreSQL) or the engine's own pass (PGlite, every 10 s) gather
    // for a table this changed: the steady state, not the first seconds after a bulk load.
    if (stack.engine.kind === 'pglite') await stack.engine.analyze();
    else await stack.engine.exec('analyze public.messages');
    const headers = { apikey: ANON_KEY, Authorization: `Bearer ${heavy.token}`, 'X-Forwarded-For': '10.8.8.8' };
    const get = (path: string) => fetch(`${stack.apiUrl}/rest/v1/${path}`, { headers });
    // The most aliases of a 200-row self-embed that the plan cost limit still lets through.
    let accepted = 0;
    for (const n of [60, 40, 30, 20, 10, 5, 2, 1]) {
      if (accepted) break;
      const res = await get(`messages?limit=200&select=id,${aliases(n)}`);
      await res.arrayBuffer();
      if (res.ok) accepted = n;
    }
    // Just under the 1 MiB body limit.
    const body = JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ channel_id: 'tutorial-help', body: `${i} ${'x'.repeat(1990)}` })));
    const requests: [string, () => Promise<Response>][] = [
      ...(accepted
        ? [[`${accepted}-alias embed`, () => get(`messages?limit=200&select=id,${aliases(accepted)}`)] as [string, () => Promise<Response>]]
        : []),
      ['100-alias embed', () => get(`messages?limit=200&select=id,${aliases(100)}`)],
      ['20,000-row read', () => get('messages?select=*&limit=20000')],
      [
        `${(body.length / 2 ** 20).toFixed(1)} MB insert`,
        () =>
          fetch(`${stack.apiUrl}/rest/v1/messages`, {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
            body,
          }),
      ],
    ];
    const baseline = await (async () => {
      const end = performance.now() + 3000;
      return shortReads(stack, victim.token, () => performance.now() > end);
    })();
    const end = performance.now() + seconds * 1000;
    const over = () => performance.now() > end;
    const seen = new Map<string, { statuses: Map<number, number>; times: number[] }>();
    const loop = (async () => {
      for (let i = 0; !over(); i++) {
        const [name, send] = requests[i % requests.length]!;
        const t0 = performance.now();
        const res = await send();
        await res.arrayBuffer();
        const entry = seen.get(name) ?? { statuses: new Map<number, number>(), times: [] as number[] };
        entry.statuses.set(res.status, (entry.statuses.get(res.status) ?? 0) + 1);
        entry.times.push(performance.now() - t0);
        seen.set(name, entry);
      }
    })();
    const during = await shortReads(stack, victim.token, over);
    await loop;
    const heavyLines = [...seen].map(([name, e]) => {
      const s = summarise(e.times, 1);
      return `${name}: ${[...e.statuses].map(([st, n]) => `${n}× ${st}`).join(', ')}, p50 ${ms(s.p50)} ms, max ${ms(Math.max(...e.times))} ms`;
    });
    return [line(`${label}, alone`, baseline), line(`${label}, during the heavy reads`, during, heavyLines.join('; '))];
  }, database);
}

export async function benchHeavyReads(seconds = 10): Promise<string> {
  const { postgresReachable, createTestDatabase } = await import('../tests/support/test-database.ts');
  const rows = await heavyReadsOn('PGlite', { kind: 'pglite' }, seconds);
  if (await postgresReachable()) {
    const db = await createTestDatabase('tradecraft_bench');
    try {
      rows.push(...(await heavyReadsOn('PostgreSQL 15', { kind: 'postgres', url: db.url }, seconds)));
    } finally {
      await db.drop();
    }
  }
  return [
    `One learner sends the heaviest requests the API accepts, one after another, for ${seconds} s, over 20,000 messages; another learner's one-row read meanwhile (goal: p99 ≤ 100 ms):`,
    '',
    "| victim's read | count | p50 ms | p99 ms | the heavy learner's requests |",
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

export async function benchHardening(): Promise<string> {
  return `${await benchFlood()}\n\n${await benchSignInStorm()}\n\n${await benchHeavyReads()}`;
}
