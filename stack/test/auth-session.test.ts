// Sign-in, refresh-token rotation and reuse, sign-out scopes and bearer-token checks, via supabase-js.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY } from '../index.ts';
import { client, signUpUser, uniqueEmail, type TestUser } from './support/clients.ts';
import { jwtPayload, rawAuth, startSideStack } from './auth-support.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('sign-in', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUpUser('signin');
  });

  it('signs in with email and password', async () => {
    const c = client();
    const { data, error } = await c.auth.signInWithPassword({ email: user.email, password: user.password });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.session?.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    expect(data.weakPassword).toBeUndefined();
    expect((await c.auth.getUser()).data.user?.email).toBe(user.email);
  });

  it('gives a wrong password and an unknown email the same 400 invalid_credentials', async () => {
    const wrong = await client().auth.signInWithPassword({ email: user.email, password: 'Wrong-horse-7' });
    const unknown = await client().auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'Wrong-horse-7' });
    for (const { error, data } of [wrong, unknown]) {
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });
});

describe('refresh tokens', () => {
  it('rotates the refresh token and keeps the session and amr', async () => {
    const { client: c } = await signUpUser('rotate');
    const first = (await c.auth.getSession()).data.session!;
    const { data, error } = await c.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(first.refresh_token);
    const before = jwtPayload(first.access_token);
    const after = jwtPayload(data.session!.access_token);
    expect(after.session_id).toBe(before.session_id);
    expect(after.amr).toEqual(before.amr);
  });

  it('answers a token reused right after rotation with the same active token', async () => {
    const { client: c } = await signUpUser('reuse');
    const old = (await c.auth.getSession()).data.session!.refresh_token;
    const next = (await c.auth.refreshSession()).data.session!.refresh_token;
    const again = await client().auth.refreshSession({ refresh_token: old });
    expect(again.error).toBeNull();
    expect(again.data.session!.refresh_token).toBe(next);
  });

  it('refuses unknown and malformed refresh tokens', async () => {
    const unknown = await client().auth.refreshSession({ refresh_token: 'abcdefghijkl' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const short = await client().auth.refreshSession({ refresh_token: 'abc' });
    expect(short.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Refresh token is not valid' });
  });

  describe('past the reuse interval', () => {
    let side: Awaited<ReturnType<typeof startSideStack>>;
    beforeAll(async () => {
      side = await startSideStack((c) => {
        c.auth.refreshTokenReuseInterval = 1;
      });
    });
    afterAll(async () => {
      await side?.stop();
    });

    it('fails an old token with refresh_token_already_used and revokes its whole family', async () => {
      const c = client({ url: side.apiUrl });
      const { data } = await c.auth.signUp({ email: uniqueEmail('family'), password: 'Correct-horse-7' });
      const a = data.session!.refresh_token;
      const b = (await client({ url: side.apiUrl }).auth.refreshSession({ refresh_token: a })).data.session!.refresh_token;
      const cTok = (await client({ url: side.apiUrl }).auth.refreshSession({ refresh_token: b })).data.session!.refresh_token;
      await sleep(1500);
      const reused = await client({ url: side.apiUrl }).auth.refreshSession({ refresh_token: a });
      expect(reused.error).toMatchObject({
        status: 400,
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      });
      // The family is revoked: even the newest token no longer works.
      const newest = await client({ url: side.apiUrl }).auth.refreshSession({ refresh_token: cTok });
      expect(newest.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    });
  });
});

describe('sign-out', () => {
  it('global sign-out ends every session: refresh tokens and access tokens stop working', async () => {
    const user = await signUpUser('signout');
    const other = client();
    await other.auth.signInWithPassword({ email: user.email, password: user.password });
    const mine = (await user.client.auth.getSession()).data.session!;
    const theirs = (await other.auth.getSession()).data.session!;

    expect((await user.client.auth.signOut()).error).toBeNull();
    for (const token of [mine.refresh_token, theirs.refresh_token]) {
      const r = await client().auth.refreshSession({ refresh_token: token });
      expect(r.error).toMatchObject({ status: 400 });
      expect(r.data.session).toBeNull();
    }
    const res = await rawAuth('/user', { headers: { Authorization: `Bearer ${theirs.access_token}` } });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('session_not_found');
  });

  it('local sign-out ends only this session, others ends only the rest', async () => {
    const user = await signUpUser('scopes');
    const second = client();
    await second.auth.signInWithPassword({ email: user.email, password: user.password });
    const third = client();
    await third.auth.signInWithPassword({ email: user.email, password: user.password });

    await second.auth.signOut({ scope: 'local' });
    const firstToken = (await user.client.auth.getSession()).data.session!.access_token;
    expect((await rawAuth('/user', { headers: { Authorization: `Bearer ${firstToken}` } })).status).toBe(200);

    const thirdToken = (await third.auth.getSession()).data.session!.access_token;
    expect((await third.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await rawAuth('/user', { headers: { Authorization: `Bearer ${firstToken}` } })).status).toBe(403);
    expect((await rawAuth('/user', { headers: { Authorization: `Bearer ${thirdToken}` } })).status).toBe(200);
  });

  it('refuses an unknown scope with 400 validation_failed', async () => {
    const user = await signUpUser('badscope');
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    const res = await rawAuth('/logout?scope=everyone', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('validation_failed');
  });
});

describe('bearer tokens on user endpoints', () => {
  it('rejects the anon key, a forged token and a missing token as GoTrue does', async () => {
    const anon = await rawAuth('/user');
    expect(anon.status).toBe(403);
    expect(await anon.json()).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });

    const user = await signUpUser('forged');
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    const forged = `${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    const bad = await rawAuth('/user', { headers: { Authorization: `Bearer ${forged}` } });
    expect(bad.status).toBe(403);
    expect((await bad.json()).code).toBe('bad_jwt');

    // No bearer at all: GoTrue reads the token from Authorization only (the CLI's gateway does not
    // put the apikey there), as auth-js's own suite expects of `supabase start`.
    const none = await rawAuth('/user', { headers: { apikey: ANON_KEY, Authorization: '' } });
    expect(none.status).toBe(401);
    expect((await none.json()).code).toBe('no_authorization');
  });
});
