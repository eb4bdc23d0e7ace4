// supabase/schema/ is the schema's current state, generated from supabase/migrations by
// `npm run schema:dump`: this regenerates it on a scratch PostgreSQL database and fails, naming each
// differing file, when the checked-in files and the migrations disagree (a migration added without
// a new dump, or a schema file edited by hand). PostgreSQL only (the dump needs pg_dump): the
// db/postgres step of `npm test`.
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { projectRoot } from 'supabase-stand-in';
import { describeDrift, generateSchema, readSchemaDir, schemaDrift } from '../../scripts/schema/schema-dump.ts';

describe.skipIf(inject('engine') !== 'postgres')('supabase/schema', () => {
  it('is what the migrations make of a fresh database', { timeout: 120_000 }, async () => {
    const generated = await generateSchema();
    expect(generated.size).toBeGreaterThan(100);
    expect(describeDrift(schemaDrift(generated, readSchemaDir(resolve(projectRoot, 'supabase/schema'))))).toBe('');
  });
});
