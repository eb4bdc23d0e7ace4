// The admin console's Community section in Chromium against the real stack. At 1280 px an admin passes
// the two-factor step, creates a channel (a member's open dashboard lists it live), edits it, schedules
// a session (an http join link is refused by the form first), cancels it, publishes a market alert (the
// member's open #market-alerts shows it live) and deletes it, and deletes the channel (gone from the
// member's sidebar live) — every step checked in the audit log the database wrote. At 360 px the three
// tabs and a form are usable without sideways scroll. axe on every screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serviceClient } from '../support/clients.ts';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, PHONE, screenshot, useBrowser } from './support/pages.ts';
import { newMember, signInAt, type Member } from './dashboard-support.ts';
import { setUpTwoFactor } from './support/two-factor.ts';
import { auditAfter, type AuditRow, lastAuditId } from './support/audit.ts';

const { newPage } = useBrowser();

async function makeAdmin(member: Member) {
  const { error } = await serviceClient().from('admins').insert({ user_id: member.id });
  if (error) throw error;
}

/** Runs `step` and returns the audit rows the admin wrote meanwhile. */
async function audited(admin: Member, step: () => Promise<void>): Promise<AuditRow[]> {
  const since = await lastAuditId();
  await step();
  return auditAfter(since, admin.id);
}

async function pick(page: Page, combobox: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A modal after its fade-in (axe would measure half-blended colours). */
async function dialog(page: Page, name: string) {
  const d = page.getByRole('dialog', { name });
  await d.waitFor();
  await page.waitForTimeout(400);
  return d;
}

const suffix = () => Math.random().toString(36).slice(2, 7);

describe('admin console: community', () => {
  it('channel, session and alert journeys reach the member live; each step audited (1280 px)', { timeout: 300_000 }, async () => {
    const [admin, member] = await Promise.all([newMember('free', 'community admin'), newMember('free', 'community member')]);
    await makeAdmin(admin);
    const tag = suffix();
    const channelName = `crypto talk ${tag}`;
    const channelId = `crypto-talk-${tag}`;

    const mb = await newPage(DESKTOP);
    mb.setDefaultTimeout(30_000);
    await signInAt(mb, member, '/dashboard/market-alerts');
    await mb.getByRole('textbox', { name: 'Message #market-alerts' }).waitFor();
    await mb.waitForTimeout(500); // Realtime joins complete

    const page = await newPage(DESKTOP);
    page.setDefaultTimeout(30_000);
    await signInAt(page, admin, '/admin/community');
    await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
    // At aal1 the changes are disabled with the hint.
    await page.getByText('Verify with two-factor authentication (above) to make changes.').waitFor();
    expect(await page.getByRole('button', { name: 'New channel' }).isDisabled()).toBe(true);
    await setUpTwoFactor(page);
    await page.locator('[data-testid="admin-channel"][data-id="general"]').waitFor();

    // --- Channels: create.
    let rows = await audited(admin, async () => {
      await page.getByRole('button', { name: 'New channel' }).click();
      const d = await dialog(page, 'New channel');
      await d.getByLabel('Name').fill(channelName);
      await d.getByText(`Channel id: ${channelId}`).waitFor();
      await pick(page, 'Group', 'LIVE UPDATES'); // open in the member's sidebar: they are in #market-alerts
      await d.getByLabel('Description').fill('Bitcoin, Ether and the rest.');
      await screenshot(page, 'admin-community-channel-form-1280');
      await expectAccessible(page);
      await d.getByRole('button', { name: 'Create channel' }).click();
      await page.getByRole('status').getByText(`Channel #${channelName} created.`).waitFor();
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'channels.insert',
      actor_id: admin.id,
      actor_role: 'admin',
      target_table: 'channels',
      target_id: channelId,
      before: null,
    });
    expect(rows[0]!.after).toMatchObject({
      name: channelName,
      group_name: 'LIVE UPDATES',
      type: 'chat',
      access: 'free',
      description: 'Bitcoin, Ether and the rest.',
    });
    // The member's open sidebar lists it, live.
    await mb.getByRole('link', { name: `# ${channelName}` }).waitFor();

    // --- Channels: edit the access level.
    const card = page.locator(`[data-testid="admin-channel"][data-id="${channelId}"]`);
    rows = await audited(admin, async () => {
      await card.getByRole('button', { name: `Edit #${channelName}` }).click();
      const d = await dialog(page, `Edit #${channelName}`);
      await d.getByText('premium', { exact: true }).click();
      await d.getByRole('button', { name: 'Save channel' }).click();
      await page.getByRole('status').getByText(`Channel #${channelName} saved.`).waitFor();
    });
    expect(rows.map((r) => [r.action, r.target_id])).toEqual([['channels.update', channelId]]);
    expect([rows[0]!.before!.access, rows[0]!.after!.access]).toEqual(['free', 'premium']);
    await card.getByText('premium', { exact: true }).waitFor();
    // A free member's sidebar now shows it locked: no longer a link.
    await mb.getByRole('link', { name: `# ${channelName}` }).waitFor({ state: 'detached' });
    await mb.getByText(`# ${channelName}`, { exact: true }).waitFor();
    // ... and the type: signals (a channel showing the VIP signals' feed and record, as #vip-signals).
    rows = await audited(admin, async () => {
      await card.getByRole('button', { name: `Edit #${channelName}` }).click();
      await dialog(page, `Edit #${channelName}`);
      await pick(page, 'Type', 'signals');
      await page.getByRole('dialog').getByRole('button', { name: 'Save channel' }).click();
      await page.getByRole('status').getByText(`Channel #${channelName} saved.`).waitFor();
    });
    expect([rows[0]!.before!.type, rows[0]!.after!.type]).toEqual(['chat', 'signals']);

    // --- Live sessions: schedule (http refused by the form), then cancel.
    await page.getByRole('tab', { name: 'Live sessions' }).click();
    await page.getByRole('heading', { name: 'Upcoming' }).waitFor();
    const title = `Crypto open house ${tag}`;
    const starts = new Date(Date.now() + 3 * 86_400_000);
    starts.setSeconds(0, 0);
    const local = new Date(starts.getTime() - starts.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    rows = await audited(admin, async () => {
      await page.getByRole('button', { name: 'Schedule session' }).click();
      const d = await dialog(page, 'Schedule a session');
      await d.getByLabel('Title').fill(title);
      await d.getByLabel('Host').fill('Ada Admin');
      await pick(page, 'Calendar', '#earnings-calendar (freemium)');
      await d.getByLabel('Starts at').fill(local);
      await d.getByLabel('Duration (minutes)').fill('45');
      await d.getByLabel('Join URL').fill('http://meet.example.com/crypto');
      await d.getByLabel('Premium session').uncheck();
      await d.getByRole('button', { name: 'Schedule session' }).click();
      await d.getByText('An https:// link').waitFor();
      await screenshot(page, 'admin-community-session-form-1280');
      await expectAccessible(page);
      await d.getByLabel('Join URL').fill('https://meet.example.com/crypto');
      await d.getByRole('button', { name: 'Schedule session' }).click();
      await page.getByRole('status').getByText(`Session “${title}” scheduled.`).waitFor();
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'live_sessions.insert', actor_id: admin.id, before: null });
    const sessionId = String(rows[0]!.target_id);
    expect(rows[0]!.after).toMatchObject({
      title,
      host_name: 'Ada Admin',
      channel_id: 'earnings-calendar',
      duration_minutes: 45,
      access: 'free',
      join_url: 'https://meet.example.com/crypto',
    });
    expect(new Date(rows[0]!.after!.starts_at as string).getTime()).toBe(starts.getTime());
    const session = page.locator(`[data-testid="admin-session"][data-title="${title}"]`);
    await session.getByRole('link', { name: 'https://meet.example.com/crypto' }).waitFor();
    await expectAccessible(page);
    rows = await audited(admin, async () => {
      await session.getByRole('button', { name: `Cancel ${title}` }).click();
      const d = await dialog(page, `Cancel “${title}”?`);
      await d.getByRole('button', { name: 'Cancel session' }).click();
      await session.waitFor({ state: 'detached' });
    });
    expect(rows.map((r) => [r.action, r.target_id, r.after])).toEqual([['live_sessions.delete', sessionId, null]]);

    // --- Market alerts: publish → the member's open channel shows it live; then delete.
    await page.getByRole('tab', { name: 'Market alerts' }).click();
    const headline = `BTC miners gap up ${tag}`;
    rows = await audited(admin, async () => {
      await page.getByRole('button', { name: 'Publish alert' }).click();
      const d = await dialog(page, 'Publish an alert');
      await pick(page, 'Symbol', 'NVDA');
      await d.getByLabel('Title').fill(headline);
      await d.getByLabel('Body').fill('Volume three times the average in the first hour.');
      await d.getByText('urgent', { exact: true }).click();
      await screenshot(page, 'admin-community-alert-form-1280');
      await expectAccessible(page);
      await d.getByRole('button', { name: 'Publish alert' }).click();
      await page.getByRole('status').getByText(`Alert “${headline}” published.`).waitFor();
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'market_alerts.insert', actor_id: admin.id, target_table: 'market_alerts' });
    expect(rows[0]!.after).toMatchObject({
      headline,
      symbol: 'NVDA',
      severity: 'urgent',
      channel_id: 'market-alerts',
      premium_only: false,
      created_by: admin.id,
    });
    const seen = mb.getByTestId('market-alert').filter({ hasText: headline });
    await seen.waitFor();
    await seen.getByText('Volume three times the average in the first hour.').waitFor();
    await screenshot(mb, 'admin-community-member-alert-1280');
    await expectAccessible(mb);

    const alert = page.locator(`[data-testid="admin-alert"][data-headline="${headline}"]`);
    rows = await audited(admin, async () => {
      await alert.getByRole('button', { name: `Delete ${headline}` }).click();
      const d = await dialog(page, 'Delete this alert?');
      await d.getByRole('button', { name: 'Delete alert' }).click();
      await alert.waitFor({ state: 'detached' });
    });
    expect(rows.map((r) => r.action)).toEqual(['market_alerts.delete']);
    await seen.waitFor({ state: 'detached' });

    // --- Channels: delete → gone from the member's sidebar.
    await page.getByRole('tab', { name: 'Channels' }).click();
    rows = await audited(admin, async () => {
      await card.getByRole('button', { name: `Delete #${channelName}` }).click();
      const d = await dialog(page, `Delete #${channelName}?`);
      await expectAccessible(page);
      await d.getByRole('button', { name: 'Delete channel' }).click();
      await card.waitFor({ state: 'detached' });
    });
    expect(rows.map((r) => [r.action, r.target_id])).toEqual([['channels.delete', channelId]]);
    await mb.getByText(`# ${channelName}`, { exact: true }).waitFor({ state: 'detached' });

    // The console's audit log shows the channel's three steps.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
  });

  it('the three tabs and a form at 360 px: no sideways scroll, axe clean', { timeout: 180_000 }, async () => {
    const admin = await newMember('free', 'community phone admin');
    await makeAdmin(admin);
    const page = await newPage(PHONE);
    page.setDefaultTimeout(30_000);
    await signInAt(page, admin, '/admin/community');
    await setUpTwoFactor(page);
    await page.locator('[data-testid="admin-channel"][data-id="general"]').waitFor();
    const noSideways = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await noSideways();
    await screenshot(page, 'admin-community-channels-360');
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Live sessions' }).click();
    await page.locator('[data-testid="admin-session"]').first().waitFor();
    await noSideways();
    await screenshot(page, 'admin-community-sessions-360');
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Market alerts' }).click();
    await page.locator('[data-testid="admin-alert"]').first().waitFor();
    await noSideways();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Publish alert' }).click();
    const d = await dialog(page, 'Publish an alert');
    await d.getByRole('button', { name: 'Publish alert' }).click();
    await d.getByText('A title is required').waitFor();
    await noSideways();
    await screenshot(page, 'admin-community-alert-form-360');
    await expectAccessible(page);
  });
});
