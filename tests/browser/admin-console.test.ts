// The admin console in Chromium against the real stack: a learner is sent away from /admin; an admin
// reads the overview's charts, grants complimentary premium, suspends and reinstates a member (each
// step checked in the audit log the database wrote), reads the audit log with filters, and uses the
// console at 360 px. axe on every screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { client, serviceClient } from '../support/clients.ts';
import { expectAccessible } from './support/axe.ts';
import { DASHBOARD, DESKTOP, PHONE, expectPath, screenshot, useBrowser } from './support/pages.ts';
import { newMember, signInAt, type Member } from './dashboard-support.ts';
import { setUpTwoFactor } from './support/two-factor.ts';

const { newPage } = useBrowser();

async function makeAdmin(member: Member) {
  const { error } = await serviceClient().from('admins').insert({ user_id: member.id });
  if (error) throw error;
}

/** The newest audit row about a member, read as the service role (never through the page under test). */
async function lastAudit(memberId: string) {
  const { data, error } = await serviceClient()
    .from('audit_log')
    .select('*')
    .eq('target_user_id', memberId)
    .order('id', { ascending: false })
    .limit(1)
    .single();
  if (error) throw error;
  return data as {
    action: string;
    actor_id: string | null;
    actor_role: string;
    reason: string | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  };
}

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

async function memberAction(page: Page, member: Member, item: string) {
  await page.getByRole('button', { name: `Actions for ${member.name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
  // The menu closes with a short transition; checks made meanwhile would see it half gone.
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

describe('admin console', () => {
  it('is not for learners: /admin sends them to the dashboard', async () => {
    const learner = await newMember('free', 'notadmin');
    const page = await newPage(DESKTOP);
    await signInAt(page, learner, '/admin');
    await expectPath(page, DASHBOARD);
  });

  it('an admin reads the overview, manages a member and reads every step in the audit log (1280 px)', async () => {
    const [admin, member] = await Promise.all([newMember('free', 'console admin'), newMember('free', 'console member')]);
    await makeAdmin(admin);
    const page = await newPage(DESKTOP);
    await signInAt(page, admin);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('link', { name: 'Admin console' }).click();
    await heading(page, 'Overview');
    // Admin changes need two-factor verification (tests/browser/admin-mfa.test.ts looks at it closely)
    await setUpTwoFactor(page);
    await expect.poll(async () => Number(await page.getByTestId('stat-members').textContent())).toBeGreaterThanOrEqual(2);
    await page.locator('.recharts-surface').nth(3).waitFor();
    await page.waitForTimeout(500); // the charts' entry animation
    await screenshot(page, 'admin-overview-1280');
    await expectAccessible(page);

    // Members: find them, grant complimentary premium
    await page.getByRole('link', { name: 'Members' }).click();
    await heading(page, 'Members');
    await page.getByLabel('Search').fill(member.email);
    const row = page.locator(`[data-testid="member-row"][data-email="${member.email}"]`);
    await row.getByText('Free', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('member-row').count()).toBe(1);
    await memberAction(page, member, 'Grant complimentary premium');
    await row.getByText('Complimentary', { exact: true }).waitFor();
    expect(await lastAudit(member.id)).toMatchObject({
      action: 'member.grant_complimentary',
      actor_id: admin.id,
      actor_role: 'admin',
      before: expect.objectContaining({ type: 'free' }),
      after: expect.objectContaining({ type: 'premium' }),
    });

    // Suspend with a reason: refused at sign-in from then on
    await memberAction(page, member, 'Suspend…');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Posting links to a pump-and-dump scheme');
    await screenshot(page, 'admin-suspend-1280');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Suspend member' }).click();
    await row.getByText('Suspended', { exact: true }).waitFor();
    expect(await lastAudit(member.id)).toMatchObject({
      action: 'member.suspend',
      actor_id: admin.id,
      reason: 'Posting links to a pump-and-dump scheme',
    });
    const signIn = await client().auth.signInWithPassword({ email: member.email, password: member.password });
    expect(signIn.error?.code).toBe('user_banned');
    await screenshot(page, 'admin-members-1280');
    await expectAccessible(page);

    await memberAction(page, member, 'Lift suspension');
    await row.getByText('Suspended', { exact: true }).waitFor({ state: 'detached' });
    expect(await lastAudit(member.id)).toMatchObject({ action: 'member.lift_suspension', actor_id: admin.id, after: null });
    expect((await client().auth.signInWithPassword({ email: member.email, password: member.password })).error).toBeNull();

    // The audit log, filtered by the member's email, then by action
    await page.getByRole('link', { name: 'Audit log' }).click();
    await heading(page, 'Audit log');
    await page.getByLabel('Member email').fill(member.email);
    await expect
      .poll(async () => page.getByTestId('audit-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action'))))
      .toEqual(['member.lift_suspension', 'member.suspend', 'member.grant_complimentary']);
    const suspendRow = page.locator('[data-testid="audit-row"][data-action="member.suspend"]');
    await suspendRow.getByText(admin.email).waitFor();
    await suspendRow.getByText('Reason: Posting links to a pump-and-dump scheme').waitFor();
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Granted complimentary premium' }).click();
    await expect.poll(() => page.getByTestId('audit-row').count()).toBe(1);
    await page.locator('[data-testid="audit-row"]').getByText('free → premium').waitFor();
    await screenshot(page, 'admin-audit-1280');
    await expectAccessible(page);
  }, 150_000);

  it('is usable at 360 px: the sections behind a burger, tables that scroll', async () => {
    const admin = await newMember('free', 'phone admin');
    await makeAdmin(admin);
    const page = await newPage(PHONE);
    await signInAt(page, admin, '/admin');
    await heading(page, 'Overview');
    await page.locator('.recharts-surface').nth(3).waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'admin-overview-360');
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Open the admin menu' }).click();
    await page.getByRole('link', { name: 'Members' }).click();
    await heading(page, 'Members');
    await page.getByTestId('member-row').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'admin-members-360');
    await expectAccessible(page);
  }, 120_000);
});
