// Email sign-in without a password and the mails around it, as supabase-js calls them: signInWithOtp
// (a code and a magic link through the mailbox, verifyOtp type email/magiclink), resend, the admin's
// inviteUserByEmail and generateLink, reauthenticate with the nonce of secure_password_change,
// anonymous sign-ins when config.toml enables them, and Web3 refused with GoTrue's code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../index.ts';
import { client, serviceClient, signUpUser, uniqueEmail } from './support/clients.ts';
import type { TestStack } from './support/test-stack.ts';
import { fragment, jwtPayload, latestLink, latestOtp, mailsTo, openLink, rawAuth, startSideStack } from './auth-support.ts';

const admin = serviceClient();
const codeIn = (text: string) => text.match(/code: (\d{6})/i)?.[1];
const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as never },
};

describe('signInWithOtp (email)', () => {
  it('makes an account for a new address; the mailed code signs in (verifyOtp type email)', async () => {
    const email = uniqueEmail('otp-new');
    const c = client();
    const sent = await c.auth.signInWithOtp({ email, options: { data: { display_name: 'Ada' } } });
    expect(sent.error).toBeNull();
    expect(sent.data).toMatchObject({ user: null, session: null });
    const otp = await latestOtp(email);
    const { data, error } = await c.auth.verifyOtp({ email, token: otp, type: 'email' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: expect.objectContaining({ display_name: 'Ada' }) });
    expect(data.session?.access_token).toBeTruthy();
    expect((jwtPayload(data.session!.access_token).amr as { method: string }[])[0]?.method).toBe('otp');
    // The code is used up.
    expect((await client().auth.verifyOtp({ email, token: otp, type: 'email' })).error?.code).toBe('otp_expired');
  });

  it('mails a known member a magic link that signs in, and a code that verifyOtp type magiclink takes', async () => {
    const user = await signUpUser('otp-known');
    expect(
      (await client().auth.signInWithOtp({ email: user.email, options: { emailRedirectTo: 'http://127.0.0.1:3000/dashboard' } })).error,
    ).toBeNull();
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Your Magic Link');
    const link = await latestLink(user.email);
    expect(new URL(link).searchParams.get('type')).toBe('magiclink');
    const { status, location } = await openLink(link);
    expect(status).toBe(303);
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:3000/dashboard');
    expect(jwtPayload(fragment(location).get('access_token')!).sub).toBe(user.id);

    await new Promise((r) => setTimeout(r, 1100)); // max_frequency = 1s
    expect((await client().auth.signInWithOtp({ email: user.email })).error).toBeNull();
    const { data, error } = await client().auth.verifyOtp({ email: user.email, token: await latestOtp(user.email), type: 'magiclink' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
  });

  it('refuses to make an account when shouldCreateUser is false, and a bad address', async () => {
    const refused = await client().auth.signInWithOtp({ email: uniqueEmail('otp-none'), options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
    const bad = await client().auth.signInWithOtp({ email: 'not-an-address' });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('resend', () => {
  it('answers an unknown address as a known one, and mails a pending email change again', async () => {
    expect((await client().auth.resend({ type: 'signup', email: uniqueEmail('resend-none') })).error).toBeNull();
    const user = await signUpUser('resend');
    const next = uniqueEmail('resend-new');
    expect((await user.client.auth.updateUser({ email: next })).error).toBeNull();
    await new Promise((r) => setTimeout(r, 1100));
    expect((await client().auth.resend({ type: 'email_change', email: user.email })).error).toBeNull();
    expect(await mailsTo(next)).toHaveLength(2);
    const bad = await rawAuth('/resend', { method: 'POST', body: JSON.stringify({ type: 'nope', email: user.email }) });
    expect(bad.status).toBe(400);
  });
});

describe('admin invite and generateLink', () => {
  it('invites by email: the link confirms the new user and signs them in', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await admin.auth.admin.inviteUserByEmail(email, { data: { invited_by: 'ops' } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      invited_at: expect.any(String),
      user_metadata: expect.objectContaining({ invited_by: 'ops' }),
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('You have been invited');
    const { status, location } = await openLink(await latestLink(email));
    expect(status).toBe(303);
    expect(fragment(location).get('type')).toBe('invite');
    const confirmed = await admin.auth.admin.getUserById(data.user!.id);
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();
    expect((await admin.auth.admin.inviteUserByEmail(email)).error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('generates magic link, recovery, signup and invite links without mailing them', async () => {
    const user = await signUpUser('genlink');
    const before = (await mailsTo(user.email)).length;
    const magic = await admin.auth.admin.generateLink({ type: 'magiclink', email: user.email });
    expect(magic.error).toBeNull();
    expect(magic.data.user?.id).toBe(user.id);
    expect(magic.data.properties).toMatchObject({
      verification_type: 'magiclink',
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.any(String),
    });
    expect(magic.data.properties!.action_link).toContain('/auth/v1/verify?');
    expect(await mailsTo(user.email)).toHaveLength(before);
    const byHash = await client().auth.verifyOtp({ token_hash: magic.data.properties!.hashed_token, type: 'magiclink' });
    expect(byHash.data.user?.id).toBe(user.id);

    const recovery = await admin.auth.admin.generateLink({ type: 'recovery', email: user.email });
    const byCode = await client().auth.verifyOtp({ email: user.email, token: recovery.data.properties!.email_otp, type: 'recovery' });
    expect(byCode.data.user?.id).toBe(user.id);
    expect((await admin.auth.admin.generateLink({ type: 'recovery', email: uniqueEmail('nobody') })).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    });

    const fresh = uniqueEmail('gen-signup');
    const signup = await admin.auth.admin.generateLink({ type: 'signup', email: fresh, password: 'Correct-horse-7' });
    expect(signup.data.properties?.verification_type).toBe('signup');
    const { status, location } = await openLink(signup.data.properties!.action_link);
    expect(status).toBe(303);
    expect(jwtPayload(fragment(location).get('access_token')!).email).toBe(fresh);
    const signedIn = await client().auth.signInWithPassword({ email: fresh, password: 'Correct-horse-7' });
    expect(signedIn.error).toBeNull();

    const invite = await admin.auth.admin.generateLink({ type: 'invite', email: uniqueEmail('gen-invite') });
    expect(invite.data.user?.invited_at).toBeTruthy();
    const bad = await rawAuth('/admin/generate_link', {
      method: 'POST',
      headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
      body: JSON.stringify({ type: 'nope', email: fresh }),
    });
    expect(bad.status).toBe(400);
  });

  it('is for the service role only', async () => {
    const res = await rawAuth('/invite', { method: 'POST', body: JSON.stringify({ email: uniqueEmail('x') }) });
    expect(res.status).toBe(403);
  });
});

describe('reauthenticate', () => {
  it('mails the signed-in member a code', async () => {
    const user = await signUpUser('reauth');
    expect(await user.client.auth.reauthenticate()).toEqual({ data: { user: null, session: null }, error: null });
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Confirm reauthentication');
    expect(codeIn(mail!.text)).toMatch(/^\d{6}$/);
  });
});

describe('with secure_password_change and anonymous sign-ins on', () => {
  let side: TestStack;
  let c: SupabaseClient;
  beforeAll(async () => {
    side = await startSideStack((config) => {
      config.auth.securePasswordChange = true;
      config.auth.enableAnonymousSignIns = true;
    });
    c = createClient(side.apiUrl, ANON_KEY, options);
  }, 240_000);
  afterAll(() => side?.stop());

  it('a day-old session changes the password only with the mailed nonce', async () => {
    const email = uniqueEmail('nonce');
    const signed = await c.auth.signUp({ email, password: 'Correct-horse-7' });
    expect(signed.error).toBeNull();
    expect((await c.auth.updateUser({ password: 'Fresh-session-8' })).error).toBeNull();
    await side.engine.query("update auth.sessions set created_at = now() - interval '2 days' where user_id = $1", [signed.data.user!.id]);
    expect((await c.auth.updateUser({ password: 'Needs-nonce-9' })).error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    expect((await c.auth.reauthenticate()).error).toBeNull();
    const [mail] = await mailsTo(email, side.mailUrl!);
    const nonce = codeIn(mail!.text)!;
    expect((await c.auth.updateUser({ password: 'Needs-nonce-9', nonce: nonce === '000000' ? '000001' : '000000' })).error).toMatchObject({
      status: 403,
    });
    expect((await c.auth.updateUser({ password: 'Needs-nonce-9', nonce })).error).toBeNull();
    const again = createClient(side.apiUrl, ANON_KEY, options);
    expect((await again.auth.signInWithPassword({ email, password: 'Needs-nonce-9' })).error).toBeNull();
  });

  it('signs in anonymously: no email, is_anonymous in the user and the token', async () => {
    const anon = createClient(side.apiUrl, ANON_KEY, options);
    const { data, error } = await anon.auth.signInAnonymously({ options: { data: { nickname: 'guest' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, email: '', role: 'authenticated', user_metadata: { nickname: 'guest' } });
    const claims = jwtPayload(data.session!.access_token);
    expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated' });
    expect((claims.amr as { method: string }[])[0]?.method).toBe('anonymous');
    expect((await anon.auth.getUser()).data.user?.id).toBe(data.user!.id);
  });
});

describe('where config.toml leaves them off', () => {
  it('refuses anonymous sign-ins and Web3 with GoTrue codes', async () => {
    expect((await client().auth.signInAnonymously()).error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
    const web3 = await rawAuth('/token?grant_type=web3', {
      method: 'POST',
      body: JSON.stringify({ chain: 'ethereum', message: 'm', signature: '0x00' }),
    });
    expect(web3.status).toBe(400);
    expect(await web3.json()).toMatchObject({ code: 'web3_provider_disabled', message: 'Web3 provider is disabled' });
  });

  it('reads the bearer token from Authorization only, as GoTrue behind the gateway', async () => {
    const res = await rawAuth('/factors', {
      method: 'POST',
      headers: { Authorization: '' },
      body: JSON.stringify({ factor_type: 'totp' }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });
    const asService = await rawAuth('/admin/users', { headers: { apikey: SERVICE_ROLE_KEY, Authorization: '' } });
    expect(asService.status).toBe(401);
  });

  it('refuses SSO, identity linking, ID tokens and phone codes as GoTrue does with them switched off', async () => {
    const sso = await client().auth.signInWithSSO({ domain: 'example.com' });
    expect(sso.error).toMatchObject({ status: 404, code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' });
    const user = await signUpUser('linking');
    const link = await user.client.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });
    expect(link.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
    const { data } = await user.client.auth.getUserIdentities();
    expect(data?.identities.map((i) => i.provider)).toEqual(['email']);
    const unlink = await user.client.auth.unlinkIdentity(data!.identities[0]!);
    expect(unlink.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
    const idToken = await client().auth.signInWithIdToken({ provider: 'google', token: 'not-a-real-token' });
    expect(idToken.error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    });
    const phone = await client().auth.verifyOtp({ phone: '+15555550100', token: '123456', type: 'sms' });
    expect(phone.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    const badPhone = await client().auth.verifyOtp({ phone: '+1555-invalid', token: '123456', type: 'sms' });
    expect(badPhone.error).toMatchObject({ status: 400, message: 'Invalid phone number format (E.164 required)' });
  });
});
