// web/env.ts reads the VITE_* values as Vite's own loadEnv() does, without loading Vite.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { envSignature, readViteEnv } from './env.ts';

let root: string;
const saved = { ...process.env };
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'vite-env-'));
  for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key];
});
afterEach(() => {
  process.env = { ...saved };
  rmSync(root, { recursive: true, force: true });
});

it('gives what Vite gives: later files win, the environment wins over files, only VITE_ keys', () => {
  writeFileSync(join(root, '.env'), 'VITE_A=from-env\nVITE_B=from-env\nSECRET=x\n# VITE_C=commented\n');
  writeFileSync(join(root, '.env.local'), 'VITE_B="from local"\nexport VITE_D=exported\n');
  writeFileSync(join(root, '.env.production'), "VITE_E='single quoted'\n");
  writeFileSync(join(root, '.env.production.local'), 'VITE_A=from-production-local\n');
  writeFileSync(join(root, '.env.development'), 'VITE_F=dev-only\n');
  process.env.VITE_G = 'from the environment';
  process.env.VITE_E = 'environment wins';
  const ours = readViteEnv('production', root);
  expect(ours).toEqual(loadEnv('production', root, 'VITE_'));
  expect(ours).toMatchObject({ VITE_A: 'from-production-local', VITE_B: 'from local', VITE_E: 'environment wins' });
  expect(readViteEnv('development', root)).toEqual(loadEnv('development', root, 'VITE_'));
});

it('records the variables a $reference names, which Vite expands', () => {
  writeFileSync(join(root, '.env'), 'VITE_URL=http://${HOST_FOR_TEST}:54321\n');
  process.env.HOST_FOR_TEST = 'a.local';
  const before = envSignature('production', root);
  process.env.HOST_FOR_TEST = 'b.local';
  expect(envSignature('production', root)).not.toBe(before);
});
