// Change capture follows the supabase_realtime publication: a table added to it (then a schema
// reload, as after a migration) starts sending changes, a table dropped from it stops.
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client } from './support/clients.ts';
import { sleep, startOwnStack, subscribed, waitFor, type OwnStack } from './support/realtime.ts';

let own: OwnStack;
let c: SupabaseClient;
beforeAll(async () => {
  own = await startOwnStack();
  await own.stack.engine.exec(`
    create table public.rt_late (id bigint primary key, v text not null);
    grant select, insert on public.rt_late to anon;`);
  await own.stack.reloadSchema();
  c = client({ url: own.stack.apiUrl });
});
afterAll(async () => {
  await c?.removeAllChannels();
  await own?.close();
});

const triggers = async () =>
  (
    await own.stack.engine.query(
      `select count(*)::int as n from pg_trigger where tgrelid = 'public.rt_late'::regclass and tgname = '_realtime_capture'`,
    )
  ).rows[0]!.n;

it('captures a table only while it is in the publication', async () => {
  const seen: number[] = [];
  await subscribed(
    c
      .channel('late')
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'rt_late' },
        (p: RealtimePostgresChangesPayload<Record<string, unknown>>) => seen.push((p.new as { id: number }).id),
      ),
  );
  const insert = async (id: number) => expect((await c.from('rt_late').insert({ id, v: 'x' })).error).toBeNull();

  await insert(1);
  await sleep(500);
  expect(seen).toEqual([]);
  expect(await triggers()).toBe(0);

  await own.stack.engine.exec('alter publication supabase_realtime add table public.rt_late');
  await own.stack.reloadSchema();
  await insert(2);
  await waitFor(() => seen.length, 10_000, 'the insert once published');
  expect(await triggers()).toBe(1);

  await own.stack.engine.exec('alter publication supabase_realtime drop table public.rt_late');
  await own.stack.reloadSchema();
  await insert(3);
  await sleep(500);
  expect(seen).toEqual([2]);
  expect(await triggers()).toBe(0);
});
