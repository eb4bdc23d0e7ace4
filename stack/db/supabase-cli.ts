// Runs the Supabase CLI (npm package `supabase`) against a database URL — the commands that need no
// Docker: db push, db advisors, gen types.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { projectRoot } from '../config.ts';

const cli = resolve(projectRoot, 'node_modules/supabase/dist/supabase.js');

export function supabaseCli(args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
    // A local database has no TLS; without this the CLI prints a warning into the generated types.
    env: { ...process.env, NO_COLOR: '1', PGSSLMODE: process.env.PGSSLMODE ?? 'disable' },
    maxBuffer: 64 * 1024 * 1024,
  });
}

export function generateTypes(url: string): string {
  const r = supabaseCli(['gen', 'types', `--remote=${url}`, '--schema', 'public']);
  if (r.status !== 0) throw new Error(`supabase gen types failed:\n${r.stderr}`);
  // Anything the CLI prints before the types (connection notes) is not part of them.
  const start = r.stdout.indexOf('export type Json');
  if (start < 0) throw new Error(`supabase gen types printed no types:\n${r.stdout}\n${r.stderr}`);
  return r.stdout.slice(start);
}

/** `supabase db push`; with `seed`, the seed files of config.toml's `[db.seed]` too (`--include-seed`). */
export function pushMigrations(url: string, options: { seed?: boolean } = {}): { ok: boolean; output: string } {
  const r = supabaseCli(['db', 'push', `--remote=${url}`, '--yes', ...(options.seed ? ['--include-seed'] : [])]);
  return { ok: r.status === 0, output: r.stdout + r.stderr };
}
