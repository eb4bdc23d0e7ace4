// Shared by the dashboard browser tests: members with a chosen plan (signed up through the real auth
// API, the plan set with the service role as an admin would), signed in with their password.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { client, serviceClient, signUpUser, type TestUser } from '../support/clients.ts';
import { appUrl } from './support/pages.ts';

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

/**
 * Opens `path` as the member, signed in: the session is asked of the real Auth API with their password
 * and put where the app keeps a remembered session, as for a member who signed in on an earlier visit
 * and opens a bookmark. One load of the app instead of three (the login screen, the dashboard it lands
 * on, then `path`); the login screen's own journeys are auth-signin.test.ts's.
 */
export async function signInAt(page: Page, member: Pick<Member, 'email' | 'password'>, path = '/dashboard'): Promise<void> {
  const { data, error } = await client().auth.signInWithPassword({ email: member.email, password: member.password });
  if (error) throw error;
  // supabase-js's storage key for the API's host (src/lib/supabase.ts keeps its default).
  const key = `sb-${new URL(inject('apiUrl')).hostname.split('.')[0]}-auth-token`;
  const seeded = await page.addInitScript(([k, v]) => window.localStorage.setItem(k, v), [key, JSON.stringify(data.session)] as const);
  try {
    await page.goto(appUrl(path));
  } finally {
    await seeded.dispose();
  }
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** Full-page screenshot into $BROWSER_SCREENSHOTS, when set (for looking at the layouts). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.BROWSER_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}
