import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from './config.ts';

describe('the project the stand-in serves', () => {
  const root = mkdtempSync(join(tmpdir(), 'stand-in-root-'));
  const project = join(root, 'app');
  mkdirSync(join(project, 'supabase'), { recursive: true });
  writeFileSync(join(project, 'supabase/config.toml'), 'project_id = "x"\n');
  mkdirSync(join(project, 'node_modules/supabase-stand-in'), { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is the nearest folder at or above the start holding supabase/config.toml, wherever the package is installed', () => {
    expect(findProjectRoot(project)).toBe(project);
    expect(findProjectRoot(join(project, 'node_modules/supabase-stand-in'))).toBe(project);
    expect(findProjectRoot(join(project, 'supabase'))).toBe(project);
  });

  it('is the start itself when no folder above holds a project', () => {
    expect(findProjectRoot(root)).toBe(root);
  });
});
