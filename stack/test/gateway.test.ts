// The API gateway's key rule. On loopback the stack stands in for the CLI's local gateway
// (`supabase start`'s kong.yml checks no key): a request without an `apikey` (and no Authorization)
// to /rest/v1 or /auth/v1 is served as anon, as PostgREST and GoTrue serve it behind that gateway,
// and reaches Storage, which refuses it for want of a JWT; Realtime still needs one. A hosted project's gateway (`gateway: 'hosted'`, the default
// off loopback) answers it 401 "No API key found in request". Either way an apikey that is not one
// of the project's keys (garbage, a forged JWT, a user's access token) → 401 "Invalid API key". Left
// open: Auth's email links and JWKS, public Storage objects and signed URLs; Edge Functions follow
// their verify_jwt instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { ANON_KEY, PUBLISHABLE_KEY, SERVICE_ROLE_KEY, signJwt } from '../index.ts';
import { signUpUser } from './support/clients.ts';
import { startTestStack } from './support/test-stack.ts';

const apiUrl = inject('apiUrl');
const NO_KEY = { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' };
const INVALID_KEY = { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' };

async function answer(path: string, init: RequestInit = {}, url = apiUrl) {
  const res = await fetch(`${url}${path}`, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body };
}

/** The status line (and body) a websocket upgrade is refused with, or 'open'. */
function upgrade(query: string): Promise<string> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?${query}`);
    ws.on('open', () => {
      ws.close();
      resolve('open');
    });
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString('utf8')));
      res.on('end', () => resolve(`${res.statusCode} ${body}`));
    });
    ws.on('error', () => undefined);
  });
}

const KEYED = ['/rest/v1/topics?select=id&limit=1', '/auth/v1/settings', '/storage/v1/bucket', '/realtime/v1/api/broadcast'];
const methodOf = (path: string) => (path.includes('broadcast') ? 'POST' : 'GET');

describe('the gateway key rule', () => {
  it('serves a key-less request to /rest/v1 and /auth/v1 as anon, as the CLI’s local gateway does', async () => {
    const keyless = await answer('/rest/v1/topics?select=id&order=id&limit=2');
    expect(keyless.status).toBe(200);
    expect(keyless).toEqual(await answer('/rest/v1/topics?select=id&order=id&limit=2', { headers: { apikey: ANON_KEY } }));
    // The database decides, as for anon: no profiles, no writes.
    const profiles = await answer('/rest/v1/profiles?select=id');
    expect(profiles).toMatchObject({ status: 401, body: { code: '42501' } });
    expect(profiles).toEqual(await answer('/rest/v1/profiles?select=id', { headers: { apikey: ANON_KEY } }));
    const write = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"title": "x"}' };
    expect((await answer('/rest/v1/topics', write)).status).toBe(401);
    expect((await answer('/auth/v1/settings')).status).toBe(200);
    const signIn = await answer('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not-a-password' }),
    });
    expect(signIn).toMatchObject({ status: 400, body: { error_code: 'invalid_credentials' } });
  });

  it('lets a key-less request reach Storage, which refuses its missing JWT; refuses it on Realtime', async () => {
    expect(await answer('/storage/v1/bucket')).toEqual({
      status: 400,
      body: { statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: 'Invalid Compact JWS' },
    });
    expect(await answer('/realtime/v1/api/broadcast', { method: 'POST' })).toEqual({ status: 401, body: NO_KEY });
    expect(await upgrade('vsn=2.0.0')).toBe(`401 ${JSON.stringify(NO_KEY)}`);
  });

  it('refuses a request without an apikey on every keyed service as a hosted project’s gateway', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'gateway-hosted-'));
    const hosted = await startTestStack(inject('engine'), {
      gateway: 'hosted',
      migrationsDir: empty,
      seedFile: null,
      databasePrefix: 'stand_in_gateway',
    });
    try {
      for (const path of KEYED)
        expect(await answer(path, { method: methodOf(path) }, hosted.apiUrl), path).toEqual({ status: 401, body: NO_KEY });
      expect((await answer('/auth/v1/settings', { headers: { apikey: ANON_KEY } }, hosted.apiUrl)).status).toBe(200);
    } finally {
      await hosted.stop();
      rmSync(empty, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses an apikey that is not a project key: garbage, a forged JWT, a user access token', async () => {
    const forged = await signJwt(
      { role: 'service_role', exp: Math.floor(Date.now() / 1000) + 600 },
      'not-the-secret-but-32-characters-long!!',
    );
    const user = await signUpUser('gateway');
    const userToken = (await user.client.auth.getSession()).data.session!.access_token;
    for (const apikey of ['nonsense', forged, userToken, 'sb_publishable_not-ours']) {
      for (const path of KEYED) {
        expect(await answer(path, { method: methodOf(path), headers: { apikey } }), `${path} with ${apikey.slice(0, 12)}`).toEqual({
          status: 401,
          body: INVALID_KEY,
        });
      }
      expect(await upgrade(`apikey=${encodeURIComponent(apikey)}&vsn=2.0.0`)).toBe(`401 ${JSON.stringify(INVALID_KEY)}`);
    }
  });

  it('lets the project keys through, as a header or url param, and a bearer token without an apikey', async () => {
    for (const apikey of [ANON_KEY, SERVICE_ROLE_KEY, PUBLISHABLE_KEY]) {
      expect((await answer('/rest/v1/topics?select=id&limit=1', { headers: { apikey } })).status).toBe(200);
      expect((await answer(`/auth/v1/settings?apikey=${encodeURIComponent(apikey)}`)).status).toBe(200);
    }
    expect(await upgrade(`apikey=${ANON_KEY}&vsn=2.0.0`)).toBe('open');
    // No apikey but an Authorization: the service decides on the token.
    expect((await answer('/rest/v1/topics?select=id&limit=1', { headers: { Authorization: `Bearer ${ANON_KEY}` } })).status).toBe(200);
    expect(await answer('/rest/v1/topics?select=id&limit=1', { headers: { Authorization: 'Bearer nonsense' } })).toMatchObject({
      status: 401,
      body: { code: 'PGRST301' },
    });
  });

  it('leaves open what Supabase leaves open', async () => {
    expect((await answer('/auth/v1/.well-known/jwks.json')).status).toBe(200);
    expect((await answer('/auth/v1/verify?token=nope&type=recovery', { redirect: 'manual' })).status).toBe(303);
    // Public objects and signed URLs are plain links: Storage answers, not the gateway.
    expect(await answer('/storage/v1/object/public/avatars/nobody/none.png')).toMatchObject({ status: 400, body: { error: 'not_found' } });
    expect(await answer('/storage/v1/object/sign/documents/none.pdf?token=nope')).toMatchObject({
      status: 400,
      body: { error: 'InvalidSignature' },
    });
    // Edge Functions: verify_jwt decides (the relay's own 401), not the apikey.
    expect(await answer('/functions/v1/echo', { method: 'POST' })).toEqual({
      status: 401,
      body: { code: 401, message: 'Missing authorization header' },
    });
  });
});
