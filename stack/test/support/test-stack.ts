// A stack for the stand-in's tests, on the engine a run uses: PGlite in memory, or a fresh PostgreSQL
// database that `stop()` drops again. It serves the package's own test project (stack/test/project:
// config.toml, migrations, seed, templates, Storage seed files, Edge Functions) unless told
// otherwise. Random ports, no mail file, quiet, and X-Forwarded-For trusted so that each test client
// is its own rate-limit bucket.
import { resolve } from 'node:path';
import { type RunningStack, type StartOptions, startStack } from '../../index.ts';
import { createTestDatabase } from './test-database.ts';

const supabase = resolve(import.meta.dirname, '../project/supabase');

/** The test project's files, as startStack and migrate take them. */
export const fixtureProject = {
  dir: supabase,
  configFile: resolve(supabase, 'config.toml'),
  migrationsDir: resolve(supabase, 'migrations'),
  seedFile: resolve(supabase, 'seed.sql'),
};

export type TestStack = RunningStack & { stop(): Promise<void> };

export async function startTestStack(
  engine: 'pglite' | 'postgres',
  options: Omit<StartOptions, 'database'> & { databasePrefix?: string } = {},
): Promise<TestStack> {
  const { databasePrefix, ...rest } = options;
  const db = engine === 'postgres' ? await createTestDatabase(databasePrefix) : null;
  try {
    const stack = await startStack({
      configFile: fixtureProject.configFile,
      migrationsDir: fixtureProject.migrationsDir,
      seedFile: fixtureProject.seedFile,
      database: db ? { kind: 'postgres', url: db.url } : { kind: 'pglite' },
      apiPort: 0,
      mailPort: 0,
      mailFile: null,
      trustForwarded: true,
      log: () => undefined,
      ...rest,
    });
    return Object.assign(stack, {
      async stop() {
        await stack.close();
        await db?.drop();
      },
    });
  } catch (e) {
    await db?.drop();
    throw e;
  }
}
