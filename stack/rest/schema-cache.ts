// The schema cache: what the catalog says about the exposed schemas (relations, columns, keys,
// foreign keys, functions), the roles a JWT may switch to, and the type names a cast may use. Every
// identifier in a request is checked against it before it reaches SQL. Rebuilt on schemaChanged().
import type { Queryable } from '../db/engine.ts';
import { loadKeys } from './load-keys.ts';
import { loadRoutines, type Routine } from './load-routines.ts';

export interface Column {
  name: string;
  /** format_type() of the column: catalog text, safe to emit. */
  type: string;
  hasDefault: boolean;
  generated: boolean;
  /** The default as PostgREST's schema cache has it (an identity's nextval, none for generated): catalog SQL. */
  default?: string | null;
}

export interface Relation {
  schema: string;
  name: string;
  /** pg_class.relkind: r table, p partitioned, v view, m matview, f foreign. */
  kind: string;
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Column sets of primary key and unique constraints (to tell one-to-one from one-to-many). */
  uniqueKeys: string[][];
  /** Computed fields: functions of this table's row alone, by name → the qualified function. */
  computed: Map<string, string>;
}

export interface ForeignKey {
  name: string;
  from: Relation;
  fromColumns: string[];
  to: Relation;
  toColumns: string[];
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  routines: Map<string, Routine[]>;
  /** Computed relationships by "schema.table": functions of that table's row returning rows of a table. */
  computedRelationships: Map<string, Routine[]>;
  /** Cast names (typname and format_type, lower case) → the quoted, qualified type. */
  types: Map<string, string>;
  /** Roles the API may switch to (members of authenticator), with the limits set on them. */
  roles: Map<string, RoleLimits>;
  /** Every role name in the cluster, to tell "does not exist" from "not allowed". */
  allRoles: Set<string>;
}

/** A role's own settings that bound a request: `alter role anon set statement_timeout = '3s'`. */
export interface RoleLimits {
  statementTimeout: string | null;
  /** plan_filter.statement_cost_limit: the highest plan cost a read with embeds may have; null: none. */
  costLimit: number | null;
}

export const relationKey = (schema: string, name: string) => `${schema}.${name}`;

const RELATIONS_SQL = `
select n.nspname::text as schema, c.relname::text as name, c.relkind::text as kind,
  coalesce((select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
      'hasDefault', a.atthasdef, 'generated', a.attgenerated <> '',
      'default', case when a.attidentity = 'd' then format('nextval(%L)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
        when a.attgenerated = 's' then null else pg_get_expr(ad.adbin, ad.adrelid) end) order by a.attnum)
    from pg_attribute a left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f')`;

const TYPES_SQL = `
select t.typname::text as typname, format_type(t.oid, null) as formatted, n.nspname::text as schema
from pg_type t join pg_namespace n on n.oid = t.typnamespace
where n.nspname = any($1) or n.nspname = 'pg_catalog'`;

const ROLES_SQL = `
select r.rolname::text as name, pg_has_role('authenticator', r.oid, 'member') as api,
  (select split_part(s, '=', 2) from pg_db_role_setting d, unnest(d.setconfig) s
    where d.setrole = r.oid and d.setdatabase = 0 and s like 'statement_timeout=%' limit 1) as timeout,
  (select split_part(s, '=', 2) from pg_db_role_setting d, unnest(d.setconfig) s
    where d.setrole = r.oid and d.setdatabase = 0 and split_part(s, '=', 1) = 'plan_filter.statement_cost_limit' limit 1) as cost_limit
from pg_roles r`;

// SQL-standard spellings that are neither a typname nor what format_type prints.
const TYPE_ALIASES: Record<string, string> = { int: 'int4', decimal: 'numeric', float: 'float8', bool: 'bool' };

export async function loadSchemaCache(db: Queryable, schemas: string[], extraSearchPath: string[]): Promise<SchemaCache> {
  const relations = new Map<string, Relation>();
  const rels = await db.query<{ schema: string; name: string; kind: string; columns: Column[] }>(RELATIONS_SQL, [schemas]);
  for (const r of rels.rows) {
    relations.set(relationKey(r.schema, r.name), {
      schema: r.schema,
      name: r.name,
      kind: r.kind,
      columns: new Map(r.columns.map((c) => [c.name, c])),
      primaryKey: [],
      uniqueKeys: [],
      computed: new Map(),
    });
  }
  const foreignKeys = await loadKeys(db, relations);
  const types = new Map<string, string>();
  const typeRows = await db.query<{ typname: string; formatted: string; schema: string }>(TYPES_SQL, [[...schemas, ...extraSearchPath]]);
  for (const t of typeRows.rows) {
    const sql = `"${t.schema.replace(/"/g, '""')}"."${t.typname.replace(/"/g, '""')}"`;
    // Exposed schemas win over pg_catalog only when a name is not already a built-in.
    if (!types.has(t.typname.toLowerCase()) || t.schema === 'pg_catalog') types.set(t.typname.toLowerCase(), sql);
    if (t.schema === 'pg_catalog') types.set(t.formatted.toLowerCase(), sql);
  }
  for (const [alias, typname] of Object.entries(TYPE_ALIASES)) types.set(alias, `"pg_catalog"."${typname}"`);

  const roles = new Map<string, RoleLimits>();
  const allRoles = new Set<string>();
  const roleRows = await db.query<{ name: string; api: boolean; timeout: string | null; cost_limit: string | null }>(ROLES_SQL);
  for (const r of roleRows.rows) {
    allRoles.add(r.name);
    // pg_plan_filter reads the setting as a real; 0 (its default) means no limit.
    const cost = Number(r.cost_limit);
    if (r.api && r.name !== 'authenticator')
      roles.set(r.name, { statementTimeout: r.timeout, costLimit: r.cost_limit !== null && cost > 0 ? cost : null });
  }
  const routines = await loadRoutines(db, schemas);
  const computedRelationships = new Map<string, Routine[]>();
  for (const list of routines.values()) {
    for (const r of list) {
      if (r.firstParamRelation && r.params.length === 1 && r.rowRelation && relations.has(r.firstParamRelation)) {
        computedRelationships.set(r.firstParamRelation, [...(computedRelationships.get(r.firstParamRelation) ?? []), r]);
      }
      const rel = r.firstParamRelation ? relations.get(r.firstParamRelation) : undefined;
      if (rel && r.params.length === 1 && !r.returnsSet && r.returns === 'scalar' && !rel.columns.has(r.name)) {
        rel.computed.set(r.name, `"${r.schema.replace(/"/g, '""')}"."${r.name.replace(/"/g, '""')}"`);
      }
    }
  }
  return { relations, foreignKeys, routines, computedRelationships, types, roles, allRoles };
}
