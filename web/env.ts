// The VITE_* values a Vite build of `mode` embeds, read the way Vite's loadEnv() reads them (.env,
// .env.local, .env.<mode>, .env.<mode>.local, later files winning, then VITE_* variables of the
// environment winning over all files) without loading Vite, which costs a second of start-up when the
// SPA is not rebuilt. Vite also expands `$NAME` references; they are kept as written here, and
// envSignature() records the variables they name, so a change to those still counts as a change.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';

const PREFIX = 'VITE_';

export function envFiles(mode: string): string[] {
  return ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`];
}

function readEnvFiles(mode: string, root: string): { name: string; text: string }[] {
  return envFiles(mode)
    .map((name) => ({ name, path: resolve(root, name) }))
    .filter(({ path }) => existsSync(path) && statSync(path).isFile())
    .map(({ name, path }) => ({ name, text: readFileSync(path, 'utf8') }));
}

/** VITE_* values of the .env files for `mode` and of the environment (unexpanded), sorted by name. */
export function readViteEnv(mode: string, root: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { text } of readEnvFiles(mode, root)) {
    for (const [key, value] of Object.entries(parseEnv(text))) if (key.startsWith(PREFIX) && value !== undefined) env[key] = value;
  }
  for (const [key, value] of Object.entries(process.env)) if (key.startsWith(PREFIX) && value !== undefined) env[key] = value;
  return Object.fromEntries(
    Object.keys(env)
      .sort()
      .map((k) => [k, env[k]!]),
  );
}

/**
 * Everything the embedded values are computed from: the VITE_* values as written, and the current
 * value of every variable a `$NAME` / `${NAME}` reference in the .env files names.
 */
export function envSignature(mode: string, root: string): string {
  const referenced: Record<string, string | null> = {};
  for (const { text } of readEnvFiles(mode, root)) {
    for (const m of text.matchAll(/\$\{?([A-Za-z_][A-Za-z0-9_]*)/g)) referenced[m[1]!] = process.env[m[1]!] ?? null;
  }
  return JSON.stringify({ values: readViteEnv(mode, root), referenced: Object.fromEntries(Object.entries(referenced).sort()) });
}
