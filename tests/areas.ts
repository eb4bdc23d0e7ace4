// The areas `npm test -- <area>` runs, and which of them a set of changed files calls for
// (`npm test -- changed`).
import { execFileSync } from 'node:child_process';

export const AREAS = ['lint', 'unit', 'db', 'stack', 'browser', 'postgres', 'cli'] as const;
export type Area = (typeof AREAS)[number];

const EVERYTHING: Area[] = ['lint', 'unit', 'db', 'stack', 'browser', 'cli'];
const CODE = /\.(ts|tsx|js|cjs|mjs)$/;

/**
 * The areas whose tests can notice a change to `path` (relative to the project root, `/`-separated).
 * The second engine (`postgres`) is never implied: `npm test -- changed postgres` adds it.
 */
export function areasOf(path: string): Area[] {
  const lint: Area[] = CODE.test(path) && !path.startsWith('supabase/functions/') ? ['lint'] : [];
  const on = (...areas: Area[]) => [...lint, ...areas];
  if (/^(docs\/|LICENSE)|\.md$/.test(path)) return [];
  if (path.startsWith('tests/unit/')) return on('unit');
  if (path.startsWith('tests/db/')) return on('db');
  if (path.startsWith('tests/browser/')) return on('browser');
  if (path.startsWith('tests/support/browser') || path === 'tests/support/video-generator.ts') return on('browser');
  if (path === 'tests/support/supabase-cli.ts') return on('cli');
  if (path.startsWith('tests/support/')) return on('db', 'browser');
  if (/^tests\/[^/]+$/.test(path)) return on('unit');
  // The database: migrations, seed and config reach every area that runs the app's stack, and the CLI
  // check (the stand-in's own suite, `stack`, runs on its test project, not on supabase/).
  if (path.startsWith('supabase/functions/')) return ['unit', 'db', 'browser'];
  if (path.startsWith('supabase/storage/')) return ['unit', 'db', 'browser'];
  if (path.startsWith('supabase/')) return ['db', 'browser', 'cli'];
  if (path === 'src/lib/database.types.ts') return on('unit', 'browser', 'cli');
  if (/^(src|public|web)\//.test(path) || path === 'index.html') return on('unit', 'browser');
  // The stand-in's conformance tests and their test project: the stack suite alone.
  if (path.startsWith('stack/test/')) return on('stack');
  // The stand-in: its unit tests and the two suites that drive it over HTTP (the browser suite runs on
  // it too, but takes 15 minutes: name `browser` as well when a change is visible in the app).
  if (path.startsWith('stack/')) return on('unit', 'stack', 'db');
  if (path.startsWith('scripts/')) return on('unit');
  if (path.startsWith('bench/')) return lint;
  // Anything else (package.json, the lock file, tool configs, .ci/): everything.
  return EVERYTHING;
}

/** The areas for a list of changed paths, in the order of AREAS. */
export function areasFor(paths: string[]): Area[] {
  const wanted = new Set(paths.flatMap(areasOf));
  return AREAS.filter((a) => wanted.has(a));
}

function git(root: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

function tryGit(root: string, ...args: string[]): string | null {
  try {
    return git(root, ...args);
  } catch {
    return null;
  }
}

/**
 * The files that differ from where this branch left main, uncommitted and untracked ones included.
 * The base is `git merge-base HEAD origin/main`, or `main` without a remote; on main itself (the base
 * is HEAD) it is HEAD~1, so the last commit counts as well as the working tree.
 */
export function changedFiles(root: string): { base: string; files: string[] } {
  const head = git(root, 'rev-parse', 'HEAD');
  let base = tryGit(root, 'merge-base', 'HEAD', 'origin/main') ?? tryGit(root, 'merge-base', 'HEAD', 'main') ?? head;
  if (base === head) base = tryGit(root, 'rev-parse', 'HEAD~1') ?? head;
  const tracked = git(root, 'diff', '--name-only', base);
  const untracked = git(root, 'ls-files', '--others', '--exclude-standard');
  const files = [...new Set([...tracked.split('\n'), ...untracked.split('\n')].filter(Boolean))].sort();
  return { base, files };
}
