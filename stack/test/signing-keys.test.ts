// Asymmetric JWT signing keys, as current Supabase projects have them: Auth signs access tokens with
// an ES256 key named by `kid`, the public key is at /auth/v1/.well-known/jwks.json (so supabase-js's
// auth.getClaims() verifies locally), and every service verifies with it. The legacy HS256 secret
// stays accepted (the API keys). Refused everywhere: a token of another key (even with our kid), an
// unknown kid, alg none, and an HS256 token "signed" with the public key (alg confusion). The key is
// kept in the CLI's format and survives a restart; config.toml's signing_keys_path (RS256 too) wins.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, createRemoteJWKSet, decodeProtectedHeader, exportSPKI, importJWK, jwtVerify, SignJWT, type JWK } from 'jose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ANON_KEY, generateSigningKey, SERVICE_ROLE_KEY } from '../index.ts';
import { client, signUpUser } from './support/clients.ts';
import { RawSocket } from './support/realtime.ts';
import { startTestStack } from './support/test-stack.ts';

const apiUrl = inject('apiUrl');
const engine = inject('engine');
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function jwks(url = apiUrl): Promise<{ keys: JWK[] }> {
  const res = await fetch(`${url}/auth/v1/.well-known/jwks.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=600');
  return (await res.json()) as { keys: JWK[] };
}

/** What each service answers a request made with `token`. */
async function everyService(token: string) {
  const headers = { apikey: ANON_KEY, Authorization: `Bearer ${token}` };
  const rest = await fetch(`${apiUrl}/rest/v1/topics?select=id&limit=1`, { headers });
  const auth = await fetch(`${apiUrl}/auth/v1/user`, { headers });
  const storage = await fetch(`${apiUrl}/storage/v1/bucket`, { headers });
  const functions = await fetch(`${apiUrl}/functions/v1/echo`, { method: 'POST', headers });
  const socket = await RawSocket.open(apiUrl);
  socket.send(['1', '1', 'realtime:signing-keys', 'phx_join', { config: {}, access_token: token }]);
  const reply = await socket.next((f) => f[3] === 'phx_reply' && f[1] === '1');
  socket.close();
  return {
    rest: [rest.status, ((await rest.json()) as { code?: string }).code],
    auth: [auth.status, ((await auth.json()) as { error_code?: string }).error_code],
    storage: [storage.status, ((await storage.json()) as { error?: string }).error],
    functions: [functions.status, ((await functions.json()) as { message?: string }).message],
    realtime:
      (reply[4] as { status: string; response: { reason?: string } }).status === 'ok'
        ? 'ok'
        : String((reply[4] as { response: { reason?: string } }).response.reason).split(':')[0],
  };
}

const REFUSED = {
  rest: [401, 'PGRST301'],
  auth: [403, 'bad_jwt'],
  storage: [400, 'InvalidJWT'],
  functions: [401, 'Invalid JWT'],
  realtime: 'InvalidJWTToken',
};

describe('access tokens signed with the asymmetric key', () => {
  it('are ES256 with a kid that the JWKS publishes, and verify with the JWKS alone', async () => {
    const { keys } = await jwks();
    expect(keys).toHaveLength(1);
    const [key] = keys;
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', key_ops: ['verify'] });
    expect(key).not.toHaveProperty('d');
    expect(JSON.stringify(keys)).not.toContain('super-secret');

    const user = await signUpUser('jwks');
    const { data } = await user.client.auth.getSession();
    const token = data.session!.access_token;
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: key!.kid, typ: 'JWT' });
    const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL(`${apiUrl}/auth/v1/.well-known/jwks.json`)));
    expect(payload).toMatchObject({ sub: user.id, role: 'authenticated', aud: 'authenticated', iss: `${apiUrl}/auth/v1` });
  });

  it('auth.getClaims() verifies locally against the JWKS (no round trip to /user)', async () => {
    const paths: string[] = [];
    const recording: typeof fetch = (input, init) => {
      paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return fetch(input, init);
    };
    const c = client({ fetch: recording });
    const email = `claims-${Date.now()}@example.com`;
    expect((await c.auth.signUp({ email, password: 'Correct-horse-7' })).error).toBeNull();
    paths.length = 0;
    const { data, error } = await c.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg: 'ES256' });
    expect(data?.claims).toMatchObject({ email, role: 'authenticated' });
    expect(paths).toContain('/auth/v1/.well-known/jwks.json');
    expect(paths).not.toContain('/auth/v1/user');
  });

  it('are accepted by every service, as is the legacy HS256 key', async () => {
    const user = await signUpUser('everywhere');
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    const seen = await everyService(token);
    expect(seen.rest[0]).toBe(200);
    expect(seen.auth[0]).toBe(200);
    expect(seen.storage[0]).toBe(200);
    expect(seen.functions[1]).not.toBe('Invalid JWT');
    expect(seen.realtime).toBe('ok');
    const legacy = await fetch(`${apiUrl}/auth/v1/admin/users?per_page=1`, {
      headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    });
    expect(legacy.status).toBe(200);
  });
});

describe('tokens the stack did not sign are refused by every service', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const claims = () => ({
    sub: '00000000-0000-4000-8000-000000000001',
    role: 'service_role',
    aud: 'authenticated',
    iat: now(),
    exp: now() + 600,
  });

  it('another key under our kid, and an unknown kid', async () => {
    const { keys } = await jwks();
    const other = await generateSigningKey('ES256');
    const otherKey = await importJWK({ ...other, key_ops: ['sign'] }, 'ES256');
    const sameKid = await new SignJWT(claims()).setProtectedHeader({ alg: 'ES256', kid: keys[0]!.kid, typ: 'JWT' }).sign(otherKey);
    const unknownKid = await new SignJWT(claims()).setProtectedHeader({ alg: 'ES256', kid: other.kid!, typ: 'JWT' }).sign(otherKey);
    expect(await everyService(sameKid)).toEqual(REFUSED);
    expect(await everyService(unknownKid)).toEqual(REFUSED);
  });

  it('alg none, and HS256 keyed with the public key (alg confusion)', async () => {
    const { keys } = await jwks();
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`;
    expect(await everyService(none)).toEqual(REFUSED);
    const pem = await exportSPKI((await importJWK(keys[0]!, 'ES256')) as CryptoKey);
    for (const secret of [pem, JSON.stringify(keys[0])]) {
      const confused = await new SignJWT(claims())
        .setProtectedHeader({ alg: 'HS256', kid: keys[0]!.kid, typ: 'JWT' })
        .sign(new TextEncoder().encode(secret));
      expect(await everyService(confused)).toEqual(REFUSED);
    }
  });
});

describe('where the key is kept', () => {
  const dir = mkdtempSync(join(tmpdir(), 'signing-keys-'));
  // Auth and Storage come from the stack's bootstrap: no migrations needed, so restarts are quick.
  const bare = { migrationsDir: mkdtempSync(join(tmpdir(), 'no-migrations-')), seedFile: null };
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(bare.migrationsDir, { recursive: true, force: true });
  });
  const storageAs = (url: string, token: string) =>
    fetch(`${url}/storage/v1/bucket`, { headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` } });

  it('is generated once in the CLI format and survives a restart', { timeout: 60_000 }, async () => {
    const file = join(dir, 'signing_keys.json');
    const first = await startTestStack(engine, { ...bare, signingKeysFile: file });
    let token: string;
    let published: { keys: JWK[] };
    try {
      published = await jwks(first.apiUrl);
      token = await first.context.keys.sign({
        sub: '00000000-0000-4000-8000-000000000002',
        role: 'authenticated',
        exp: Math.floor(Date.now() / 1000) + 600,
      });
    } finally {
      await first.stop();
    }
    const saved = JSON.parse(readFileSync(file, 'utf8')) as JWK[];
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      use: 'sig',
      key_ops: ['sign', 'verify'],
      ext: true,
      kid: published.keys[0]!.kid,
    });
    expect(saved[0]!.d).toEqual(expect.any(String));
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = await startTestStack(engine, { ...bare, signingKeysFile: file });
    try {
      expect(await jwks(second.apiUrl)).toEqual(published);
      const verified = await second.context.keys.verify(token);
      expect(verified.ok).toBe(true);
      expect((await storageAs(second.apiUrl, token)).status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it(
    "uses config.toml's signing_keys_path (an RS256 key from `supabase gen signing-key`), first key signing, all verifying",
    { timeout: 60_000 },
    async () => {
      const rs = await generateSigningKey('RS256');
      const es = await generateSigningKey('ES256');
      const file = join(dir, 'configured.json');
      writeFileSync(file, JSON.stringify([rs, es], null, 2));
      const stack = await startTestStack(engine, { ...bare, configure: (config) => void (config.auth.signingKeysPath = file) });
      try {
        const published = await jwks(stack.apiUrl);
        expect(published.keys.map((k) => [k.kid, k.alg])).toEqual([
          [rs.kid, 'RS256'],
          [es.kid, 'ES256'],
        ]);
        const c = client({ url: stack.apiUrl });
        const { data, error } = await c.auth.signUp({ email: `rs-${Date.now()}@example.com`, password: 'Correct-horse-7' });
        expect(error).toBeNull();
        const token = data.session!.access_token;
        expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256', kid: rs.kid });
        await jwtVerify(token, createLocalJWKSet(published));
        // A token of the second (verify-only during rotation) key is accepted too.
        const older = await new SignJWT({ role: 'anon', exp: Math.floor(Date.now() / 1000) + 600 })
          .setProtectedHeader({ alg: 'ES256', kid: es.kid! })
          .sign(await importJWK({ ...es, key_ops: ['sign'] }, 'ES256'));
        expect((await storageAs(stack.apiUrl, older)).status).toBe(200);
      } finally {
        await stack.stop();
      }
    },
  );

  it('refuses to start when the configured file is missing', async () => {
    await expect(
      startTestStack(engine, { ...bare, configure: (config) => void (config.auth.signingKeysPath = join(dir, 'absent.json')) }),
    ).rejects.toThrow(/signing keys file .*absent\.json.* does not exist/);
  });
});
