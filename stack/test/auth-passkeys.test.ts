// Passkeys through supabase-js' auth.passkey and auth.admin.passkey, as against Supabase Auth with
// `[auth.passkey] enabled` and `[auth.webauthn]`: the WebAuthn ceremonies are performed by Chromium's
// virtual authenticator (the browser's own navigator.credentials, on a page of the relying party's
// origin), the server side checked by the stand-in. Registration, discoverable sign-in, a replayed or
// foreign assertion, rename, delete (own and admin), the aal2 rule once MFA is on, WebAuthn factor
// enrollment, and 404 passkey_disabled while passkeys are off (the project's own config.toml).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../index.ts';
import { launchBrowser } from './support/browser.ts';
import { client, randomIp, uniqueEmail } from './support/clients.ts';
import { jwtPayload, rawAuth, startSideStack } from './auth-support.ts';

const ORIGIN = 'http://localhost:5173';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let side: Awaited<ReturnType<typeof startSideStack>>;
let browser: Browser;
let page: Page;
let cdp: CDPSession;
let authenticatorId: string | undefined;

beforeAll(async () => {
  side = await startSideStack((cfg) => {
    cfg.auth.passkeys = true;
    cfg.auth.enableAnonymousSignIns = true;
    cfg.auth.webauthn = { rpId: 'localhost', rpDisplayName: 'Tradecraft', rpOrigins: [ORIGIN] };
    cfg.auth.mfa.totp = { enrollEnabled: true, verifyEnabled: true };
    cfg.auth.mfa.webauthn = { enrollEnabled: true, verifyEnabled: false };
  });
  browser = await launchBrowser();
  page = await browser.newPage();
  // A page of the relying party's origin, served by Playwright: its navigator.credentials is the authenticator.
  await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>rp</title>' }));
  await page.goto(`${ORIGIN}/`);
  cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await side?.stop();
});

/** supabase-js as an app with passkeys on would create it (Node 20 needs the ws transport). */
function passkeyClient(headers: Record<string, string> = {}, key = ANON_KEY): SupabaseClient {
  return createClient(side.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, experimental: { passkey: true } },
    realtime: { transport: WebSocket as never },
    global: { headers: { 'X-Forwarded-For': randomIp(), ...headers } },
  });
}

/** A fresh platform authenticator (the last one removed): each user's passkeys on a device of their own. */
async function newDevice(): Promise<void> {
  if (authenticatorId) await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
  ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  }));
}

const create = (options: unknown) =>
  page.evaluate(async (o) => {
    const c = (await navigator.credentials.create({
      publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(o as never),
    })) as PublicKeyCredential;
    return c.toJSON();
  }, options);

const get = (options: unknown) =>
  page.evaluate(async (o) => {
    const c = (await navigator.credentials.get({
      publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(o as never),
    })) as PublicKeyCredential;
    return c.toJSON();
  }, options);

async function signedUp(prefix: string) {
  const c = passkeyClient();
  const email = uniqueEmail(prefix);
  const { data, error } = await c.auth.signUp({ email, password: 'Correct-horse-7' });
  expect(error).toBeNull();
  return { c, id: data.user!.id, email };
}

/** Registers a passkey for the client's user on the current device. */
async function register(c: SupabaseClient) {
  const { data: options, error } = await c.auth.passkey.startRegistration();
  expect(error).toBeNull();
  const credential = await create(options!.options);
  const created = await c.auth.passkey.verifyRegistration({ challengeId: options!.challenge_id, credential: credential as never });
  expect(created.error).toBeNull();
  return created.data!;
}

/** A discoverable sign-in ceremony on the current device: the assertion, not yet sent. */
async function assertion(c: SupabaseClient) {
  const { data: options, error } = await c.auth.passkey.startAuthentication();
  expect(error).toBeNull();
  return { challengeId: options!.challenge_id, credential: (await get(options!.options)) as never, options: options! };
}

describe('passkeys with [auth.passkey] enabled', () => {
  it('are announced by /settings', async () => {
    expect(await (await rawAuth('/settings', {}, side.apiUrl)).json()).toMatchObject({ passkeys_enabled: true });
    expect(await (await rawAuth('/settings')).json()).toMatchObject({ passkeys_enabled: false });
  });

  it('registers a passkey made by the browser and signs in with it', async () => {
    await newDevice();
    const owner = await signedUp('passkey');
    const { data: options } = await owner.c.auth.passkey.startRegistration();
    expect(options!.challenge_id).toMatch(UUID);
    expect(options!.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(options!.options.rp).toEqual({ id: 'localhost', name: 'Tradecraft' });
    expect(Buffer.from(options!.options.user.id, 'base64url').toString()).toBe(owner.id);
    expect(options!.options.user.name).toBe(owner.email);
    expect(options!.options.authenticatorSelection?.residentKey).toBe('required');
    const credential = await create(options!.options);
    const created = await owner.c.auth.passkey.verifyRegistration({ challengeId: options!.challenge_id, credential: credential as never });
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ friendly_name: 'Passkey' });
    expect(created.data!.id).toMatch(UUID);

    const signIn = passkeyClient();
    const a = await assertion(signIn);
    expect(a.options.options.allowCredentials ?? []).toEqual([]);
    const { data, error } = await signIn.auth.passkey.verifyAuthentication({ challengeId: a.challengeId, credential: a.credential });
    expect(error).toBeNull();
    expect(data!.user!.id).toBe(owner.id);
    const claims = jwtPayload(data!.session!.access_token);
    expect(claims).toMatchObject({ sub: owner.id, aal: 'aal1' });
    expect((claims.amr as { method: string }[]).map((m) => m.method)).toEqual(['passkey']);
    expect((await signIn.auth.getUser()).data.user?.id).toBe(owner.id);

    const { data: listed } = await owner.c.auth.passkey.list();
    expect(listed).toEqual([expect.objectContaining({ id: created.data!.id, friendly_name: 'Passkey', last_used_at: expect.any(String) })]);
  });

  it('uses a challenge once, for its own ceremony only', async () => {
    await newDevice();
    const owner = await signedUp('passkey-replay');
    await register(owner.c);
    const signIn = passkeyClient();
    const a = await assertion(signIn);
    expect((await signIn.auth.passkey.verifyAuthentication(a)).error).toBeNull();
    const replay = await signIn.auth.passkey.verifyAuthentication(a);
    expect(replay.data).toBeNull();
    expect(replay.error).toMatchObject({ status: 400, code: 'webauthn_challenge_not_found' });

    // A registration challenge does not serve a sign-in, nor one of another user.
    const { data: regOptions } = await owner.c.auth.passkey.startRegistration();
    const crossed = await signIn.auth.passkey.verifyAuthentication({ challengeId: regOptions!.challenge_id, credential: a.credential });
    expect(crossed.error).toMatchObject({ code: 'webauthn_challenge_not_found' });
    const other = await signedUp('passkey-other');
    await newDevice();
    const stolen = await other.c.auth.passkey.verifyRegistration({
      challengeId: regOptions!.challenge_id,
      credential: (await create(regOptions!.options)) as never,
    });
    expect(stolen.error).toMatchObject({ code: 'webauthn_challenge_not_found' });
  });

  it('refuses an attestation or assertion made for another challenge, and a malformed body', async () => {
    await newDevice();
    const owner = await signedUp('passkey-forged');
    const { data: first } = await owner.c.auth.passkey.startRegistration();
    const { data: second } = await owner.c.auth.passkey.startRegistration();
    const forFirst = await create(first!.options);
    const wrong = await owner.c.auth.passkey.verifyRegistration({ challengeId: second!.challenge_id, credential: forFirst as never });
    expect(wrong.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });
    expect((await owner.c.auth.passkey.list()).data).toEqual([]);

    await register(owner.c);
    const signIn = passkeyClient();
    const a = await assertion(signIn);
    const { data: other } = await signIn.auth.passkey.startAuthentication();
    const mismatched = await signIn.auth.passkey.verifyAuthentication({ challengeId: other!.challenge_id, credential: a.credential });
    expect(mismatched.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });

    const token = (await owner.c.auth.getSession()).data.session!.access_token;
    for (const [body, code] of [
      [{}, 'validation_failed'],
      [{ challenge_id: 'nope', credential: {} }, 'validation_failed'],
      [{ challenge_id: '00000000-0000-0000-0000-000000000000', credential: {} }, 'webauthn_challenge_not_found'],
    ] as const) {
      const res = await rawAuth(
        '/passkeys/registration/verify',
        { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(body) },
        side.apiUrl,
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code });
    }
  });

  it('renames and deletes only the caller’s own passkeys; a deleted one signs in no more', async () => {
    await newDevice();
    const owner = await signedUp('passkey-manage');
    const passkey = await register(owner.c);
    const renamed = await owner.c.auth.passkey.update({ passkeyId: passkey.id, friendlyName: 'Laptop' });
    expect(renamed.error).toBeNull();
    expect(renamed.data).toMatchObject({ id: passkey.id, friendly_name: 'Laptop' });
    expect((await owner.c.auth.passkey.update({ passkeyId: passkey.id, friendlyName: '' })).error).toMatchObject({
      status: 400,
      message: 'friendly_name is required',
    });

    const other = await signedUp('passkey-intruder');
    const unknown = '00000000-0000-0000-0000-000000000000';
    for (const [c, id] of [
      [other.c, passkey.id],
      [owner.c, unknown],
    ] as const) {
      expect((await c.auth.passkey.update({ passkeyId: id, friendlyName: 'Mine' })).error).toMatchObject({
        status: 404,
        message: 'Passkey not found',
      });
      expect((await c.auth.passkey.delete({ passkeyId: id })).error).toMatchObject({ status: 404 });
    }
    expect((await other.c.auth.passkey.list()).data).toEqual([]);

    expect((await owner.c.auth.passkey.delete({ passkeyId: passkey.id })).error).toBeNull();
    expect((await owner.c.auth.passkey.list()).data).toEqual([]);
    const signIn = passkeyClient();
    const refused = await signIn.auth.passkey.verifyAuthentication(await assertion(signIn));
    expect(refused.data).toBeNull();
    expect(refused.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });
  });

  it('needs a signed-in, non-anonymous user to register', async () => {
    const noToken = await rawAuth(
      '/passkeys/registration/options',
      { method: 'POST', headers: { Authorization: '' }, body: '{}' },
      side.apiUrl,
    );
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toMatchObject({ code: 'no_authorization' });
    const anonKey = await rawAuth('/passkeys/registration/options', { method: 'POST', body: '{}' }, side.apiUrl);
    expect(anonKey.status).toBe(403);
    expect(await anonKey.json()).toMatchObject({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
    const anonymous = passkeyClient();
    expect((await anonymous.auth.signInAnonymously()).error).toBeNull();
    const { error } = await anonymous.auth.passkey.startRegistration();
    expect(error).toMatchObject({ status: 403, code: 'no_authorization' });
  });

  it('takes an aal2 session to register or delete once the user has a verified factor', async () => {
    await newDevice();
    const owner = await signedUp('passkey-mfa');
    const passkey = await register(owner.c);
    const { data: factor } = await owner.c.auth.mfa.enroll({ factorType: 'totp' });
    const code = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(factor!.totp.secret) }).generate();
    expect((await owner.c.auth.mfa.challengeAndVerify({ factorId: factor!.id, code })).error).toBeNull();

    const aal1 = passkeyClient();
    expect((await aal1.auth.signInWithPassword({ email: owner.email, password: 'Correct-horse-7' })).error).toBeNull();
    for (const { error } of [await aal1.auth.passkey.startRegistration(), await aal1.auth.passkey.delete({ passkeyId: passkey.id })]) {
      expect(error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    }
    // The aal2 session may.
    expect((await owner.c.auth.passkey.startRegistration()).error).toBeNull();
  });

  it('lets an admin list and delete a user’s passkeys', async () => {
    await newDevice();
    const owner = await signedUp('passkey-admin');
    const passkey = await register(owner.c);
    const admin = passkeyClient({}, SERVICE_ROLE_KEY);
    const listed = await admin.auth.admin.passkey.listPasskeys({ userId: owner.id });
    expect(listed.error).toBeNull();
    expect(listed.data).toEqual([expect.objectContaining({ id: passkey.id })]);
    expect((await admin.auth.admin.passkey.deletePasskey({ userId: owner.id, passkeyId: passkey.id })).error).toBeNull();
    expect((await admin.auth.admin.passkey.listPasskeys({ userId: owner.id })).data).toEqual([]);
    expect((await admin.auth.admin.passkey.deletePasskey({ userId: owner.id, passkeyId: passkey.id })).error).toMatchObject({
      status: 404,
    });

    // Not for a user's own token.
    const asUser = passkeyClient({ Authorization: `Bearer ${(await owner.c.auth.getSession()).data.session!.access_token}` });
    expect((await asUser.auth.admin.passkey.listPasskeys({ userId: owner.id })).error).toMatchObject({ status: 403, code: 'not_admin' });
  });

  it('enrolls a WebAuthn factor as unverified, beside TOTP', async () => {
    const owner = await signedUp('webauthn-factor');
    const { data, error } = await owner.c.auth.mfa.webauthn.enroll({ friendlyName: 'Security key' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'webauthn', friendly_name: 'Security key' });
    const { data: factors } = await owner.c.auth.mfa.listFactors();
    expect(factors!.all).toEqual([expect.objectContaining({ id: data!.id, factor_type: 'webauthn', status: 'unverified' })]);
    // Its challenge is what the stand-in does not offer.
    const challenge = await rawAuth(
      `/factors/${data!.id}/challenge`,
      { method: 'POST', headers: { Authorization: `Bearer ${(await owner.c.auth.getSession()).data.session!.access_token}` }, body: '{}' },
      side.apiUrl,
    );
    expect(challenge.status).toBe(422);
    expect(await challenge.json()).toMatchObject({ code: 'mfa_webauthn_verify_not_enabled' });
  });
});

describe('passkeys off (the project’s config.toml)', () => {
  it('answer 404 passkey_disabled, and WebAuthn factors 422', async () => {
    for (const path of ['/passkeys/authentication/options', '/passkeys/registration/options']) {
      const res = await rawAuth(path, { method: 'POST', body: '{}' });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'passkey_disabled', message: 'Passkeys are disabled' });
    }
    const c = client();
    expect((await c.auth.signUp({ email: uniqueEmail('no-webauthn'), password: 'Correct-horse-7' })).error).toBeNull();
    const { error } = await c.auth.mfa.enroll({ factorType: 'webauthn' } as never);
    expect(error).toMatchObject({ status: 422, code: 'mfa_webauthn_enroll_not_enabled' });
  });
});
