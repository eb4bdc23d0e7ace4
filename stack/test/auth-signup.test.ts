// Sign-up through supabase-js: the session and user shapes, the JWT claims, and GoTrue's errors.
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { client, uniqueEmail } from './support/clients.ts';
import { jwtPayload, rawAuth } from './auth-support.ts';

describe('sign-up', () => {
  it('signs a new learner straight in, with GoTrue user and token shapes', async () => {
    const c = client();
    const email = uniqueEmail('SignUp');
    const { data, error } = await c.auth.signUp({
      email,
      password: 'Correct-horse-7',
      options: { data: { display_name: 'Ada', sub: 'x' } },
    });
    expect(error).toBeNull();
    const { session, user } = data;
    expect(session?.token_type).toBe('bearer');
    expect(session?.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    expect(session?.expires_in).toBe(3600);
    expect(user?.email).toBe(email.toLowerCase());
    expect(user?.aud).toBe('authenticated');
    expect(user?.role).toBe('authenticated');
    expect(user?.email_confirmed_at).toBeTruthy();
    expect(user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    // The identity keys win over options.data.
    expect(user?.user_metadata).toEqual({
      display_name: 'Ada',
      sub: user!.id,
      email: email.toLowerCase(),
      email_verified: true,
      phone_verified: false,
    });
    expect(user?.identities).toHaveLength(1);
    expect(user?.identities?.[0]).toMatchObject({ provider: 'email', id: user!.id, user_id: user!.id });
    expect(user?.is_anonymous).toBe(false);

    const claims = jwtPayload(session!.access_token);
    expect(Object.keys(claims)).toEqual([
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'email',
      'phone',
      'app_metadata',
      'user_metadata',
      'role',
      'aal',
      'amr',
      'session_id',
      'is_anonymous',
    ]);
    expect(claims).toMatchObject({
      iss: `${inject('apiUrl')}/auth/v1`,
      sub: user!.id,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      phone: '',
      is_anonymous: false,
    });
    expect((claims.amr as { method: string }[])[0]?.method).toBe('password');
    expect(claims.exp).toBe(session!.expires_at);

    const me = await c.auth.getUser();
    expect(me.data.user?.id).toBe(user!.id);
  });

  it('refuses a second sign-up of the same email with 422 user_already_exists', async () => {
    const email = uniqueEmail('dup');
    await client().auth.signUp({ email, password: 'Correct-horse-7' });
    const { data, error } = await client().auth.signUp({ email: email.toUpperCase(), password: 'Other-horse-8' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ name: 'AuthApiError', status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('refuses a short password with 422 weak_password and its reasons', async () => {
    const { error } = await client().auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' });
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
  });

  it('refuses malformed and missing emails and over-long passwords with 400 validation_failed', async () => {
    const bad = await client().auth.signUp({ email: 'not-an-email', password: 'Correct-horse-7' });
    expect(bad.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    const missing = await client().auth.signUp({ email: '', password: 'Correct-horse-7' });
    expect(missing.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'An email address is required' });
    const long = await client().auth.signUp({ email: uniqueEmail('long'), password: 'x'.repeat(73) });
    expect(long.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Password cannot be longer than 72 characters' });
  });

  it('sends the legacy error body to clients without X-Supabase-Api-Version', async () => {
    const res = await rawAuth('/signup', {
      method: 'POST',
      headers: { 'X-Supabase-Api-Version': '' },
      body: JSON.stringify({ email: 'nope', password: 'Correct-horse-7' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBeNull();
    expect(await res.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unable to validate email address: invalid format',
    });

    const fresh = await rawAuth('/signup', { method: 'POST', body: JSON.stringify({ email: 'nope', password: 'Correct-horse-7' }) });
    expect(fresh.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(fresh.headers.get('x-sb-error-code')).toBe('validation_failed');
    expect(await fresh.json()).toEqual({ code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
  });

  it('answers bad JSON with 400 bad_json and oversized bodies with 413, never 500', async () => {
    const badJson = await rawAuth('/signup', { method: 'POST', body: '{"email":' });
    expect(badJson.status).toBe(400);
    expect((await badJson.json()).code).toBe('bad_json');
    const big = await rawAuth('/signup', { method: 'POST', body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(400_000) }) });
    expect(big.status).toBe(413);
  });

  it('answers a request without an apikey as behind the CLI’s local gateway (hosted: 401, stack/test/gateway.test.ts)', async () => {
    const res = await fetch(`${inject('apiUrl')}/auth/v1/settings`);
    expect(res.status).toBe(200);
  });

  it('serves /settings and /health', async () => {
    const settings = await (await rawAuth('/settings')).json();
    expect(settings).toMatchObject({ disable_signup: false, mailer_autoconfirm: true, external: { email: true, google: false } });
    const health = await (await rawAuth('/health')).json();
    expect(health).toMatchObject({ name: 'GoTrue' });
    const keys = await rawAuth('/.well-known/jwks.json');
    // The public half of the ES256 signing key (stack/test/signing-keys.test.ts has the rest).
    expect(await keys.json()).toMatchObject({ keys: [{ kty: 'EC', alg: 'ES256', use: 'sig' }] });
  });

  it('serves the OpenID discovery document without an apikey, pointing at its own issuer and JWKS', async () => {
    const res = await fetch(`${inject('apiUrl')}/auth/v1/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc).toMatchObject({
      issuer: `${inject('apiUrl')}/auth/v1`,
      jwks_uri: `${inject('apiUrl')}/auth/v1/.well-known/jwks.json`,
      subject_types_supported: ['public'],
    });
    // The issuer is the one the access tokens carry.
    const { data } = await client().auth.signUp({ email: uniqueEmail(), password: 'Correct-horse-7' });
    expect(jwtPayload(data.session!.access_token).iss).toBe(doc.issuer);
    expect((await fetch(doc.jwks_uri)).status).toBe(200);
  });

  it('names the GoTrue routes it does not serve instead of failing silently', async () => {
    // OAuth needs a provider: its routes are named, not silently wrong.
    const oauth = await rawAuth('/authorize?provider=github');
    expect(oauth.status).toBe(404);
    expect((await oauth.json()).message).toContain('not supported by the embedded stack');
    const wrongMethod = await rawAuth('/signup');
    expect(wrongMethod.status).toBe(405);
  });
});
