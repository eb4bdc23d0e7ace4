// Shared by the dashboard browser tests: members with a chosen plan (signed up through the real auth
// API, the plan set with the service role as an admin would), signed in through the login screen.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { serviceClient, signUpUser, type TestUser } from '../support/clients.ts';
import { signInThroughUi } from './support/accounts.ts';
import { appUrl, expectPath } from './support/pages.ts';

export interface Member extends TestUser {
  name: string;
}

export async function newMember(plan: 'free' | 'premium', label: string = plan): Promise<Member> {
  const name = `${label[0]!.toUpperCase()}${label.slice(1)} ${Math.random().toString(36).slice(2, 7)}`;
  const user = await signUpUser(label.replace(/\W/g, ''), { display_name: name });
  if (plan === 'premium') await setPlan(user.id, 'premium');
  return { ...user, name };
}

export async function setPlan(userId: string, plan: 'free' | 'premium'): Promise<void> {
  const { error } = await serviceClient().from('subscriptions').update({ type: plan }).eq('user_id', userId);
  if (error) throw error;
}

/** Signs in through /login, then opens `path` (a full load, as a bookmark would). */
export async function signInAt(page: Page, member: Pick<Member, 'email' | 'password'>, path = '/dashboard'): Promise<void> {
  await signInThroughUi(page, member.email, member.password);
  await expectPath(page, '/dashboard');
  if (path !== '/dashboard') await page.goto(appUrl(path));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** Full-page screenshot into $BROWSER_SCREENSHOTS, when set (for looking at the layouts). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.BROWSER_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}
