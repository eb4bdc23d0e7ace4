// Which functions exist and how they are configured: config.toml's [functions.<name>] read relative
// to supabase/, the CLI's folder rules, deno.json discovery, and .env secrets minus SUPABASE_*.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { findFunction, readSecrets } from './registry.ts';

const root = mkdtempSync(join(tmpdir(), 'functions-registry-'));
const supabaseDir = join(root, 'supabase');
const functions = join(supabaseDir, 'functions');
for (const name of ['plain', 'mapped', 'webhook', '_shared', 'off', 'custom']) mkdirSync(join(functions, name), { recursive: true });
for (const name of ['plain', 'mapped', 'webhook', '_shared', 'off']) writeFileSync(join(functions, name, 'index.ts'), '');
writeFileSync(join(functions, 'mapped', 'deno.json'), '{}');
writeFileSync(join(functions, 'custom', 'main.ts'), '');
writeFileSync(join(supabaseDir, 'custom-map.json'), '{}');
writeFileSync(join(functions, '.env'), 'STRIPE_SECRET_KEY=sk_test_1\nSUPABASE_URL=http://nope\nQUOTED="a b"\n');
writeFileSync(
  join(supabaseDir, 'config.toml'),
  `[edge_runtime]
enabled = true
[functions.webhook]
verify_jwt = false
[functions.off]
enabled = false
[functions.custom]
entrypoint = "./functions/custom/main.ts"
import_map = "./custom-map.json"
`,
);
const config = loadConfig(join(supabaseDir, 'config.toml')).functions;

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('functions registry', () => {
  it('finds a function folder with index.ts, verify_jwt on by default', () => {
    expect(findFunction(config, 'plain')).toEqual({
      name: 'plain',
      dir: join(functions, 'plain'),
      entrypoint: join(functions, 'plain/index.ts'),
      importMap: undefined,
      verifyJwt: true,
    });
  });

  it("uses the function's deno.json, and config.toml's settings relative to supabase/", () => {
    expect(findFunction(config, 'mapped')?.importMap).toBe(join(functions, 'mapped/deno.json'));
    expect(findFunction(config, 'webhook')?.verifyJwt).toBe(false);
    expect(findFunction(config, 'custom')).toMatchObject({
      entrypoint: join(functions, 'custom/main.ts'),
      importMap: join(supabaseDir, 'custom-map.json'),
    });
  });

  it('has no function for _shared, a disabled one, a missing one or a name the CLI refuses', () => {
    for (const name of ['_shared', 'off', 'missing', '../plain', 'plain/x', '']) expect(findFunction(config, name)).toBeNull();
  });

  it('reads .env secrets and skips the reserved SUPABASE_ names, saying so', () => {
    const said: string[] = [];
    expect(readSecrets(config, (l) => said.push(l))).toEqual({ STRIPE_SECRET_KEY: 'sk_test_1', QUOTED: 'a b' });
    expect(said).toEqual(['functions: env name cannot start with SUPABASE_, skipping: SUPABASE_URL']);
  });
});
