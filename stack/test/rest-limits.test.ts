// Per-client limits of /rest/v1: a client past its request rate gets 429 over_request_rate_limit with
// Retry-After (others are unaffected), and a client that floods holds only its own few slots, so
// another client's short read is answered long before the flood is; requests whose client went away
// while they waited in its line give their slot back.
import { Agent, get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANON_KEY } from '../index.ts';
import { randomIp } from './support/clients.ts';
import { startTestStack, type TestStack } from './support/test-stack.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack(inject('engine'), { restLimits: { ratePerSecond: 5, burst: 200, maxInFlight: 2 } });
});
afterAll(async () => {
  await stack?.stop();
});

const read = (ip: string) =>
  fetch(`${stack.apiUrl}/rest/v1/topics?select=*&order=id`, { headers: { apikey: ANON_KEY, 'X-Forwarded-For': ip } });

/** A read on its own connection, so it never waits behind the flood in the test's own fetch pool. */
const ownAgent = new Agent({ keepAlive: true, maxSockets: 1 });
const readAlone = (ip: string) =>
  new Promise<number>((ok, fail) => {
    const url = new URL(`${stack.apiUrl}/rest/v1/topics?select=*&order=id`);
    get(url, { agent: ownAgent, headers: { apikey: ANON_KEY, 'X-Forwarded-For': ip } }, (r) => {
      r.resume().on('end', () => ok(r.statusCode ?? 0));
    }).on('error', fail);
  });

describe('per-client limits', () => {
  it("answers 429 with Retry-After past a client's rate, and serves other clients", async () => {
    const ip = randomIp();
    const responses = await Promise.all(Array.from({ length: 230 }, () => read(ip)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(200);
    const limited = responses.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited[0]!.json()).toMatchObject({
      code: 'over_request_rate_limit',
      message: expect.stringContaining('Too many requests'),
    });
    expect((await read(randomIp())).status).toBe(200);
  });

  it("answers another client's read long before a flood of one client is over", async () => {
    // Open connections first, as browsers keep theirs: the flood then reaches the server at once.
    await Promise.all(Array.from({ length: 150 }, () => read(randomIp()).then((r) => r.arrayBuffer())));
    expect(await readAlone(randomIp())).toBe(200);
    const flooder = randomIp();
    let floodDone = 0;
    const flood = Array.from({ length: 150 }, () =>
      read(flooder).then(async (r) => {
        await r.arrayBuffer();
        floodDone++;
        return r.status;
      }),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(await readAlone(randomIp())).toBe(200);
    const doneBeforeShort = floodDone;
    expect((await Promise.all(flood)).every((s) => s === 200)).toBe(true);
    expect(doneBeforeShort).toBeLessThan(75);
  });

  it('gives the slots of requests whose client hung up while they waited back to that client', async () => {
    const ip = randomIp();
    const { hostname, port } = new URL(stack.apiUrl);
    const body = '{"x":1}';
    const head = `POST /rest/v1/rpc/no_such_function HTTP/1.1\r\nHost: ${hostname}:${port}\r\napikey: ${ANON_KEY}\r\nX-Forwarded-For: ${ip}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const open = () =>
      new Promise<Socket>((ok, fail) => {
        const socket = connect(Number(port), hostname, () => ok(socket));
        socket.on('error', fail);
      });
    const settle = () => new Promise((r) => setTimeout(r, 300));
    // Two requests hold the client's two slots, their bodies not yet sent…
    const holders = await Promise.all([open(), open()]);
    for (const s of holders) s.write(head);
    await settle();
    // …while ten whole requests wait in the client's line, and their connections close.
    const waiting = await Promise.all(Array.from({ length: 10 }, open));
    for (const s of waiting) s.write(head + body);
    await settle();
    for (const s of waiting) s.destroy();
    await settle();
    // The holders finish; their slots pass to the closed requests, which must give them back.
    const answered = holders.map(
      (s) => new Promise<string>((ok) => s.once('data', (d: Buffer) => ok(d.toString('latin1').split('\r\n')[0]!))),
    );
    for (const s of holders) s.write(body);
    expect(await Promise.all(answered)).toEqual(['HTTP/1.1 404 Not Found', 'HTTP/1.1 404 Not Found']);
    for (const s of holders) s.destroy();
    const after = await fetch(`${stack.apiUrl}/rest/v1/topics?select=id&limit=1`, {
      headers: { apikey: ANON_KEY, 'X-Forwarded-For': ip },
      signal: AbortSignal.timeout(15_000),
    });
    expect(after.status).toBe(200);
  });
});
