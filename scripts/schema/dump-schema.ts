// `npm run schema:dump`: writes the schema's current state, one file per object, to supabase/schema/
// (scripts/schema/schema-dump.ts). `npm run schema:dump -- --check` writes nothing and fails, naming
// the files, when the checked-in files differ from what the migrations make (as the drift test does).
// Needs a PostgreSQL 15+ at TEST_DATABASE_URL (default postgres://postgres:postgres@127.0.0.1:5432/postgres)
// and its pg_dump.
import { resolve } from 'node:path';
import { projectRoot } from 'supabase-stand-in';
import { describeDrift, generateSchema, readSchemaDir, schemaDrift, writeSchemaDir } from './schema-dump.ts';

const started = Date.now();
const dir = resolve(projectRoot, 'supabase/schema');
const files = await generateSchema();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (process.argv.includes('--check')) {
  const drift = describeDrift(schemaDrift(files, readSchemaDir(dir)));
  console.log(drift || `supabase/schema/ is up to date (${files.size} files, ${seconds} s).`);
  process.exitCode = drift ? 1 : 0;
} else {
  writeSchemaDir(dir, files);
  console.log(`Wrote ${files.size} files to supabase/schema/ in ${seconds} s.`);
}
