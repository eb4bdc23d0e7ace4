// The Deno executable that `npm install` put in place: the `deno` package ships it inside its
// per-platform package (@deno/linux-x64-glibc, …), so nothing is downloaded at run time.
import { createRequire } from 'node:module';

let cached: string | null = null;

export function denoBinary(): string {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  // Resolves node_modules/deno/deno, or the platform package's binary when install scripts did not run.
  const api = require('deno/install_api.cjs') as { runInstall(): string };
  cached = api.runInstall();
  return cached;
}
