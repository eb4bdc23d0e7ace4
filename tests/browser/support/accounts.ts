// Accounts for browser tests, created the way a learner creates them: through the sign-up screen.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, DASHBOARD, expectPath } from './pages.ts';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

export function newAccount(label = 'learner'): TestAccount {
  const id = randomUUID().slice(0, 8);
  return { name: `Test ${label} ${id}`, email: `${label}-${id}@example.com`, password: `Passw0rd-${id}` };
}

export async function fillSignUp(page: Page, a: TestAccount, confirmation = a.password): Promise<void> {
  await page.getByLabel('Full Name').fill(a.name);
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel(/^Password/).fill(a.password);
  await page.getByLabel(/^Confirm Password/).fill(confirmation);
  // /signup is pre-rendered and its code loads on the first interaction: once the app has taken the
  // form over, the password's strength meter and the match line appear under the fields and move the
  // box down. A visitor sees them come before reaching the box; these fills are quicker than the app
  // and could press where the box was. (What is typed or ticked meanwhile is kept: prerender.test.ts.)
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
  await page.getByRole('checkbox', { name: /I agree/ }).check();
}

/** Signs up through /signup and waits for the dashboard. */
export async function signUpThroughUi(page: Page, a: TestAccount = newAccount()): Promise<TestAccount> {
  await page.goto(appUrl('/signup'));
  await fillSignUp(page, a);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectPath(page, DASHBOARD);
  return a;
}

export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto(appUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs out by dropping the stored session (kept or tab-only, see 'Remember me'), as closing the browser would. */
export async function forgetSession(page: Page): Promise<void> {
  await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
}
