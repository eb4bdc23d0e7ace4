// What a newcomer hit first: a long message cut without a word, the open channel's group
// collapsed, no Pricing/Preview on a phone, and 'Remember me' doing nothing.
import { describe, expect, it } from 'vitest';
import { fillSignUp, newAccount, signInThroughUi } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { appUrl, DASHBOARD, DESKTOP, expectPath, open, PHONE, screenshot, useBrowser } from './support/pages.ts';
import { newMember, signInAt } from './dashboard-support.ts';
import { signUpUser } from '../support/clients.ts';

const { newPage } = useBrowser();

describe('the message limit', () => {
  it('counts toward 2,000 characters, keeps everything pasted and refuses to send past the limit', async () => {
    const member = await newMember('premium', 'limit');
    const page = await newPage();
    await signInAt(page, member, '/dashboard/general');
    const input = page.getByTestId('message-input');
    const send = page.getByRole('button', { name: 'Send' });
    expect(await page.getByTestId('message-counter').count()).toBe(0);

    const tooLong = `${'x'.repeat(1990)} end of it!`; // 2,001 characters
    await input.fill(tooLong);
    expect((await input.inputValue()).length).toBe(2001); // nothing cut
    await expect.poll(() => page.getByTestId('message-counter').textContent()).toBe('2,001 / 2,000');
    await page.getByText('Too long: 2,001 of 2,000 characters. Remove 1 to send.').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await send.isDisabled()).toBe(true);
    await input.press('Enter');
    await screenshot(page, 'message-limit-1280');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'message-limit-360');
    await page.setViewportSize(DESKTOP);
    const mine = () => member.client.from('messages').select('body').eq('author_id', member.id);
    expect((await mine()).data).toEqual([]);

    await input.press('Backspace');
    await expect.poll(() => page.getByTestId('message-counter').textContent()).toBe('2,000 / 2,000');
    await send.click();
    await expect.poll(async () => (await mine()).data?.map((m) => m.body.length)).toEqual([2000]);
    await expect.poll(() => page.getByTestId('message-counter').count()).toBe(0);
  });

  it('counts the module and time prefix of a help question, and keeps the whole question', async () => {
    const page = await newPage();
    await signInAt(page, await newMember('free', 'helplimit'), '/dashboard/basics');
    const question = page.getByLabel('Your question');
    await question.fill('q'.repeat(1990)); // with "[Module 1 · 00:00] " in front: 2,009
    expect((await question.inputValue()).length).toBe(1990);
    await page.getByText('Too long: 2,009 of 2,000 characters. Remove 9 to send.').waitFor();
    expect(await page.getByRole('button', { name: 'Ask for Help' }).isDisabled()).toBe(true);
    await question.fill('q'.repeat(1981));
    await expect.poll(() => page.getByTestId('message-counter').textContent()).toBe('2,000 / 2,000');
    expect(await page.getByRole('button', { name: 'Ask for Help' }).isDisabled()).toBe(false);
  });
});

describe('the channel sidebar', () => {
  it('opens the group holding the channel in the URL, and again after Back', async () => {
    const page = await newPage();
    await signInAt(page, await newMember('premium', 'groups'), '/dashboard/general');
    const nav = page.getByRole('navigation', { name: 'Channels' });
    const group = (name: string) => nav.getByRole('button', { name, exact: false }).filter({ hasText: name });
    await expect.poll(() => group('MARKET DISCUSSION').getAttribute('aria-expanded')).toBe('true');
    expect(await nav.getByRole('link', { name: /# general/ }).getAttribute('aria-current')).toBe('page');
    expect(await group('LIVE UPDATES').getAttribute('aria-expanded')).toBe('false');
    await screenshot(page, 'sidebar-general-1280');

    // Still toggled by hand; and Back to a channel in a closed group opens that group again.
    await group('MARKET DISCUSSION').click();
    await expect.poll(() => nav.getByRole('link', { name: /# general/ }).count()).toBe(0);
    await group('PREMIUM').click();
    await nav.getByRole('link', { name: /# expert-analysis/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('# expert-analysis');
    await page.goBack();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('# general');
    await expect.poll(() => group('MARKET DISCUSSION').getAttribute('aria-expanded')).toBe('true');

    await page.goto(appUrl('/dashboard/live-sessions'));
    await expect.poll(() => group('PREMIUM').getAttribute('aria-expanded')).toBe('true');
    expect(await group('MARKET DISCUSSION').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens it on a phone, in the drawer', async () => {
    const page = await newPage(PHONE);
    await signInAt(page, await newMember('free', 'phonegroups'), '/dashboard/breaking-news');
    await page.getByRole('button', { name: 'Channels', exact: true }).locator('visible=true').click();
    const nav = page.getByRole('navigation', { name: 'Channels' });
    await nav.getByRole('link', { name: /# breaking-news/ }).waitFor();
    await screenshot(page, 'sidebar-breaking-news-360');
  });
});

describe('the phone header', () => {
  it('has Pricing and Preview at 360 px, on pre-rendered and app pages alike', async () => {
    const page = await newPage(PHONE);
    await open(page, '/');
    const main = page.getByRole('navigation', { name: 'Main' });
    expect(await main.count()).toBe(1);
    await main.getByRole('link', { name: 'Pricing' }).click();
    await expectPath(page, '/pricing');
    await screenshot(page, 'header-pricing-360');
    await expectAccessible(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Preview' }).click();
    await expectPath(page, '/preview');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const desktop = await newPage(DESKTOP);
    await open(desktop, '/');
    expect(await desktop.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    await desktop.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Preview' }).waitFor();
    await screenshot(desktop, 'header-home-1280');
  });
});

describe('Remember me', () => {
  it('unchecked, keeps the session for this tab only: a new tab after closing it is signed out', async () => {
    const user = await signUpUser('tabonly');
    const page = await newPage();
    await signInThroughUi(page, user.email, user.password);
    await expectPath(page, DASHBOARD);
    await page.reload(); // the same tab keeps it
    await expectPath(page, DASHBOARD);
    const context = page.context();
    await page.close();
    const next = await context.newPage();
    await next.goto(appUrl('/dashboard'));
    await expectPath(next, '/login');
  });

  it('checked, keeps the session in the browser: a new tab after closing the first is signed in', async () => {
    const user = await signUpUser('remembered');
    const page = await newPage();
    await page.goto(appUrl('/login'));
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectPath(page, DASHBOARD);
    const context = page.context();
    await page.close();
    const next = await context.newPage();
    await next.goto(appUrl('/dashboard'));
    await expectPath(next, DASHBOARD);
    await next.getByRole('button', { name: 'Sign Out' }).click();
    await expectPath(next, '/login');
    expect(await next.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('-auth-token')))).toEqual([]);
  });

  it('a new account stays signed in, as before', async () => {
    const page = await newPage();
    await page.goto(appUrl('/signup'));
    await fillSignUp(page, newAccount('keeps'));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectPath(page, DASHBOARD);
    const next = await page.context().newPage();
    await next.goto(appUrl('/dashboard'));
    await expectPath(next, DASHBOARD);
  });
});
