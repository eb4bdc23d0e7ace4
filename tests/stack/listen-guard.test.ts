// The demo JWT secret is public: the stack listens on loopback by default and refuses any other
// address while the demo secret (and its published keys) are in use, saying how to set real ones.
// With STACK_JWT_SECRET set, the stack signs its own keys and the published sb_ keys stop working.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { startTestStack } from '../support/test-stack.ts';

const root = resolve(import.meta.dirname, '../..');

/** Runs a snippet in a fresh Node with the given environment; returns what it printed as JSON. */
function inChild(code: string, env: Record<string, string>): unknown {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

describe('where the stack listens', () => {
  it('refuses a non-loopback address with the demo secret, and says how to set a real one', async () => {
    for (const host of ['0.0.0.0', '::']) {
      await expect(startTestStack(inject('engine'), { host })).rejects.toThrow(/Refusing to listen on .*STACK_JWT_SECRET/);
    }
  });

  it('listens on loopback by default', async () => {
    const stack = await startTestStack(inject('engine'));
    try {
      expect(new URL(stack.apiUrl).hostname).toBe('127.0.0.1');
      expect(new URL(stack.mailUrl!).hostname).toBe('127.0.0.1');
    } finally {
      await stack.stop();
    }
  });

  it('with a real secret: own keys, the published demo keys refused, any address allowed', () => {
    const code = `
      import * as k from './stack/keys.ts';
      import { SigningKeys } from './stack/signing-keys.ts';
      const keys = await SigningKeys.load({ file: null, create: true });
      const anon = await keys.verify(k.ANON_KEY);
      const safe = (h) => { try { k.assertSafeToListen(h); return true; } catch { return false; } };
      console.log(JSON.stringify({
        demo: k.usesDemoSecret,
        anonVerifies: anon.ok,
        anonRole: anon.ok ? anon.claims.role : null,
        secretKeyMapped: k.effectiveBearer(k.SECRET_KEY, undefined) === k.SERVICE_ROLE_KEY,
        demoServiceKeyVerifies: (await keys.verify('${'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'}')).ok,
        anyAddress: safe('0.0.0.0'),
      }));`;
    expect(inChild(code, { STACK_JWT_SECRET: 'a-real-secret-0123456789-abcdefghijklmnop' })).toEqual({
      demo: false, anonVerifies: true, anonRole: 'anon', secretKeyMapped: false, demoServiceKeyVerifies: false, anyAddress: true,
    });
    expect(inChild(code.replace("safe('0.0.0.0')", "safe('10.0.0.5')"), { STACK_JWT_SECRET: 'too-short' })).toMatchObject({ anyAddress: false });
  });
});
