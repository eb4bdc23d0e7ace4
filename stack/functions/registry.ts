// Which functions exist and how they run, the CLI's way: a folder per function under
// supabase/functions (names starting with `_` or `.` are not functions: `_shared/`), its
// `index.ts` (or config.toml's `entrypoint`), its `deno.json` (or config.toml's `import_map`),
// `verify_jwt` (default on), and the secrets in supabase/functions/.env.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseEnv } from 'node:util';
import type { FunctionsConfig } from '../config.ts';

export interface FunctionSpec {
  name: string;
  dir: string;
  entrypoint: string;
  importMap?: string;
  verifyJwt: boolean;
}

/** The CLI's rule for function names. */
export const FUNCTION_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** The function called `name`, or null when there is none (or it is disabled). */
export function findFunction(config: FunctionsConfig, name: string): FunctionSpec | null {
  if (!FUNCTION_NAME.test(name)) return null;
  const own = config.byName[name];
  if (own && !own.enabled) return null;
  const entrypoint = own?.entrypoint ?? join(config.dir, name, 'index.ts');
  const dir = dirname(entrypoint);
  if (!existsSync(entrypoint)) return null;
  const importMap =
    own?.importMap ?? [join(dir, 'deno.json'), join(dir, 'deno.jsonc'), join(config.dir, 'import_map.json')].find((p) => existsSync(p));
  return { name, dir, entrypoint, importMap, verifyJwt: own?.verifyJwt ?? true };
}

/**
 * supabase/functions/.env, as `supabase functions serve` reads it. Like the CLI, names starting
 * with SUPABASE_ are reserved for the values the runtime injects and are skipped.
 */
export function readSecrets(config: FunctionsConfig, log: (line: string) => void): Record<string, string> {
  const file = join(config.dir, '.env');
  if (!existsSync(file)) return {};
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (name.startsWith('SUPABASE_')) log(`functions: env name cannot start with SUPABASE_, skipping: ${name}`);
    else if (value !== undefined) secrets[name] = value;
  }
  return secrets;
}
