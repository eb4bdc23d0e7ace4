// Primary keys, unique keys and foreign keys of the exposed relations. A view gets those of its base
// tables whose columns it shows unchanged (load-view-origins.ts), so embedding works through views as
// it does in PostgREST; foreign keys are read database-wide, since a view in an exposed schema may
// sit on tables in a private one.
import type { Queryable } from '../db/engine.ts';
import { loadViewOrigins, type ViewOrigins } from './load-view-origins.ts';
import type { ForeignKey, Relation } from './schema-cache.ts';

const CONSTRAINTS_SQL = `
select con.conname::text as name, con.contype::text as type, n1.nspname::text || '.' || c1.relname::text as table,
  (select array_agg(a.attname::text order by k.i) from unnest(con.conkey) with ordinality k(n, i)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n) as columns,
  n2.nspname::text || '.' || c2.relname::text as ftable,
  (select array_agg(a.attname::text order by k.i) from unnest(con.confkey) with ordinality k(n, i)
     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n) as fcolumns
from pg_constraint con
join pg_class c1 on c1.oid = con.conrelid join pg_namespace n1 on n1.oid = c1.relnamespace
left join pg_class c2 on c2.oid = con.confrelid left join pg_namespace n2 on n2.oid = c2.relnamespace
where con.contype in ('p', 'u', 'f') and n1.nspname not in ('pg_catalog', 'information_schema')
order by con.conrelid, con.conname`; // PostgREST's order, which its PGRST201 candidates follow

interface Constraint {
  name: string;
  type: string;
  table: string;
  columns: string[];
  ftable: string | null;
  fcolumns: string[] | null;
}

/**
 * The exposed relations that show `columns` of base table `table` unchanged: the table itself and
 * every view whose columns map onto all of them, with the names those columns have there.
 */
function showing(table: string, columns: string[], relations: Map<string, Relation>, origins: ViewOrigins): [Relation, string[]][] {
  const found: [Relation, string[]][] = [];
  const base = relations.get(table);
  if (base) found.push([base, columns]);
  for (const [view, cols] of origins) {
    const rel = relations.get(view);
    if (!rel) continue;
    const mapped = columns.map((c) => [...cols].find(([, o]) => o.table === table && o.column === c)?.[0]);
    if (mapped.every((m) => m !== undefined)) found.push([rel, mapped]);
  }
  return found;
}

export async function loadKeys(db: Queryable, relations: Map<string, Relation>): Promise<ForeignKey[]> {
  const constraints = (await db.query<Constraint>(CONSTRAINTS_SQL)).rows;
  const origins = await loadViewOrigins(db);
  const foreignKeys: ForeignKey[] = [];
  for (const c of constraints) {
    if (c.type === 'f') {
      if (!c.ftable || !c.fcolumns) continue;
      for (const [from, fromColumns] of showing(c.table, c.columns, relations, origins)) {
        for (const [to, toColumns] of showing(c.ftable, c.fcolumns, relations, origins)) {
          foreignKeys.push({ name: c.name, from, fromColumns, to, toColumns });
        }
      }
      continue;
    }
    for (const [rel, columns] of showing(c.table, c.columns, relations, origins)) {
      rel.uniqueKeys.push(columns);
      if (c.type === 'p' && rel.primaryKey.length === 0) rel.primaryKey = columns;
    }
  }
  return foreignKeys;
}
