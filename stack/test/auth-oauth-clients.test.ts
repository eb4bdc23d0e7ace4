// Auth as an OAuth 2.1 server, its client registry through supabase-js' auth.admin.oauth, as against
// Supabase Auth with `[auth.oauth_server] enabled`: register (confidential and public clients, the
// secret shown once), read, list, update, regenerate the secret, delete; GoTrue's validation of
// redirect URIs and grant types; admins only; dynamic registration; and 404 feature_disabled while
// the server is off (the project's own config.toml).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SERVICE_ROLE_KEY } from '../index.ts';
import { client, serviceClient, uniqueEmail } from './support/clients.ts';
import { rawAuth, startSideStack } from './auth-support.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let side: Awaited<ReturnType<typeof startSideStack>>;
let admin: SupabaseClient;

beforeAll(async () => {
  side = await startSideStack((cfg) => {
    cfg.auth.oauthServer = { enabled: true, allowDynamicRegistration: true };
  });
  admin = serviceClient({ url: side.apiUrl });
}, 180_000);
afterAll(() => side?.stop());

const params = (name = 'Chart plugin') => ({ client_name: name, redirect_uris: ['https://plugin.example.com/callback'] });

describe('auth.admin.oauth with the OAuth server on', () => {
  it('registers a confidential client with GoTrue’s defaults, its secret shown once', async () => {
    const { data, error } = await admin.auth.admin.oauth.createClient({ ...params(), client_uri: 'https://plugin.example.com' });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      client_type: 'confidential',
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: ['https://plugin.example.com/callback'],
      client_name: 'Chart plugin',
      client_uri: 'https://plugin.example.com',
      registration_type: 'manual',
    });
    expect(data!.client_id).toMatch(UUID);
    expect(data!.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const got = await admin.auth.admin.oauth.getClient(data!.client_id);
    expect(got.error).toBeNull();
    expect(got.data).toMatchObject({ client_id: data!.client_id, client_name: 'Chart plugin' });
    expect(got.data).not.toHaveProperty('client_secret');
  });

  it('registers a public client (no secret) when its token endpoint method is none', async () => {
    const { data, error } = await admin.auth.admin.oauth.createClient({
      ...params('Mobile app'),
      redirect_uris: ['tradecraft://auth/callback', 'http://localhost:3000/callback'],
      token_endpoint_auth_method: 'none',
    } as never);
    expect(error).toBeNull();
    expect(data).toMatchObject({ client_type: 'public', token_endpoint_auth_method: 'none' });
    expect(data).not.toHaveProperty('client_secret');

    // And a public client has no secret to regenerate.
    const regen = await admin.auth.admin.oauth.regenerateClientSecret(data!.client_id);
    expect(regen.data).toBeNull();
    expect(regen.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Cannot regenerate secret for public client' });
  });

  it('lists the clients newest first, without deleted ones', async () => {
    const a = (await admin.auth.admin.oauth.createClient(params('List A'))).data!;
    const b = (await admin.auth.admin.oauth.createClient(params('List B'))).data!;
    expect((await admin.auth.admin.oauth.deleteClient(a.client_id)).error).toBeNull();
    const { data, error } = await admin.auth.admin.oauth.listClients();
    expect(error).toBeNull();
    const ids = data.clients.map((c) => c.client_id);
    expect(ids[0]).toBe(b.client_id);
    expect(ids).not.toContain(a.client_id);
    expect(data.clients.every((c) => !('client_secret' in c))).toBe(true);
  });

  it('updates only the fields sent, and refuses an empty update or a method the client type cannot use', async () => {
    const created = (await admin.auth.admin.oauth.createClient(params('Before'))).data!;
    const { data, error } = await admin.auth.admin.oauth.updateClient(created.client_id, { logo_uri: 'https://cdn.example.com/l.png' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ client_name: 'Before', logo_uri: 'https://cdn.example.com/l.png' });
    expect(Date.parse(data!.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));

    const renamed = await admin.auth.admin.oauth.updateClient(created.client_id, {
      client_name: 'After',
      grant_types: ['authorization_code'],
    });
    expect(renamed.data).toMatchObject({ client_name: 'After', grant_types: ['authorization_code'] });

    const empty = await admin.auth.admin.oauth.updateClient(created.client_id, {});
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'No fields provided for update' });
    const wrongMethod = await admin.auth.admin.oauth.updateClient(created.client_id, { token_endpoint_auth_method: 'none' } as never);
    expect(wrongMethod.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(wrongMethod.error!.message).toMatch(/'none' is not valid for client_type 'confidential'/);
    const badUris = await admin.auth.admin.oauth.updateClient(created.client_id, { redirect_uris: [] });
    expect(badUris.error).toMatchObject({ status: 400, message: 'redirect_uris cannot be empty' });
  });

  it('regenerates a confidential client’s secret', async () => {
    const created = (await admin.auth.admin.oauth.createClient(params())).data!;
    const { data, error } = await admin.auth.admin.oauth.regenerateClientSecret(created.client_id);
    expect(error).toBeNull();
    expect(data!.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data!.client_secret).not.toBe(created.client_secret);
  });

  it('deletes a client: it is gone for every route afterwards', async () => {
    const created = (await admin.auth.admin.oauth.createClient(params())).data!;
    expect((await admin.auth.admin.oauth.deleteClient(created.client_id)).error).toBeNull();
    for (const r of [
      await admin.auth.admin.oauth.getClient(created.client_id),
      await admin.auth.admin.oauth.updateClient(created.client_id, { client_name: 'x' }),
      await admin.auth.admin.oauth.regenerateClientSecret(created.client_id),
      await admin.auth.admin.oauth.deleteClient(created.client_id),
    ]) {
      expect(r.error).toMatchObject({ status: 404, code: 'oauth_client_not_found', message: 'OAuth client not found' });
    }
  });

  it('answers an unknown or malformed client id as GoTrue does', async () => {
    const unknown = await admin.auth.admin.oauth.getClient('00000000-0000-0000-0000-000000000000');
    expect(unknown.data).toBeNull();
    expect(unknown.error).toMatchObject({ status: 404, code: 'oauth_client_not_found' });
    const malformed = await admin.auth.admin.oauth.getClient('not-a-uuid');
    expect(malformed.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'invalid client_id format' });
  });

  it.each([
    [{ client_name: 'x', redirect_uris: [] }, '400: redirect_uris is required'],
    [
      { client_name: 'x', redirect_uris: ['http://evil.example.com/cb'] },
      "invalid redirect_uri 'http://evil.example.com/cb': HTTP scheme only allowed for localhost",
    ],
    [{ client_name: 'x', redirect_uris: ['javascript://x/alert(1)'] }, "scheme 'javascript' is not allowed for security reasons"],
    [{ client_name: 'x', redirect_uris: ['https://a.example.com/cb#frag'] }, 'fragment not allowed in redirect URI'],
    [{ client_name: 'x', redirect_uris: ['/relative'] }, 'must have scheme and host'],
    [{ ...params(), grant_types: ['password'] }, "grant_types must only contain 'authorization_code' and/or 'refresh_token'"],
    [{ ...params(), client_type: 'public', token_endpoint_auth_method: 'client_secret_post' }, "client_type 'public' is inconsistent"],
    [{ ...params(), logo_uri: 'not a url' }, 'logo_uri must be a valid URL'],
  ])('refuses an invalid registration %j', async (body, message) => {
    const { data, error } = await admin.auth.admin.oauth.createClient(body as never);
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(error!.message).toContain(message);
  });

  it('refuses a body field of the wrong type as bad JSON', async () => {
    const res = await rawAuth(
      '/admin/oauth/clients',
      {
        method: 'POST',
        headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
        body: JSON.stringify({ redirect_uris: 'https://a.example.com' }),
      },
      side.apiUrl,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad_json' });
  });

  it('is for admins only', async () => {
    const learner = client({ url: side.apiUrl });
    const { data: signedUp } = await learner.auth.signUp({ email: uniqueEmail('oauth-learner'), password: 'Correct-horse-7' });
    const asUser = client({ url: side.apiUrl, token: signedUp.session!.access_token });
    for (const c of [client({ url: side.apiUrl }), asUser]) {
      const { data, error } = await c.auth.admin.oauth.createClient(params());
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 403, code: 'not_admin' });
      expect((await c.auth.admin.oauth.listClients()).error).toMatchObject({ status: 403 });
    }
  });

  it('lets a client register itself while dynamic registration is allowed', async () => {
    const register = () =>
      rawAuth('/oauth/clients/register', { method: 'POST', body: JSON.stringify(params('Self-registered')) }, side.apiUrl);
    const res = await register();
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ registration_type: 'dynamic', client_type: 'confidential', client_name: 'Self-registered' });

    side.context.config.auth.oauthServer.allowDynamicRegistration = false;
    try {
      const refused = await register();
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'oauth_dynamic_client_registration_disabled' });
    } finally {
      side.context.config.auth.oauthServer.allowDynamicRegistration = true;
    }
  });
});

describe('auth.admin.oauth with the OAuth server off (the project’s config.toml)', () => {
  it('answers 404 feature_disabled', async () => {
    const { data, error } = await serviceClient().auth.admin.oauth.createClient(params());
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 404, code: 'feature_disabled', message: 'OAuth server is disabled' });
    const dynamic = await rawAuth('/oauth/clients/register', { method: 'POST', body: JSON.stringify(params()) });
    expect(dynamic.status).toBe(404);
    expect(await dynamic.json()).toMatchObject({ code: 'feature_disabled' });
  });
});
