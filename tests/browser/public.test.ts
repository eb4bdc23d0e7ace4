// The public site, signed out, in Chromium against the built SPA and a real stack.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe.ts';
import { appUrl, DESKTOP, expectPath, open, PHONE, screenshot, useBrowser } from './support/pages.ts';

const { newPage } = useBrowser();

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // No button label cut off inside its button either.
  const clipped = await page
    .locator('.mantine-Button-label')
    .evaluateAll((ls) => ls.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
  expect(clipped).toEqual([]);
}

describe('route table, signed out', () => {
  it.each([
    ['/dashboard', '/login'],
    ['/dashboard/general', '/login'],
    ['/certificate', '/login'],
    ['/community', '/login'],
    ['/no-such-page', '/'],
    ['/login/extra', '/'],
  ])('%s → %s', async (from, to) => {
    const page = await newPage();
    await page.goto(appUrl(from));
    await expectPath(page, to);
  });

  it.each([
    ['/', 'Learn to trade with confidence, one module at a time'],
    ['/login', 'Welcome Back'],
    ['/signup', 'Create Your Account'],
    ['/forgot-password', 'Reset Your Password'],
    ['/pricing', 'Pricing'],
    ['/preview', 'Platform Preview'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/reset-password', 'Set a New Password'],
  ])('%s is open to visitors', async (path, heading) => {
    const page = await newPage();
    await open(page, path);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(heading);
    expect(new URL(page.url()).pathname).toBe(path);
  });

  it("/certificates/:code is open to visitors (the page itself is the training screens' own)", async () => {
    const page = await newPage();
    await open(page, '/certificates/ABC123');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/certificates/ABC123');
  });

  it('does not load the dashboard, training or Supabase client code on / for a visitor', async () => {
    const page = await newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await open(page, '/');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((u) => /landing-route/.test(u))).toBe(true);
    expect(scripts.filter((u) => /dashboard|certificate/.test(u))).toEqual([]);
    // A visitor with no stored session is known to be signed out without supabase-js.
    expect(scripts.filter((u) => /\/supabase-[\w-]+\.js$/.test(u))).toEqual([]);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel(/^Password/).fill('whatever1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').waitFor();
    const client = scripts.filter((u) => /\/supabase-[\w-]+\.js$/.test(u));
    expect(client.length).toBeGreaterThan(0);
    expect(new Set(client).size).toBe(client.length); // each file once
  });
});

describe('landing', () => {
  it('has every section and the spec links, at 1280 px', async () => {
    const page = await newPage(DESKTOP);
    await open(page, '/');
    for (const h of [
      'Everything you need to start trading',
      'Your learning journey',
      'Success stories',
      'Simple pricing',
      'Your first module is ten minutes away',
    ]) {
      await expect.poll(() => page.getByRole('heading', { name: h }).count()).toBe(1);
    }
    for (const level of ['BEGINNER', 'INTERMEDIATE', 'ADVANCED']) expect(await page.getByText(level, { exact: true }).count()).toBe(1);
    expect(await page.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(3);
    expect(await page.getByText(/^Result: /).count()).toBe(3);
    expect(await page.getByText('5,000+ community members').count()).toBe(1);
    const hrefs = async (name: string) =>
      page.getByRole('link', { name, exact: true }).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(await hrefs('Start Your Journey')).toEqual(['/signup', '/signup']);
    expect(await hrefs('Start Learning FREE')).toEqual(['/signup']);
    expect(await hrefs('Start with Community Access')).toEqual(['/signup?next=checkout']);
    expect(await hrefs('Preview Platform')).toEqual(['/preview']);
    await screenshot(page, 'landing-1280');
    await page.getByRole('link', { name: 'Preview Platform' }).click();
    await expectPath(page, '/preview');
    await page.goBack();
    await page.getByRole('link', { name: 'Start Learning FREE' }).click();
    await expectPath(page, '/signup');
  });

  it('fits a 360 px phone', async () => {
    const page = await newPage(PHONE);
    await open(page, '/');
    await page.getByRole('heading', { name: 'Success stories' }).waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'landing-360');
    await page.getByRole('link', { name: 'Start Your Journey' }).first().click();
    await expectPath(page, '/signup');
  });
});

describe('pricing', () => {
  it.each([
    ['1280', DESKTOP],
    ['360', PHONE],
  ])('shows both plans and how it works at %s px', async (name, viewport) => {
    const page = await newPage(viewport);
    await open(page, '/pricing');
    const free = page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: 'Complete Training Program' }) });
    const premium = page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: 'Community Access' }) });
    expect((await free.getByRole('listitem').allTextContents()).map((t) => t.replace(/^✓/, ''))).toEqual([
      '15 video modules',
      'Lifetime access',
      'Interactive exercises and quizzes',
      'Downloadable resources',
      'Progress tracking',
      'Certificate of completion',
      'Mobile-friendly',
    ]);
    expect(await premium.getByRole('listitem').count()).toBe(9);
    expect(await premium.textContent()).toContain('$49.99/mo');
    expect(await page.getByRole('heading', { name: 'How It Works' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: /^Step \d: / }).allTextContents()).toEqual([
      'Step 1: Start free',
      'Step 2: Learn at your own pace',
      'Step 3: Join the community (optional)',
    ]);
    await expectNoHorizontalScroll(page);
    await screenshot(page, `pricing-${name}`);
    await premium.getByRole('link', { name: 'Start with Community Access' }).click();
    await expectPath(page, '/signup?next=checkout');
    await page.goBack();
    await free.getByRole('link', { name: 'Start Learning FREE' }).click();
    await expectPath(page, '/signup');
  });
});

describe('preview, signed out', () => {
  it('locks the community tiles, shows three modules from the database and the visitor CTAs', async () => {
    const page = await newPage();
    await open(page, '/preview');
    await page.getByRole('heading', { name: 'Platform Preview', level: 1 }).waitFor();
    const tiles = page.getByTestId('preview-tile');
    expect(await tiles.count()).toBe(8);
    const state = await tiles.evaluateAll((ts) => ts.map((t) => [t.getAttribute('aria-label'), t.getAttribute('data-locked')]));
    expect(state).toEqual([
      ['Training Modules', 'false'],
      ['Community Channels', 'true'],
      ['Tutorial Help', 'true'],
      ['Chart Analysis', 'true'],
      ['Community Watchlist', 'true'],
      ['Live Sessions', 'true'],
      ['Market Alerts', 'true'],
      ['VIP Signals', 'true'],
    ]);
    expect(await page.getByText('Sign up to unlock').count()).toBe(6);
    expect(await page.getByText('Premium Only').count()).toBe(1);
    const modules = page.getByTestId('sample-module');
    await modules.first().waitFor();
    expect(await modules.count()).toBe(3);
    const texts = await modules.allTextContents();
    expect(texts[0]).toContain('Beginner');
    expect(texts[0]).toContain('Market Fundamentals');
    expect(texts[1]).toContain('Intermediate');
    expect(texts[2]).toContain('Advanced');
    for (const t of texts) {
      expect(t).toMatch(/\d+ lessons? · \d{1,3}:\d\d/);
      expect(t).toContain('Not completed');
    }
    await screenshot(page, 'preview-signed-out-1280');
    expect(await page.getByRole('link', { name: 'Go to Dashboard' }).count()).toBe(0);
    await page.getByRole('link', { name: 'View Pricing' }).click();
    await expectPath(page, '/pricing');
    await page.goBack();
    await page.getByRole('link', { name: 'Start Free Training' }).click();
    await expectPath(page, '/signup');
  });

  it('fits a 360 px phone', async () => {
    const page = await newPage(PHONE);
    await open(page, '/preview');
    await page.getByTestId('sample-module').first().waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'preview-360');
  });
});

describe('account screens, signed out', () => {
  it('login has the spec controls, a working password toggle and its links', async () => {
    const page = await newPage(PHONE);
    await open(page, '/login');
    const password = page.getByLabel(/^Password/);
    await password.fill('secret');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    expect(await page.getByRole('checkbox', { name: 'Remember me' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(1);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'login-360');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/forgot-password');
    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await expectPath(page, '/login');
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    await expectPath(page, '/signup');
  });

  it('the form fields can be reached and used with the keyboard alone', async () => {
    const page = await newPage();
    await open(page, '/login');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    await page.keyboard.type('nobody@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('secret');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Show password');
    await page.keyboard.press('Enter');
    expect(await page.getByLabel(/^Password/).getAttribute('type')).toBe('text');
  });

  it('the sign-up screen fits a 360 px phone', async () => {
    const page = await newPage(PHONE);
    await open(page, '/signup');
    await page.getByLabel(/^Password/).fill('Abcdefg1');
    await page.getByLabel(/^Confirm Password/).fill('Abcdefg');
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'signup-360');
  });
});

describe('accessibility (axe: no serious or critical violations)', () => {
  it.each(['/', '/pricing', '/preview', '/login', '/signup', '/forgot-password', '/terms', '/privacy', '/reset-password'])(
    '%s',
    async (path) => {
      const page = await newPage();
      await open(page, path);
      if (path === '/preview') await page.getByTestId('sample-module').first().waitFor();
      await expectAccessible(page);
    },
  );
});
