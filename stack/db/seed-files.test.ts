// config.toml's `[db.seed] sql_paths`, read as the Supabase CLI reads it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedFiles } from '../config.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function project(seed: string, files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'seed-files-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'seeds'));
  writeFileSync(join(dir, 'config.toml'), `[db.seed]\n${seed}\n`);
  for (const f of files) writeFileSync(join(dir, f), 'select 1;');
  return dir;
}

describe('seed files', () => {
  it('are the listed paths in order, a glob’s matches in name order, each file once', () => {
    const dir = project('sql_paths = ["./seed.sql", "./seeds/*.sql", "./seeds/a.sql"]', [
      'seed.sql',
      'seeds/b.sql',
      'seeds/a.sql',
      'seeds/notes.txt',
    ]);
    expect(seedFiles(join(dir, 'config.toml'))).toEqual([join(dir, 'seed.sql'), join(dir, 'seeds/a.sql'), join(dir, 'seeds/b.sql')]);
  });

  it('skip a listed file that does not exist, and are none when seeding is disabled', () => {
    const dir = project('sql_paths = ["./seed.sql", "./missing.sql"]', ['seed.sql']);
    expect(seedFiles(join(dir, 'config.toml'))).toEqual([join(dir, 'seed.sql')]);
    const off = project('enabled = false\nsql_paths = ["./seed.sql"]', ['seed.sql']);
    expect(seedFiles(join(off, 'config.toml'))).toEqual([]);
  });

  it('default to ./seed.sql', () => {
    const dir = project('enabled = true', ['seed.sql']);
    expect(seedFiles(join(dir, 'config.toml'))).toEqual([join(dir, 'seed.sql')]);
  });
});
