// Small HTTP helpers shared by every service of the stack: bodies with a size limit, JSON replies,
// client IPs, CORS.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
  }
}

/** The client closed its connection before its request body was read: there is no one to answer. */
export class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection before its request body was read');
  }
}

/**
 * The deepest nesting of arrays and objects a JSON body may have. Far more than any client of the
 * API sends, and far below what breaks the engines: PostgreSQL's json parser stops at its stack
 * depth limit (54001), PGlite's wasm engine fails silently or hangs somewhere past 5,000 levels.
 */
export const MAX_JSON_DEPTH = 1000;

/** Whether JSON text nests arrays and objects deeper than `max` (a scan of the text; strings skipped). */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  if (text.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Reads the whole body; rejects with BodyTooLargeError past `limit` bytes (the rest is drained), and
 * with ClientGoneError when the connection closes first — also when it closed while the request
 * waited its turn (a destroyed request never emits 'end', so waiting for it would hang for ever and,
 * behind a per-client gate, hold that client's slot).
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    if (req.destroyed && !req.readableEnded) {
      reject(new ClientGoneError());
      return;
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(new BodyTooLargeError(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => (over ? reject(new BodyTooLargeError(limit)) : resolveBody(Buffer.concat(chunks))));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.readableEnded) reject(new ClientGoneError());
    });
  });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | number | string[]> = {},
): void {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(status === 204 || status === 304 ? undefined : text);
}

/** The caller's address: the socket's, unless the stack is told to trust X-Forwarded-For. */
export function clientIp(req: IncomingMessage, trustForwarded = false): string {
  if (trustForwarded) {
    const fwd = req.headers['x-forwarded-for'];
    const first = (Array.isArray(fwd) ? fwd[0] : fwd)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'x-supabase-api-version',
  'prefer',
  'accept',
  'accept-profile',
  'content-profile',
  'range',
  'range-unit',
  'x-retry-count',
  'traceparent',
  'tracestate',
  'baggage',
].join(', ');
const EXPOSED_HEADERS = [
  'Content-Encoding',
  'Content-Location',
  'Content-Range',
  'Content-Type',
  'Date',
  'Location',
  'Server',
  'Transfer-Encoding',
  'Range-Unit',
  'Preference-Applied',
  'X-Total-Count',
  'Link',
  'X-Supabase-Api-Version',
  'x-sb-error-code',
  'Proxy-Status',
].join(', ');

/**
 * Adds CORS headers when the request has an Origin. Answers a preflight itself and returns true, so
 * the caller stops there.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = header(req, 'origin');
  if (!origin) return false;
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  if (req.method === 'OPTIONS' && header(req, 'access-control-request-method')) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD');
    res.setHeader('Access-Control-Allow-Headers', header(req, 'access-control-request-headers') ?? ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '86400');
    res.writeHead(200);
    res.end();
    return true;
  }
  return false;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/**
 * The last-resort guard every server of the stack puts around its handler: whatever a handler throws
 * (synchronously or from its promise) is logged and answered 500, never allowed past the server to
 * end the process. A request that cannot be parsed at all is Node's own 400 (`clientError`).
 */
export function guarded(name: string, log: (line: string) => void, handler: Handler): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const fail = (e: unknown) => {
      if (e instanceof ClientGoneError) {
        res.destroy(); // nobody is listening: nothing to answer, nothing to log
        return;
      }
      log(`${name}: unhandled error on ${req.method} ${JSON.stringify(req.url)}: ${e instanceof Error ? e.stack : String(e)}`);
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, { code: 'unexpected_failure', message: 'Unexpected failure' });
    };
    try {
      const done = handler(req, res);
      if (done instanceof Promise) done.catch(fail);
    } catch (e) {
      fail(e);
    }
  };
}

/** A request target as a URL, or null when it is not one (`//[`, `http://[`): the caller answers 400. */
export function parseTarget(raw: string | undefined, base: string): URL | null {
  try {
    return new URL(raw ?? '/', base);
  } catch {
    return null;
  }
}

export type TargetHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => void | Promise<void>;

/** A server made by createGuardedServer: `serve` gives it its handler once what it serves is ready. */
export interface GuardedServer extends Server {
  serve(handler: TargetHandler): void;
}

/**
 * The one kind of server every port of the stack (and the app's) listens with: each request goes
 * through `guarded`, and its target is parsed once here — one that is not a URL (`//[`, `http://[`,
 * `//%zz`) is answered 400 by `badTarget` before any handler sees it; handlers get the parsed URL.
 * Without a handler the server can be bound early (a busy port fails start-up before anything is
 * written) and requests that arrive before `serve` wait for it.
 */
export function createGuardedServer(
  name: string,
  log: (line: string) => void,
  options: { handler?: TargetHandler; badTarget?: (res: ServerResponse) => void } = {},
): GuardedServer {
  const badTarget = options.badTarget ?? ((res) => sendJson(res, 400, { message: 'Invalid request target' }));
  let ready: TargetHandler | Promise<TargetHandler>;
  let resolveReady: (handler: TargetHandler) => void = () => undefined;
  ready = options.handler ?? new Promise<TargetHandler>((r) => (resolveReady = r));
  const server = createServer(
    guarded(name, log, (req, res) => {
      const url = parseTarget(req.url, `http://${name}.local`);
      if (!url) {
        badTarget(res);
        return;
      }
      return typeof ready === 'function' ? ready(req, res, url) : ready.then((handler) => handler(req, res, url));
    }),
  ) as GuardedServer;
  server.serve = (handler) => {
    ready = handler;
    resolveReady(handler);
  };
  return server;
}
