// Installs the change-capture objects (capture.sql) and keeps exactly one capture trigger on every
// table of the supabase_realtime publication: added when a table joins it, dropped when it leaves.
import { readFileSync } from 'node:fs';
import type { Engine } from '../db/engine.ts';

const CAPTURE_SQL = readFileSync(new URL('./capture.sql', import.meta.url), 'utf8');
const TRIGGER = '_realtime_capture';

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function installCapture(engine: Engine, log: (line: string) => void): Promise<void> {
  await engine.exec(CAPTURE_SQL);
  const wanted = await engine.query<{ schemaname: string; tablename: string }>(
    `select schemaname, tablename from pg_publication_tables
     where pubname = 'supabase_realtime' and schemaname <> '_realtime'
       and not exists (select 1 from pg_trigger t
         where t.tgrelid = format('%I.%I', schemaname, tablename)::regclass and t.tgname = $1)`,
    [TRIGGER],
  );
  const stale = await engine.query<{ schemaname: string; tablename: string }>(
    `select n.nspname as schemaname, c.relname as tablename
     from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where t.tgname = $1 and not exists (select 1 from pg_publication_tables p
       where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname)`,
    [TRIGGER],
  );
  const statements = [
    ...wanted.rows.map(
      (t) =>
        `create trigger ${TRIGGER} after insert or update or delete on ${quoteIdent(t.schemaname)}.${quoteIdent(t.tablename)} ` +
        `for each row execute function _realtime.capture_change();`,
    ),
    ...stale.rows.map((t) => `drop trigger if exists ${TRIGGER} on ${quoteIdent(t.schemaname)}.${quoteIdent(t.tablename)};`),
  ];
  // One table the trigger cannot go on must not keep the stack (and the other tables) from starting.
  for (const statement of statements) {
    await engine.exec(statement).catch((e: unknown) => log(`realtime: ${statement} failed: ${e instanceof Error ? e.message : String(e)}`));
  }
}
