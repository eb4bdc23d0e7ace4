// /rpc/<fn>: POST with the arguments as a JSON object (or any JSON for a single unnamed json/jsonb
// parameter), GET/HEAD with them in the query string and in a read-only transaction.
import { newContext } from './build-read.ts';
import { buildRpc } from './build-rpc.ts';
import { appliedHeader, runCall, shapeOf, type Call } from './call.ts';
import { findRoutine } from './find-routine.ts';
import { parsePaging } from './parse-order.ts';
import { parseQuery } from './parse-query.ts';
import { RestError, invalidBody } from './rest-error.ts';
import { readContentRange, readStatus, singleRowError, type RestResponse } from './respond.ts';

interface RpcRow {
  total: number | null;
  n: number;
  body: string | null;
}

export async function handleRpc(call: Call, name: string, body: unknown): Promise<RestResponse> {
  if (call.method !== 'GET' && call.method !== 'HEAD' && call.method !== 'POST') {
    throw new RestError(405, 'PGRST101', `Cannot use the ${call.method} method on RPC`);
  }
  const candidates = call.cache.routines.get(`${call.schema}.${name}`) ?? [];
  const paramNames = new Set(candidates.flatMap((r) => r.params.map((p) => p.name)));
  let args: unknown;
  let keys: string[];
  if (call.method === 'POST') {
    args = body ?? {};
    keys = typeof args === 'object' && args !== null && !Array.isArray(args) ? Object.keys(args) : [];
  } else {
    const fromQuery: Record<string, string> = {};
    for (const [k, v] of call.url.searchParams) if (paramNames.has(k)) fromQuery[k] = v;
    args = fromQuery;
    keys = Object.keys(fromQuery);
  }
  const isPost = call.method === 'POST';
  const routineCall = findRoutine(call.cache, call.schema, name, keys, isPost);
  if (!routineCall.wholeBody && (typeof args !== 'object' || args === null || Array.isArray(args))) {
    throw invalidBody('Empty or invalid json');
  }
  const query = parseQuery(call.url.searchParams, isPost ? undefined : (k) => paramNames.has(k));
  const root = query.levels.get('')!;
  const paging = parsePaging(root.limit, root.offset, call.req.headers.range);
  const ctx = newContext(call.cache, query);
  const stmt = buildRpc(routineCall, args, query, ctx, { shape: shapeOf(call), count: !!call.prefs.count, paging, maxRows: call.maxRows });
  const strictMax = call.prefs.handling === 'strict' && call.prefs.maxAffected !== undefined ? call.prefs.maxAffected : null;
  if (strictMax !== null && !routineCall.routine.returnsSet) {
    throw new RestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict');
  }
  const row = await runCall(call, async (tx) => {
    const r = (await tx.query<RpcRow>(stmt.sql, stmt.params)).rows[0];
    if (stmt.kind === 'rows' && call.accepted.single && r && r.n !== 1) throw singleRowError(r.n);
    if (strictMax !== null && r && r.n > strictMax) {
      throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${r.n} rows`);
    }
    return r;
  });
  if (stmt.kind === 'void') return { status: 204, body: null, headers: {} };
  const single: Record<string, string> = call.accepted.single ? { 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8' } : {};
  if (stmt.kind === 'value') return { status: 200, body: row?.body ?? 'null', headers: { 'Content-Range': '0-0/*', ...single } };
  const n = row?.n ?? 0;
  const total = row?.total ?? null;
  return {
    status: readStatus(paging.offset, n, total),
    body: row?.body ?? '[]',
    headers: {
      'Content-Range': readContentRange(paging.offset, n, total),
      ...single,
      ...appliedHeader(call.prefs.count ? [`count=${call.prefs.count}`] : []),
    },
  };
}
