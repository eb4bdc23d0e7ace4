// Premium you can buy, in Chromium against the real stack: the billing Edge Functions talk to the
// offline Stripe stand-in (started by tests/support/browser-setup.ts), whose hosted Checkout and
// portal pages the browser fills in as a member would, and whose signed webhooks reach
// stripe-webhook. Premium is what the database decides: posting in #general and reading
// #expert-analysis. The stand-in's test clock moves time on for cancellations and failed renewals.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpUser } from '../support/clients.ts';
import { fillSignUp, newAccount, signUpThroughUi } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { appUrl, DASHBOARD, DESKTOP, expectPath, open, PHONE, screenshot, useBrowser } from './support/pages.ts';

const { newPage } = useBrowser();
// Whole journeys through sign-up, Stripe's pages and the test clock: longer than one screen's test.
const JOURNEY = 120_000;

const stripeUrl = () => inject('stripeUrl');
/** Waits for Stripe's hosted Checkout; on a timeout, says where the browser is and what it shows. */
async function onCheckoutPage(page: Page): Promise<void> {
  try {
    // Sign-in, the account, billing-checkout and two calls to Stripe: generous under a loaded CI machine.
    await page.waitForURL((u) => u.href.startsWith(`${stripeUrl()}/c/pay/`), { timeout: 30_000 });
  } catch (e) {
    const shown = await page
      .locator('body')
      .innerText()
      .catch(() => '(page gone)');
    throw new Error(`Not on Stripe Checkout: at ${page.url()}, showing:\n${shown.slice(0, 600)}`, { cause: e });
  }
}
const premiumGate = (page: Page) => page.getByRole('heading', { name: 'Premium Channel' });

/** Moves the stand-in's test clock on (renewals, failed retries, cancellations at period end). */
async function advanceClock(by: string): Promise<void> {
  const res = await fetch(`${stripeUrl()}/_stand-in/clock/advance`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${inject('stripeSecretKey')}` },
    body: new URLSearchParams({ by }),
  });
  expect(res.status).toBe(200);
}

/** Pays on the hosted Checkout page with a test card. */
async function pay(page: Page, card: string): Promise<void> {
  await onCheckoutPage(page);
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

/** A new learner (signed up through the UI) who pays with `card` from the premium gate; back on the dashboard. */
async function subscribedLearner(page: Page, card = '4242 4242 4242 4242'): Promise<void> {
  await signUpThroughUi(page, newAccount('payer'));
  await page.goto(appUrl('/dashboard/expert-analysis'));
  await page.getByRole('link', { name: 'Upgrade to Premium - $49.99/mo' }).click();
  await pay(page, card);
  await expectPath(page, DASHBOARD);
  await page.getByText(/welcome to Community Access/).waitFor({ timeout: 40_000 });
}

async function post(page: Page, channel: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: `Message #${channel}` }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByTestId('message-list').getByText(text).waitFor();
}

/** Marks the document; still marked later = no reload happened in between. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { billingMark: number }).billingMark = 1));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { billingMark?: number }).billingMark === 1);

describe('upgrading', { timeout: JOURNEY }, () => {
  it('takes a visitor from Start with Community Access through sign-up to Checkout; 4242 pays and opens posting and premium channels', async () => {
    const page = await newPage(DESKTOP);
    await open(page, '/pricing');
    await page.getByRole('link', { name: 'Start with Community Access' }).click();
    await expectPath(page, '/signup?next=checkout');
    await fillSignUp(page, newAccount('upgrader'));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await onCheckoutPage(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Subscribe to');
    expect(await page.textContent('body')).toContain('$49.99');
    await screenshot(page, 'billing-checkout-page-1280');
    await pay(page, '4242 4242 4242 4242');

    // Back on the dashboard (the ?checkout=… is dropped from the address), confirmed once premium is readable.
    await expectPath(page, DASHBOARD);
    await markDocument(page);
    await page
      .getByText('Payment received — welcome to Community Access! Premium channels and posting are now open.')
      .waitFor({ timeout: 40_000 });
    await screenshot(page, 'billing-returned-1280');

    const nav = page.getByRole('navigation', { name: 'Channels' });
    await nav.getByRole('button', { name: 'MARKET DISCUSSION', exact: true }).click();
    await nav.getByRole('link', { name: /# general/ }).click();
    await post(page, 'general', `First paid message ${Math.random().toString(36).slice(2, 8)}`);
    await nav.getByRole('button', { name: 'PREMIUM', exact: true }).click();
    await nav.getByRole('link', { name: /# expert-analysis/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('# expert-analysis');
    expect(await premiumGate(page).count()).toBe(0);
    expect(await stillSameDocument(page)).toBe(true);

    // Checkout again is refused by the server; the member is offered Manage billing instead.
    await page.goto(appUrl('/checkout'));
    await page.getByRole('heading', { name: 'You already have Community Access' }).waitFor();
    await page.getByRole('button', { name: 'Manage billing' }).waitFor();
  });

  it('keeps the intent through sign-in: a member with an account goes from Start with Community Access via Sign in to Checkout', async () => {
    const member = await signUpUser('returning');
    const page = await newPage(PHONE);
    await open(page, '/pricing');
    await page.getByRole('link', { name: 'Start with Community Access' }).click();
    await expectPath(page, '/signup?next=checkout');
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expectPath(page, '/login?next=checkout');
    // The router changes the URL before React swaps the sign-up form (which has an Email field too) out.
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel(/^Password/).fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await onCheckoutPage(page);
    // Back from Stripe returns to the page before /checkout, which does not start a second checkout.
    await page.goBack();
    await page.waitForURL((u) => !u.href.startsWith(stripeUrl()) && u.pathname !== '/checkout');
  });

  it('keeps a declined card (4000 0000 0000 0002) on the free plan with Stripe’s message; going back says checkout was canceled', async () => {
    const page = await newPage(PHONE);
    await signUpThroughUi(page, newAccount('declined'));
    await page.goto(appUrl('/dashboard/general'));
    const upgrade = page.getByRole('link', { name: 'Upgrade to Premium', exact: true });
    expect(await upgrade.getAttribute('href')).toBe('/checkout');
    await upgrade.click();
    await pay(page, '4000 0000 0000 0002');
    await page.getByRole('alert').getByText('Your card was declined.').waitFor();
    await page.getByRole('link', { name: '← Back to Tradecraft' }).click();
    await expectPath(page, '/pricing?checkout=canceled');
    await page.getByText('You have not been charged.').waitFor();
    await screenshot(page, 'billing-pricing-canceled-360');

    await page.goto(appUrl('/account'));
    await expect.poll(() => page.getByTestId('account-plan').textContent()).toBe('Free');
    expect(await page.getByTestId('plan-source').textContent()).toBe('Free plan');
    await page.goto(appUrl('/dashboard/expert-analysis'));
    await premiumGate(page).waitFor();
  });
});

describe('after upgrading', { timeout: JOURNEY }, () => {
  it('cancelling in the portal keeps premium to the period end; when the clock passes it the open dashboard locks', async () => {
    const page = await newPage(DESKTOP);
    await subscribedLearner(page);

    // The profile menu leads to /account: a paid plan that renews.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('link', { name: 'Account & billing' }).click();
    await expectPath(page, '/account');
    expect(await page.getByTestId('account-plan').textContent()).toBe('Premium');
    expect(await page.getByTestId('plan-source').textContent()).toBe('Paid subscription — $49.99/month through Stripe');
    expect(await page.getByTestId('plan-note').first().textContent()).toMatch(/^Renews on \w+ \d{1,2}, \d{4} at \$49\.99\.$/);
    // The first payment's invoice, with Stripe's hosted page and PDF.
    const invoices = page.getByRole('region', { name: 'Invoices' });
    await expect.poll(() => invoices.getByTestId('invoice').count()).toBe(1);
    const [date, amount, status] = await invoices.getByTestId('invoice').first().getByRole('cell').allTextContents();
    expect([date, amount, status]).toEqual([expect.stringMatching(/^\w{3} \d{1,2}, \d{4}$/), '$49.99', 'Paid']);
    const view = await invoices.getByRole('link', { name: /^View invoice / }).getAttribute('href');
    expect(view).toMatch(new RegExp(`^${stripeUrl()}/i/`));
    expect(await (await fetch(view!)).text()).toContain('Paid on');
    const pdf = await invoices.getByRole('link', { name: /^Download invoice .* as PDF$/ }).getAttribute('href');
    expect((await fetch(pdf!)).headers.get('content-type')).toBe('application/pdf');
    await screenshot(page, 'billing-account-paid-1280');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'billing-account-paid-360');
    await expectAccessible(page);
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.waitForURL((u) => u.href.startsWith(`${stripeUrl()}/p/session/`));
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('button', { name: 'Resume subscription' }).waitFor();
    await page.getByRole('link', { name: '← Return to Tradecraft' }).click();
    await expectPath(page, '/account');
    await expect.poll(() => page.getByTestId('plan-note').first().textContent()).toMatch(/^Cancelled: Community Access continues until /);
    expect(await page.getByTestId('account-plan').textContent()).toBe('Premium');
    await screenshot(page, 'billing-account-cancelled-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'billing-account-cancelled-360');
    await page.setViewportSize(DESKTOP);

    // Still premium until the period ends; the open channel locks when Stripe ends the subscription.
    await page.goto(appUrl('/dashboard/expert-analysis'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('# expert-analysis');
    expect(await premiumGate(page).count()).toBe(0);
    await markDocument(page);
    await advanceClock('32d');
    await premiumGate(page).waitFor({ timeout: 30_000 });
    expect(await stillSameDocument(page)).toBe(true);

    await page.goto(appUrl('/account'));
    await expect.poll(() => page.getByTestId('account-plan').textContent()).toBe('Free');
    expect(await page.getByTestId('plan-note').first().textContent()).toMatch(/^Your Community Access ended on /);
    await page.getByRole('link', { name: 'Upgrade to Premium - $49.99/mo' }).waitFor();
    await page.getByRole('button', { name: 'Manage billing' }).waitFor();
    await screenshot(page, 'billing-account-ended-1280');
  });

  it('a renewal that fails (4000 0000 0000 0341) shows the past-due banner, keeps premium through the grace period, then ends', async () => {
    const page = await newPage(DESKTOP);
    await subscribedLearner(page, '4000 0000 0000 0341');
    await page.goto(appUrl('/dashboard/expert-analysis'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('# expert-analysis');
    await markDocument(page);

    await advanceClock('31d');
    const banner = page.getByTestId('past-due-banner');
    await banner.waitFor({ timeout: 30_000 });
    expect(await banner.textContent()).toMatch(/Update your payment method by \w+ \d{1,2}, \d{4} to keep Community Access\./);
    expect(await premiumGate(page).count()).toBe(0);
    expect(await stillSameDocument(page)).toBe(true);
    await screenshot(page, 'billing-past-due-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'billing-past-due-360');
    await page.setViewportSize(DESKTOP);

    await page.goto(appUrl('/account'));
    await expect
      .poll(() => page.getByTestId('plan-note').first().textContent())
      .toMatch(/^Your last payment failed\. Community Access continues until /);
    // The renewal's invoice is listed unpaid above the first, paid one.
    await expect.poll(() => page.getByTestId('invoice-status').allTextContents()).toEqual(['Unpaid', 'Paid']);
    await screenshot(page, 'billing-account-past-due-1280');

    // Stripe's retries fail for 14 days, then it cancels: the open dashboard locks without a reload.
    await page.goto(appUrl('/dashboard/expert-analysis'));
    await banner.waitFor();
    await markDocument(page);
    await advanceClock('15d');
    await premiumGate(page).waitFor({ timeout: 30_000 });
    await expect.poll(() => banner.count()).toBe(0);
    expect(await stillSameDocument(page)).toBe(true);
  });
});
