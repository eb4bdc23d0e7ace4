// Builds the SPA into dist/ for `npm start`, only when its inputs changed since the last build. The
// inputs are everything that can change the output: the sources (src/, index.html, public/), the build
// itself (vite.config.ts, web/, tsconfig.json, postcss.config.cjs, package-lock.json) and the VITE_*
// values the build embeds (the backend URL chosen by spa-backend.ts, the anon key, anything from .env).
// Their content hash is written to dist/.build-inputs.json after a build succeeds, and only then: the
// marker is removed before a build starts, so a build that fails or is interrupted leaves no dist that
// claims to be current. `npm run build` (plain `vite build`) empties dist/ and so removes it too.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { envSignature } from './env.ts';

/** Written next to the build's output, last. */
export const BUILD_MARKER = '.build-inputs.json';

/** Folders whose every file is an input (test files aside), and single files, relative to the root. */
const INPUT_DIRS = ['src', 'public', 'web'];
const INPUT_FILES = ['index.html', 'vite.config.ts', 'tsconfig.json', 'postcss.config.cjs', 'package-lock.json'];
/** The mode `npm start` builds in (Vite's default for `vite build`). */
const MODE = 'production';

export interface BuildInputs {
  /** sha256 over every input file (path and content) and the embedded VITE_* values. */
  hash: string;
  /** How many files went into the hash. */
  files: number;
}

interface Marker {
  hash: string;
  /** The files the build wrote (relative to dist/), checked to be still there before a skip. */
  outputs: string[];
  builtAt: string;
}

function* walk(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* walk(path);
    } else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) {
      yield path;
    }
  }
}

/** Hashes the SPA's inputs under `root`. Run after applySpaBackend(), which sets the backend URL. */
export function spaInputs(root: string): BuildInputs {
  const hash = createHash('sha256');
  const files = [
    ...INPUT_DIRS.flatMap((d) => [...walk(resolve(root, d))]),
    ...INPUT_FILES.map((f) => resolve(root, f)).filter((f) => existsSync(f)),
  ]
    .map((f) => relative(root, f).split(sep).join('/'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(resolve(root, file)));
    hash.update('\0');
  }
  hash.update(JSON.stringify({ mode: MODE, env: envSignature(MODE, root) }));
  return { hash: hash.digest('hex'), files: files.length };
}

function readMarker(outDir: string): Marker | null {
  try {
    const marker = JSON.parse(readFileSync(join(outDir, BUILD_MARKER), 'utf8')) as Partial<Marker>;
    return typeof marker.hash === 'string' && Array.isArray(marker.outputs) ? (marker as Marker) : null;
  } catch {
    return null;
  }
}

/** Why dist/ must be rebuilt for these inputs, or null when it is current. */
export function staleReason(outDir: string, inputs: BuildInputs): string | null {
  const marker = readMarker(outDir);
  if (!marker) return existsSync(outDir) ? 'no record of a finished build' : 'no build yet';
  if (marker.hash !== inputs.hash) return 'SPA sources changed';
  if (!marker.outputs.length || marker.outputs.some((f) => !existsSync(join(outDir, f)))) return 'build output missing';
  return null;
}

function outputsOf(outDir: string): string[] {
  return [...walk(outDir)]
    .map((f) => relative(outDir, f).split(sep).join('/'))
    .filter((f) => f !== BUILD_MARKER)
    .sort();
}

export interface BuildResult {
  built: boolean;
  /** Why it was built (null when skipped). */
  reason: string | null;
  ms: number;
}

/**
 * Builds the SPA into `root`/dist unless the marker says these inputs were built already. Call after
 * applySpaBackend(). `runBuild` is Vite's build by default (a test passes its own).
 */
export async function buildSpa(
  root: string,
  options: { log?: (line: string) => void; force?: boolean; runBuild?: () => Promise<unknown> } = {},
): Promise<BuildResult> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const outDir = resolve(root, 'dist');
  const inputs = spaInputs(root);
  const reason = options.force ? 'forced' : staleReason(outDir, inputs);
  if (!reason) {
    log('SPA unchanged since last build, skipping build');
    return { built: false, reason: null, ms: performance.now() - started };
  }
  log(reason === 'SPA sources changed' ? 'SPA sources changed, building…' : `Building the SPA (${reason})…`);
  // From here until the build has finished, dist/ is not marked as current.
  rmSync(join(outDir, BUILD_MARKER), { force: true });
  // Vite is loaded only to build: importing it alone takes about a second.
  const viteBuild = async () => {
    const { build } = await import('vite');
    await build({ root, mode: MODE, logLevel: 'warn', configFile: resolve(root, 'vite.config.ts') });
  };
  await (options.runBuild ?? viteBuild)();
  const marker: Marker = { hash: inputs.hash, outputs: outputsOf(outDir), builtAt: new Date().toISOString() };
  writeFileSync(join(outDir, BUILD_MARKER), `${JSON.stringify(marker, null, 2)}\n`);
  return { built: true, reason, ms: performance.now() - started };
}
