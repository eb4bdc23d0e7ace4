// How long one /rest/v1 request may hold the database, on both engines: a statement past its role's
// statement_timeout (read from the role's settings in the catalog, as PostgREST does) is cancelled
// with PostgreSQL's 57014, reads and writes alike, and the database keeps its committed data; a read
// whose plan costs more than the role's plan_filter.statement_cost_limit is refused before it runs
// (54001, as pg_plan_filter refuses it), so another user's one-row read is not held behind it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANON_KEY, signJwt } from '../index.ts';
import { client, randomIp, uniqueEmail } from './support/clients.ts';
import { startTestStack, type TestStack } from './support/test-stack.ts';

let stack: TestStack;
beforeAll(async () => {
  // A stack of its own: restarting its engine (PGlite) must not disturb the other suites.
  stack = await startTestStack(inject('engine'), { databasePrefix: 'rest_limits' });
  // Enough messages in a channel every signed-in user reads for the embeds below to be real work.
  await stack.engine.exec(
    `insert into public.messages (channel_id, body, kind) select 'help', 'note ' || g, 'bot' from generate_series(1, 2000) g`,
  );
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

const rest = (path: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${stack.apiUrl}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: ANON_KEY,
      'X-Forwarded-For': randomIp(),
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });

async function signUp(): Promise<string> {
  const c = client({ url: stack.apiUrl });
  const { data, error } = await c.auth.signUp({ email: uniqueEmail('limits'), password: 'Correct-horse-7' });
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session.access_token;
}

const timedOut = { code: '57014', message: 'canceling statement due to statement timeout', details: null, hint: null };

describe('statement timeout per role', () => {
  it("cancels an anonymous call past anon's 3 s with 500 57014, by POST and by GET, and keeps the data", async () => {
    const kept = await rest('rpc/rest_bump', { method: 'POST', body: JSON.stringify({ k: 'before-timeout' }) });
    expect(kept.status).toBe(200);
    const post = await rest('rpc/rest_sleep', { method: 'POST', body: JSON.stringify({ seconds: 6 }) });
    expect(post.status).toBe(500);
    expect(await post.json()).toEqual(timedOut);
    const get = await rest('rpc/rest_sleep?seconds=6');
    expect(get.status).toBe(500);
    expect(await get.json()).toEqual(timedOut);
    // Within the limit the same call answers; what was committed before is still there.
    const short = await rest('rpc/rest_sleep', { method: 'POST', body: JSON.stringify({ seconds: 0.1 }) });
    expect(await short.json()).toBe(1);
    const again = await rest('rpc/rest_bump', { method: 'POST', body: JSON.stringify({ k: 'before-timeout' }) });
    expect(await again.json()).toBe(2);
  });

  it("reads the role's statement_timeout from the catalog, and again after a reload", async () => {
    const token = await signJwt({ role: 'rest_limits_probe', exp: Math.floor(Date.now() / 1000) + 600 });
    const call = () => rest('rpc/rest_sleep', { method: 'POST', body: JSON.stringify({ seconds: 2 }), token });
    // The fixture gives the role 1 s: a 2 s call is cancelled (anon's 3 s would have let it finish).
    const limited = await call();
    expect(limited.status).toBe(500);
    expect(await limited.json()).toEqual(timedOut);
    try {
      await stack.engine.exec(`alter role rest_limits_probe set statement_timeout = '6s'`);
      await stack.reloadSchema();
      const allowed = await call();
      expect(allowed.status).toBe(200);
      expect(await allowed.json()).toBe(1);
    } finally {
      await stack.engine.exec(`alter role rest_limits_probe set statement_timeout = '1s'`);
      await stack.reloadSchema();
    }
  });
});

describe('plan cost limit', () => {
  it("refuses a learner's 100-alias embed before it runs, while another user's one-row read is answered", async () => {
    const [heavyToken, otherToken] = await Promise.all([signUp(), signUp()]);
    const aliases = Array.from({ length: 100 }, (_, i) => `c${i}:messages(id)`).join(',');
    let heavyDone = false;
    const heavy = rest(`messages?limit=200&select=id,${aliases}`, { token: heavyToken }).then(async (r) => {
      heavyDone = true;
      return { status: r.status, body: (await r.json()) as Record<string, unknown> };
    });
    await new Promise((r) => setTimeout(r, 50));
    const other = await rest('channels?select=id&limit=1', { token: otherToken });
    const otherDoneFirst = !heavyDone;
    expect(other.status).toBe(200);
    expect(await other.json()).toHaveLength(1);
    const refused = await heavy;
    expect(refused.status).toBe(500);
    if (refused.body.code === '57014') {
      // Bounded rather than refused: then the other read must not have waited for it.
      expect(otherDoneFirst).toBe(true);
    } else {
      expect(refused.body).toMatchObject({ code: '54001', message: 'plan cost limit exceeded' });
      expect(refused.body.hint).toContain('plan_filter.statement_cost_limit');
    }
  });

  it('refuses a 10-alias self-embed of 200 messages once the table has statistics, and answers a 2-alias one', async () => {
    // What autovacuum does on PostgreSQL and the engine's own pass on PGlite, a few seconds later.
    if (stack.engine.kind === 'pglite') await stack.engine.analyze();
    else await stack.engine.exec('analyze public.messages');
    const token = await signUp();
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `c${i}:messages(id)`).join(',');
    // ~2,200 per alias (200 index lookups): 10 aliases ~22,000, over the limit of 15,000.
    const refused = await rest(`messages?limit=200&select=id,${aliases(10)}`, { token });
    expect(refused.status).toBe(500);
    expect(await refused.json()).toMatchObject({ code: '54001', message: 'plan cost limit exceeded' });
    const answered = await rest(`messages?limit=200&select=id,${aliases(2)}`, { token });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toHaveLength(200);
  });

  it('answers ordinary embeds as before', async () => {
    const token = await signUp();
    const r = await rest('channels?select=id,messages(id,body)&limit=5', { token });
    expect(r.status).toBe(200);
    expect(Array.isArray(await r.json())).toBe(true);
  });
});
