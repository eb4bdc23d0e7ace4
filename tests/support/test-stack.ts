// A stack for tests on the engine a run uses: PGlite in memory, or a fresh PostgreSQL database that
// `stop()` drops again. Random ports, no mail file, quiet, and X-Forwarded-For trusted so that each
// test client is its own rate-limit bucket.
import { type RunningStack, type StartOptions, startStack } from 'supabase-stand-in';
import { appStackOptions } from '../../server/stack-options.ts';
import { createTestDatabase } from './test-database.ts';

export type TestStack = RunningStack & { stop(): Promise<void> };

export async function startTestStack(
  engine: 'pglite' | 'postgres',
  options: Omit<StartOptions, 'database'> & { databasePrefix?: string } = {},
): Promise<TestStack> {
  const { databasePrefix, ...rest } = options;
  const db = engine === 'postgres' ? await createTestDatabase(databasePrefix) : null;
  try {
    const stack = await startStack({
      ...appStackOptions,
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
