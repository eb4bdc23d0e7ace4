// POST (insert / upsert), PATCH and DELETE on a table or view. The statement, the single-row check
// and the max-affected check run in one transaction, so a refused result is rolled back.
import { newContext } from './build-read.ts';
import { deleteSql, insertColumns, insertSql, refuseMutationPaging, updateSql, wrapMutation, type Payload } from './build-write.ts';
import { runCall, shapeOf, type Call } from './call.ts';
import { appliedHeader } from './parse-prefer.ts';
import { parseQuery } from './parse-query.ts';
import { RestError, invalidBody } from './rest-error.ts';
import { singleRowError, type RestResponse } from './respond.ts';
import type { Relation } from './schema-cache.ts';

interface WriteRow {
  n: number;
  inserted: number | null;
  body: string | null;
}

const isObject = (v: unknown): v is Payload => typeof v === 'object' && v !== null && !Array.isArray(v);

function payloadRows(body: unknown): Payload[] {
  if (body === undefined || body === null) throw invalidBody('Empty or invalid json');
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isObject)) throw invalidBody('All object keys must match');
  return rows;
}

export async function handleWrite(call: Call, rel: Relation, body: unknown): Promise<RestResponse> {
  const query = parseQuery(call.url.searchParams);
  const ctx = newContext(call.cache, query, call.settings.aggregatesEnabled);
  const prefs = call.prefs;
  const returning =
    prefs.return === 'representation' ? 'rows' : prefs.return === 'headers-only' && call.method === 'POST' ? 'keys' : 'none';
  const options = { returning, shape: shapeOf(call, returning === 'rows') } as const;
  let stmt: string;
  let trackInserted = false;
  if (call.method === 'POST') {
    const rows = payloadRows(body);
    const columns = insertColumns(rel, rows, query);
    stmt = insertSql(rel, rows, columns, query, prefs, ctx);
    trackInserted = prefs.resolution === 'merge-duplicates' && (rel.kind === 'r' || rel.kind === 'p') && returning !== 'none';
  } else {
    refuseMutationPaging(query);
    if (call.method === 'PATCH') {
      if (!isObject(body)) throw invalidBody('Empty or invalid json');
      if (Object.keys(body).length === 0) return emptyPatch(call, returning === 'rows');
      stmt = updateSql(rel, body, query, ctx);
    } else stmt = deleteSql(rel, query, ctx);
  }
  const wrapped = wrapMutation(stmt, rel, query, ctx, options, trackInserted);
  const strictMax = prefs.handling === 'strict' && prefs.maxAffected !== undefined ? prefs.maxAffected : null;

  const row = await runCall(call, async (tx) => {
    const r = await tx.query<WriteRow>(wrapped.sql, wrapped.params);
    const result: WriteRow = returning === 'none' ? { n: r.affectedRows, inserted: null, body: null } : r.rows[0]!;
    if (strictMax !== null && result.n > strictMax) {
      throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${result.n} rows`);
    }
    if (call.accepted.single && returning === 'rows' && result.n !== 1) throw singleRowError(result.n);
    return result;
  });
  const applied = appliedHeader(prefs, {
    resolution: call.method === 'POST',
    missing: call.method === 'POST' && prefs.missing === 'default',
    return: true,
    count: true,
    maxAffected: true,
  });
  return respondWrite(call, rel, row, returning, applied);
}

function respondWrite(call: Call, rel: Relation, row: WriteRow, returning: string, applied: Record<string, string>): RestResponse {
  // PostgREST counts affected rows for exact and estimated; planned has no plan to read here.
  const counted = call.prefs.count === 'exact' || call.prefs.count === 'estimated';
  const headers: Record<string, string> = { ...applied };
  if (call.method === 'PATCH') headers['Content-Range'] = counted ? `*/${row.n}` : row.n > 0 ? `0-${row.n - 1}/*` : '*/*';
  else headers['Content-Range'] = `*/${counted ? row.n : '*'}`;
  if (call.accepted.single && returning === 'rows') headers['Content-Type'] = 'application/vnd.pgrst.object+json; charset=utf-8';
  if (returning === 'keys' && row.body && rel.primaryKey.length) headers['Location'] = locationOf(rel, JSON.parse(row.body) as Payload);
  let status: number;
  if (call.method === 'POST') status = row.inserted === 0 && row.n > 0 ? 200 : 201;
  else status = returning === 'rows' ? 200 : 204;
  return { status, body: returning === 'rows' ? row.body : null, headers };
}

/** `/table?id=eq.1` for the first inserted row, as PostgREST sends with return=headers-only. */
function locationOf(rel: Relation, keys: Payload): string {
  const params = new URLSearchParams();
  for (const k of rel.primaryKey) params.set(k, `eq.${String(keys[k])}`);
  return `/${rel.name}?${params.toString()}`;
}

/** PATCH {} changes nothing and runs nothing, as in PostgREST. */
function emptyPatch(call: Call, representation: boolean): RestResponse {
  if (representation && call.accepted.single) throw singleRowError(0);
  return { status: representation ? 200 : 204, body: representation ? '[]' : null, headers: { 'Content-Range': '*/*' } };
}
