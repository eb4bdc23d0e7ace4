// Sign-in, the route table for a signed-in user, the preview by state and the loading screen.
import { describe, expect, inject, it } from 'vitest';
import { serviceClient, signUpUser } from '../support/clients.ts';
import { takeQuiz } from '../support/quiz.ts';
import { expectAccessible } from './support/axe.ts';
import { forgetSession, signInThroughUi, signUpThroughUi } from './support/accounts.ts';
import { holdRequests } from './support/hold-requests.ts';
import { appUrl, DASHBOARD, DESKTOP, expectPath, open, PHONE, screenshot, useBrowser } from './support/pages.ts';

const { newPage } = useBrowser();

describe('sign-in', () => {
  it('refuses a wrong password with the fixed message, busy label first', async () => {
    const user = await signUpUser('wrongpw');
    const page = await newPage();
    await page.goto(appUrl('/login'));
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    const held = await holdRequests(page, '**/auth/v1/token**');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Signing in...' }).waitFor();
    held.release();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Failed to log in. Please check your credentials.');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByRole('button', { name: 'Sign In' }).isEnabled()).toBe(true);
  });

  it('gives the same message for an unknown email', async () => {
    const page = await newPage();
    await signInThroughUi(page, 'nobody-here@example.com', 'whatever1');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Failed to log in. Please check your credentials.');
  });

  it('signs in to /dashboard', async () => {
    const user = await signUpUser('signin');
    const page = await newPage();
    await signInThroughUi(page, user.email, user.password);
    await expectPath(page, DASHBOARD);
  });

  it('tells a suspended member the account is suspended and how to appeal, never why; lifted, they sign in', async () => {
    const user = await signUpUser('suspended');
    const service = serviceClient();
    const reason = 'Posting links to a pump-and-dump scheme';
    expect((await service.rpc('admin_suspend_member', { member_id: user.id, reason })).error).toBeNull();
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await newPage(viewport);
      await signInThroughUi(page, user.email, user.password);
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.textContent()).toContain('This account is suspended, so it cannot sign in.');
      const text = (await alert.textContent()) ?? '';
      expect(text).toContain('To appeal, email support@tradecraft.example from the address you signed up with.');
      expect(text).not.toContain(reason);
      expect(new URL(page.url()).pathname).toBe('/login');
      await screenshot(page, `auth-signin-suspended-${viewport.width}`);
      if (viewport === DESKTOP) await expectAccessible(page);
    }
    // Without the password nothing is told: the fixed message.
    const stranger = await newPage();
    await signInThroughUi(stranger, user.email, 'not-the-password');
    await expect.poll(() => stranger.getByRole('alert').textContent()).toContain('Failed to log in. Please check your credentials.');

    expect((await service.rpc('admin_lift_suspension', { member_id: user.id })).error).toBeNull();
    const page = await newPage();
    await signInThroughUi(page, user.email, user.password);
    await expectPath(page, DASHBOARD);
  });

  it('returns to the page the visitor was sent away from', async () => {
    const user = await signUpUser('returning');
    const page = await newPage();
    await page.goto(appUrl('/dashboard/general'));
    await expectPath(page, '/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectPath(page, '/dashboard/general');
  });
});

describe('route table, signed in', () => {
  it('sends signed-in users past the signed-out pages and keeps the rest', async () => {
    const page = await newPage();
    await signUpThroughUi(page);
    for (const [from, to] of [
      ['/', DASHBOARD],
      ['/login', DASHBOARD],
      ['/signup', DASHBOARD],
      ['/forgot-password', DASHBOARD],
      ['/community', DASHBOARD],
      ['/no-such-page', DASHBOARD],
      ['/dashboard/general', '/dashboard/general'],
      ['/certificate', '/certificate'],
      ['/pricing', '/pricing'],
      ['/preview', '/preview'],
      ['/terms', '/terms'],
      ['/privacy', '/privacy'],
      ['/certificates/ABC123', '/certificates/ABC123'],
      ['/reset-password', '/reset-password'],
    ] as const) {
      await page.goto(appUrl(from));
      await expectPath(page, to);
      await page.locator('h1, main, header').first().waitFor();
    }
  });

  it('goes back to the signed-out table once the session is gone', async () => {
    const page = await newPage();
    await signUpThroughUi(page);
    await forgetSession(page);
    await page.goto(appUrl('/dashboard'));
    await expectPath(page, '/login');
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { level: 1, name: /Learn to trade/ }).waitFor();
  });
});

describe('preview, signed in', () => {
  it('opens the community tiles, keeps VIP locked, shows completion and the member CTAs', async () => {
    const user = await signUpUser('preview');
    // Pass module 1 the only way a learner can: start_quiz, then complete_quiz with the right answers.
    const graded = await takeQuiz(user.client, 1, 5);
    expect(graded.error).toBeNull();

    const page = await newPage();
    await signInThroughUi(page, user.email, user.password);
    await expectPath(page, DASHBOARD);
    await open(page, '/preview');
    await page.getByRole('heading', { level: 1, name: 'Your Dashboard Preview' }).waitFor();
    const locked = await page.getByTestId('preview-tile').evaluateAll((ts) => ts.map((t) => t.getAttribute('data-locked')));
    expect(locked).toEqual(['false', 'false', 'false', 'false', 'false', 'false', 'false', 'true']);
    expect(await page.getByText('Sign up to unlock').count()).toBe(0);
    expect(await page.getByText('Premium Only').count()).toBe(1);
    const modules = page.getByTestId('sample-module');
    await expect.poll(() => modules.count()).toBe(3);
    const texts = await modules.allTextContents();
    expect(texts[0]).toContain('Completed');
    expect(texts[0]).not.toContain('Not completed');
    expect(texts[1]).toContain('Not completed');
    await screenshot(page, 'preview-signed-in-1280');
    await expectAccessible(page);
    // Upgrade goes straight to Stripe Checkout (the offline stand-in's hosted page); Back returns here.
    await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await page.waitForURL((u) => u.href.startsWith(`${inject('stripeUrl')}/c/pay/`));
    await page.goBack();
    await expectPath(page, '/preview');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expectPath(page, DASHBOARD);
  });
});

describe('loading state', () => {
  it('shows only a spinner and "Loading..." until the account is known', async () => {
    const page = await newPage();
    await signUpThroughUi(page);
    const held = await holdRequests(page, '**/rest/v1/profiles**');
    await page.goto(appUrl('/pricing'));
    const status = page.getByRole('status');
    await status.waitFor();
    expect(await status.textContent()).toBe('Loading...');
    expect(await page.locator('header, main, footer, h1, a, button, input').count()).toBe(0);
    expect(await page.locator('#root').innerText()).toBe('Loading...');
    held.release();
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    expect(await page.getByText('Loading...').count()).toBe(0);
  });
});
