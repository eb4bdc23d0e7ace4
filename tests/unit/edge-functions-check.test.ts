// Every function in supabase/functions type-checks under Deno (`deno check`, strict, with its own
// deno.json), so a type error is caught here, not by the first invoke. tsc does not see these files.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { denoBinary, workerEnvironment } from 'supabase-stand-in';

const dir = resolve(import.meta.dirname, '../../supabase/functions');
const functions = readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && /^[A-Za-z]/.test(d.name) && existsSync(join(dir, d.name, 'index.ts')))
  .map((d) => d.name);

function denoCheck(name: string): Promise<{ code: number; output: string }> {
  const fnDir = join(dir, name);
  const config = existsSync(join(fnDir, 'deno.json')) ? ['--config', join(fnDir, 'deno.json')] : ['--no-config'];
  return workerEnvironment().then(
    (env) =>
      new Promise((done) => {
        execFile(
          denoBinary(),
          ['check', ...config, '--no-lock', '--node-modules-dir=none', 'index.ts'],
          { cwd: fnDir, env },
          (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
        );
      }),
  );
}

describe('supabase/functions', () => {
  it('has functions to check', () => {
    expect(functions).toContain('account-export');
  });
  for (const name of functions) {
    it(`${name} type-checks with deno check`, { timeout: 120_000 }, async () => {
      const { code, output } = await denoCheck(name);
      expect(output.replace(/^(Download|Check) .*\n?/gm, '')).toBe('');
      expect(code).toBe(0);
    });
  }
});
