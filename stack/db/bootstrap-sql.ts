// The script that gives a database what Supabase provides before any migration (bootstrap.sql, then
// the CLI's migration and seed history tables) and the search_path it runs under. migrate.ts runs it
// on a database that lacks it; a new PGlite database starts from a template where it already ran
// (pglite-session.ts), named by its hash so that a change to the script makes a new template.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The postgres role's search_path on Supabase: extensions' functions (pgcrypto's crypt(), …) are
 * found unqualified by migrations and seeds, as there.
 */
export const SEARCH_PATH = `set local search_path = "$user", public, extensions;`;

/** The Supabase CLI's record of applied seed files (path as the CLI gives it, sha256 of the contents). */
export const SEED_TABLE = `create table if not exists supabase_migrations.seed_files (
  path text not null primary key,
  hash text not null
);`;

export const BOOTSTRAP_SQL =
  readFileSync(resolve(import.meta.dirname, 'bootstrap.sql'), 'utf8') +
  `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text not null primary key,
  statements text[],
  name text
);
${SEED_TABLE}`;

/** A short hash of the script (and its search_path), for a template's name. */
export const BOOTSTRAP_HASH = createHash('sha256').update(SEARCH_PATH).update(BOOTSTRAP_SQL).digest('hex').slice(0, 12);
