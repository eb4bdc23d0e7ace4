// A supabase-js subscription survives a stack restart: the client reconnects and rejoins on its
// own, and changes committed after the restart reach it. Runs its own PGlite stack on disk and a
// fixed port so the second start is the "same" server. Writes go through supabase-js REST.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { client } from './support/clients.ts';
import { waitFor } from './support/realtime.ts';
import { type RunningStack, startStack } from '../index.ts';
import { fixtureProject } from './support/test-stack.ts';

const dir = mkdtempSync(join(tmpdir(), 'rt-restart-'));
const emptyMigrations = mkdtempSync(join(tmpdir(), 'rt-migrations-'));
let stack: RunningStack | null = null;

async function start(port: number): Promise<RunningStack> {
  return startStack({
    configFile: fixtureProject.configFile,
    database: { kind: 'pglite', dataDir: join(dir, 'db') },
    apiPort: port,
    mailPort: null,
    mailFile: null,
    migrationsDir: emptyMigrations,
    seedFile: null,
    log: () => undefined,
  });
}

afterAll(async () => {
  await stack?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(emptyMigrations, { recursive: true, force: true });
});

it('resumes delivery after the stack restarts', { timeout: 90_000 }, async () => {
  // Port 0 the first time, then the one it got: a port picked free and bound later can be taken in
  // between by any socket the system gives an ephemeral port.
  stack = await start(0);
  const port = Number(new URL(stack.apiUrl).port);
  await stack.engine.exec(readFileSync(resolve(fixtureProject.migrationsDir, '20260101000300_realtime.sql'), 'utf8'));
  await stack.reloadSchema();

  const c = client({ url: stack.apiUrl });
  const ids: number[] = [];
  const statuses: string[] = [];
  c.channel('restart')
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_items', filter: 'label=eq.restart' }, (p) =>
      ids.push(p.new.id as number),
    )
    .subscribe((s) => statuses.push(s));
  await waitFor(() => statuses.includes('SUBSCRIBED'), 10_000, 'SUBSCRIBED');
  const writer = client({ url: stack.apiUrl });
  expect((await writer.from('rt_items').insert({ id: 1, label: 'restart' })).error).toBeNull();
  await waitFor(() => ids.length === 1, 10_000, 'the first insert');

  await stack.close();
  stack = null;
  stack = await start(port);
  // realtime-js retries after 1 s, 2 s, 5 s, 10 s …, then rejoins its channels.
  await waitFor(() => statuses.filter((s) => s === 'SUBSCRIBED').length >= 2, 40_000, 'the rejoin');
  expect((await writer.from('rt_items').insert({ id: 2, label: 'restart' })).error).toBeNull();
  await waitFor(() => ids.length === 2, 10_000, 'the insert after restart');
  expect(ids).toEqual([1, 2]);
  await c.removeAllChannels();
});
