// Prepares a plain PostgreSQL database the way a Supabase project starts out (roles, auth and storage
// schemas, grants, publication, migration history table), so that `supabase db push --remote=<url>` and
// `supabase db advisors --remote=<url>` run against it. Usage: npm run stack:prepare -- <database-url>
import { createEngine } from '../db/engine.ts';
import { bootstrap } from '../db/migrate.ts';

const url = process.argv[2] ?? process.env.DATABASE_URL;
if (!url) {
  console.error('usage: prepare-db <postgres-url>   (or set DATABASE_URL)');
  process.exit(2);
}
const engine = await createEngine({ kind: 'postgres', url, max: 1 });
try {
  const created = await bootstrap(engine);
  console.log(created ? `Prepared ${new URL(url).pathname.slice(1)} for Supabase migrations.` : 'Already prepared.');
} finally {
  await engine.close();
}
