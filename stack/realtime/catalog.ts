// What the change feed needs to know about published tables: columns with their typnames, primary
// key, RLS and replica identity, and which columns each role may SELECT. Cached until the schema
// changes (schemaChanged() clears it).
import type { Engine } from '../db/engine.ts';

export interface ColumnInfo {
  name: string;
  type: string; // pg_type.typname, as Realtime reports it (`_text` for text[])
  sqlType: string; // format_type(), for casts in the RLS check
}

export interface TableInfo {
  oid: number;
  schema: string;
  name: string;
  rls: boolean;
  replicaFull: boolean;
  columns: ColumnInfo[];
  primaryKey: string[];
  types: Map<string, string>;
}

const TABLE_SQL = `
select c.oid::int8 as oid, c.relrowsecurity as rls, c.relreplident = 'f' as replica_full,
  coalesce((select json_agg(json_build_object('name', a.attname, 'type', t.typname,
      'sqlType', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
    from pg_attribute a join pg_type t on t.oid = a.atttypid
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
  coalesce((select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
    from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
    where i.indrelid = c.oid and i.indisprimary), '[]') as primary_key
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`;

const PUBLISHED_SQL = `select schemaname, tablename from pg_publication_tables
  where pubname = 'supabase_realtime' and schemaname <> '_realtime'`;

export class Catalog {
  private tables = new Map<string, Promise<TableInfo | null>>();
  private selectable = new Map<string, Promise<Set<string>>>();
  private published: Promise<Set<string>> | null = null;

  constructor(private engine: Engine) {}

  clear(): void {
    this.tables.clear();
    this.selectable.clear();
    this.published = null;
  }

  publishedTables(): Promise<Set<string>> {
    this.published ??= this.engine
      .query<{ schemaname: string; tablename: string }>(PUBLISHED_SQL)
      .then((r) => new Set(r.rows.map((t) => `${t.schemaname}.${t.tablename}`)));
    return this.published;
  }

  table(schema: string, name: string): Promise<TableInfo | null> {
    const key = `${schema}.${name}`;
    let found = this.tables.get(key);
    if (!found) {
      found = this.loadTable(schema, name);
      this.tables.set(key, found);
    }
    return found;
  }

  private async loadTable(schema: string, name: string): Promise<TableInfo | null> {
    const r = await this.engine.query<{ oid: number; rls: boolean; replica_full: boolean; columns: ColumnInfo[]; primary_key: string[] }>(
      TABLE_SQL,
      [schema, name],
    );
    const row = r.rows[0];
    if (!row) return null;
    return {
      oid: row.oid,
      schema,
      name,
      rls: row.rls,
      replicaFull: row.replica_full,
      columns: row.columns,
      primaryKey: row.primary_key,
      types: new Map(row.columns.map((c) => [c.name, c.type])),
    };
  }

  /** Columns `role` may SELECT; empty when the role does not exist. */
  selectableColumns(table: TableInfo, role: string): Promise<Set<string>> {
    const key = `${table.oid}:${role}`;
    let found = this.selectable.get(key);
    if (!found) {
      found = this.engine
        .query<{ attname: string }>(
          `select a.attname from pg_attribute a
           where a.attrelid = $1::oid and a.attnum > 0 and not a.attisdropped
             and exists (select 1 from pg_roles where rolname = $2)
             and has_column_privilege($2, a.attrelid, a.attnum, 'SELECT')`,
          [table.oid, role],
        )
        .then((r) => new Set(r.rows.map((c) => c.attname)))
        .catch(() => new Set<string>());
      this.selectable.set(key, found);
    }
    return found;
  }
}
