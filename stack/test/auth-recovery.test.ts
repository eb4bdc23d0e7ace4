// Password reset as the SPA does it: resetPasswordForEmail → mailbox → link → 303 with the session in
// the fragment → setSession → updateUser({password}). Also the PKCE and OTP variants and the errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY } from '../index.ts';
import { client, randomIp, signUpUser, uniqueEmail } from './support/clients.ts';
import { fragment, jwtPayload, latestLink, latestOtp, mailsTo, openLink, rawAuth, startSideStack } from './auth-support.ts';

const RESET_URL = 'http://127.0.0.1:3000/reset-password';

describe('password recovery', () => {
  it('mails a link whose session lets the learner set a new password', async () => {
    const user = await signUpUser('reset');
    const { data, error } = await client().auth.resetPasswordForEmail(user.email, { redirectTo: RESET_URL });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Reset your Notebook password');
    expect(mail?.html).toContain('href="');
    const link = await latestLink(user.email);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe(`${inject('apiUrl')}/auth/v1/verify`);
    expect(url.searchParams.get('type')).toBe('recovery');
    expect(url.searchParams.get('redirect_to')).toBe(RESET_URL);

    const { status, location } = await openLink(link);
    expect(status).toBe(303);
    expect(location.origin + location.pathname).toBe(RESET_URL);
    const params = fragment(location);
    expect([...params.keys()]).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'sb', 'token_type', 'type']);
    expect(params.get('type')).toBe('recovery');
    expect(params.get('token_type')).toBe('bearer');
    expect((jwtPayload(params.get('access_token')!).amr as { method: string }[])[0]?.method).toBe('otp');

    const recovering = client();
    const set = await recovering.auth.setSession({
      access_token: params.get('access_token')!,
      refresh_token: params.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.id).toBe(user.id);
    expect((await recovering.auth.updateUser({ password: 'Recovered-pass-1' })).error).toBeNull();

    expect((await client().auth.signInWithPassword({ email: user.email, password: 'Recovered-pass-1' })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email: user.email, password: user.password })).error?.code).toBe(
      'invalid_credentials',
    );

    // Used once, the link now lands on the app with GoTrue's error fragment.
    const again = await openLink(link);
    expect(again.status).toBe(303);
    expect(again.location.hash).toBe(
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
  });

  it('answers an unknown email with the same 200 {} and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const { data, error } = await client().auth.resetPasswordForEmail(email, { redirectTo: RESET_URL });
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await mailsTo(email)).toEqual([]);
  });

  it('limits recovery mails per user to one per max_frequency (429)', async () => {
    const user = await signUpUser('often');
    expect((await client().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const { error } = await client().auth.resetPasswordForEmail(user.email);
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
  });

  it('sends a disallowed redirect_to to site_url instead', async () => {
    const user = await signUpUser('evil');
    await client().auth.resetPasswordForEmail(user.email, { redirectTo: 'https://evil.example.com/steal' });
    const { location } = await openLink(await latestLink(user.email));
    expect(location.origin).toBe('http://127.0.0.1:3000');
    expect(fragment(location).get('type')).toBe('recovery');
  });

  it('sends a redirect_to on another loopback port to site_url too', async () => {
    const user = await signUpUser('loopback');
    await client().auth.resetPasswordForEmail(user.email, { redirectTo: 'http://127.0.0.1:9999/steal' });
    const { location } = await openLink(await latestLink(user.email));
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:3000/');
  });

  it('supports the PKCE flow: ?code= on the redirect, exchanged for a recovery session', async () => {
    const user = await signUpUser('pkce');
    const pkce = createClient(inject('apiUrl'), ANON_KEY, {
      auth: { flowType: 'pkce', persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
      global: { headers: { 'X-Forwarded-For': randomIp() } },
    });
    expect((await pkce.auth.resetPasswordForEmail(user.email, { redirectTo: RESET_URL })).error).toBeNull();
    const link = await latestLink(user.email);
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    const { location } = await openLink(link);
    const code = location.searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const exchange = (auth_code: string, code_verifier: string) =>
      rawAuth('/token?grant_type=pkce', { method: 'POST', body: JSON.stringify({ auth_code, code_verifier }) });
    const wrongVerifier = await exchange(code!, 'x'.repeat(64));
    expect(wrongVerifier.status).toBe(400);
    expect((await wrongVerifier.json()).code).toBe('bad_code_verifier');
    const unknownCode = await exchange(crypto.randomUUID(), 'x'.repeat(64));
    expect(unknownCode.status).toBe(404);
    expect((await unknownCode.json()).code).toBe('flow_state_not_found');
    const empty = await exchange('', '');
    expect((await empty.json()).code).toBe('validation_failed');

    const events: string[] = [];
    pkce.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await pkce.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    // auth-js returns redirectType at run time; 2.109's declared type leaves it out.
    expect((data as { redirectType?: string }).redirectType).toBe('recovery');
    expect((jwtPayload(data.session!.access_token).amr as { method: string }[])[0]?.method).toBe('recovery');
    expect(events).toContain('PASSWORD_RECOVERY');

    const replay = await client().auth.exchangeCodeForSession(code!);
    expect(replay.error).toBeTruthy();
  });

  it('verifies the token hash of the link with verifyOtp, once', async () => {
    const user = await signUpUser('hash');
    await client().auth.resetPasswordForEmail(user.email);
    const token_hash = new URL(await latestLink(user.email)).searchParams.get('token')!;
    const { data, error } = await client().auth.verifyOtp({ token_hash, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    const again = await client().auth.verifyOtp({ token_hash, type: 'recovery' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
  });

  it('verifies the emailed code with verifyOtp', async () => {
    const user = await signUpUser('otp');
    await client().auth.resetPasswordForEmail(user.email);
    const wrong = await client().auth.verifyOtp({ email: user.email, token: '000000', type: 'recovery' });
    const otp = await latestOtp(user.email);
    if (otp !== '000000') expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const { data, error } = await client().auth.verifyOtp({ email: user.email, token: otp, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.session?.access_token).toBeTruthy();
  });
});

describe('expired recovery links', () => {
  let side: Awaited<ReturnType<typeof startSideStack>>;
  beforeAll(async () => {
    side = await startSideStack((c) => {
      c.auth.otpExpiry = 1;
    });
  });
  afterAll(async () => {
    await side?.stop();
  });

  it('redirects an expired link to the app with otp_expired and no session', async () => {
    const email = uniqueEmail('late');
    await client({ url: side.apiUrl }).auth.signUp({ email, password: 'Correct-horse-7' });
    await client({ url: side.apiUrl }).auth.resetPasswordForEmail(email, { redirectTo: RESET_URL });
    const link = await latestLink(email, side.mailUrl!);
    await new Promise((r) => setTimeout(r, 1500));
    const { status, location } = await openLink(link);
    expect(status).toBe(303);
    expect(location.origin + location.pathname).toBe(RESET_URL);
    expect(fragment(location).get('error_code')).toBe('otp_expired');
    expect(fragment(location).has('access_token')).toBe(false);
  });
});
