// Serves the built SPA (dist/) the way a static host would: files with long-lived caching for hashed
// assets, gzip when the browser accepts it, a pre-rendered page (`/pricing` → pricing.html, see
// prerender.ts) where there is one, and the empty shell (spa.html) for every other route the SPA owns.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createGuardedServer, type GuardedServer, type TargetHandler } from 'supabase-stand-in';

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

/** `path` inside `root` (or `root` itself), judged on resolved paths, never on string prefixes. */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

const isFileAt = (path: string) => existsSync(path) && statSync(path).isFile();

/** The decoded path of a request, or null when it is not one (a bad %-escape, a NUL byte). */
function requestPath(url: URL): string | null {
  try {
    const pathname = decodeURIComponent(url.pathname);
    return pathname.includes('\0') ? null : pathname;
  } catch {
    return null;
  }
}

/** The app's server, for the stack to bind with its own ports; `serve(spaHandler(dist))` once dist/ is built. */
export function createAppServer(log: (line: string) => void = (line) => console.error(line)): GuardedServer {
  return createGuardedServer('app', log, { badTarget: (res) => res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request') });
}

export function createSpaServer(distDir: string, log: (line: string) => void = (line) => console.error(line)): GuardedServer {
  const server = createAppServer(log);
  server.serve(spaHandler(distDir));
  return server;
}

export function spaHandler(distDir: string): TargetHandler {
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
  return (req, res, url) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = requestPath(url);
    let file = pathname === null ? root : resolve(root, `.${pathname}`);
    if (pathname === null || !isInside(root, file)) {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
      return;
    }
    if (!isFileAt(file)) {
      // Missing assets are real 404s; everything else is a route of the SPA.
      if (pathname.startsWith('/assets/') || extname(pathname)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      const candidates = pathname === '/' ? [] : [`${file}.html`, join(root, SPA_FALLBACK)];
      file = candidates.find((f) => isInside(root, f) && isFileAt(f)) ?? join(root, 'index.html');
    }
    const { body, gzip } = load(file);
    const useGzip = gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': isInside(join(root, 'assets'), file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(useGzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : useGzip ? gzip : body);
  };
}
