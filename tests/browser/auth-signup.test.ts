// Sign-up through the UI against the real stack: happy path, every validation message, duplicates.
import { describe, expect, it } from 'vitest';
import { client, signUpUser } from '../support/clients.ts';
import { fillSignUp, newAccount, signUpThroughUi } from './support/accounts.ts';
import { holdRequests } from './support/hold-requests.ts';
import { DASHBOARD, expectPath, open, useBrowser } from './support/pages.ts';

const { newPage } = useBrowser();

describe('sign-up', () => {
  it('creates the account, lands on /dashboard and stores the display name', async () => {
    const page = await newPage();
    await open(page, '/signup');
    const account = newAccount('signup');
    await fillSignUp(page, account);
    const held = await holdRequests(page, '**/auth/v1/signup**');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const busy = page.getByRole('button', { name: 'Creating Account...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    held.release();
    await expectPath(page, DASHBOARD);

    const reader = client();
    const { data: session, error } = await reader.auth.signInWithPassword({ email: account.email, password: account.password });
    expect(error).toBeNull();
    const profile = await reader.from('profiles').select('display_name, email, current_module').eq('id', session.user!.id).single();
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual({ display_name: account.name, email: account.email, current_module: 1 });
    const plan = await reader.from('subscriptions').select('type').eq('user_id', session.user!.id).single();
    expect(plan.data).toEqual({ type: 'free' });
  });

  it('requires every field and the terms before calling the server', async () => {
    const page = await newPage();
    await open(page, '/signup');
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/auth/v1/') && requests.push(r.url()));
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Full name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
      'You must accept the Terms of Service and Privacy Policy',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Please enter a valid email address.', { exact: true }).waitFor();
    expect(requests).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/signup');
  });

  it('checks the match before the length, in a red alert', async () => {
    const page = await newPage();
    await open(page, '/signup');
    const account = { ...newAccount('short'), password: 'abc' };
    await fillSignUp(page, account, 'abd');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Passwords do not match');
    await page.getByLabel(/^Confirm Password/).fill('abc');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => alert.textContent()).toContain('Password must be at least 6 characters');
    expect(await alert.textContent()).not.toContain('Passwords do not match');
    expect(new URL(page.url()).pathname).toBe('/signup');
  });

  it('shows the strength meter bands and the live match indicator', async () => {
    const page = await newPage();
    await open(page, '/signup');
    const password = page.getByLabel(/^Password/);
    const meter = page.getByTestId('password-strength');
    expect(await meter.count()).toBe(0);
    for (const [value, band] of [
      ['Ab1de', 'Weak'],
      ['Ab1def', 'Fair'],
      ['Ab1defg', 'Fair'],
      ['abcdefgh', 'Good'],
      ['Abcdefgh', 'Good'],
      ['Abcdefg1', 'Strong'],
    ]) {
      await password.fill(value!);
      await expect.poll(() => meter.textContent()).toBe(`Password strength: ${band}`);
    }
    await page.getByLabel(/^Confirm Password/).fill('Abcdefg');
    await expect.poll(() => page.getByTestId('password-match').textContent()).toBe('Passwords do not match');
    await page.getByLabel(/^Confirm Password/).fill('Abcdefg1');
    await expect.poll(() => page.getByTestId('password-match').textContent()).toBe('Passwords match');
    await password.fill('');
    expect(await meter.count()).toBe(0);
  });

  it('has two independent password toggles', async () => {
    const page = await newPage();
    await open(page, '/signup');
    await page.getByRole('button', { name: 'Show confirm password' }).click();
    expect(await page.getByLabel(/^Confirm Password/).getAttribute('type')).toBe('text');
    expect(await page.getByLabel(/^Password/).getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password', exact: true }).click();
    expect(await page.getByLabel(/^Password/).getAttribute('type')).toBe('text');
  });

  it('says so when the email already has an account', async () => {
    const existing = await signUpUser('taken');
    const page = await newPage();
    await open(page, '/signup');
    await fillSignUp(page, { ...newAccount('dup'), email: existing.email });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('An account with this email already exists.');
    expect(new URL(page.url()).pathname).toBe('/signup');
  });

  it('a second sign-up in the same browser is refused by the route guard', async () => {
    const page = await newPage();
    await signUpThroughUi(page);
    await page.goto(new URL('/signup', page.url()).toString());
    await expectPath(page, DASHBOARD);
  });
});
