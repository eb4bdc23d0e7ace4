// The demo JWT secret is public: the stack listens on loopback by default and refuses any other
// address while the demo secret (and its published keys) are in use, saying how to set real ones.
// With STACK_JWT_SECRET set, the stack signs its own keys and the published sb_ keys stop working.
// The Stripe stand-in's default key is public too: off loopback it needs STACK_STRIPE_SECRET_KEY.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { fixtureProject, startTestStack } from './support/test-stack.ts';

const root = resolve(import.meta.dirname, '../..');

/** Runs a snippet in a fresh Node with the given environment; returns what it printed as JSON. */
function inChild(code: string, env: Record<string, string>): unknown {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: root,
    env: { ...process.env, STACK_STRIPE_SECRET_KEY: '', ...env },
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
      demo: false,
      anonVerifies: true,
      anonRole: 'anon',
      secretKeyMapped: false,
      demoServiceKeyVerifies: false,
      anyAddress: true,
    });
    expect(inChild(code.replace("safe('0.0.0.0')", "safe('10.0.0.5')"), { STACK_JWT_SECRET: 'too-short' })).toMatchObject({
      anyAddress: false,
    });
  });
});

describe('where the Stripe stand-in listens', () => {
  // A stack off loopback with a real JWT secret, on a fresh in-memory database; prints where its Stripe
  // stand-in listens, or the error that refused the start.
  const code = `
    const { startStack } = await import('./stack/index.ts');
    const { configFile, migrationsDir, seedFile } = ${JSON.stringify(fixtureProject)};
    try {
      const stack = await startStack({ configFile, migrationsDir, seedFile, database: { kind: 'pglite' }, host: '0.0.0.0', apiPort: 0, mailPort: 0, stripePort: 0, mailFile: null, log: () => undefined });
      console.log(JSON.stringify({ stripe: stack.stripe && new URL(stack.stripe.url).hostname, key: stack.stripe?.secretKey }));
      await stack.close();
    } catch (e) {
      console.log(JSON.stringify({ error: e.message }));
    }`;
  const jwtSecret = 'a-real-secret-0123456789-abcdefghijklmnop';

  it('is refused off loopback with its public default key', () => {
    const refused = inChild(code, { STACK_JWT_SECRET: jwtSecret }) as { error?: string };
    expect(refused.error).toMatch(
      /Refusing to listen on 0\.0\.0\.0: the Stripe stand-in uses its public default key.*STACK_STRIPE_SECRET_KEY/,
    );
  });

  it('listens off loopback with a real key set', { timeout: 120_000 }, () => {
    const key = `sk_test_${'5b1e'.repeat(10)}`;
    expect(inChild(code, { STACK_JWT_SECRET: jwtSecret, STACK_STRIPE_SECRET_KEY: key })).toEqual({ stripe: '0.0.0.0', key });
  });
});
