// TOTP multi-factor authentication through supabase-js' auth.mfa and auth.admin.mfa, as against
// Supabase Auth: enroll, challenge, verify a code an authenticator app would show (computed by otpauth
// from the enrolled secret), aal2 in the JWT and in a policy, unenroll, the admin API, and the
// config.toml switches; and the stand-in's guard against guessing codes (stack/auth/mfa-guard.ts).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, randomIp, serviceClient, signUpUser, uniqueEmail, type TestUser } from './support/clients.ts';
import { jwtPayload, rawAuth, startSideStack } from './auth-support.ts';

const codeFor = (secret: string, at = Date.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
/** A six-digit code that is not valid now, nor one step before or after. */
function wrongCode(secret: string): string {
  const near = [-30_000, 0, 30_000].map((d) => codeFor(secret, Date.now() + d));
  for (let n = 0; ; n++) {
    const c = String(n).padStart(6, '0');
    if (!near.includes(c)) return c;
  }
}

async function enrollTotp(c: SupabaseClient, friendlyName?: string) {
  const { data, error } = await c.auth.mfa.enroll({ factorType: 'totp', ...(friendlyName ? { friendlyName } : {}) });
  expect(error).toBeNull();
  return data!;
}

/** Enrolls and verifies a factor: the client's session is aal2 afterwards. */
async function enrollAndVerify(c: SupabaseClient) {
  const factor = await enrollTotp(c, 'Phone app');
  const { data, error } = await c.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.totp.secret) });
  expect(error).toBeNull();
  return { factor, session: data! };
}

/** A factor call from a given address, as a guesser rotating addresses would send it. */
async function factorCall(path: string, token: string, ip: string, body: Record<string, unknown> = {}, apiUrl = inject('apiUrl')) {
  const res = await rawAuth(
    path,
    { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': ip }, body: JSON.stringify(body) },
    apiUrl,
  );
  return { status: res.status, body: (await res.json()) as { id?: string; code?: string; message?: string } };
}

const methods = (token: string) => (jwtPayload(token).amr as { method: string }[]).map((a) => a.method);

describe('TOTP enrollment and verification', () => {
  let user: TestUser;
  let factor: Awaited<ReturnType<typeof enrollTotp>>;
  let challengeId: string;

  beforeAll(async () => {
    user = await signUpUser('mfa');
  });

  it('signs in at aal1 with a password amr', async () => {
    const {
      data: { session },
    } = await user.client.auth.getSession();
    expect(jwtPayload(session!.access_token)).toMatchObject({ aal: 'aal1', amr: [{ method: 'password' }] });
    const { data } = await user.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect(data!.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toEqual(['password']);
  });

  it('enrolls an unverified factor with a secret, an otpauth URI and an SVG QR code', async () => {
    factor = await enrollTotp(user.client, 'Phone app');
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'Phone app' });
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(factor.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(factor.totp.secret);
    expect(uri.searchParams.get('issuer')).toBe('127.0.0.1:3000'); // site_url's host, as GoTrue picks it
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);
    // supabase-js turns GoTrue's raw SVG into a data URI; a `#` in it would cut the image short.
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[^]*<\/svg>$/);
    expect(factor.totp.qr_code).not.toContain('#');

    const { data: list } = await user.client.auth.mfa.listFactors();
    expect(list!.all).toEqual([
      expect.objectContaining({ id: factor.id, status: 'unverified', factor_type: 'totp', friendly_name: 'Phone app' }),
    ]);
    expect(list!.totp).toEqual([]);
    const again = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
  });

  it('issues a challenge that expires after five minutes', async () => {
    const { data, error } = await user.client.auth.mfa.challenge({ factorId: factor.id });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp' });
    expect(data!.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(290);
    expect(data!.expires_at - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(300);
    challengeId = data!.id;
  });

  it('refuses a wrong code with mfa_verification_failed and keeps the session at aal1', async () => {
    const { error } = await user.client.auth.mfa.verify({ factorId: factor.id, challengeId, code: wrongCode(factor.totp.secret) });
    expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
    const empty = await user.client.auth.mfa.verify({ factorId: factor.id, challengeId, code: '' });
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const { data } = await user.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(data?.currentLevel).toBe('aal1');
  });

  it('verifies the code of the moment: a new session at aal2, the factor verified', async () => {
    const before = (await user.client.auth.getSession()).data.session!;
    const { data, error } = await user.client.auth.mfa.verify({ factorId: factor.id, challengeId, code: codeFor(factor.totp.secret) });
    expect(error).toBeNull();
    expect(data!.refresh_token).not.toBe(before.refresh_token);
    const claims = jwtPayload(data!.access_token);
    expect(claims).toMatchObject({ aal: 'aal2', sub: user.id, session_id: jwtPayload(before.access_token).session_id });
    expect(methods(data!.access_token)).toEqual(expect.arrayContaining(['totp', 'password']));
    const totpClaim = (claims.amr as { method: string; timestamp: number }[]).find((a) => a.method === 'totp')!;
    expect(Math.abs(totpClaim.timestamp - Date.now() / 1000)).toBeLessThan(60);

    const aal = (await user.client.auth.mfa.getAuthenticatorAssuranceLevel()).data!;
    expect(aal).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const { data: list } = await user.client.auth.mfa.listFactors();
    expect(list!.totp).toEqual([expect.objectContaining({ id: factor.id, status: 'verified' })]);
    const { data: me } = await user.client.auth.getUser();
    expect(me.user?.factors).toEqual([expect.objectContaining({ id: factor.id, status: 'verified', factor_type: 'totp' })]);
  });

  it('refuses the same challenge a second time (GoTrue: mfa_ip_address_mismatch)', async () => {
    const { error } = await user.client.auth.mfa.verify({ factorId: factor.id, challengeId, code: codeFor(factor.totp.secret) });
    expect(error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
  });

  it('refuses a challenge verified from another address than the one it was issued to', async () => {
    const { data: challenge } = await user.client.auth.mfa.challenge({ factorId: factor.id });
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    const res = await rawAuth(`/factors/${factor.id}/verify`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ challenge_id: challenge!.id, code: codeFor(factor.totp.secret) }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'mfa_ip_address_mismatch' });
  });

  it('answers mfa_factor_not_found for a factor of someone else', async () => {
    const other = await signUpUser('mfa-other');
    const { error } = await other.client.auth.mfa.challenge({ factorId: factor.id });
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('lets a policy tell aal2 sessions from aal1 ones through auth.jwt()->>aal', async () => {
    const insert = await user.client.from('mfa_vault').insert({ note: 'behind two factors' }).select().single();
    expect(insert.error).toBeNull();
    // A fresh password sign-in of the same user is aal1: it sees nothing and may add nothing.
    const aal1 = client();
    const signIn = await aal1.auth.signInWithPassword({ email: user.email, password: user.password });
    expect(jwtPayload(signIn.data.session!.access_token).aal).toBe('aal1');
    expect((await aal1.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect((await aal1.from('mfa_vault').select('note')).data).toEqual([]);
    expect((await aal1.from('mfa_vault').insert({ note: 'one factor' })).error).toMatchObject({ code: '42501' });
    expect((await user.client.from('mfa_vault').select('note')).data).toEqual([{ note: 'behind two factors' }]);

    // And an aal1 session may neither unenroll the verified factor nor enroll another one.
    const unenroll = await aal1.auth.mfa.unenroll({ factorId: factor.id });
    expect(unenroll.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const enroll = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' });
    expect(enroll.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    // Verifying from that session raises it to aal2 too.
    const { data: stepUp, error } = await aal1.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.totp.secret) });
    expect(error).toBeNull();
    expect(jwtPayload(stepUp!.access_token).aal).toBe('aal2');
  });

  it('keeps aal2 across a refresh', async () => {
    const { data, error } = await user.client.auth.refreshSession();
    expect(error).toBeNull();
    expect(jwtPayload(data.session!.access_token).aal).toBe('aal2');
    expect(methods(data.session!.access_token)).toContain('totp');
    expect(data.session!.user.factors).toHaveLength(1);
  });

  it('unenrolls from an aal2 session; the next token is aal1 again', async () => {
    const { data, error } = await user.client.auth.mfa.unenroll({ factorId: factor.id });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factor.id });
    const { data: refreshed } = await user.client.auth.refreshSession();
    expect(jwtPayload(refreshed.session!.access_token)).toMatchObject({ aal: 'aal1' });
    expect(methods(refreshed.session!.access_token)).toEqual(['password']);
    const { data: list } = await user.client.auth.mfa.listFactors();
    expect(list).toMatchObject({ all: [], totp: [] });
    expect((await user.client.auth.getUser()).data.user).not.toHaveProperty('factors');
    const gone = await user.client.auth.mfa.challenge({ factorId: factor.id });
    expect(gone.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('refuses unknown factor types with validation_failed', async () => {
    const res = await rawAuth('/factors', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${(await user.client.auth.getSession()).data.session!.access_token}`,
        'X-Forwarded-For': '10.9.9.9',
      },
      body: JSON.stringify({ factor_type: 'carrier-pigeon' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'validation_failed', message: 'factor_type needs to be totp, phone, or webauthn' });
  });
});

describe('auth.admin.mfa', () => {
  it('lists and deletes a user’s factors with the service role, and nobody else', async () => {
    const user = await signUpUser('mfa-admin');
    const { factor } = await enrollAndVerify(user.client);
    const admin = serviceClient().auth.admin.mfa;

    const listed = await admin.listFactors({ userId: user.id });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors).toEqual([
      expect.objectContaining({ id: factor.id, status: 'verified', factor_type: 'totp', friendly_name: 'Phone app' }),
    ]);
    expect((await user.client.auth.admin.mfa.listFactors({ userId: user.id })).error).toMatchObject({ status: 403, code: 'not_admin' });

    const deleted = await admin.deleteFactor({ userId: user.id, id: factor.id });
    expect(deleted.error).toBeNull();
    // GoTrue answers the deleted factor; this supabase-js release hands it over wrapped once more.
    expect(deleted.data).toMatchObject({ data: { id: factor.id, status: 'verified', factor_type: 'totp' } });
    expect((await admin.listFactors({ userId: user.id })).data!.factors).toEqual([]);
    expect((await admin.deleteFactor({ userId: user.id, id: factor.id })).error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
    });

    // The user's aal2 session falls back to aal1 at its next refresh.
    const { data } = await user.client.auth.refreshSession();
    expect(jwtPayload(data.session!.access_token).aal).toBe('aal1');
    expect((await user.client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });
});

describe('guessing codes', () => {
  it('refuses guesses from ever new addresses after five wrong codes, the right code too, until an admin resets them', async () => {
    const user = await signUpUser('mfa-guess');
    const { factor } = await enrollAndVerify(user.client);
    const secret = factor.totp.secret;
    // Someone who has the password: a session of their own, at aal1.
    const { data } = await client().auth.signInWithPassword({ email: user.email, password: user.password });
    const token = data.session!.access_token;
    const early = randomIp();
    const kept = await factorCall(`/factors/${factor.id}/challenge`, token, early);
    expect(kept.status).toBe(200);

    const answers: string[] = [];
    for (let i = 0; i < 20; i++) {
      const ip = randomIp();
      const challenge = await factorCall(`/factors/${factor.id}/challenge`, token, ip);
      if (challenge.status !== 200) {
        answers.push(`${challenge.status} ${challenge.body.code}`);
        continue;
      }
      const verify = await factorCall(`/factors/${factor.id}/verify`, token, ip, {
        challenge_id: challenge.body.id,
        code: wrongCode(secret),
      });
      answers.push(`${verify.status} ${verify.body.code}`);
    }
    expect(answers).toEqual([...Array(5).fill('422 mfa_verification_failed'), ...Array(15).fill('429 over_request_rate_limit')]);

    // The right code is refused meanwhile, on a challenge made before the guessing as on a new one.
    const right = await factorCall(`/factors/${factor.id}/verify`, token, early, { challenge_id: kept.body.id, code: codeFor(secret) });
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ code: 'over_request_rate_limit' });
    expect(right.body.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect((await factorCall(`/factors/${factor.id}/challenge`, token, randomIp())).status).toBe(429);

    // An admin's reset (a lost phone) removes the factor and its count: a new factor verifies at once.
    await resetFactors(user.id);
    expect((await user.client.auth.refreshSession()).error).toBeNull();
    const fresh = await enrollTotp(user.client, 'New phone');
    const verified = await user.client.auth.mfa.challengeAndVerify({ factorId: fresh.id, code: codeFor(fresh.totp.secret) });
    expect(verified.error).toBeNull();
    expect(jwtPayload(verified.data!.access_token).aal).toBe('aal2');
  }, 60_000);
});

/** An admin's reset of a lost phone, through the admin API: every factor of the user deleted. */
async function resetFactors(userId: string): Promise<void> {
  const admin = serviceClient().auth.admin.mfa;
  const listed = await admin.listFactors({ userId });
  expect(listed.error).toBeNull();
  for (const factor of listed.data!.factors) expect((await admin.deleteFactor({ userId, id: factor.id })).error).toBeNull();
}

describe('[auth.mfa] settings, on a stack of their own', () => {
  let side: Awaited<ReturnType<typeof startSideStack>>;
  let c: SupabaseClient;
  let factor: Awaited<ReturnType<typeof enrollTotp>>;
  beforeAll(async () => {
    side = await startSideStack((cfg) => {
      cfg.auth.mfa = {
        maxEnrolledFactors: 1,
        totp: { enrollEnabled: true, verifyEnabled: true },
        webauthn: { enrollEnabled: false, verifyEnabled: false },
        challengeExpiry: 1,
        maxChallengeFailures: 5,
        failureBackoff: 1,
      };
      cfg.auth.rateLimits.mfaChallengeAndVerify = 5;
    });
    c = client({ url: side.apiUrl });
    expect((await c.auth.signUp({ email: uniqueEmail('mfa-cfg'), password: 'Correct-horse-7' })).error).toBeNull();
    factor = await enrollTotp(c, 'Only one');
  });
  afterAll(async () => {
    await side?.stop();
  });

  it('refuses a factor past max_enrolled_factors', async () => {
    const second = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Two' });
    expect(second.error).toMatchObject({ status: 422, code: 'too_many_enrolled_mfa_factors' });
  });

  it('refuses an expired challenge with mfa_challenge_expired, and forgets it', async () => {
    const { data: challenge } = await c.auth.mfa.challenge({ factorId: factor.id });
    await new Promise((r) => setTimeout(r, 2100));
    const late = await c.auth.mfa.verify({ factorId: factor.id, challengeId: challenge!.id, code: codeFor(factor.totp.secret) });
    expect(late.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    expect(late.error?.message).toBe(
      `MFA challenge ${challenge!.id} has expired, verify against another challenge or create a new challenge.`,
    );
    const again = await c.auth.mfa.verify({ factorId: factor.id, challengeId: challenge!.id, code: codeFor(factor.totp.secret) });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
    expect((await c.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal1');
  });

  it('limits verify attempts per address, so six-digit codes cannot be tried one after another', async () => {
    const { data: challenge } = await c.auth.mfa.challenge({ factorId: factor.id });
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      const { error } = await c.auth.mfa.verify({ factorId: factor.id, challengeId: challenge!.id, code: wrongCode(factor.totp.secret) });
      codes.push(error?.code);
    }
    // Two verifies were spent on the expired challenge: three more wrong codes, then 429.
    expect(codes).toEqual([...Array(3).fill('mfa_verification_failed'), ...Array(3).fill('over_request_rate_limit')]);
    const right = await c.auth.mfa.verify({ factorId: factor.id, challengeId: challenge!.id, code: codeFor(factor.totp.secret) });
    expect(right.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('kills a challenge after five wrong codes; the next challenge waits, then the right code works', async () => {
    side.config.auth.mfa.challengeExpiry = 300;
    side.config.auth.rateLimits.mfaChallengeAndVerify = 75;
    const email = uniqueEmail('mfa-dead');
    const owner = client({ url: side.apiUrl });
    expect((await owner.auth.signUp({ email, password: 'Correct-horse-7' })).error).toBeNull();
    const { factor: own } = await enrollAndVerify(owner);
    // The member signs in again (aal1) and mistypes five times on one challenge.
    const member = client({ url: side.apiUrl });
    expect((await member.auth.signInWithPassword({ email, password: 'Correct-horse-7' })).error).toBeNull();
    const { data: challenge } = await member.auth.mfa.challenge({ factorId: own.id });
    for (let i = 0; i < 5; i++) {
      const { error } = await member.auth.mfa.verify({ factorId: own.id, challengeId: challenge!.id, code: wrongCode(own.totp.secret) });
      expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }
    const late = await member.auth.mfa.verify({ factorId: own.id, challengeId: challenge!.id, code: codeFor(own.totp.secret) });
    expect(late.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    expect((await member.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal1');

    const waiting = await member.auth.mfa.challenge({ factorId: own.id });
    expect(waiting.error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'For security purposes, you can only request this after 1 seconds.',
    });
    await new Promise((r) => setTimeout(r, 1100));
    const { data: next, error } = await member.auth.mfa.challengeAndVerify({ factorId: own.id, code: codeFor(own.totp.secret) });
    expect(error).toBeNull();
    expect(jwtPayload(next!.access_token).aal).toBe('aal2');
  });

  // The switches are read on every request, so flipping them here is a restart with another config.toml.
  it('refuses challenges while [auth.mfa.totp] verify_enabled is false', async () => {
    side.config.auth.mfa.totp.verifyEnabled = false;
    const challenge = await c.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toMatchObject({
      status: 422,
      code: 'mfa_totp_verify_not_enabled',
      message: 'MFA verification is disabled for TOTP',
    });
  });

  it('refuses enrollment while enroll_enabled is false (the Supabase CLI default)', async () => {
    side.config.auth.mfa.totp.enrollEnabled = false;
    const { error } = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Another' });
    expect(error).toMatchObject({ status: 422, code: 'mfa_totp_enroll_not_enabled', message: 'MFA enroll is disabled for TOTP' });
  });
});
