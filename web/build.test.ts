// The SPA build cache (build.ts): a build runs when an input changed, is skipped when none did, and a
// build that fails leaves dist/ unmarked so the next start builds again. The build itself is a stand-in
// that writes dist/ the way Vite does (emptying it first); the real build is covered by the browser tests.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_MARKER, buildSpa, spaInputs } from './build.ts';
import { applySpaBackend } from './spa-backend.ts';

let root: string;
let builds: number;
const savedEnv = { ...process.env };

function write(file: string, text: string) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
}

// Writes dist/ as `vite build` does: emptied, then filled (fails after emptying when told to).
function fakeBuild(fail = false) {
  return async () => {
    builds++;
    rmSync(join(root, 'dist'), { recursive: true, force: true });
    mkdirSync(join(root, 'dist/assets'), { recursive: true });
    writeFileSync(join(root, 'dist/index.html'), '<div id="root"></div>');
    if (fail) throw new Error('build failed half-way');
    writeFileSync(join(root, 'dist/assets/index-abc.js'), readFileSync(join(root, 'src/main.tsx')));
  };
}

const run = (fail = false) => buildSpa(root, { log: () => undefined, runBuild: fakeBuild(fail) });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'spa-build-'));
  builds = 0;
  for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key];
  write('src/main.tsx', 'export const a = 1;\n');
  write('src/app.test.tsx', 'test\n');
  write('index.html', '<div id="root"></div>');
  write('vite.config.ts', 'export default {};\n');
  write('package-lock.json', '{}');
  write('.env', 'VITE_SUPABASE_ANON_KEY=anon\n');
});

afterEach(() => {
  process.env = { ...savedEnv };
  rmSync(root, { recursive: true, force: true });
});

describe('the SPA build cache', () => {
  it('builds once, then skips while nothing changed, and marks dist/ only after a build', async () => {
    expect(await run()).toMatchObject({ built: true, reason: 'no build yet' });
    const marker = JSON.parse(readFileSync(join(root, 'dist', BUILD_MARKER), 'utf8')) as { hash: string; outputs: string[] };
    expect(marker.hash).toBe(spaInputs(root).hash);
    expect(marker.outputs).toEqual(['assets/index-abc.js', 'index.html']);
    expect(await run()).toMatchObject({ built: false, reason: null });
    expect(builds).toBe(1);
  });

  it('rebuilds when a source file changes, is added or is removed', async () => {
    await run();
    write('src/main.tsx', 'export const a = 2;\n');
    expect(await run()).toMatchObject({ built: true, reason: 'SPA sources changed' });
    write('src/extra.ts', 'export {};\n');
    expect(await run()).toMatchObject({ built: true });
    rmSync(join(root, 'src/extra.ts'));
    expect(await run()).toMatchObject({ built: true });
    write('public/robots.txt', 'User-agent: *\n');
    expect(await run()).toMatchObject({ built: true });
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(await run()).toMatchObject({ built: true });
    expect(await run()).toMatchObject({ built: false });
    expect(builds).toBe(6);
  });

  it('ignores test files, which are not part of the build', async () => {
    await run();
    write('src/app.test.tsx', 'another test\n');
    expect(await run()).toMatchObject({ built: false });
  });

  it('rebuilds when a VITE_ value the build embeds changes, from the environment or a .env file', async () => {
    await run();
    process.env.VITE_SUPABASE_URL = 'http://127.0.0.1:54421';
    expect(await run()).toMatchObject({ built: true, reason: 'SPA sources changed' });
    expect(await run()).toMatchObject({ built: false });
    process.env.VITE_SUPABASE_URL = 'http://127.0.0.1:54321';
    expect(await run()).toMatchObject({ built: true });
    write('.env.production.local', 'VITE_SUPABASE_ANON_KEY=other\n');
    expect(await run()).toMatchObject({ built: true });
    // Values outside VITE_ never reach the SPA.
    process.env.STACK_SOMETHING = 'x';
    expect(await run()).toMatchObject({ built: false });
  });

  it('rebuilds when the stack port, and so the backend URL spa-backend.ts picks, changes', async () => {
    process.env.STACK_API_PORT = '54421';
    applySpaBackend('production');
    await run();
    delete process.env.VITE_SUPABASE_URL;
    applySpaBackend('production');
    expect(await run()).toMatchObject({ built: false });
    delete process.env.VITE_SUPABASE_URL;
    process.env.STACK_API_PORT = '54521';
    applySpaBackend('production');
    expect(process.env.VITE_SUPABASE_URL).toBe('http://127.0.0.1:54521');
    expect(await run()).toMatchObject({ built: true, reason: 'SPA sources changed' });
  });

  it('never leaves a failed or interrupted build marked as current', async () => {
    await run();
    write('src/main.tsx', 'export const a = 3;\n');
    await expect(run(true)).rejects.toThrow('build failed half-way');
    expect(existsSync(join(root, 'dist', BUILD_MARKER))).toBe(false);
    // Even with the sources put back as they were at the last good build.
    write('src/main.tsx', 'export const a = 1;\n');
    expect(await run()).toMatchObject({ built: true, reason: 'no record of a finished build' });
    expect(await run()).toMatchObject({ built: false });
  });

  it('rebuilds when a file the build wrote has gone', async () => {
    await run();
    rmSync(join(root, 'dist/assets/index-abc.js'));
    expect(await run()).toMatchObject({ built: true, reason: 'build output missing' });
  });

  it('rebuilds after `vite build` replaced dist/ without a marker', async () => {
    await run();
    await fakeBuild()();
    expect(await run()).toMatchObject({ built: true, reason: 'no record of a finished build' });
  });
});
