// `npm run gen:types`: applies supabase/migrations to a throw-away PostgreSQL database (prepared like a
// Supabase project) and writes `supabase gen types` of it to src/lib/database.types.ts.
// Needs a PostgreSQL 15+ at TEST_DATABASE_URL (default postgres://postgres:postgres@127.0.0.1:5432/postgres).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bootstrap, createEngine, generateTypes, projectRoot, pushMigrations } from 'supabase-stand-in';
import { createTestDatabase } from '../../tests/support/test-database.ts';

const db = await createTestDatabase('tradecraft_types');
try {
  const engine = await createEngine({ kind: 'postgres', url: db.url, max: 1 });
  await bootstrap(engine).finally(() => engine.close());
  const push = pushMigrations(db.url);
  if (!push.ok) throw new Error(push.output);
  const file = resolve(projectRoot, 'src/lib/database.types.ts');
  writeFileSync(file, generateTypes(db.url));
  console.log(`Wrote ${file}`);
} finally {
  await db.drop();
}
