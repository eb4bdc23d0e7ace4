// /functions/v1 through supabase-js's functions.invoke(), on real Deno workers: routing and methods,
// the caller's JWT forwarded, verify_jwt on and off with the relay's 401 bodies, injected SUPABASE_*
// values and secrets from .env, headers both ways, streaming, large bodies, the wall-clock and
// memory limits (546), crashes (500, the stack lives on), boot errors (503), CORS answered by the
// function, the 404 body, and reload of an edited function. Test functions live in
// stack/test/project/supabase/functions, copied to a temporary folder so the test can edit them.
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { ANON_KEY, SERVICE_ROLE_KEY, signJwt } from '../index.ts';
import { client, uniqueEmail } from './support/clients.ts';
import { startTestStack, type TestStack, fixtureProject } from './support/test-stack.ts';

const engine = inject('engine');
const dir = mkdtempSync(join(tmpdir(), 'functions-'));
let stack: TestStack;
let anon: SupabaseClient;
let learner: SupabaseClient;
let learnerToken = '';
const logs: string[] = [];

beforeAll(async () => {
  process.env.FUNCTIONS_TEST_HOST_ONLY = 'the stack process has it, functions must not';
  cpSync(resolve(fixtureProject.dir, 'functions'), dir, { recursive: true });
  writeFileSync(join(dir, '.env'), 'TEST_SECRET="s3cret value"\nSUPABASE_URL=http://ignored.example\n');
  stack = await startTestStack(engine, {
    watchFunctions: true,
    log: (line) => logs.push(line),
    configure: (config) => {
      config.functions.dir = dir;
      config.functions.wallClockMs = 5_000;
      config.functions.memoryMb = 64;
      // config.toml's [functions.open]: verify_jwt = false, entrypoint = the echo function.
      config.functions.byName.open = { enabled: true, verifyJwt: false, entrypoint: join(dir, 'echo/index.ts') };
      config.functions.byName.disabled = { enabled: false, verifyJwt: true, entrypoint: join(dir, 'echo/index.ts') };
    },
  });
  anon = client({ url: stack.apiUrl });
  learner = client({ url: stack.apiUrl });
  const { data, error } = await learner.auth.signUp({ email: uniqueEmail('fn'), password: 'Correct-horse-7' });
  if (error || !data.session) throw error ?? new Error('no session');
  learnerToken = data.session.access_token;
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
});

type Echo = {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: string;
  env: Record<string, string | undefined>;
  pid: number;
};

async function errorBody(error: unknown): Promise<{ status: number; body: unknown }> {
  const response = (error as { context?: Response }).context;
  if (!response) throw new Error(`not an HTTP error: ${String(error)}`);
  return { status: response.status, body: await response.json() };
}

const raw = (path: string, init: RequestInit = {}) => fetch(`${stack.apiUrl}/functions/v1/${path}`, init);
const preflight = (name: string) =>
  raw(name, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://127.0.0.1:3000',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
    },
  });

describe('invoking', () => {
  it("forwards the signed-in caller's JWT, body, method, sub-path and query", async () => {
    const { data, error, response } = await learner.functions.invoke<Echo>('echo/sub/path?x=1', {
      body: { hello: 'world' },
      headers: { 'x-custom': 'abc' },
    });
    expect(error).toBeNull();
    expect(data!.method).toBe('POST');
    expect(data!.path).toBe('/echo/sub/path');
    expect(data!.search).toBe('?x=1');
    expect(JSON.parse(data!.body)).toEqual({ hello: 'world' });
    expect(data!.headers.authorization).toBe(`Bearer ${learnerToken}`);
    expect(data!.headers.apikey).toBe(ANON_KEY);
    expect(data!.headers['x-custom']).toBe('abc');
    expect(data!.headers['content-type']).toBe('application/json');
    expect(data!.headers['x-client-info']).toMatch(/^supabase-js/);
    expect(data!.headers['x-forwarded-for']).toBeTruthy();
    // The function's own response headers reach the caller, Set-Cookie included.
    expect(response!.headers.get('x-echo')).toBe('yes');
    expect(response!.headers.get('set-cookie')).toBe('a=1');
  });

  it('answers every method, with the anon key as the bearer when signed out', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const { data, error } = await anon.functions.invoke<Echo>('echo', { method });
      expect(error).toBeNull();
      expect(data!.method).toBe(method);
      expect(data!.headers.authorization).toBe(`Bearer ${ANON_KEY}`);
    }
    const head = await raw('echo', { method: 'HEAD', headers: { Authorization: `Bearer ${ANON_KEY}` } });
    expect(head.status).toBe(200);
  });

  it("passes the function's own status codes through as FunctionsHttpError", async () => {
    const { error } = await anon.functions.invoke('echo?status=418');
    expect(error?.name).toBe('FunctionsHttpError');
    expect((await errorBody(error)).status).toBe(418);
  });

  it('injects SUPABASE_* as hosted does and the secrets of supabase/functions/.env, nothing of the host', async () => {
    const { data } = await anon.functions.invoke<Echo>('echo');
    expect(data!.env.SUPABASE_URL).toBe(stack.apiUrl);
    expect(data!.env.SUPABASE_ANON_KEY).toBe(ANON_KEY);
    expect(data!.env.SUPABASE_SERVICE_ROLE_KEY).toBe(SERVICE_ROLE_KEY);
    expect(data!.env.SUPABASE_DB_URL).toEqual(engine === 'postgres' ? expect.stringMatching(/^postgres(ql)?:\/\//) : '');
    expect(data!.env.TEST_SECRET).toBe('s3cret value');
    expect(data!.env.HOME).toBeUndefined();
    expect(data!.env.FUNCTIONS_TEST_HOST_ONLY).toBeUndefined();
  });

  it("answers an unknown or disabled function with Supabase's 404 body", async () => {
    for (const name of ['no-such-function', 'disabled', '_shared', '..%2Fecho']) {
      const { error } = await anon.functions.invoke(name);
      expect(await errorBody(error)).toEqual({ status: 404, body: { code: 'NOT_FOUND', message: 'Requested function was not found' } });
    }
  });

  it('serves many calls at once from one worker', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => anon.functions.invoke<Echo>('echo', { body: { i } })));
    expect(results.map((r) => JSON.parse(r.data!.body).i)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(new Set(results.map((r) => r.data!.pid)).size).toBe(1);
  });

  it("resolves npm: imports from deno.json through npm's registry", async () => {
    const { data, error } = await anon.functions.invoke('npm-import');
    expect(error).toBeNull();
    expect(data).toEqual({ createClient: 'function' });
  }, 60_000);
});

describe('verify_jwt', () => {
  it('rejects a missing Authorization header before the function runs', async () => {
    const res = await raw('echo', { method: 'POST', headers: { apikey: ANON_KEY } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 401, message: 'Missing authorization header' });
  });

  it('rejects a malformed, forged or expired token with "Invalid JWT"', async () => {
    const now = Math.floor(Date.now() / 1000);
    const tokens = [
      'not-a-jwt',
      await signJwt(
        { role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001', exp: now + 600 },
        'another-secret-that-is-at-least-32-chars',
      ),
      await signJwt({ role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001', exp: now - 10 }),
    ];
    for (const token of tokens) {
      const { error } = await anon.functions.invoke('echo', { headers: { Authorization: `Bearer ${token}` } });
      expect(await errorBody(error)).toEqual({ status: 401, body: { code: 401, message: 'Invalid JWT' } });
    }
  });

  it('lets anyone in when the function has verify_jwt = false', async () => {
    const res = await raw('open/x', { method: 'POST', body: 'plain' });
    expect(res.status).toBe(200);
    const echo = (await res.json()) as Echo;
    expect(echo).toMatchObject({ path: '/open/x', body: 'plain' });
    expect(echo.headers.authorization).toBeUndefined();
  });
});

describe('bodies', () => {
  it('streams a response as the function writes it', async () => {
    const { data, error } = await anon.functions.invoke<Response>('stream?n=5&gap=150', { method: 'GET' });
    expect(error).toBeNull();
    const reader = data!.body!.getReader();
    const arrivals: number[] = [];
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      arrivals.push(Date.now());
      text += new TextDecoder().decode(value);
    }
    expect(text.match(/^data: \d/gm)).toHaveLength(5);
    // Chunks arrive as they are written (4 gaps of 150 ms), not all at the end.
    expect(arrivals.length).toBeGreaterThanOrEqual(3);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(400);
  });

  it('carries 20 MB each way intact', async () => {
    const big = randomBytes(20 * 1024 * 1024);
    const { data, error } = await anon.functions.invoke<{ size: number; sha256: string }>('bytes', { body: new Blob([big]) });
    expect(error).toBeNull();
    expect(data).toEqual({ size: big.length, sha256: createHash('sha256').update(big).digest('hex') });

    const down = await anon.functions.invoke<Blob>('bytes?size=20971520', { method: 'GET' });
    expect(down.error).toBeNull();
    const bytes = new Uint8Array(await down.data!.arrayBuffer());
    expect(bytes.length).toBe(20 * 1024 * 1024);
    expect(bytes[1000]).toBe(1000 % 251);
    expect(bytes[bytes.length - 1]).toBe((bytes.length - 1) % 251);
  }, 60_000);
});

describe('limits and failures', () => {
  it('stops a request past the wall-clock limit with 546 WORKER_LIMIT; the function serves again after', async () => {
    const { data: before } = await anon.functions.invoke<{ pid: number }>('sleep?ms=0');
    const { error } = await anon.functions.invoke('sleep?ms=20000');
    expect(await errorBody(error)).toEqual({
      status: 546,
      body: { code: 'WORKER_LIMIT', message: 'Worker failed to respond due to a resource limit (please check logs)' },
    });
    const { data: after } = await anon.functions.invoke<{ pid: number }>('sleep?ms=0');
    expect(after!.pid).not.toBe(before!.pid);
  });

  it('stops a function spinning the CPU, while other functions keep answering', async () => {
    const spinning = anon.functions.invoke('sleep?ms=20000&spin=1');
    await new Promise((r) => setTimeout(r, 200));
    const other = await anon.functions.invoke<Echo>('echo');
    expect(other.error).toBeNull();
    expect((await errorBody((await spinning).error)).status).toBe(546);
  });

  it('answers 546 when the worker runs out of memory', async () => {
    const { error } = await anon.functions.invoke('crash?how=memory');
    expect(await errorBody(error)).toMatchObject({ status: 546, body: { code: 'WORKER_LIMIT' } });
    expect(logs.some((l) => l.startsWith('[crash] ') && /memory limit/.test(l))).toBe(true);
  });

  it('answers 500 WORKER_ERROR when the handler throws; the worker lives on and the error is logged', async () => {
    const { data: before } = await anon.functions.invoke<{ pid: number }>('crash');
    const { error } = await anon.functions.invoke('crash?how=throw');
    expect(await errorBody(error)).toEqual({
      status: 500,
      body: { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
    });
    expect(logs.some((l) => l.startsWith('[crash] ') && l.includes('boom from the crash function'))).toBe(true);
    const { data: after } = await anon.functions.invoke<{ pid: number }>('crash');
    expect(after!.pid).toBe(before!.pid);
  });

  it('answers 500 when the process exits, then starts a new worker; the stack stays up', async () => {
    const { error } = await anon.functions.invoke('crash?how=exit');
    expect(await errorBody(error)).toMatchObject({ status: 500, body: { code: 'WORKER_ERROR' } });
    const { data } = await anon.functions.invoke<{ ok: boolean }>('crash');
    expect(data!.ok).toBe(true);
    const rest = await anon.from('topics').select('id').limit(1);
    expect(rest.error).toBeNull();
  });

  it('answers 503 BOOT_ERROR for a function that fails to load', async () => {
    const { error } = await anon.functions.invoke('boot-error');
    expect(await errorBody(error)).toEqual({
      status: 503,
      body: { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' },
    });
    expect(logs.some((l) => l.startsWith('[boot-error] ') && l.includes('this function cannot boot'))).toBe(true);
    // Called again at once: the same answer, without starting another process that fails the same way.
    const again = await anon.functions.invoke('boot-error');
    expect((await errorBody(again.error)).status).toBe(503);
    expect(logs.filter((l) => l.startsWith('[boot-error] ') && l.includes('failed to boot'))).toHaveLength(1);
  });
});

describe('CORS', () => {
  it('sends the preflight to the function, without the JWT check, and its headers back', async () => {
    const res = await preflight('cors');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization, x-client-info, apikey, content-type');
    const { data } = await anon.functions.invoke('cors', { body: { name: 'Ada' } });
    expect(data).toEqual({ message: 'Hello Ada!' });
  });

  it('adds no CORS headers of its own: a function that ignores CORS fails in a browser, as on hosted', async () => {
    const res = await preflight('echo');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    // The other services keep the gateway's CORS.
    const rest = await fetch(`${stack.apiUrl}/rest/v1/topics`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:3000', 'Access-Control-Request-Method': 'GET' },
    });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('reload', () => {
  it('serves the edited code of a changed function, and of a function whose _shared import changed', async () => {
    await anon.functions.invoke('cors', { body: { name: 'x' } });
    writeFileSync(join(dir, '_shared/cors.ts'), writeShared('https://app.example'));
    await expect
      .poll(async () => (await preflight('cors')).headers.get('access-control-allow-origin'), { timeout: 10_000 })
      .toBe('https://app.example');

    writeFileSync(join(dir, 'echo/index.ts'), 'Deno.serve(() => Response.json({ version: 2 }));\n');
    await expect.poll(async () => (await anon.functions.invoke('echo')).data, { timeout: 10_000 }).toEqual({ version: 2 });
  });
});

function writeShared(origin: string): string {
  return `export const corsHeaders = {
  'Access-Control-Allow-Origin': '${origin}',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
};
`;
}
