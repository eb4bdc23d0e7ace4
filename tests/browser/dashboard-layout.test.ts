// The dashboard's layout and access rules in Chromium against the real stack: channel groups,
// premium channels for a free learner, deep links, phone and desktop widths, and axe per channel type.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe.ts';
import { appUrl, DESKTOP, PHONE, useBrowser } from './support/pages.ts';
import { newMember, screenshot, signInAt } from './dashboard-support.ts';

const { newPage } = useBrowser();

const CHANNELS = [
  'basics',
  'intermediate',
  'advanced',
  'tutorial-help',
  'general',
  'daily-watchlist',
  'technical-analysis',
  'market-alerts',
  'breaking-news',
  'earnings-calendar',
  'expert-analysis',
  'live-sessions',
];
const GROUPS = ['#BASICS', 'MARKET DISCUSSION', 'LIVE UPDATES', 'PREMIUM'];

const group = (page: Page, name: string) => page.getByRole('button', { name, exact: false }).filter({ hasText: name });
const channelHeading = (page: Page) => page.getByRole('heading', { level: 1 });

describe('dashboard layout', () => {
  it('opens basics with #BASICS expanded and the other groups collapsed; each group toggles', async () => {
    const page = await newPage();
    await signInAt(page, await newMember('free'));
    await expect.poll(() => channelHeading(page).textContent()).toContain('# basics');
    for (const name of GROUPS) {
      await expect.poll(() => group(page, name).getAttribute('aria-expanded')).toBe(name === '#BASICS' ? 'true' : 'false');
    }
    const nav = page.getByRole('navigation', { name: 'Channels' });
    await nav.getByRole('link', { name: /# tutorial-help/ }).waitFor();
    expect(await nav.getByRole('link', { name: /# general/ }).count()).toBe(0);

    await group(page, 'MARKET DISCUSSION').click();
    await expect.poll(() => group(page, 'MARKET DISCUSSION').getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: /# general/ }).waitFor();
    await group(page, '#BASICS').click();
    await expect.poll(() => nav.getByRole('link', { name: /# basics/ }).count()).toBe(0);
    await group(page, '#BASICS').click();
    await nav.getByRole('link', { name: /# basics/ }).waitFor();
  });
});

describe('access by plan', () => {
  it('shows premium channels disabled to a free learner and the upgrade panel on their URL; the database refuses the data too', async () => {
    const learner = await newMember('free');
    const page = await newPage();
    await signInAt(page, learner);
    await group(page, 'PREMIUM').click();
    const nav = page.getByRole('navigation', { name: 'Channels' });
    for (const name of ['expert-analysis', 'live-sessions']) {
      const item = nav.getByRole('button', { name: new RegExp(`# ${name}`) });
      expect(await item.isDisabled()).toBe(true);
      expect(await nav.getByRole('link', { name: new RegExp(`# ${name}`) }).count()).toBe(0);
    }

    await page.goto(appUrl('/dashboard/expert-analysis'));
    await page.getByRole('heading', { name: 'Premium Channel' }).waitFor();
    await page.getByText('Upgrade to premium to access this channel').waitFor();
    const upgrade = page.getByRole('link', { name: 'Upgrade to Premium - $49.99/mo' });
    expect(await upgrade.getAttribute('href')).toBe('/checkout');
    expect(await page.getByTestId('message-list').count()).toBe(0);
    await expectAccessible(page);

    // Not only hidden: the same session reading through the API gets nothing.
    const { data, error } = await learner.client.from('channel_messages').select('id').eq('channel_id', 'expert-analysis');
    expect(error).toBeNull();
    expect(data).toEqual([]);

    // Straight to Stripe Checkout (the offline stand-in's hosted page); tests/browser/billing.test.ts pays there.
    await upgrade.click();
    await page.waitForURL((u) => u.href.startsWith(`${inject('stripeUrl')}/c/pay/`));
  });

  it('opens every channel for a premium member', async () => {
    const page = await newPage();
    await signInAt(page, await newMember('premium'), '/dashboard/expert-analysis');
    await expect.poll(() => channelHeading(page).textContent()).toContain('# expert-analysis');
    await page.getByTestId('candle-chart').waitFor();
    // The open channel's group is open, even when it was collapsed.
    expect(await group(page, 'PREMIUM').getAttribute('aria-expanded')).toBe('true');
    const nav = page.getByRole('navigation', { name: 'Channels' });
    await nav.getByRole('link', { name: /# live-sessions/ }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/live-sessions');
    await page.getByRole('heading', { name: 'Upcoming Sessions' }).waitFor();
    await expect.poll(() => page.getByTestId('live-session').count()).toBeGreaterThan(0);
  });
});

describe('channel URLs', () => {
  it('keeps every channel across a reload, and Back returns to the previous one', async () => {
    const page = await newPage();
    await signInAt(page, await newMember('premium'));
    for (const id of CHANNELS) {
      await page.goto(appUrl(`/dashboard/${id}`));
      await expect.poll(() => channelHeading(page).textContent()).toContain(`# ${id}`);
      await page.reload();
      await expect.poll(() => channelHeading(page).textContent()).toContain(`# ${id}`);
      expect(new URL(page.url()).pathname).toBe(`/dashboard/${id}`);
    }
    await page.goto(appUrl('/dashboard/basics'));
    await page
      .getByRole('navigation', { name: 'Channels' })
      .getByRole('link', { name: /# tutorial-help/ })
      .click();
    await expect.poll(() => channelHeading(page).textContent()).toContain('# tutorial-help');
    // Focus follows the switch, so keyboard and screen-reader users land on the new channel.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('# tutorial-help');
    await page.goBack();
    await expect.poll(() => channelHeading(page).textContent()).toContain('# basics');
    expect(new URL(page.url()).pathname).toBe('/dashboard/basics');
  });

  it('signs out from the header', async () => {
    const page = await newPage();
    await signInAt(page, await newMember('free'));
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.goto(appUrl('/dashboard/general'));
    await page.waitForURL((u) => u.pathname === '/login');
  });

  it('sends an unknown channel id to basics', async () => {
    const page = await newPage();
    await signInAt(page, await newMember('free'), '/dashboard/no-such-channel');
    await page.waitForURL((u) => u.pathname === '/dashboard/basics');
    await expect.poll(() => channelHeading(page).textContent()).toContain('# basics');
  });
});

describe('layout at 1280 px and 360 px', () => {
  it('collapses and expands the whole sidebar on a desktop', async () => {
    const page = await newPage(DESKTOP);
    await signInAt(page, await newMember('free'));
    const nav = page.getByRole('navigation', { name: 'Channels' });
    const toggle = page.getByRole('button', { name: 'Channels', exact: true }).locator('visible=true');
    expect(await nav.isVisible()).toBe(true);
    await screenshot(page, 'dashboard-1280-basics');
    await toggle.click();
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => nav.isVisible()).toBe(true);
  });

  it('puts the sidebar in a drawer behind the burger on a phone, without horizontal scrolling', async () => {
    const page = await newPage(PHONE);
    await signInAt(page, await newMember('premium'), '/dashboard/general');
    const nav = page.getByRole('navigation', { name: 'Channels' });
    await page.getByTestId('message-list').waitFor();
    expect(await nav.isVisible()).toBe(false);
    await screenshot(page, 'dashboard-360-general');
    for (const id of ['basics', 'daily-watchlist', 'technical-analysis', 'earnings-calendar']) {
      await page.goto(appUrl(`/dashboard/${id}`));
      await expect.poll(() => channelHeading(page).textContent()).toContain(`# ${id}`);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, id).toBeLessThanOrEqual(0);
      // The fixed header clips instead of scrolling: its last control must end inside the screen.
      const signOut = await page.getByRole('button', { name: 'Sign Out' }).boundingBox();
      expect(signOut!.x + signOut!.width, id).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, `dashboard-360-${id}`);
    }
    const burger = page.getByRole('button', { name: 'Channels', exact: true }).locator('visible=true');
    await burger.click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    await page.waitForTimeout(400); // the slide-in
    await screenshot(page, 'dashboard-360-drawer');
    await expectAccessible(page);
    await nav.getByRole('link', { name: /# tutorial-help/ }).click();
    await expect.poll(() => channelHeading(page).textContent()).toContain('# tutorial-help');
    await expect.poll(() => nav.isVisible()).toBe(false);
  });
});

describe('accessibility (axe)', () => {
  it.each([
    ['basics', 'tutorials'],
    ['general', 'chat'],
    ['market-alerts', 'chat with alerts'],
    ['daily-watchlist', 'watchlist'],
    ['technical-analysis', 'charts'],
    ['earnings-calendar', 'calendar'],
  ])('has no serious or critical violation in #%s (%s)', async (id) => {
    const page = await newPage();
    await signInAt(page, await newMember('free'), `/dashboard/${id}`);
    await expect.poll(() => channelHeading(page).textContent()).toContain(`# ${id}`);
    await page.waitForLoadState('networkidle');
    const list = page.getByTestId('message-list');
    await list.getByTestId('message').or(list.getByText('No messages yet.')).first().waitFor();
    await screenshot(page, `dashboard-1280-${id}`);
    await expectAccessible(page);
  });
});
