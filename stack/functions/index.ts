// /functions/v1: Supabase Edge Functions on Deno, as `supabase functions serve` and the hosted relay
// run them. `/functions/v1/<name>[/*]`, any method, reaches the function as `/<name>[/*]`; the relay's
// part is done here: the function lookup (404), `verify_jwt` (401, never for OPTIONS, so the
// function answers its own CORS preflight), and the worker's fate (503 boot, 500 crash, 546 limit).
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { watch, type FSWatcher } from 'node:fs';
import { pipeline } from 'node:stream';
import { clientIp, header, sendJson } from '../http/http.ts';
import { ANON_KEY, SERVICE_ROLE_KEY, effectiveBearer } from '../keys.ts';
import type { SigningKeys } from '../signing-keys.ts';
import type { Service, StackContext } from '../service.ts';
import { workerEnvironment } from './environment.ts';
import { findFunction, readSecrets, type FunctionSpec } from './registry.ts';
import { FunctionWorker, WorkerGone, type InFlight, type WorkerFailure } from './worker.ts';

export interface FunctionsServiceOptions {
  /** SUPABASE_DB_URL for the functions ('' on PGlite, which has no network listener). */
  databaseUrl: string;
  /** Reload a function when its folder (or _shared/, .env) changes: `npm run dev`. */
  watch: boolean;
  /** Defaults for every function (e.g. the offline Stripe stand-in's keys); .env secrets win. */
  env?: () => Record<string, string>;
}

/** A function that failed to boot is not started again for this long (or until its files change). */
const BOOT_RETRY_MS = 2_000;
const ALLOWED_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']);
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/** The edge runtime's answers when the worker, not the function, decides the response. */
const FAILURES: Record<WorkerFailure, [number, string, string]> = {
  boot: [503, 'BOOT_ERROR', 'Worker failed to boot (please check logs)'],
  crash: [500, 'WORKER_ERROR', 'Function exited due to an error (please check logs)'],
  limit: [546, 'WORKER_LIMIT', 'Worker failed to respond due to a resource limit (please check logs)'],
};

function sendFailure(res: ServerResponse, failure: WorkerFailure): void {
  const [status, code, message] = FAILURES[failure];
  sendJson(res, status, { code, message });
}

/** The relay's JWT check: a Bearer token signed with a signing key (JWKS) or the legacy secret, unexpired. */
async function checkJwt(keys: SigningKeys, req: IncomingMessage): Promise<{ status: 401; message: string } | null> {
  const authorization = header(req, 'authorization');
  if (!authorization) return { status: 401, message: 'Missing authorization header' };
  const token = effectiveBearer(undefined, authorization);
  if (!/^Bearer\s+\S/i.test(authorization) || !token || !(await keys.verify(token, 0)).ok) {
    return { status: 401, message: 'Invalid JWT' };
  }
  return null;
}

function forwardHeaders(req: IncomingMessage): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
  // The CLI's gateway swaps the new opaque keys for the JWTs they stand for.
  const bearer = header(req, 'authorization')?.match(/^Bearer\s+(sb_\S+)$/i)?.[1];
  if (bearer) headers.authorization = `Bearer ${effectiveBearer(undefined, `Bearer ${bearer}`)}`;
  const ip = req.socket.remoteAddress ?? '';
  const fwd = header(req, 'x-forwarded-for');
  headers['x-forwarded-for'] = fwd ? `${fwd}, ${ip}` : clientIp(req);
  headers['x-forwarded-proto'] ??= 'http';
  if (req.headers.host) headers['x-forwarded-host'] ??= req.headers.host;
  return headers;
}

/** The response's headers minus hop-by-hop ones, keeping repeated headers (Set-Cookie) apart. */
function responseHeaders(up: IncomingMessage, method: string): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < up.rawHeaders.length; i += 2) {
    const name = up.rawHeaders[i]!;
    let value = up.rawHeaders[i + 1]!;
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower)) continue;
    // Hosted serves HTML only on custom domains: a GET answering text/html is sent as text/plain.
    if (lower === 'content-type' && method === 'GET' && /^text\/html/i.test(value)) value = value.replace(/^text\/html/i, 'text/plain');
    out.push([name, value]);
  }
  return out;
}

export function createFunctionsService(context: StackContext, options: FunctionsServiceOptions): Service {
  const config = context.config.functions;
  const workers = new Map<string, FunctionWorker>();
  /** When a function last failed to boot: calls within BOOT_RETRY_MS answer 503 without a new process. */
  const bootFailures = new Map<string, number>();
  let watcher: FSWatcher | null = null;

  /** The function's live worker, started on its first request (concurrent first requests share it). */
  async function workerFor(spec: FunctionSpec): Promise<FunctionWorker> {
    let worker = workers.get(spec.name);
    if (!worker?.alive) {
      const env = {
        ...(await workerEnvironment()),
        ...options.env?.(),
        ...readSecrets(config, context.log),
        SUPABASE_URL: context.apiUrl,
        SUPABASE_ANON_KEY: ANON_KEY,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
        SUPABASE_DB_URL: options.databaseUrl,
      };
      worker = workers.get(spec.name);
      if (!worker?.alive) {
        const created = new FunctionWorker(spec, {
          env,
          memoryMb: config.memoryMb,
          log: context.log,
          onExit: () => {
            if (workers.get(spec.name) === created) workers.delete(spec.name);
          },
        });
        workers.set(spec.name, created);
        worker = created;
      }
    }
    const ready = worker;
    await ready.start().catch((e: unknown) => {
      if (workers.get(spec.name) === ready) workers.delete(spec.name);
      throw e;
    });
    return ready;
  }

  function proxy(worker: FunctionWorker, req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
    return new Promise<void>((resolveDone) => {
      let settled = false;
      const method = req.method ?? 'GET';
      const upstream = httpRequest({
        agent: worker.agent,
        host: '127.0.0.1',
        port: worker.port,
        method,
        path: path + url.search,
        headers: forwardHeaders(req),
      });
      const finish = () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.done(flight);
        resolveDone();
      };
      const fail = (gone: WorkerGone) => {
        if (settled) return;
        if (!res.headersSent) sendFailure(res, gone.failure);
        else res.destroy();
        upstream.destroy();
        finish();
      };
      const flight: InFlight = { fail };
      worker.begin(flight);
      const timer = setTimeout(() => {
        context.log(`[${worker.spec.name}] wall clock limit (${config.wallClockMs} ms) reached on ${method} ${path}: stopping the worker`);
        worker.stop(new WorkerGone('limit', 'wall clock limit'));
      }, config.wallClockMs);

      upstream.on('response', (up) => {
        res.writeHead(up.statusCode ?? 500, responseHeaders(up, method).flat());
        pipeline(up, res, () => finish());
      });
      upstream.on('error', () => {
        // The worker may be dying: let its exit say why (crash, memory), else call it a crash.
        void worker.exited.then(() => fail(new WorkerGone('crash', 'worker exited')));
        setTimeout(() => fail(new WorkerGone('crash', 'connection to the worker failed')), 1_000).unref();
      });
      // The caller went away: abort the function's request too (it sees request.signal abort).
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
        finish();
      });
      pipeline(req, upstream, () => undefined);
    });
  }

  if (options.watch) {
    const pending = new Set<string>();
    let timer: NodeJS.Timeout | null = null;
    try {
      watcher = watch(config.dir, { recursive: true }, (_event, filename) => {
        pending.add(String(filename ?? '').split(/[\\/]/)[0] ?? '');
        timer ??= setTimeout(() => {
          timer = null;
          const shared = [...pending].some((n) => n === '' || !/^[A-Za-z]/.test(n) || n === 'import_map.json');
          for (const name of [...bootFailures.keys()]) if (shared || pending.has(name)) bootFailures.delete(name);
          for (const [name, worker] of workers) {
            if (shared || pending.has(name)) {
              context.log(`[${name}] changed: reloading`);
              worker.retire();
              workers.delete(name);
            }
          }
          pending.clear();
        }, 100);
      });
    } catch (e) {
      context.log(`functions: cannot watch ${config.dir} for changes: ${(e as Error).message}`);
    }
  }

  return {
    async handle(req, res, path, url) {
      let name = '';
      try {
        name = decodeURIComponent(path.split('/')[1] ?? '');
      } catch {
        // a malformed escape is no function's name
      }
      const spec = config.enabled ? findFunction(config, name) : null;
      if (!spec) {
        sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
        return;
      }
      if (!ALLOWED_METHODS.has(req.method ?? '')) {
        sendJson(res, 405, { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' });
        return;
      }
      if (spec.verifyJwt && req.method !== 'OPTIONS') {
        const denied = await checkJwt(context.keys, req);
        if (denied) {
          sendJson(res, denied.status, { code: denied.status, message: denied.message });
          return;
        }
      }
      if (Date.now() - (bootFailures.get(spec.name) ?? -Infinity) < BOOT_RETRY_MS) {
        sendFailure(res, 'boot');
        return;
      }
      let worker: FunctionWorker;
      try {
        worker = await workerFor(spec);
      } catch (e) {
        context.log(`[${spec.name}] ${e instanceof Error ? e.message : String(e)}`);
        bootFailures.set(spec.name, Date.now());
        sendFailure(res, e instanceof WorkerGone ? e.failure : 'boot');
        return;
      }
      await proxy(worker, req, res, path, url);
    },
    async close() {
      watcher?.close();
      await Promise.all([...workers.values()].map((w) => w.close()));
      workers.clear();
    },
  };
}
