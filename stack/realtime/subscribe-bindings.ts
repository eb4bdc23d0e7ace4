// After a join with postgres_changes bindings: checks each binding against the catalog and tells the
// client, as Realtime does once its subscription rows exist, with a `system` message.
import type { Catalog } from './catalog.ts';
import type { Channel } from './channel.ts';
import type { PgBinding } from './join-config.ts';

function describe(b: PgBinding): string {
  const filters = b.terms.map((t) => `{${JSON.stringify(t.column)}, ${JSON.stringify(t.op)}, ${JSON.stringify(t.values.join(','))}}`);
  return `[event: ${b.event}, schema: ${b.schema}, table: ${b.table}, filters: [${filters.join(', ')}]]`;
}

async function problemWith(b: PgBinding, catalog: Catalog): Promise<string | null> {
  if (b.filterError) return b.filterError;
  if (b.table === '*') return null;
  const table = await catalog.table(b.schema, b.table);
  const unable = `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describe(b)}`;
  if (!table) return unable;
  const unknown = b.terms.find((t) => !table.types.has(t.column));
  if (unknown) return `${unable}. Exception: invalid column for filter ${unknown.column}`;
  const unselectable = b.select?.find((c) => !table.types.has(c));
  if (unselectable !== undefined) return `${unable}. Exception: invalid column for select ${unselectable}`;
  return null;
}

export async function subscribeBindings(channel: Channel, catalog: Catalog): Promise<void> {
  for (const b of channel.bindings) {
    const problem = await problemWith(b, catalog);
    if (problem) {
      b.filterError = problem;
      channel.system('postgres_changes', 'error', problem);
      return;
    }
  }
  channel.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
}
