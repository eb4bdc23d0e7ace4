// With email confirmations on (a second stack; the project runs with them off): sign-up mails a
// confirmation link, sign-in waits for it, and a repeated sign-up reveals nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, uniqueEmail } from './support/clients.ts';
import { fragment, latestLink, openLink, rawAuth, startSideStack } from './auth-support.ts';

describe('sign-up with confirmations on', () => {
  let side: Awaited<ReturnType<typeof startSideStack>>;
  beforeAll(async () => {
    side = await startSideStack((c) => {
      c.auth.enableConfirmations = true;
    });
  });
  afterAll(async () => {
    await side?.stop();
  });

  it('confirms through the mailed link, then signs in', async () => {
    const c = client({ url: side.apiUrl });
    const email = uniqueEmail('confirm');
    const { data, error } = await c.auth.signUp({
      email,
      password: 'Correct-horse-7',
      options: { emailRedirectTo: 'http://127.0.0.1:3000/welcome' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities).toHaveLength(1);

    const early = await client({ url: side.apiUrl }).auth.signInWithPassword({ email, password: 'Correct-horse-7' });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const { status, location } = await openLink(await latestLink(email, side.mailUrl!));
    expect(status).toBe(303);
    expect(location.pathname).toBe('/welcome');
    expect(fragment(location).get('type')).toBe('signup');

    const later = await client({ url: side.apiUrl }).auth.signInWithPassword({ email, password: 'Correct-horse-7' });
    expect(later.error).toBeNull();
    expect(later.data.user?.user_metadata.email_verified).toBe(true);
  });

  it('answers a repeated sign-up of a confirmed email with a fake user and no identities', async () => {
    const email = uniqueEmail('again');
    await client({ url: side.apiUrl }).auth.signUp({ email, password: 'Correct-horse-7' });
    await openLink(await latestLink(email, side.mailUrl!));
    const { data, error } = await client({ url: side.apiUrl }).auth.signUp({ email, password: 'Correct-horse-7' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
  });

  it('refuses a forged or mistyped verify request without a 500', async () => {
    const missing = await rawAuth('/verify?type=signup', {}, side.apiUrl);
    expect(missing.status).toBe(400);
    const wrongType = await rawAuth('/verify?type=bogus&token=x', {}, side.apiUrl);
    expect(wrongType.status).toBe(400);
    const forged = await fetch(`${side.apiUrl}/auth/v1/verify?type=signup&token=${'0'.repeat(56)}`, { redirect: 'manual' });
    expect(forged.status).toBe(303);
    expect(new URL(forged.headers.get('location')!).hash).toContain('error_code=otp_expired');
  });
});
