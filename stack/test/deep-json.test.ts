// A JSON body nested 100,000 levels deep is bad input, not a server failure: /rest/v1 answers 400
// PGRST102 for an insert and a call (and 400 PGRST100 for such a value in the query string), and
// /auth/v1, /storage/v1 and /functions/v1 answer it without a 500, while the stack goes on serving.
// On a stack of its own: such JSON reaching PGlite's json parser breaks the engine.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../index.ts';
import { randomIp, uniqueEmail } from './support/clients.ts';
import { startTestStack, type TestStack } from './support/test-stack.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack(inject('engine'), { databasePrefix: 'deep_json' });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

const deep = '['.repeat(100_000) + ']'.repeat(100_000);
const deepObject = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);

const post = (path: string, body: string, key = ANON_KEY) =>
  fetch(`${stack.apiUrl}${path}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', 'X-Forwarded-For': randomIp() },
    body,
  });

describe('a 100,000-level JSON body', () => {
  it.each([
    ['an insert', '/rest/v1/rest_books'],
    ['a call with a single jsonb parameter', '/rest/v1/rpc/rest_echo'],
    ['a call with named arguments', '/rest/v1/rpc/rest_add'],
  ])('is refused by /rest/v1 with 400 PGRST102: %s', async (_, path) => {
    for (const body of [deep, deepObject, `{"a":${deep}}`]) {
      const r = await post(path, body, SERVICE_ROLE_KEY);
      expect(r.status).toBe(400);
      expect(await r.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
    }
  });

  it('is refused by /rest/v1 in the query string too (400 PGRST100)', async () => {
    // As deep as a URL the server accepts can be (16 KB of headers).
    const nested = '['.repeat(5000) + ']'.repeat(5000);
    const r = await fetch(`${stack.apiUrl}/rest/v1/rest_items?select=id&data=cs.${nested}`, {
      headers: { apikey: ANON_KEY, 'X-Forwarded-For': randomIp() },
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ code: 'PGRST100' });
  });

  it('is refused inside an otherwise good body: sign-up metadata, a storage listing', async () => {
    // 5,000 levels: what a sign-up body's size limit lets through, and enough to break PGlite.
    const metadata = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const signUp = await post('/auth/v1/signup', `{"email":"${uniqueEmail('deep')}","password":"Correct-horse-7","data":${metadata}}`);
    expect(signUp.status).toBe(400);
    expect(await signUp.json()).toMatchObject({ error_code: 'bad_json' });
    const list = await post('/storage/v1/object/list/avatars', `{"prefix":"","search":${deep}}`, SERVICE_ROLE_KEY);
    expect(list.status).toBe(400);
  });

  it.each([
    ['/auth/v1/signup'],
    ['/auth/v1/token?grant_type=password'],
    ['/storage/v1/bucket'],
    ['/storage/v1/object/list/avatars'],
    ['/functions/v1/echo'],
  ])('is answered without a 500 at %s', async (path) => {
    for (const body of [deep, deepObject]) {
      const r = await post(path, body, path.startsWith('/storage') ? SERVICE_ROLE_KEY : ANON_KEY);
      expect(r.status).toBeLessThan(500);
    }
  });

  it('leaves the stack serving', async () => {
    const r = await fetch(`${stack.apiUrl}/rest/v1/rest_books?select=id&limit=1`, {
      headers: { apikey: ANON_KEY, 'X-Forwarded-For': randomIp() },
    });
    expect(r.status).toBe(200);
  });
});
