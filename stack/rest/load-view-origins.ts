// Where each column of a view comes from, so that views get the keys and foreign keys of their base
// tables, as PostgREST infers them. Postgres records it in the view's rewrite rule: every entry of
// the top-level target list carries resorigtbl/resorigcol — set only for a plain column reference,
// so computed columns never inherit a key. A view with LIMIT inherits them too, as in PostgREST's
// schema cache (only the target list is read).
import type { Queryable } from '../db/engine.ts';

export interface ColumnOrigin {
  table: string; // "schema.name"
  column: string;
}

/** view ("schema.name") → view column → the base table column it is. Views of views are followed. */
export type ViewOrigins = Map<string, Map<string, ColumnOrigin>>;

const VIEWS_SQL = `
select c.oid::int8 as oid, n.nspname::text as schema, c.relname::text as name, r.ev_action::text as action
from pg_rewrite r join pg_class c on c.oid = r.ev_class join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('v', 'm') and r.rulename = '_RETURN' and n.nspname not in ('pg_catalog', 'information_schema')`;

const ATTRIBUTES_SQL = `
select c.oid::int8 as oid, n.nspname::text as schema, c.relname::text as name, a.attnum::int as attnum, a.attname::text as column
from pg_class c join pg_namespace n on n.oid = c.relnamespace
join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
where c.oid = any($1::int8[]::oid[])`;

/** Index just past the quoted string, node or list that starts at `i`. */
function skip(text: string, i: number): number {
  if (text[i] === '"') {
    for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    return i + 1;
  }
  let depth = 0;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === '"') i = skip(text, i) - 1;
    else if (ch === '{' || ch === '(') depth++;
    else if ((ch === '}' || ch === ')') && --depth === 0) return i + 1;
  }
  return text.length;
}

/** Calls `visit(start, end)` for each {…} or (…) element directly inside text[from..to). */
function elements(text: string, from: number, to: number, visit: (start: number, end: number) => void): void {
  for (let i = from; i < to; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === '"') i = skip(text, i) - 1;
    else if (ch === '{' || ch === '(') {
      const end = skip(text, i);
      visit(i, end);
      i = end - 1;
    }
  }
}

/** The fields of one node, without the text of the nodes nested in it. */
function ownFields(text: string, start: number, end: number): string {
  let own = '';
  let last = start + 1;
  elements(text, start + 1, end - 1, (s, e) => {
    own += text.slice(last, s);
    last = e;
  });
  return own + text.slice(last, end - 1);
}

/** The value of `key` among the own fields of the node at [start, end), when it is a node or list. */
function fieldRange(text: string, start: number, end: number, key: string): [number, number] | null {
  let found: [number, number] | null = null;
  let last = start + 1;
  elements(text, start + 1, end - 1, (s, e) => {
    if (!found && /\S+\s*$/.exec(text.slice(last, s))?.[0].trim() === key) found = [s, e];
    last = e;
  });
  return found;
}

interface Entry {
  name: string;
  oid: number;
  attnum: number;
}

/** The top-level target list of a view's rule action: view column → (base oid, attnum). */
function parseTargetOrigins(action: string): Entry[] {
  let query: [number, number] | null = null;
  elements(action, 1, action.length - 1, (s, e) => (query ??= [s, e]));
  if (!query) return [];
  const list = fieldRange(action, query[0], query[1], ':targetList');
  if (!list) return [];
  const entries: Entry[] = [];
  elements(action, list[0] + 1, list[1] - 1, (s, e) => {
    const own = ownFields(action, s, e);
    const name = /:resname ((?:\\.|\S)+)/.exec(own)?.[1];
    const oid = Number(/:resorigtbl (\d+)/.exec(own)?.[1] ?? 0);
    const attnum = Number(/:resorigcol (\d+)/.exec(own)?.[1] ?? 0);
    if (name && name !== '<>' && oid > 0 && attnum > 0 && !/:resjunk true/.test(own)) {
      entries.push({ name: name.replace(/\\(.)/g, '$1'), oid, attnum });
    }
  });
  return entries;
}

export async function loadViewOrigins(db: Queryable): Promise<ViewOrigins> {
  const views = (await db.query<{ oid: number; schema: string; name: string; action: string }>(VIEWS_SQL)).rows;
  const parsed = views.map((v) => ({ key: `${v.schema}.${v.name}`, entries: parseTargetOrigins(v.action) }));
  const oids = [...new Set(parsed.flatMap((p) => p.entries.map((e) => e.oid)))];
  const attrs = new Map<string, ColumnOrigin>();
  if (oids.length) {
    const rows = (await db.query<{ oid: number; schema: string; name: string; attnum: number; column: string }>(ATTRIBUTES_SQL, [oids]))
      .rows;
    for (const r of rows) attrs.set(`${r.oid}:${r.attnum}`, { table: `${r.schema}.${r.name}`, column: r.column });
  }
  const direct: ViewOrigins = new Map();
  for (const p of parsed) {
    const cols = new Map<string, ColumnOrigin>();
    for (const e of p.entries) {
      const origin = attrs.get(`${e.oid}:${e.attnum}`);
      if (origin) cols.set(e.name, origin);
    }
    direct.set(p.key, cols);
  }
  // A column of a view over a view ends at the base table (bounded: view definitions cannot cycle).
  const resolve = (o: ColumnOrigin, hops = 0): ColumnOrigin | null => {
    const through = direct.get(o.table);
    if (!through) return o;
    const next = through.get(o.column);
    return next && hops < 32 ? resolve(next, hops + 1) : null;
  };
  const result: ViewOrigins = new Map();
  for (const [view, cols] of direct) {
    const resolved = new Map<string, ColumnOrigin>();
    for (const [name, o] of cols) {
      const base = resolve(o);
      if (base) resolved.set(name, base);
    }
    result.set(view, resolved);
  }
  return result;
}
