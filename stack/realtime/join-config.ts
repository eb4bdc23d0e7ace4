// Reads a phx_join payload's config (docs/architecture.md, "Realtime") and gives each
// postgres_changes binding the id the reply echoes: an integer hash of the client's filter map,
// like Realtime's :erlang.phash2.
import { createHash } from 'node:crypto';
import { parseFilter, type FilterTerm } from './filters.ts';

export type ChangeEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

export interface PgBinding {
  id: number;
  event: ChangeEvent;
  schema: string;
  table: string; // '*' = every published table of the schema
  filter: string | undefined;
  terms: FilterTerm[];
  /** `select: [cols]`: the payload carries only these columns. */
  select: string[] | null;
  /** Set when the filter does not parse; the binding then receives nothing. */
  filterError?: string;
  /** The client's map plus id, as echoed in the join reply. */
  echo: Record<string, unknown>;
}

export interface JoinConfig {
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  private: boolean;
  bindings: PgBinding[];
}

const EVENTS = new Set<string>(['*', 'INSERT', 'UPDATE', 'DELETE']);

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Stable over key order, in 0 … 2^27−1 as phash2's default range. */
function bindingId(map: Record<string, unknown>): number {
  const canonical = JSON.stringify(
    Object.keys(map)
      .sort()
      .map((k) => [k, map[k]]),
  );
  return createHash('sha1').update(canonical).digest().readUInt32BE(0) & 0x7ffffff;
}

/** The join config, or the reason Realtime would refuse the join. */
export function readJoinConfig(payload: unknown): JoinConfig | { error: string } {
  const config = isObject(payload) && isObject(payload.config) ? payload.config : {};
  const broadcast = isObject(config.broadcast) ? config.broadcast : {};
  const presence = isObject(config.presence) ? config.presence : {};
  const bindings: PgBinding[] = [];
  const raw = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
  for (const entry of raw) {
    if (!isObject(entry)) return { error: 'UnknownErrorOnChannel: postgres_changes entries must be objects' };
    const event = typeof entry.event === 'string' ? entry.event.toUpperCase() : '';
    if (!EVENTS.has(event)) return { error: `UnknownErrorOnChannel: invalid postgres_changes event ${JSON.stringify(entry.event)}` };
    const filter = typeof entry.filter === 'string' && entry.filter !== '' ? entry.filter : undefined;
    const parsed = filter ? parseFilter(filter) : [];
    const select = Array.isArray(entry.select) ? entry.select.filter((c): c is string => typeof c === 'string') : null;
    const echo: Record<string, unknown> = { ...entry };
    echo.id = bindingId(entry);
    bindings.push({
      id: echo.id as number,
      event: event as ChangeEvent,
      schema: typeof entry.schema === 'string' && entry.schema !== '' ? entry.schema : 'public',
      table: typeof entry.table === 'string' && entry.table !== '' ? entry.table : '*',
      filter,
      terms: Array.isArray(parsed) ? parsed : [],
      select,
      ...(Array.isArray(parsed) ? {} : { filterError: parsed.error }),
      echo,
    });
  }
  return {
    broadcastSelf: broadcast.self === true,
    broadcastAck: broadcast.ack === true,
    presenceKey: typeof presence.key === 'string' ? presence.key : '',
    presenceEnabled: presence.enabled === true,
    private: config.private === true,
    bindings,
  };
}
