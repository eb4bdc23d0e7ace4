// A worker thread running a TypeScript module. A worker does not get the loader hooks its parent was
// started with (`node --import tsx`), and under vitest there are none to inherit, so a one-line script
// loads the module through tsx's own API.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** tsx's ESM API (tsImport), by the `import` entry of its exports (vitest has no import.meta.resolve). */
function tsxImportApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(resolve(dirname(manifest), exports['./esm/api']!.import.default)).href;
}

export function typeScriptWorker(module: URL, workerData: unknown): Worker {
  const boot = `import(${JSON.stringify(tsxImportApi())}).then((tsx) => tsx.tsImport(${JSON.stringify(module.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(boot, { eval: true, workerData, execArgv: [] });
}
