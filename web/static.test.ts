// The server `npm start` uses for the built SPA: pre-rendered pages by path, the empty shell for the
// SPA's other routes, real 404s for missing assets, and nothing outside the build folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { get, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpaServer } from './static.ts';

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tradecraft-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), 'landing page');
  writeFileSync(join(dir, 'pricing.html'), 'pricing page');
  writeFileSync(join(dir, 'spa.html'), 'empty shell');
  writeFileSync(join(dir, 'assets/app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(tmpdir(), 'tradecraft-outside.html'), 'outside');
  // A folder beside the build folder whose name starts with the build folder's name, and a page
  // named after the build folder itself: both outside, though their paths share its prefix.
  mkdirSync(`${dir}-sibling`);
  writeFileSync(join(`${dir}-sibling`, 'secret.txt'), 'sibling secret');
  writeFileSync(`${dir}.html`, 'beside the build folder');
  server = createSpaServer(dir);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(dir, { recursive: true, force: true });
  rmSync(join(tmpdir(), 'tradecraft-outside.html'), { force: true });
  rmSync(`${dir}-sibling`, { recursive: true, force: true });
  rmSync(`${dir}.html`, { force: true });
});

// Sent as written, without fetch() resolving dots or decoding the body.
const raw = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status?: number; encoding?: string; data: Buffer }>((ok, fail) => {
    get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path, headers }, (r) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c)).on('end', () =>
        ok({ status: r.statusCode, encoding: r.headers['content-encoding'], data: Buffer.concat(chunks) }),
      );
    }).on('error', fail);
  });

const body = async (path: string) => {
  const res = await fetch(base + path);
  return { status: res.status, text: await res.text(), cache: res.headers.get('cache-control') };
};

describe('static SPA server', () => {
  it('serves the pre-rendered page of a path, and the shell for every other route', async () => {
    expect(await body('/')).toMatchObject({ status: 200, text: 'landing page', cache: 'no-cache' });
    expect(await body('/pricing')).toMatchObject({ status: 200, text: 'pricing page' });
    expect(await body('/pricing?plan=premium')).toMatchObject({ status: 200, text: 'pricing page' });
    expect(await body('/dashboard/general')).toMatchObject({ status: 200, text: 'empty shell' });
    expect(await body('/no-such-page')).toMatchObject({ status: 200, text: 'empty shell' });
  });

  it('answers 404 for a missing asset and caches hashed assets for good', async () => {
    expect((await body('/assets/missing-000.js')).status).toBe(404);
    expect((await body('/robots.txt')).status).toBe(404);
    expect(await body('/assets/app-abc123.js')).toMatchObject({ status: 200, cache: 'public, max-age=31536000, immutable' });
  });

  it('never serves a file outside the build folder', async () => {
    expect(await raw('/..%2Ftradecraft-outside.html')).toMatchObject({ status: 400 });
    expect((await raw('/../tradecraft-outside.html')).data.toString()).not.toBe('outside');
  });

  it("never serves a sibling folder that shares the build folder's name as a prefix", async () => {
    const sibling = await raw(`/..%2f${basename(dir)}-sibling%2fsecret.txt`);
    expect(sibling.status).toBe(400);
    expect(sibling.data.toString()).not.toContain('sibling secret');
    for (const path of ['/.', '/%2e', '/assets/..']) {
      expect((await raw(path)).data.toString(), path).not.toContain('beside the build folder');
    }
  });

  it('answers 400 to a path that does not decode, and keeps serving', async () => {
    for (const path of ['/%', '/%zz', '/a%E0%A4%A', '/%00.html']) expect((await raw(path)).status, path).toBe(400);
    expect(await body('/')).toMatchObject({ status: 200, text: 'landing page' });
  });

  it('gzips when asked, and refuses methods other than GET and HEAD', async () => {
    const res = await raw('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(res.encoding).toBe('gzip');
    expect(gunzipSync(res.data).toString()).toContain('console.log');
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
  });
});
