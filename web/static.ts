// Serves the built SPA (dist/) the way a static host would: files with long-lived caching for hashed
// assets, gzip when the browser accepts it, a pre-rendered page (`/pricing` → pricing.html, see
// prerender.ts) where there is one, and the empty shell (spa.html) for every other route the SPA owns.
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The empty shell of the SPA, written by prerender.ts next to the pre-rendered pages. */
export const SPA_FALLBACK = 'spa.html';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export function createSpaServer(distDir: string): Server {
  const root = resolve(distDir);
  const cache = new Map<string, { body: Buffer; gzip: Buffer | null }>();
  const load = (file: string) => {
    let hit = cache.get(file);
    if (!hit) {
      const body = readFileSync(file);
      const compressible = /\.(html|js|css|json|svg|txt|webmanifest)$/.test(file) && body.length > 1024;
      hit = { body, gzip: compressible ? gzipSync(body, { level: 9 }) : null };
      cache.set(file, hit);
    }
    return hit;
  };
  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://app.local').pathname);
    let file = normalize(join(root, pathname));
    if (!file.startsWith(root)) {
      res.writeHead(400).end();
      return;
    }
    const isFile = existsSync(file) && statSync(file).isFile();
    if (!isFile) {
      // Missing assets are real 404s; everything else is a route of the SPA.
      if (pathname.startsWith('/assets/') || extname(pathname)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      const candidates = pathname === '/' ? ['index.html'] : [`${file}.html`, join(root, SPA_FALLBACK), join(root, 'index.html')];
      file = candidates.map((f) => resolve(root, f)).find((f) => existsSync(f)) ?? join(root, 'index.html');
    }
    const { body, gzip } = load(file);
    const useGzip = gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': file.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(useGzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : useGzip ? gzip : body);
  });
}
