// The pre-rendered public pages (web/prerender.ts): painted from HTML before any script runs, their
// code loaded only on the first interaction (or at once where they read data, or for a visitor who
// may be signed in), taken over by React without being rebuilt, and nothing a visitor types, submits
// or clicks in between is lost or leaked. The app's entry script is held back to make "before the
// app starts" last.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpUser } from '../support/clients.ts';
import { newAccount, signUpThroughUi } from './support/accounts.ts';
import { holdRequests } from './support/hold-requests.ts';
import { appUrl, DASHBOARD, expectPath, startApp, useBrowser } from './support/pages.ts';
import { LOADED_AT_ONCE } from '../../src/app/routes.tsx';

const { newPage } = useBrowser();

// Held to look at a page before the app starts. Navigations that hold it wait for DOMContentLoaded,
// not `load`: the page inserts the script one frame after first paint, which on a busy machine can
// come before the load event, and the load event would then wait for the held script.
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

const PAGES = [
  ['/', 'Learn to trade with confidence, one module at a time', 'Tradecraft — learn to trade'],
  ['/pricing', 'Pricing', 'Pricing — Tradecraft'],
  ['/preview', 'Platform Preview', 'Platform preview — Tradecraft'],
  ['/login', 'Welcome Back', 'Sign in — Tradecraft'],
  ['/signup', 'Create Your Account', 'Create your account — Tradecraft'],
  ['/forgot-password', 'Reset Your Password', 'Reset your password — Tradecraft'],
  ['/reset-password', 'Set a New Password', 'Set a new password — Tradecraft'],
  ['/terms', 'Terms of Service', 'Terms of Service — Tradecraft'],
  ['/privacy', 'Privacy Policy', 'Privacy Policy — Tradecraft'],
] as const;

async function appStarted(page: Page): Promise<void> {
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
}

/** The app's scripts the page has requested so far. */
function scriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && seen.push(new URL(r.url()).pathname));
  return seen;
}

interface TakeoverHooks {
  /** Set by a test: run at the moment React starts taking the page over. */
  duringTakeover?: () => void;
  takeoverStarted?: boolean;
  /** Text typed into a field the way a browser types it (the value, then an `input` event). */
  typeIn(field: HTMLInputElement, text: string): void;
}

/**
 * Runs the page's `window.duringTakeover` at the moment React starts taking the page over: hydrateRoot
 * has attached its listeners to #root and nothing is hydrated yet. What it does (typing, a tick) is
 * what a visitor's input would be while the app is hydrating the page.
 */
async function actWhileHydrating(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as TakeoverHooks;
    w.typeIn = (field, text) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, field.value + text);
      field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
    };
    const add = Object.getOwnPropertyDescriptor(EventTarget.prototype, 'addEventListener')!.value as (
      this: EventTarget,
      ...args: Parameters<EventTarget['addEventListener']>
    ) => void;
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) {
      if (!w.takeoverStarted && this instanceof HTMLElement && this.id === 'root') {
        w.takeoverStarted = true;
        queueMicrotask(() => w.duringTakeover?.());
      }
      add.apply(this, args);
    };
  });
}

describe('pre-rendered pages', () => {
  it.each(PAGES)('%s shows its content and title before any of the app code has loaded', async (path, heading, title) => {
    const page = await newPage();
    await page.context().route(ENTRY_SCRIPT, (route) => route.abort());
    await page.goto(appUrl(path));
    expect(await page.title()).toBe(title);
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(heading);
    expect(await page.locator('footer').isVisible()).toBe(true);
  });

  it.each(PAGES)('%s is hydrated in place, without errors', async (path) => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const held = await holdRequests(page, ENTRY_SCRIPT);
    await page.goto(appUrl(path), { waitUntil: 'domcontentloaded' });
    // A property, not an attribute, so the markup React compares stays the server's.
    await page
      .locator('h1')
      .first()
      .evaluate((h) => Object.assign(h, { fromServer: true }));
    held.release();
    await startApp(page);
    // The same element: React took over the server's markup instead of rendering it again.
    expect(
      await page
        .locator('h1')
        .first()
        .evaluate((h) => 'fromServer' in h),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  it.each(PAGES.map(([path]) => path))('%s loads the app’s code on the first interaction, or at once where it reads data', async (path) => {
    const page = await newPage();
    const scripts = scriptRequests(page);
    await page.goto(appUrl(path), { waitUntil: 'networkidle' });
    if (LOADED_AT_ONCE.includes(path)) {
      await appStarted(page);
      return;
    }
    // Read, scrolled, left alone: not one script of the app.
    await page.mouse.wheel(0, 400);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    expect(await page.locator('html[data-app]').count()).toBe(0);
    await page.keyboard.press('Tab');
    await appStarted(page);
    expect(scripts.some((s) => ENTRY_SCRIPT.test(s))).toBe(true);
  });

  it('clicks a button pressed before the app started once it has', async () => {
    const page = await newPage();
    const held = await holdRequests(page, ENTRY_SCRIPT);
    await page.goto(appUrl('/login'), { waitUntil: 'domcontentloaded' });
    await page.getByLabel(/^Password/).fill('shown-once-the-app-runs');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel(/^Password/).getAttribute('type')).toBe('password');
    held.release();
    await appStarted(page);
    await expect.poll(() => page.getByLabel(/^Password/).getAttribute('type')).toBe('text');
    expect(await page.getByLabel(/^Password/).inputValue()).toBe('shown-once-the-app-runs');
    await page.getByRole('button', { name: 'Hide password' }).waitFor();
  });

  it('other routes get the empty shell, not a pre-rendered page', async () => {
    const page = await newPage();
    const response = await page.request.get(appUrl('/dashboard/general'));
    const html = await response.text();
    expect(response.status()).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-prerendered');
  });

  it("the shell requests the dashboard's code and supabase-js with the entry on /dashboard…, and only there", async () => {
    const requestedBeforeTheApp = async (path: string) => {
      const page = await newPage();
      // The entry never runs here: whatever else is requested comes from the shell itself. (A held
      // module script also holds DOMContentLoaded: wait for the end of parsing instead.)
      await holdRequests(page, ENTRY_SCRIPT);
      await page.goto(appUrl(path), { waitUntil: 'commit' });
      await expect.poll(() => page.evaluate(() => document.readyState)).not.toBe('loading');
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(false);
      const links = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((ls) => ls.map((l) => new URL((l as HTMLLinkElement).href).pathname));
      const styles = await page.locator('link[rel="stylesheet"]').count();
      await page.close();
      return { links, styles };
    };
    const dashboard = await requestedBeforeTheApp('/dashboard/general');
    expect(dashboard.links.some((f) => /\/assets\/dashboard-route-[\w-]+\.js$/.test(f))).toBe(true);
    expect(dashboard.links.some((f) => /\/assets\/data-layout-route-[\w-]+\.js$/.test(f))).toBe(true);
    expect(dashboard.links.some((f) => /\/assets\/supabase-[\w-]+\.js$/.test(f))).toBe(true);
    const account = await requestedBeforeTheApp('/account');
    expect(account.links.some((f) => /\/assets\/(dashboard-route|data-layout-route|supabase)-/.test(f))).toBe(false);
    // The dashboard's own CSS (the full Mantine sheet) comes with it; other routes get only the shell's.
    expect(dashboard.styles).toBeGreaterThan(account.styles);
  });

  it('keeps what was typed before the app started and sends a held submit once it has', async () => {
    const user = await signUpUser('early');
    const page = await newPage();
    const held = await holdRequests(page, ENTRY_SCRIPT);
    await page.goto(appUrl('/login'), { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Held, not submitted natively: nothing typed went into the URL.
    expect(page.url()).toBe(appUrl('/login'));
    held.release();
    await appStarted(page);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Failed to log in. Please check your credentials.');
    expect(page.url()).toBe(appUrl('/login'));
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);
    expect(await page.getByLabel(/^Password/).inputValue()).toBe('not-the-password');
    expect(await page.getByRole('checkbox', { name: 'Remember me' }).isChecked()).toBe(true);
  });

  it('keeps what was typed and ticked while React was hydrating the page: sign-up goes through with it', async () => {
    const account = newAccount('hydrating');
    const page = await newPage();
    await actWhileHydrating(page);
    const held = await holdRequests(page, ENTRY_SCRIPT);
    await page.goto(appUrl('/signup'), { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Full Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.evaluate((password) => {
      const w = window as unknown as TakeoverHooks & { seenWhileHydrating?: boolean[]; untickedMeanwhile?: boolean };
      w.duringTakeover = () => {
        const terms = document.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
        // Hydration has not reached the fields yet, and the app has not started.
        w.seenWhileHydrating = [
          Object.keys(terms).some((k) => k.startsWith('__reactFiber')),
          document.documentElement.hasAttribute('data-app'),
        ];
        terms.click();
        // The box stays ticked on screen all along, not only once the app has started.
        const watch = () => {
          if (!terms.checked) w.untickedMeanwhile = true;
          if (!document.documentElement.hasAttribute('data-app')) setTimeout(watch, 0);
        };
        watch();
        const [first, second] = document.querySelectorAll<HTMLInputElement>('input[type="password"]');
        w.typeIn(first!, password);
        w.typeIn(second!, password);
      };
    }, account.password);
    held.release();
    await appStarted(page);
    expect(await page.evaluate(() => (window as unknown as { seenWhileHydrating?: boolean[] }).seenWhileHydrating)).toEqual([false, false]);
    expect(await page.getByLabel(/^Password/).inputValue()).toBe(account.password);
    expect(await page.getByRole('checkbox', { name: /I agree/ }).isChecked()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { untickedMeanwhile?: boolean }).untickedMeanwhile ?? false)).toBe(false);
    // In the form's state too: the account is created with them.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectPath(page, DASHBOARD);
  });

  it('keeps a password typed and "Remember me" ticked while React was hydrating the page: the session is kept', async () => {
    const user = await signUpUser('hydrating-ok');
    const page = await newPage();
    await actWhileHydrating(page);
    const held = await holdRequests(page, ENTRY_SCRIPT);
    await page.goto(appUrl('/login'), { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').fill(user.email);
    await page.evaluate((password) => {
      const w = window as unknown as TakeoverHooks;
      w.duringTakeover = () => {
        w.typeIn(document.querySelector<HTMLInputElement>('input[type="password"]')!, password);
        document.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
      };
    }, user.password);
    held.release();
    await appStarted(page);
    expect(await page.evaluate(() => (window as unknown as TakeoverHooks).takeoverStarted)).toBe(true);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectPath(page, DASHBOARD);
    // Remembered: the session went to localStorage, not to this tab's sessionStorage.
    const stored = await page.evaluate(() => ({
      kept: Object.keys(localStorage).some((k) => k.endsWith('-auth-token')),
      tab: Object.keys(sessionStorage).some((k) => k.endsWith('-auth-token')),
    }));
    expect(stored).toEqual({ kept: true, tab: false });
  });

  it('/reset-password?email= is pre-rendered without the address, which the form has once the app has taken the page over', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(appUrl('/reset-password?email=reader%40example.com'), { waitUntil: 'domcontentloaded' });
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Set a New Password');
    await startApp(page);
    const email = page.getByRole('form', { name: 'Password reset code' }).getByLabel('Email');
    await expect.poll(() => email.inputValue()).toBe('reader@example.com');
    expect(errors).toEqual([]);
  });

  it('signs in with credentials typed before the app started', async () => {
    const user = await signUpUser('early-ok');
    const page = await newPage();
    const held = await holdRequests(page, ENTRY_SCRIPT);
    await page.goto(appUrl('/login'), { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByLabel(/^Password/).press('Enter');
    held.release();
    await expectPath(page, DASHBOARD);
  });

  it('never shows a signed-in user the signed-out page it was served', async () => {
    const page = await newPage();
    await signUpThroughUi(page);
    const held = await holdRequests(page, ENTRY_SCRIPT);
    await page.goto(appUrl('/'), { waitUntil: 'domcontentloaded' });
    expect(await page.locator('#root').evaluate((r) => getComputedStyle(r).visibility)).toBe('hidden');
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
    held.release();
    await expectPath(page, DASHBOARD);
    expect(await page.locator('#root').evaluate((r) => getComputedStyle(r).visibility)).toBe('visible');
  });
});
