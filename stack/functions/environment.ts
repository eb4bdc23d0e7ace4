// What a function's Deno process starts with: only what Deno needs (its cache, npm's registry, a
// proxy if this machine uses one) — never the stack's own environment — plus, added per worker,
// the SUPABASE_* values and the secrets.
import { execFile } from 'node:child_process';
import { homedir } from 'node:os';
import { join } from 'node:path';

const PASS_THROUGH = ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy', 'TMPDIR', 'TZ', 'LANG'];

/** npm's registry and CA file, so `npm:` specifiers resolve where `npm install` does. */
function npmConfig(): Promise<{ registry?: string; cafile?: string }> {
  // Run by npm (npm start, npm run dev, npx): npm passes its non-default settings as npm_config_*.
  if (process.env.npm_execpath) {
    return Promise.resolve({ registry: process.env.npm_config_registry || undefined, cafile: process.env.npm_config_cafile || undefined });
  }
  return new Promise((resolveConfig) => {
    execFile('npm', ['config', 'list', '--json'], { timeout: 10_000 }, (error, stdout) => {
      if (error) return resolveConfig({});
      try {
        const c = JSON.parse(stdout) as Record<string, unknown>;
        resolveConfig({
          registry: typeof c.registry === 'string' ? c.registry : undefined,
          cafile: typeof c.cafile === 'string' && c.cafile ? c.cafile : undefined,
        });
      } catch {
        resolveConfig({});
      }
    });
  });
}

let cached: Promise<Record<string, string>> | null = null;

export function workerEnvironment(): Promise<Record<string, string>> {
  cached ??= build();
  return cached;
}

async function build(): Promise<Record<string, string>> {
  const npm = await npmConfig();
  const env: Record<string, string> = {
    DENO_DIR: process.env.DENO_DIR || join(homedir(), '.cache', 'deno'),
    DENO_NO_UPDATE_CHECK: '1',
    DENO_NO_PACKAGE_JSON: '1',
    NO_COLOR: '1',
    NPM_CONFIG_REGISTRY: npm.registry ?? 'https://registry.npmjs.org/',
  };
  if (npm.cafile) env.DENO_CERT = npm.cafile;
  for (const name of PASS_THROUGH) {
    const value = process.env[name];
    if (value) env[name] = value;
  }
  return env;
}
