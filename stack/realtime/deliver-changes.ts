// Fans one captured change out to the channels whose bindings match it, the way Realtime's
// apply_rls does (docs/architecture.md, "Realtime"): subscribers are grouped by (role, claims);
// each group sees only columns its role may SELECT, and on an RLS table (not for DELETE) only rows
// a SELECT by primary key returns when run as that role with those claims.
import type { Engine } from '../db/engine.ts';
import type { Catalog, TableInfo } from './catalog.ts';
import type { QueuedChange } from './change-feed.ts';
import type { Channel } from './channel.ts';
import { matchesFilter } from './filters.ts';
import type { Hub } from './hub.ts';
import { limits } from './limits.ts';

interface Target {
  channel: Channel;
  ids: number[];
  /** Union of the matched bindings' `select` lists; null = every column. */
  select: string[] | null;
}

interface Group {
  role: string;
  claims: string;
  targets: Target[];
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

function pick(row: Record<string, unknown> | null, columns: Iterable<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!row) return out;
  for (const c of columns) if (c in row) out[c] = row[c];
  return out;
}

function matchTarget(channel: Channel, change: QueuedChange, table: TableInfo, row: Record<string, unknown>): Target | null {
  const ids: number[] = [];
  let select: Set<string> | null = new Set();
  for (const b of channel.bindings) {
    if (b.filterError || b.schema !== change.schema_name) continue;
    if (b.table !== '*' && b.table !== change.table_name) continue;
    if (b.event !== '*' && b.event !== change.type) continue;
    if (b.terms.length && !matchesFilter(b.terms, row, table.types)) continue;
    ids.push(b.id);
    if (!b.select) select = null;
    else for (const c of b.select) select?.add(c);
  }
  return ids.length ? { channel, ids, select: select ? [...select].sort() : null } : null;
}

function groupTargets(channels: Iterable<Channel>, change: QueuedChange, table: TableInfo, row: Record<string, unknown>): Group[] {
  const groups = new Map<string, Group>();
  for (const channel of channels) {
    if (!channel.bindings.length) continue;
    const target = matchTarget(channel, change, table, row);
    if (!target) continue;
    const claims = JSON.stringify(channel.claims);
    const key = `${channel.role}\u0000${claims}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { role: channel.role, claims, targets: [] }));
    group.targets.push(target);
  }
  return [...groups.values()];
}

/** SELECT of the row by primary key; $1 holds the key values as text, cast back to column types. */
function visibilityStatement(table: TableInfo): string {
  const types = new Map(table.columns.map((c) => [c.name, c.sqlType]));
  const where = table.primaryKey.map((col, i) => `${quoteIdent(col)} = ($1::text[])[${i + 1}]::${types.get(col)}`).join(' and ');
  return `select exists (select 1 from ${quoteIdent(table.schema)}.${quoteIdent(table.name)} where ${where})`;
}

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** One RLS check: may `group` see the row with primary key `key`? */
interface Check {
  key: string[];
  group: Group;
}

/** Runs every check on `table` in one statement (its implicit transaction scopes the role and claims). */
async function checkVisibility(engine: Engine, table: TableInfo, checks: Check[]): Promise<boolean[]> {
  const params = [
    visibilityStatement(table),
    JSON.stringify(checks.map((c) => c.key)),
    checks.map((c) => c.group.role),
    checks.map((c) => c.group.claims),
  ];
  const run = (guarded: boolean) =>
    engine.query<{ v: boolean[] }>('select _realtime.visible_to($1, $2::jsonb, $3, $4, $5) as v', [...params, guarded]);
  const r = await run(false).catch(() => run(true));
  return r.rows[0]?.v ?? checks.map(() => false);
}

/** Realtime drops values longer than 64 bytes when a record exceeds max_record_bytes. */
function trimRecord(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => JSON.stringify(v ?? null).length <= 64));
}

function buildData(
  change: QueuedChange,
  table: TableInfo,
  selectable: Set<string>,
  record: Record<string, unknown> | null,
  old: Record<string, unknown> | null,
  errors: string[],
): string {
  const columns = errors.length ? [] : table.columns.filter((c) => selectable.has(c.name)).map((c) => ({ name: c.name, type: c.type }));
  let newRecord = errors.length ? {} : pick(record, selectable);
  let oldRecord = errors.length ? {} : pick(old, selectable);
  if (JSON.stringify(newRecord).length + JSON.stringify(oldRecord).length > limits.maxRecordBytes) {
    errors = [...errors, 'Error 413: Payload Too Large'];
    newRecord = trimRecord(newRecord);
    oldRecord = trimRecord(oldRecord);
  }
  const data: Record<string, unknown> = {
    schema: change.schema_name,
    table: change.table_name,
    commit_timestamp: new Date(change.committed_at).toISOString(),
    type: change.type,
    columns,
    errors: errors.length ? errors : null,
  };
  if (change.type !== 'DELETE') data.record = newRecord;
  if (change.type !== 'INSERT') data.old_record = oldRecord;
  return JSON.stringify(data);
}

/** A change matched to its subscribers, waiting for its RLS checks. */
interface Planned {
  change: QueuedChange;
  table: TableInfo;
  groups: Group[];
  selectable: Set<string>[];
  errors: string[][];
  visible: boolean[];
  /** Indexes of the groups whose visibility the database decides. */
  toCheck: number[];
  oldSent: Record<string, unknown> | null;
}

async function plan(change: QueuedChange, hub: Hub, catalog: Catalog): Promise<Planned | null> {
  const table = await catalog.table(change.schema_name, change.table_name);
  if (!table) return null;
  // Without REPLICA IDENTITY FULL the old row carries only its primary key, as in the WAL.
  const old = change.old_record && !table.replicaFull ? pick(change.old_record, table.primaryKey) : change.old_record;
  const row = change.type === 'DELETE' ? (old ?? {}) : (change.record ?? {});
  const groups = groupTargets(hub.all(), change, table, row);
  if (!groups.length) return null;

  const selectable = await Promise.all(groups.map((g) => catalog.selectableColumns(table, g.role)));
  // apply_rls: without a primary key, or without SELECT on it, a group gets the error and no row.
  const errors = groups.map((_, i): string[] => {
    if (change.type === 'DELETE') return [];
    if (!table.primaryKey.length) return ['Error 400: Bad Request, no primary key'];
    if (table.primaryKey.some((c) => !selectable[i]!.has(c))) return ['Error 401: Unauthorized'];
    return [];
  });
  const toCheck = table.rls && change.type !== 'DELETE' ? groups.map((_, i) => i).filter((i) => !errors[i]!.length) : [];
  // With RLS on, a DELETE is not checked, so its old record shrinks to the primary key.
  const oldSent = table.rls && change.type === 'DELETE' ? pick(old, table.primaryKey) : old;
  return { change, table, groups, selectable, errors, visible: groups.map(() => true), toCheck, oldSent };
}

function send(p: Planned): void {
  // What a target is sent depends only on its role (columns it may select, errors) and its select
  // list: each distinct payload is encoded once.
  const encoded = new Map<string, string>();
  p.groups.forEach((group, i) => {
    if (!p.visible[i]) return;
    for (const { channel, ids, select } of group.targets) {
      const key = `${group.role}\u0000${select?.join(',') ?? '*'}`;
      let data = encoded.get(key);
      if (data === undefined) {
        const columns = select ? new Set(select.filter((c) => p.selectable[i]!.has(c))) : p.selectable[i]!;
        data = buildData(p.change, p.table, columns, p.change.record, p.oldSent, p.errors[i]!);
        encoded.set(key, data);
      }
      channel.pushRaw('postgres_changes', `{"ids":${JSON.stringify(ids)},"data":${data}}`);
    }
  });
}

/**
 * Delivers a drained batch of changes in order. The RLS checks of all its changes on one table run
 * in one statement, so a write that touches many rows (an alert notifying 200 members) costs one
 * round trip per table instead of one per row. `onError` hears of a change that could not be
 * delivered; the rest of the batch still is.
 */
export async function deliverChanges(
  changes: QueuedChange[],
  hub: Hub,
  catalog: Catalog,
  engine: Engine,
  onError: (change: QueuedChange, e: unknown) => void,
): Promise<void> {
  const planned: Planned[] = [];
  for (const change of changes) {
    const p = await plan(change, hub, catalog).catch((e: unknown) => {
      onError(change, e);
      return null;
    });
    if (p) planned.push(p);
  }
  const byTable = new Map<TableInfo, { p: Planned; i: number }[]>();
  for (const p of planned) {
    if (!p.toCheck.length) continue;
    let list = byTable.get(p.table);
    if (!list) byTable.set(p.table, (list = []));
    for (const i of p.toCheck) list.push({ p, i });
  }
  for (const [table, list] of byTable) {
    const checks = list.map(({ p, i }) => ({ key: p.table.primaryKey.map((c) => asText(p.change.record?.[c])), group: p.groups[i]! }));
    const seen = await checkVisibility(engine, table, checks).catch((e: unknown) => {
      for (const p of new Set(list.map((x) => x.p))) onError(p.change, e);
      return checks.map(() => false);
    });
    list.forEach(({ p, i }, k) => (p.visible[i] = seen[k] === true));
  }
  for (const p of planned) send(p);
}
