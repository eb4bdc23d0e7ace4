// A local database (.local/: a PGlite data folder kept across restarts, or a PostgreSQL database)
// prepared by an older checkout upgrades in place: started on the migrations of that time and given
// data, it is closed, opened again and migrated with today's files; only the newer migrations run
// and every row it had is still there, unchanged.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { randomUUID } from 'node:crypto';
import { basename, join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { createEngine, type Engine, type EngineOptions, listMigrations, migrate } from 'supabase-stand-in';
import { createTestDatabase } from '../support/test-database.ts';

/** How many of today's newest migrations the older checkout did not have. */
const NEWER = 3;

const dir = mkdtempSync(join(tmpdir(), 'upgrade-'));
let dropDatabase = async () => {};
afterAll(async () => {
  await dropDatabase();
  rmSync(dir, { recursive: true, force: true });
});

async function open(): Promise<{ options: EngineOptions; engine: Engine }> {
  let options: EngineOptions = { kind: 'pglite', dataDir: join(dir, 'db') };
  if (inject('engine') === 'postgres') {
    const db = await createTestDatabase('tradecraft_upgrade');
    dropDatabase = () => db.drop();
    options = { kind: 'postgres', url: db.url, max: 2 };
  }
  return { options, engine: await createEngine(options) };
}

const SNAPSHOT = `select
  (select json_agg(u order by u.email) from (select id, email from auth.users where email like 'upgrade-%') u) as users,
  (select json_agg(p order by p.email) from (select id, email, display_name from public.profiles where email like 'upgrade-%') p) as profiles,
  (select row_to_json(c) from (select id, name, access, position from public.channels where id = 'upgrade-check') c) as channel,
  (select json_agg(m order by m.id) from (select id, author_id, body, created_at from public.messages where channel_id = 'upgrade-check') m) as messages`;

it('keeps every row when the newer migrations run on a database prepared by an older checkout', { timeout: 300_000 }, async () => {
  const all = listMigrations();
  expect(all.length).toBeGreaterThan(NEWER);
  // The older checkout's migrations: today's files but the newest.
  const older = join(dir, 'migrations');
  mkdirSync(older);
  for (const m of all.slice(0, -NEWER)) symlinkSync(m.file, join(older, basename(m.file)));

  const opened = await open();
  let engine = opened.engine;
  try {
    expect((await migrate(engine, { migrationsDir: older, seedFile: null })).applied).toHaveLength(all.length - NEWER);
    const users = [randomUUID(), randomUUID(), randomUUID()];
    await engine.transaction(async (tx) => {
      for (const [i, id] of users.entries()) {
        await tx.query(
          `insert into auth.users (instance_id, id, aud, role, email, raw_user_meta_data, created_at, updated_at)
           values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(), now())`,
          [id, `upgrade-${i}@example.com`, { display_name: `Upgrade ${i}` }],
        );
      }
      await tx.query(
        `insert into public.channels (id, group_name, name, type, access, position) values ('upgrade-check', 'BASICS', 'upgrade-check', 'chat', 'free', 9999)`,
      );
      for (let i = 0; i < 30; i++) {
        await tx.query(`insert into public.messages (channel_id, author_id, body) values ('upgrade-check', $1, $2)`, [
          users[i % 3],
          `before the upgrade ${i}`,
        ]);
      }
    });
    const before = (await engine.query(SNAPSHOT)).rows[0]!;
    expect(before.messages).toHaveLength(30);
    expect(before.profiles).toHaveLength(3);
    await engine.close();

    // A restart on today's checkout: the same data folder or database, every migration file.
    engine = await createEngine(opened.options);
    const upgrade = await migrate(engine, { seedFile: null });
    expect(upgrade.applied).toEqual(all.slice(-NEWER).map((m) => m.version));
    expect((await engine.query(SNAPSHOT)).rows[0]).toEqual(before);
    // And it is today's schema: every migration recorded, none pending.
    const recorded = await engine.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
    expect(recorded.rows.map((r) => r.version)).toEqual(all.map((m) => m.version));
  } finally {
    await engine.close();
  }
});
