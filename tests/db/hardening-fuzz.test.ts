// Bounded fuzzing of every port the stack listens on — as the running stack lists them (API,
// mailbox, Stripe stand-in, and the app's static server bound with them): a few thousand raw
// requests over TCP with broken request lines, odd headers and hostile paths. Every request must be
// answered (or its connection closed) promptly, never with an undocumented 5xx, and the process must
// live on: an uncaught throw in a handler would end this test's worker and fail the file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANON_KEY } from 'supabase-stand-in';
import { createSpaServer } from '../../web/static.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

const REQUESTS_PER_PORT = 1200;
const CONCURRENCY = 16;
const TIMEOUT_MS = 10_000;

let stack: TestStack;
let dist: string;
const logged: string[] = [];

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'tradecraft-fuzz-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), 'landing');
  writeFileSync(join(dist, 'spa.html'), 'shell');
  writeFileSync(join(dist, 'assets/app.js'), 'console.log(1)');
  const log = (line: string) => logged.push(line);
  // Everything the stack can listen on: the Stripe stand-in and the app's server too.
  stack = await startTestStack(inject('engine'), { log, stripePort: 0, app: { server: createSpaServer(dist, log), port: 0 } });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dist, { recursive: true, force: true });
});

/** A small seeded generator, so a failure names a request that can be sent again. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  return { next, pick };
}

const METHODS = ['GET', 'GET', 'GET', 'POST', 'POST', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'PUT'];
const ODD_METHODS = ['TRACE', 'CONNECT', 'PROPFIND', 'get', 'G T', 'GET\t', ''];
const PATHS = [
  '/',
  '//[',
  'http://[',
  'http://[::1',
  '/%',
  '/%%',
  '/%zz',
  '/%E0%A4%A',
  '/%00',
  '/%c0%af',
  '*',
  '',
  ' ',
  '/\\..\\..',
  '/..%2f..%2fetc%2fpasswd',
  '/..%2fdist-sibling%2fsecret.txt',
  '/../../etc/passwd',
  '/.',
  '/%2e%2e/',
  '/assets/..%2f..%2f',
  '/assets/app.js',
  '/pricing',
  '/dashboard/%',
  '/' + 'a'.repeat(9000),
  '/?' + 'q='.repeat(3000),
  '/rest/v1/',
  '/rest/v1/%',
  '/rest/v1/%zz',
  '/rest/v1/modules',
  '/rest/v1/modules?select=*',
  '/rest/v1/modules?select=(((',
  '/rest/v1/modules?id=eq.%',
  '/rest/v1/modules?id=eq.1&order=id.desc.nullsfirst,',
  '/rest/v1/modules?select=*,x(*)',
  '/rest/v1/modules?or=(id.eq.1,and(',
  '/rest/v1/modules?limit=-1&offset=abc',
  '/rest/v1/rpc/%',
  '/rest/v1/rpc/verify_certificate?code=%27',
  '/rest/v1/rpc/verify_certificate',
  '/rest/v1/messages',
  '/rest/v1/profiles?id=in.(' + ','.repeat(500) + ')',
  '/rest/v1/a/b/c',
  '/auth/v1/',
  '/auth/v1/settings',
  '/auth/v1/health',
  '/auth/v1/token',
  '/auth/v1/token?grant_type=password',
  '/auth/v1/token?grant_type=%',
  '/auth/v1/signup',
  '/auth/v1/recover',
  '/auth/v1/verify?token=x&type=recovery&redirect_to=%',
  '/auth/v1/verify?redirect_to=http://[',
  '/auth/v1/user',
  '/auth/v1/admin/users/%',
  '/auth/v1/admin/users?page=%&per_page=-1',
  '/auth/v1/logout',
  '/auth/v1/otp',
  '/auth/v1/authorize',
  '/auth/v1/factors',
  '/auth/v1/factors/%/verify',
  '/auth/v1/factors/x/challenge',
  '/auth/v1/admin/users/%/factors/%',
  '/realtime/v1/websocket',
  '/realtime/v1/websocket?apikey=%&vsn=1.0.0',
  '/realtime/v1/api/broadcast',
  '/realtime/v1/%',
  '/api/messages',
  '/api/messages?to=%',
  '/api/messages/%',
  '/m/%',
  '/m/../../',
  '/api/messages/' + 'x'.repeat(5000),
];
const ODD_VERSIONS = ['HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTPS/1.1', '', 'HTTP/1.1 extra'];
const HEADERS = [
  'Authorization: Bearer garbage',
  'Authorization: Bearer a.b.c',
  'Authorization: Basic Zm9vOmJhcg==',
  `Authorization: Bearer ${ANON_KEY}`,
  `apikey: ${ANON_KEY}`,
  'apikey: %',
  'apikey: sb_publishable_nope',
  'Origin: http://evil.example',
  'Origin: null',
  'Access-Control-Request-Method: POST',
  'Accept: application/vnd.pgrst.object+json',
  'Accept: text/csv',
  'Accept: */*;q=x',
  'Accept: ',
  'Prefer: return=representation',
  'Prefer: count=exact, tx=rollback',
  'Prefer: ;;;===',
  'Prefer: max-affected=-1, handling=strict',
  'Range: 0-',
  'Range: items=abc',
  'Range: 5-2',
  'Content-Type: application/json',
  'Content-Type: text/csv',
  'Content-Type: application/x-www-form-urlencoded',
  'Content-Type: multipart/form-data; boundary=',
  'Content-Profile: nope',
  'Accept-Profile: pg_catalog',
  'Accept-Encoding: gzip',
  'Accept-Encoding: %%%',
  'X-Forwarded-For: not-an-ip',
  'X-Forwarded-For: ',
  'Upgrade: websocket',
  'Connection: Upgrade',
  'Sec-WebSocket-Key: short',
  'Sec-WebSocket-Version: 99',
  'Expect: 100-continue',
  'Cookie: a=%; b',
  'redirect_to: http://[',
  'Referer: %',
  'X-Client-Info: \u00ff\u00fe',
];
const ODD_HEADERS = [
  'Transfer-Encoding: chunked',
  'Content-Length: -1',
  'Content-Length: abc',
  'Content-Length: 1',
  'Host: [',
  'Host: ',
  'Bad Header: x',
  ': empty-name',
  'X-Long: ' + 'v'.repeat(20_000),
  'X-Ctl: a\u0001b',
];
const BODIES = [
  '',
  '{}',
  '[]',
  'null',
  '{"a":',
  '[{"id":1},{"x":2}]',
  '{"email":"a@b.c","password":"x"}',
  '{"code":"ABC"}',
  '\u0000\u0001\u0002',
  'x'.repeat(3000),
  '[' + '['.repeat(2000),
];

function fuzzRequest(r: ReturnType<typeof random>): Buffer {
  const target = r.next() < 0.2 ? mutate(r, r.pick(PATHS)) : r.pick(PATHS);
  const method = r.next() < 0.9 ? r.pick(METHODS) : r.pick(ODD_METHODS);
  const version = r.next() < 0.9 ? 'HTTP/1.1' : r.pick(ODD_VERSIONS);
  const lines = [`${method} ${target} ${version}`.trimEnd(), 'Host: 127.0.0.1'];
  const headerCount = Math.floor(r.next() * 4);
  for (let i = 0; i < headerCount; i++) lines.push(r.next() < 0.92 ? r.pick(HEADERS) : r.pick(ODD_HEADERS));
  const body = r.next() < 0.4 ? r.pick(BODIES) : '';
  const declared = lines.some((l) => /^(content-length|transfer-encoding):/i.test(l));
  if (body && !declared) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  lines.push('Connection: close');
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`, 'latin1');
}

/** Flips, inserts or deletes a few characters. */
function mutate(r: ReturnType<typeof random>, s: string): string {
  const chars = [...s];
  const edits = 1 + Math.floor(r.next() * 3);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(r.next() * (chars.length + 1));
    const c = r.pick(['%', '[', ']', '\\', '..', '/', '?', '#', '\u00e9', '%2f', '%00', ' ', '{', '"']);
    if (r.next() < 0.7) chars.splice(at, 0, c);
    else chars.splice(at, 1);
  }
  return chars.join('');
}

interface Outcome {
  status: number | null; // null: the server closed the connection without an answer
  hung: boolean;
  head: string;
}

/** Sends the bytes, half-closes, and reads until the server closes (or, on a 101, until the head). */
function send(port: number, bytes: Buffer): Promise<Outcome> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const finish = (hung: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      // The final status: 100 Continue may come first.
      const statuses = [...received.matchAll(/(?:^|\r\n)HTTP\/1\.[01] (\d{3})/g)].map((m) => Number(m[1]));
      const status = statuses.find((s) => s >= 200 || s === 101) ?? statuses[0] ?? null;
      done({ status, hung, head: received.slice(0, 300) });
    };
    const timer = setTimeout(() => finish(true), TIMEOUT_MS);
    socket.on('connect', () => socket.end(bytes));
    socket.on('data', (d) => {
      received += d.toString('latin1');
      if (/^HTTP\/1\.1 101/.test(received) && received.includes('\r\n\r\n')) finish(false);
    });
    socket.on('error', () => finish(false)); // a reset is an answer too: the server dropped the request
    socket.on('close', () => finish(false));
  });
}

async function fuzz(port: number, seed: number) {
  const r = random(seed);
  const requests = Array.from({ length: REQUESTS_PER_PORT }, () => fuzzRequest(r));
  const failures: { request: string; outcome: Outcome }[] = [];
  const statuses = new Map<string, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const bytes = requests[next++]!;
        const outcome = await send(port, bytes);
        const key = String(outcome.status ?? 'closed');
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (outcome.hung || (outcome.status !== null && outcome.status >= 500)) {
          failures.push({ request: bytes.toString('latin1').slice(0, 300), outcome });
        }
      }
    }),
  );
  return { failures, statuses: Object.fromEntries(statuses) };
}

const portOf = (url: string) => Number(new URL(url).port);

/** A plain request to each listener after the fuzzing: what it answers when it is still serving. */
async function stillServing(name: string, url: string): Promise<number> {
  if (name === 'api') {
    // Another client: the fuzzing address may be at its request-rate limit (the gate working).
    const headers = { apikey: ANON_KEY, 'X-Forwarded-For': '203.0.113.77' };
    return (await fetch(`${url}/rest/v1/modules?select=id&limit=1`, { headers })).status;
  }
  if (name === 'mailbox') return (await fetch(`${url}/api/messages`)).status;
  if (name === 'stripe')
    return (await fetch(`${url}/v1/products`, { headers: { Authorization: `Bearer ${stack.stripe!.secretKey}` } })).status;
  return (await fetch(`${url}/`)).status;
}

const KILLERS = ['GET //[ HTTP/1.1', 'GET http://[ HTTP/1.1', 'GET //%zz HTTP/1.1', 'GET //[::1 HTTP/1.1', 'POST //x:99999/ HTTP/1.1'];

describe('fuzzing every port', () => {
  it('the stack lists every port it listens on', () => {
    // Read from the running stack, not written here: a listener added later is fuzzed too.
    expect(stack.listeners.map((l) => l.name)).toEqual(expect.arrayContaining(['api', 'mailbox', 'stripe', 'app']));
    expect(new Set(stack.listeners.map((l) => portOf(l.url))).size).toBe(stack.listeners.length);
  });

  it('the named killers get a 400 on every port', async () => {
    for (const { name, url } of stack.listeners) {
      for (const line of KILLERS) {
        const outcome = await send(portOf(url), Buffer.from(`${line}\r\nHost: x\r\nContent-Length: 0\r\n\r\n`));
        expect({ name, line, status: outcome.status }).toEqual({ name, line, status: 400 });
      }
      expect(await stillServing(name, url), name).toBeLessThan(300);
    }
  });

  it('answers every malformed request with a 4xx and stays up, on every port', { timeout: 600_000 }, async () => {
    let seed = 1;
    for (const { name, url } of stack.listeners) {
      const { failures, statuses } = await fuzz(portOf(url), seed++);
      expect({ name, failures }, JSON.stringify(statuses)).toEqual({ name, failures: [] });
      expect(statuses['400'], `${name}: ${JSON.stringify(statuses)}`).toBeGreaterThan(50);
      expect(await stillServing(name, url), name).toBeLessThan(300);
    }
  });

  it('nothing reached the last-resort guard', () => {
    expect(logged.filter((l) => /unhandled error| failed: /.test(l))).toEqual([]);
  });
});
