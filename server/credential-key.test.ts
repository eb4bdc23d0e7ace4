// The offline issuer key: created once (mode 600) with its thumbprint as kid, then read back as is.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calculateJwkThumbprint } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { credentialKey, generateCredentialKey } from './credential-key.ts';

type Key = ReturnType<typeof generateCredentialKey>;
const parse = (json: string) => JSON.parse(json) as Key;

const dir = mkdtempSync(join(tmpdir(), 'credential-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('credentialKey', () => {
  it('creates an Ed25519 private JWK on first use and keeps it', async () => {
    const file = join(dir, 'sub', 'credential-signing-key.json');
    const said: string[] = [];
    const first = credentialKey(file, (l) => said.push(l));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const key = parse(first);
    expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(key.kid).toBe(await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x: key.x }));
    expect(said).toEqual([expect.stringContaining(key.kid)]);
    expect(credentialKey(file, (l) => said.push(l))).toBe(readFileSync(file, 'utf8').trim());
    expect(parse(credentialKey(file, () => undefined)).d).toBe(key.d);
    expect(said).toHaveLength(1);
  });

  it('makes a fresh key per run without a file', () => {
    expect(parse(credentialKey(null, () => undefined)).x).not.toBe(parse(credentialKey(null, () => undefined)).x);
  });
});
