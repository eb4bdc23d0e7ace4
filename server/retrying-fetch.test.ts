import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { retryingFetch } from './retrying-fetch.ts';

let server: Server | null = null;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A server that answers 429 (Retry-After: 1) `busy` times, then 200 with the body it was sent. */
async function flaky(busy: number): Promise<{ url: string; hits: () => number }> {
  let hits = 0;
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      hits++;
      if (hits <= busy) res.writeHead(429, { 'Retry-After': '1' }).end('{"code":"over_request_rate_limit"}');
      else res.writeHead(200).end(body);
    });
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, hits: () => hits };
}

describe('retryingFetch', () => {
  it('waits out a 429 as Retry-After says and sends the same request again', async () => {
    const { url, hits } = await flaky(2);
    const started = Date.now();
    const res = await retryingFetch()(url, { method: 'POST', body: '{"state":"published"}' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"state":"published"}');
    expect(hits()).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('gives the 429 back after its last attempt', async () => {
    const { url, hits } = await flaky(5);
    const res = await retryingFetch(2)(url);
    expect(res.status).toBe(429);
    expect(hits()).toBe(2);
  });
});
