// /rest/v1: the PostgREST surface postgrest-js uses (docs/architecture.md, "REST"). Per request:
// route, pick the schema, resolve the JWT's role, parse, check every name against the schema cache,
// build SQL with quoted identifiers and bound values, run it in one transaction as that role,
// answer like PostgREST.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPgError } from '../db/engine.ts';
import { ClientGate } from '../http/client-gate.ts';
import { MAX_JSON_DEPTH, clientIp, header, jsonTooDeep } from '../http/http.ts';
import { effectiveBearer } from '../keys.ts';
import type { VerifyResult } from '../signing-keys.ts';
import type { Service, StackContext } from '../service.ts';
import type { Call } from './call.ts';
import { similarName } from './similar-name.ts';
import { handleRead } from './handle-read.ts';
import { handleRpc } from './handle-rpc.ts';
import { handleWrite } from './handle-write.ts';
import { mapPgError } from './map-pg-error.ts';
import { loadSettings, type RestSettings } from './load-settings.ts';
import { parsePrefer } from './parse-prefer.ts';
import { chooseMediaType, choosePlan, chooseSchema, headersJson, readJsonBody, readRawBody } from './request-facts.ts';
import { isAnonymous, resolveActor, type Actor } from './resolve-role.ts';
import { sendRest, sendRestError, type RestResponse } from './respond.ts';
import { RestError, notImplemented } from './rest-error.ts';
import { loadSchemaCache, relationKey, type Relation, type SchemaCache } from './schema-cache.ts';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']);

function findRelation(cache: SchemaCache, schema: string, name: string): Relation {
  const rel = cache.relations.get(relationKey(schema, name));
  if (rel) return rel;
  const names = [...cache.relations.values()].filter((r) => r.schema === schema).map((r) => r.name);
  const close = similarName(name, names);
  throw new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    close ? `Perhaps you meant the table '${schema}.${close}'` : null,
  );
}

/** Who a request counts against: the signed-in user (a verified token's sub), else the caller's IP. */
function clientKey(req: IncomingMessage, trustForwarded: boolean, verified: VerifyResult | null): string {
  const sub = verified?.ok ? verified.claims.sub : undefined;
  return typeof sub === 'string' && sub !== '' ? `user:${sub}` : `ip:${clientIp(req, trustForwarded)}`;
}

function overRate(retryAfter: number): RestError {
  return new RestError(429, 'over_request_rate_limit', `Too many requests from this client. Try again in ${retryAfter} s.`, null, null, {
    'Retry-After': String(retryAfter),
  });
}

export function createRestService(ctx: StackContext): Service {
  let cache: SchemaCache | null = null;
  let settings: RestSettings | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  /** The schema cache and the pgrst.* role settings, read together as PostgREST's reload does. */
  async function reload(): Promise<void> {
    const nextCache = await loadSchemaCache(ctx.engine, ctx.config.schemas, ctx.config.extraSearchPath);
    const nextSettings = await loadSettings(ctx.engine, ctx.config.maxRows);
    if (nextSettings.ignored.length) {
      ctx.log(`rest: ignoring in-database settings the embedded stack does not apply: ${nextSettings.ignored.join(', ')}`);
    }
    cache = nextCache;
    settings = nextSettings;
  }
  const gate = ctx.restLimits ? new ClientGate(ctx.restLimits) : null;

  async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
    verified: VerifyResult | null,
    setActor: (a: Actor) => void,
  ): Promise<void> {
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(200, { Allow: 'OPTIONS,GET,HEAD,POST,PATCH,DELETE' });
      res.end();
      return;
    }
    if (!cache || !settings) throw new RestError(503, 'PGRST002', 'Could not query the database for the schema cache. Retrying.');
    if (method === 'PUT')
      throw new RestError(
        400,
        'PGRST127',
        'Feature not implemented',
        'PUT is not supported by the embedded stack; use POST with Prefer: resolution=merge-duplicates',
      );
    if (!METHODS.has(method)) throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (segments.length === 0) throw new RestError(404, 'PGRST126', 'Root endpoint metadata is disabled');
    const isRpc = segments.length === 2 && segments[0] === 'rpc';
    if (!isRpc && segments.length !== 1) throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
    // A JSON value in a filter or a GET call's argument reaches the engine's json parser like a body.
    for (const [key, value] of url.searchParams) {
      if (jsonTooDeep(value))
        throw new RestError(400, 'PGRST100', `"failed to parse ${key} parameter"`, `nested more than ${MAX_JSON_DEPTH} levels deep`);
    }
    const schema = chooseSchema(req, ctx.config.schemas);
    const actor = resolveActor(verified, cache);
    setActor(actor);
    const accept = header(req, 'accept');
    const plan = settings.planEnabled ? choosePlan(accept) : null;
    if (plan && !(method === 'GET' && !isRpc)) {
      throw notImplemented('Execution plans (pgrst.db_plan_enabled) of writes and functions are not supported by the embedded stack');
    }
    const accepted = plan ? chooseMediaType(undefined) : chooseMediaType(accept);
    const prefs = parsePrefer(req.headers.prefer, settings.txEnd.endsWith('-allow-override'), settings.timezones);
    const { headers, cookies } = headersJson(req);
    // What the API gateway tells PostgREST: the caller's address first in X-Forwarded-For.
    headers['x-forwarded-for'] = clientIp(req, ctx.trustForwarded);
    const readOnly = method === 'GET' || method === 'HEAD';
    const call: Call = {
      req,
      url,
      method,
      schema,
      actor,
      accepted,
      prefs,
      cache,
      settings,
      engine: ctx.engine,
      maxRows: settings.maxRows,
      plan,
      facts: { method, path: url.pathname, headers, cookies, schema, extraSearchPath: ctx.config.extraSearchPath, readOnly },
    };
    let response: RestResponse;
    if (isRpc) response = await handleRpc(call, segments[1]!, method === 'POST' ? await readRawBody(req) : undefined);
    else {
      const body = method === 'POST' || method === 'PATCH' ? await readJsonBody(req) : undefined;
      const rel = findRelation(cache, schema, segments[0]!);
      response = readOnly ? await handleRead(call, rel) : await handleWrite(call, rel, body);
    }
    sendRest(res, response, method === 'HEAD');
  }

  return {
    async handle(req, res, path, url) {
      let actor: Actor | null = null;
      let release: (() => void) | null = null;
      try {
        // The bearer token (after the gateway's rewrite of sb_ keys), verified once per request.
        const token = effectiveBearer(header(req, 'apikey'), header(req, 'authorization'));
        const verified = token ? await ctx.keys.verify(token) : null;
        if (gate) {
          const admission = gate.enter(clientKey(req, ctx.trustForwarded, verified));
          if (!admission.ok) throw overRate(admission.retryAfter);
          release = await admission.ready;
          // Its client hung up while it waited in line: nobody is left to answer.
          if (req.destroyed) return;
        }
        await serve(req, res, path, url, verified, (a) => (actor = a));
      } catch (e) {
        const head = req.method === 'HEAD';
        if (e instanceof RestError) sendRestError(res, e, head);
        else if (isPgError(e)) sendRestError(res, mapPgError(e, actor !== null && !isAnonymous(actor)), head);
        else if (e instanceof URIError) sendRestError(res, new RestError(404, 'PGRST125', 'Invalid path specified in request URL'), head);
        else throw e;
      } finally {
        release?.();
      }
    },
    async schemaChanged() {
      await reload();
      // `notify pgrst, 'reload schema'` (or 'reload config') reloads both, as on Supabase.
      unlisten ??= await ctx.engine.listen('pgrst', () => {
        reload().catch((e: unknown) => ctx.log(`rest: schema reload failed: ${e instanceof Error ? e.message : String(e)}`));
      });
    },
    async close() {
      await unlisten?.();
      unlisten = null;
    },
  };
}
