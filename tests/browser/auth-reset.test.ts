// Password reset end to end: request, the mail in the stack's mailbox, its link, the new password.
import { describe, expect, it } from 'vitest';
import { signUpUser } from '../support/clients.ts';
import { signInThroughUi } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { holdRequests } from './support/hold-requests.ts';
import { listMail, verifyLink, waitForMail } from './support/mailbox.ts';
import { appUrl, DASHBOARD, expectPath, open, PHONE, screenshot, useBrowser } from './support/pages.ts';

const RESET = /^Reset your Tradecraft password$/;

const { newPage } = useBrowser();

async function requestReset(page: Awaited<ReturnType<typeof newPage>>, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: 'Check your inbox' }).textContent())
    .toBe('Check your inbox for further instructions');
}

describe('password reset', () => {
  it('mails a link that opens the new-password screen; the new password signs in', async () => {
    const user = await signUpUser('reset');
    const page = await newPage();
    await open(page, '/forgot-password');
    await page.getByLabel('Email').fill(user.email);
    const held = await holdRequests(page, '**/auth/v1/recover**');
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await page.getByRole('button', { name: 'Sending Reset Email...' }).waitFor();
    held.release();
    await expect.poll(() => page.getByText('Check your inbox for further instructions').count()).toBe(1);

    const mail = await waitForMail(user.email, 10_000, RESET);
    const link = verifyLink(mail);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(appUrl('/reset-password'));
    await page.goto(link);
    await expectPath(page, '/reset-password');
    await page.getByLabel(/^New Password/).waitFor();

    await page.getByLabel(/^New Password/).fill('abc');
    await page.getByLabel(/^Confirm New Password/).fill('abd');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Passwords do not match');
    await page.getByLabel(/^Confirm New Password/).fill('abc');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Password must be at least 6 characters');

    const fresh = 'Brand-new-pass-9';
    await page.getByLabel(/^New Password/).fill(fresh);
    await page.getByLabel(/^Confirm New Password/).fill(fresh);
    await expect.poll(() => page.getByTestId('password-strength').textContent()).toBe('Password strength: Strong');
    await screenshot(page, 'reset-new-password-1280');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectPath(page, DASHBOARD);
    // The notification (its code loads with the first one shown) says what happened.
    await page.getByRole('alert').filter({ hasText: 'Password updated' }).getByText('You are signed in with your new password.').waitFor();

    const other = await newPage();
    await signInThroughUi(other, user.email, user.password);
    await expect.poll(() => other.getByRole('alert').textContent()).toContain('Failed to log in. Please check your credentials.');
    await signInThroughUi(other, user.email, fresh);
    await expectPath(other, DASHBOARD);
  });

  it('says a used link has expired and offers a new email', async () => {
    const user = await signUpUser('reuse');
    const page = await newPage();
    await open(page, '/forgot-password');
    await requestReset(page, user.email);
    const link = verifyLink(await waitForMail(user.email, 10_000, RESET));
    await page.goto(link);
    await page.getByLabel(/^New Password/).waitFor();

    const second = await newPage(PHONE);
    await second.goto(link);
    await expectPath(second, '/reset-password');
    await expect
      .poll(() => second.getByRole('alert').first().textContent())
      .toContain('This password reset link has expired or has already been used.');
    expect(await second.getByLabel(/^New Password/).count()).toBe(0);
    await screenshot(second, 'reset-expired-360');
    await expectAccessible(second);
    await requestReset(second, user.email);
    await expect.poll(async () => (await listMail(user.email, RESET)).length).toBe(2);
  });

  it('answers the same for an address with no account', async () => {
    const page = await newPage();
    await open(page, '/forgot-password');
    await requestReset(page, 'no-account-here@example.com');
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('without a link, the screen asks for the link or the code instead of showing the form', async () => {
    const page = await newPage();
    await open(page, '/reset-password');
    await page.getByText('Open the link from your password reset email').waitFor();
    expect(await page.getByLabel(/^New Password/).count()).toBe(0);
    expect(await page.getByLabel(/^6-digit code/).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Send Reset Email' }).count()).toBe(1);
  });

  it('takes the 6-digit code from the email in another browser, then sets the new password', async () => {
    const user = await signUpUser('resetcode');
    const page = await newPage();
    await open(page, '/forgot-password');
    await requestReset(page, user.email);
    const mail = await waitForMail(user.email, 10_000, RESET);
    const code = /code: <strong>(\d{6})<\/strong>/.exec(mail.html)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The code is typed where the mail was not opened: no link, no session, another browser.
    await page.getByRole('link', { name: 'Enter the code from the email' }).click();
    await expectPath(page, `/reset-password?email=${encodeURIComponent(user.email)}`);
    expect(await page.getByLabel('Email').first().inputValue()).toBe(user.email);
    await screenshot(page, 'reset-code-1280');

    const elsewhere = await newPage(PHONE);
    await open(elsewhere, '/reset-password');
    await elsewhere.getByLabel('Email').first().fill(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    await elsewhere.getByLabel(/^6-digit code/).fill(wrong);
    await elsewhere.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => elsewhere.getByRole('alert').first().textContent())
      .toContain('This code has expired, has already been used or does not match the email.');
    await elsewhere.getByLabel(/^6-digit code/).fill(code!);
    await screenshot(elsewhere, 'reset-code-360');
    await elsewhere.getByRole('button', { name: 'Continue' }).click();
    await elsewhere.getByLabel(/^New Password/).waitFor();
    await expectAccessible(elsewhere);
    const fresh = 'Code-new-pass-77';
    await elsewhere.getByLabel(/^New Password/).fill(fresh);
    await elsewhere.getByLabel(/^Confirm New Password/).fill(fresh);
    await elsewhere.getByRole('button', { name: 'Update Password' }).click();
    await expectPath(elsewhere, DASHBOARD);

    const third = await newPage();
    await signInThroughUi(third, user.email, fresh);
    await expectPath(third, DASHBOARD);
  });
});
