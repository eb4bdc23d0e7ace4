// /rpc/<fn>: POST with the arguments as a JSON object (or the whole body for a function with a
// single unnamed json/jsonb, text, xml or bytea parameter), GET/HEAD with them in the query string and in a
// read-only transaction. Which query parameters are arguments follows PostgREST: those that are not
// reserved words, not embed paths and whose value carries no filter operator.
import { header } from '../http/http.ts';
import { newContext } from './build-read.ts';
import { buildRpc } from './build-rpc.ts';
import { runCall, runCallStatement, shapeOf, type Call } from './call.ts';
import { findRoutine, type BodyType } from './find-routine.ts';
import { OPERATORS } from './parse-filter.ts';
import { parsePaging } from './parse-order.ts';
import { appliedHeader } from './parse-prefer.ts';
import { parseQuery } from './parse-query.ts';
import { parseJsonBody } from './request-facts.ts';
import { RestError, invalidBody, notImplemented } from './rest-error.ts';
import { readContentRange, readStatus, singleRowError, type RestResponse } from './respond.ts';

interface RpcRow {
  total: number | null;
  n: number;
  body: string | null;
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const RESERVED_ENDINGS = new Set(['order', 'limit', 'offset', 'and', 'or']);
const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts']);

/** PostgREST's QueryParams: is `key=value` an rpc argument (rather than a filter or a reserved word)? */
export function isRpcArgument(key: string, value: string): boolean {
  if (RESERVED.has(key) || RESERVED_ENDINGS.has(key.split('.').pop()!) || key.includes('.')) return false;
  const parts = value.split('.');
  const first = parts[0]!;
  const hasOperator =
    (first === 'not' && parts.length > 1) || first === 'is' || first === 'in' || Object.hasOwn(OPERATORS, first) || FTS.has(first);
  const hasFts = value.includes('(') && FTS.has(value.split('(')[0]!);
  return !hasOperator && !hasFts;
}

function bodyTypeOf(contentType: string | undefined): BodyType {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/plain') return 'text';
  if (type === 'text/xml') return 'xml';
  if (type === 'application/octet-stream') return 'bytea';
  if (type === '' || type === 'application/json' || type.endsWith('+json')) return 'json';
  throw notImplemented(
    `${type} request bodies on /rpc are not supported by the embedded stack; send application/json, text/plain, text/xml or application/octet-stream`,
  );
}

export async function handleRpc(call: Call, name: string, raw: Buffer | undefined): Promise<RestResponse> {
  if (call.method !== 'GET' && call.method !== 'HEAD' && call.method !== 'POST') {
    throw new RestError(405, 'PGRST101', `Cannot use the ${call.method} method on RPC`);
  }
  const isPost = call.method === 'POST';
  const bodyType: BodyType = isPost ? bodyTypeOf(header(call.req, 'content-type')) : 'json';
  let args: unknown;
  let rawText: string;
  let keys: string[];
  if (isPost) {
    rawText = raw ? raw.toString('utf8') : '';
    args = bodyType === 'json' ? (parseJsonBody(raw ?? Buffer.alloc(0)) ?? {}) : rawText;
    keys = bodyType === 'json' && typeof args === 'object' && args !== null && !Array.isArray(args) ? Object.keys(args) : [];
  } else {
    const fromQuery: Record<string, string> = {};
    for (const [k, v] of call.url.searchParams) if (isRpcArgument(k, v)) fromQuery[k] = v;
    args = fromQuery;
    rawText = JSON.stringify(fromQuery);
    keys = Object.keys(fromQuery);
  }
  const routineCall = findRoutine(call.cache, call.schema, name, keys, isPost, bodyType);
  if (!routineCall.positional && (typeof args !== 'object' || args === null || Array.isArray(args))) {
    throw invalidBody('Empty or invalid json');
  }
  if (isPost && !raw?.length && routineCall.positional) rawText = bodyType === 'json' ? '{}' : '';
  const query = parseQuery(call.url.searchParams, isPost ? undefined : (k) => isRpcArgument(k, call.url.searchParams.get(k) ?? ''));
  const root = query.levels.get('')!;
  const paging = parsePaging(root.limit, root.offset, call.req.headers.range);
  const ctx = newContext(call.cache, query, call.settings.aggregatesEnabled);
  // PostgREST's invokeQuery counts for exact and estimated only (no plan is read for a call).
  const counted = call.prefs.count === 'exact' || call.prefs.count === 'estimated';
  const positionalArg = bodyType === 'bytea' ? (raw ?? Buffer.alloc(0)) : rawText;
  const stmt = buildRpc(routineCall, routineCall.positional ? positionalArg : args, query, ctx, {
    shape: shapeOf(call),
    count: counted,
    paging,
    maxRows: call.maxRows,
  });
  const strictMax = call.prefs.handling === 'strict' && call.prefs.maxAffected !== undefined ? call.prefs.maxAffected : null;
  if (strictMax !== null && !routineCall.routine.returnsSet) {
    throw new RestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict');
  }
  const check = (r: RpcRow | undefined) => {
    if (stmt.kind === 'rows' && call.accepted.single && r && r.n !== 1) throw singleRowError(r.n);
    if (strictMax !== null && r && r.n > strictMax) {
      throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${r.n} rows`);
    }
    return r;
  };
  // The checks refuse a result by rolling the call back; when none can refuse it, or the call is
  // read-only (GET/HEAD: nothing to undo), the call is one statement (runCallStatement).
  const mayRefuse = (stmt.kind === 'rows' && call.accepted.single) || strictMax !== null;
  const row =
    !mayRefuse || call.facts.readOnly
      ? check((await runCallStatement<RpcRow>(call, stmt.sql, stmt.params)).rows[0])
      : await runCall(call, async (tx) => check((await tx.query<RpcRow>(stmt.sql, stmt.params)).rows[0]));
  const n = row?.n ?? 0;
  // A scalar, a single row and void are one row of the call's result, which is what count counts.
  const total = counted ? (stmt.kind === 'rows' ? (row?.total ?? 0) : (row?.total ?? n)) : null;
  const headers: Record<string, string> = {
    'Content-Range': readContentRange(paging.offset, n, total),
    ...appliedHeader(call.prefs, { count: true, maxAffected: true }),
  };
  if (stmt.kind === 'void') return { status: 204, body: null, headers };
  if (call.accepted.single) headers['Content-Type'] = 'application/vnd.pgrst.object+json; charset=utf-8';
  if (call.accepted.csv) headers['Content-Type'] = 'text/csv; charset=utf-8';
  if (stmt.kind === 'value') return { status: 200, body: row?.body ?? 'null', headers };
  return { status: readStatus(paging.offset, n, total), body: row?.body ?? '[]', headers };
}
