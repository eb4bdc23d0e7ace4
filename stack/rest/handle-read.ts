// GET/HEAD on a table or view.
import { buildRead, newContext } from './build-read.ts';
import { checkPlanCost, needsPlanCost, runCall, runCallStatement, shapeOf, type Call } from './call.ts';
import { appliedHeader } from './parse-prefer.ts';
import { parsePaging } from './parse-order.ts';
import { parseQuery } from './parse-query.ts';
import { plannedCount } from './planned-count.ts';
import { readContentRange, readStatus, singleRowError, type RestResponse } from './respond.ts';
import type { Relation } from './schema-cache.ts';
import { qualified } from './sql-text.ts';

/** explain(): the read's plan, as EXPLAIN gives it in the format asked for. */
async function explainRead(call: Call, sql: string, params: unknown[], costed: boolean): Promise<RestResponse> {
  const { format, options, mediaType } = call.plan!;
  const explain = `explain (${['format ' + format, ...options].join(', ')}) ${sql}`;
  const rows = await runCall(call, async (tx) => {
    // ANALYZE runs the statement: the plan-cost limit applies as to the read itself.
    if (costed && options.includes('analyze')) await checkPlanCost(call, tx, sql, params);
    return (await tx.query<{ 'QUERY PLAN': unknown }>(explain, params)).rows;
  });
  const plan = rows.map((r) => r['QUERY PLAN']);
  const body = format === 'json' ? (typeof plan[0] === 'string' ? plan[0] : JSON.stringify(plan[0])) : plan.join('\n');
  return { status: 200, body, headers: { 'Content-Type': mediaType } };
}

interface ReadRow {
  total: number | null;
  n: number;
  body: string | null;
}

export async function handleRead(call: Call, rel: Relation): Promise<RestResponse> {
  const query = parseQuery(call.url.searchParams);
  const root = query.levels.get('')!;
  const paging = parsePaging(root.limit, root.offset, call.req.headers.range);
  const ctx = newContext(call.cache, query, call.settings.aggregatesEnabled);
  const source = { from: qualified(rel.schema, rel.name), columns: rel.columns, relation: rel, label: rel.name };
  const count = call.prefs.count;
  const stmt = buildRead(source, query, ctx, {
    shape: shapeOf(call),
    count: count === 'exact' || count === 'estimated',
    paging,
    maxRows: call.maxRows,
  });
  if (call.plan) return explainRead(call, stmt.sql, stmt.params, needsPlanCost(call, query));
  // Unless a count or the plan's cost needs a second statement, the read is one statement (read-only:
  // nothing to undo).
  const costed = needsPlanCost(call, query);
  const single = count !== 'planned' && count !== 'estimated' && !costed;
  const row = single
    ? (await runCallStatement<ReadRow>(call, stmt.sql, stmt.params)).rows[0]!
    : await runCall(call, async (tx) => {
        if (costed) await checkPlanCost(call, tx, stmt.sql, stmt.params);
        const r = (await tx.query<ReadRow>(stmt.sql, stmt.params)).rows[0]!;
        // PostgREST counts at most max_rows + 1 rows for estimated; past that, the larger of that and the plan.
        const overMax = count === 'estimated' && call.maxRows !== null && (r.total ?? 0) > call.maxRows;
        if (count === 'planned' || overMax) {
          const planned = await plannedCount(tx, stmt.countFrom!, stmt.params);
          r.total = overMax ? Math.max(call.maxRows! + 1, planned) : planned;
        }
        return r;
      });
  if (call.accepted.single && row.n !== 1) throw singleRowError(row.n);
  const status = readStatus(paging.offset, row.n, row.total);
  return {
    status,
    body: row.body,
    headers: {
      'Content-Range': readContentRange(paging.offset, row.n, row.total),
      ...(call.accepted.single ? { 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8' } : {}),
      ...(call.accepted.csv ? { 'Content-Type': 'text/csv; charset=utf-8' } : {}),
      ...appliedHeader(call.prefs, { count: true }),
    },
  };
}
