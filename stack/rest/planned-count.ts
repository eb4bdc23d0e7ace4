// count=planned and count=estimated on reads, as PostgREST computes them: the planner's row estimate
// for the filtered relation (EXPLAIN of `select 1 from … where …`, never executed); estimated is the
// exact count unless it exceeds max-rows, then the larger of max-rows and the plan's estimate.
import type { Queryable } from '../db/engine.ts';

/** A value as an SQL literal, for EXPLAIN only (a statement that is planned, not run). */
function literal(value: unknown): string {
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** Replaces $n placeholders outside quoted identifiers and literals with the bound values. */
function inline(sql: string, params: unknown[]): string {
  let out = '';
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i]!;
    if (ch === '"' || ch === "'") {
      const end = sql.indexOf(ch, i + 1);
      out += sql.slice(i, end + 1);
      i = end;
    } else if (ch === '$' && /\d/.test(sql[i + 1] ?? '')) {
      const m = /^\d+/.exec(sql.slice(i + 1))!;
      out += literal(params[Number(m[0]) - 1]);
      i += m[0].length;
    } else out += ch;
  }
  return out;
}

export async function plannedCount(tx: Queryable, countFrom: string, params: unknown[]): Promise<number> {
  const r = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (format json) select 1 ${inline(countFrom, params)}`);
  const raw = r.rows[0]!['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0]!.Plan['Plan Rows']);
}
