// Functions of the exposed schemas, as /rpc needs them: input parameters, and what comes back
// (void, one scalar, one row, a set of scalars or a set of rows) with the columns of a row result.
import type { Queryable } from '../db/engine.ts';
import type { Column } from './schema-cache.ts';

export interface RoutineParam {
  name: string;
  /** format_type() text: catalog-made, safe to emit. */
  type: string;
  hasDefault: boolean;
}

export interface Routine {
  schema: string;
  name: string;
  params: RoutineParam[];
  returnsSet: boolean;
  /** 'row' results have `columns`; `rowRelation` names the table whose row type it is, for embedding. */
  returns: 'void' | 'scalar' | 'row';
  columns: Column[];
  rowRelation: { schema: string; name: string } | null;
  /** "schema.table" when the first parameter is a table's row type (a computed field candidate). */
  firstParamRelation: string | null;
  /** `rows 1` on a set-returning function: a computed relationship through it is to-one. */
  singleRow: boolean;
  /**
   * Whether /rpc can call it, by PostgREST's schema cache rule: every input parameter named, or a
   * single unnamed one of a type a whole request body is passed as.
   */
  callable: boolean;
}

const UNNAMED_TYPES = new Set(['bytea', 'json', 'jsonb', 'text', 'xml']);

function callable(params: RoutineParam[]): boolean {
  const unnamed = params.filter((p) => p.name === '');
  return unnamed.length === 0 || (unnamed.length === 1 && UNNAMED_TYPES.has(unnamed[0]!.type));
}

const ROUTINES_SQL = `
select n.nspname::text as schema, p.proname::text as name, p.proretset as returns_set, p.pronargdefaults as ndefaults,
  p.prorows = 1 as single_row,
  rt.typname::text = 'void' and rn.nspname = 'pg_catalog' as is_void,
  rt.typtype::text as rettype_kind, rt.typname::text as rettype_name,
  (select n2.nspname::text || '.' || c2.relname::text from pg_type t2 join pg_class c2 on c2.oid = t2.typrelid
     join pg_namespace n2 on n2.oid = c2.relnamespace where p.pronargs > 0 and t2.oid = p.proargtypes[0]) as first_param_relation,
  rc.relkind::text as ret_relkind, rcn.nspname::text as ret_schema, rc.relname::text as ret_relname,
  coalesce((select json_agg(json_build_object('name', coalesce(x.name, ''), 'type', format_type(x.type, null), 'mode', x.mode) order by x.i)
     from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]),
                 coalesce(p.proargmodes::text[], array_fill('i'::text, array[p.pronargs::int])),
                 p.proargnames) with ordinality as x(type, mode, name, i)), '[]') as args,
  coalesce((select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
      'hasDefault', false, 'generated', false) order by a.attnum)
     from pg_attribute a where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped), '[]') as row_columns
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type rt on rt.oid = p.prorettype join pg_namespace rn on rn.oid = rt.typnamespace
left join pg_class rc on rc.oid = rt.typrelid left join pg_namespace rcn on rcn.oid = rc.relnamespace
where n.nspname = any($1) and p.prokind = 'f'
order by n.nspname, p.proname, p.oid`;

interface Row {
  schema: string;
  name: string;
  returns_set: boolean;
  ndefaults: number;
  single_row: boolean;
  is_void: boolean;
  rettype_kind: string;
  rettype_name: string;
  first_param_relation: string | null;
  ret_relkind: string | null;
  ret_schema: string | null;
  ret_relname: string | null;
  args: { name: string; type: string; mode: string }[];
  row_columns: Column[];
}

export async function loadRoutines(db: Queryable, schemas: string[]): Promise<Map<string, Routine[]>> {
  const result = new Map<string, Routine[]>();
  const rows = await db.query<Row>(ROUTINES_SQL, [schemas]);
  for (const r of rows.rows) {
    const inputs = r.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outputs = r.args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
    const firstDefault = inputs.length - r.ndefaults;
    const params = inputs.map((a, i) => ({ name: a.name, type: a.type, hasDefault: i >= firstDefault }));
    let returns: Routine['returns'] = 'scalar';
    let columns: Column[] = [];
    if (r.is_void) returns = 'void';
    else if (r.rettype_kind === 'c') {
      returns = 'row';
      columns = r.row_columns;
    } else if (r.rettype_name === 'record' && outputs.length > 1) {
      returns = 'row';
      columns = outputs.map((a) => ({ name: a.name, type: a.type, hasDefault: false, generated: false }));
    }
    const rowRelation =
      r.rettype_kind === 'c' && r.ret_relkind !== 'c' && r.ret_schema && r.ret_relname
        ? { schema: r.ret_schema, name: r.ret_relname }
        : null;
    const routine: Routine = {
      schema: r.schema,
      name: r.name,
      params,
      returnsSet: r.returns_set,
      returns,
      columns,
      rowRelation,
      firstParamRelation: r.first_param_relation,
      singleRow: r.single_row,
      callable: callable(params),
    };
    const key = `${r.schema}.${r.name}`;
    result.set(key, [...(result.get(key) ?? []), routine]);
  }
  return result;
}
