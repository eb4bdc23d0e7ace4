// Moderation in Chromium against the real stack: a learner reports a message from its menu; an admin
// finds it in the queue at 1280 px, mutes its author in the channel for 24 hours and hides it (each
// step checked in the audit log the database wrote); the reporter's open chat drops the message live,
// the author's composer says until when they are muted and their message shows as hidden; the queue
// is usable at 360 px. axe on every screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serviceClient } from '../support/clients.ts';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, PHONE, screenshot, useBrowser } from './support/pages.ts';
import { newMember, signInAt, type Member } from './dashboard-support.ts';
import { setUpTwoFactor } from './support/two-factor.ts';
import { auditAfter, lastAuditId } from './support/audit.ts';

const { newPage } = useBrowser();
const CHANNEL = 'tutorial-help';

async function makeAdmin(member: Member) {
  const { error } = await serviceClient().from('admins').insert({ user_id: member.id });
  if (error) throw error;
}

async function post(member: Member, body: string): Promise<number> {
  const { data, error } = await member.client.from('messages').insert({ channel_id: CHANNEL, body }).select('id').single();
  if (error) throw error;
  return data.id as number;
}

const messageIn = (page: Page, id: number) => page.locator(`[data-testid="message"][data-message-id="${id}"]`);

async function report(page: Page, id: number, reason: string, note: string) {
  const message = messageIn(page, id);
  await message.getByRole('button', { name: 'Message actions' }).click();
  await page.getByRole('menuitem', { name: 'Report message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report message' });
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByLabel('Note for the moderators (optional)').fill(note);
  return dialog;
}

describe('moderation', () => {
  it(
    'report → queue → mute 24 h and hide → the chat and the composer follow; every step audited (1280 px)',
    { timeout: 240_000 },
    async () => {
      const [author, reporter, admin] = await Promise.all([
        newMember('free', 'mod author'),
        newMember('free', 'mod reporter'),
        newMember('free', 'mod admin'),
      ]);
      await makeAdmin(admin);
      const body = `Guaranteed 100x on $MOON ${Math.random().toString(36).slice(2, 8)}, buy before noon`;
      const id = await post(author, body);

      const r = await newPage(DESKTOP);
      const a = await newPage(DESKTOP);
      for (const page of [r, a]) page.setDefaultTimeout(30_000);
      await signInAt(r, reporter, `/dashboard/${CHANNEL}`);
      await signInAt(a, author, `/dashboard/${CHANNEL}`);
      await messageIn(r, id).waitFor();
      await messageIn(a, id).waitFor();
      await r.waitForTimeout(500); // Realtime joins complete

      // The learner reports it: a reason, a note, a notification, then "Reported".
      const dialog = await report(r, id, 'Scam or pump-and-dump', 'Pump-and-dump, third time this week');
      await screenshot(r, 'moderation-report-1280');
      await expectAccessible(r);
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await r.getByText('Message reported').waitFor();
      await messageIn(r, id).getByText('Reported', { exact: true }).waitFor();
      await messageIn(r, id).getByRole('button', { name: 'Message actions' }).click();
      expect(await r.getByRole('menuitem', { name: 'Reported' }).isDisabled()).toBe(true);
      await messageIn(r, id).getByRole('button', { name: 'Message actions' }).click();
      await r.getByRole('menu').waitFor({ state: 'detached' });

      // The admin's queue.
      const m = await newPage(DESKTOP);
      m.setDefaultTimeout(30_000);
      await signInAt(m, admin, '/admin/moderation');
      await m.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
      await setUpTwoFactor(m); // admin changes need an aal2 session
      const card = m.locator(`[data-testid="report-card"][data-message-id="${id}"]`);
      await card.waitFor();
      expect(await card.getByTestId('report-count').textContent()).toBe('1 report');
      expect(await card.getByTestId('reported-body').textContent()).toBe(body);
      await card.getByText('Scam / pump-and-dump').waitFor();
      await card.getByText('“Pump-and-dump, third time this week”').waitFor();
      await card.getByText(author.name).waitFor();
      await screenshot(m, 'moderation-queue-1280');
      await expectAccessible(m);

      // Mute the author in the channel for 24 hours.
      let since = await lastAuditId();
      await card.getByRole('button', { name: 'Mute author…' }).click();
      const mute = m.getByRole('dialog');
      await mute.getByRole('combobox', { name: 'For' }).click();
      await m.getByRole('option', { name: '24 hours' }).click();
      await mute.getByLabel('Reason').fill('Repeated pump-and-dump promotion');
      await expectAccessible(m);
      await mute.getByRole('button', { name: 'Mute member' }).click();
      await card.getByText(/^Muted until /).waitFor();
      const muted = await auditAfter(since, admin.id);
      expect(muted).toHaveLength(1);
      expect(muted[0]).toMatchObject({
        action: 'member.mute',
        actor_id: admin.id,
        target_table: 'channel_mutes',
        target_id: CHANNEL,
        reason: 'Repeated pump-and-dump promotion',
        before: null,
      });
      const until = new Date(muted[0]!.after!.muted_until as string).getTime();
      expect(Math.abs(until - Date.now() - 24 * 3600_000)).toBeLessThan(5 * 60_000);

      // The author's open composer says so, live.
      const input = a.getByRole('textbox', { name: `Message #${CHANNEL}` });
      await expect.poll(() => input.getAttribute('placeholder'), { timeout: 30_000 }).toMatch(/^You are muted in this channel until /);
      expect(await input.isDisabled()).toBe(true);
      await a
        .getByTestId('mute-notice')
        .getByText(/Reason: Repeated pump-and-dump promotion/)
        .waitFor();

      // Hide the message: asked first, then out of the queue.
      since = await lastAuditId();
      await card.getByRole('button', { name: 'Hide' }).click();
      const confirm = m.getByRole('dialog', { name: 'Hide this message?' });
      await confirm.waitFor();
      await m.waitForTimeout(400); // the modal's fade-in: axe would measure half-blended colours
      await screenshot(m, 'moderation-hide-confirm-1280');
      await expectAccessible(m);
      await confirm.getByRole('button', { name: 'Hide message' }).click();
      await card.waitFor({ state: 'detached' });
      await m.getByRole('status').getByText(`Message by ${author.name} hidden.`).waitFor();
      const hidden = await auditAfter(since, admin.id);
      expect(hidden.map((x) => [x.action, x.target_table])).toEqual([
        ['message.hide', 'hidden_messages'],
        ['message.hide', 'message_reports'],
      ]);
      expect(hidden[0]).toMatchObject({ actor_id: admin.id, target_id: String(id), before: null });
      expect(hidden[1]).toMatchObject({
        before: expect.objectContaining({ resolution: null }),
        after: expect.objectContaining({ resolution: 'hidden', resolved_by: admin.id }),
      });

      // The reporter's open chat drops it live; the author still sees it, marked hidden.
      await messageIn(r, id).waitFor({ state: 'detached', timeout: 30_000 });
      await messageIn(a, id).getByText('Hidden by a moderator').waitFor({ timeout: 30_000 });
      await screenshot(a, 'moderation-muted-author-1280');
      await expectAccessible(a);

      // The audit log in the console shows both steps for the author.
      await m.getByRole('link', { name: 'Audit log' }).click();
      await m.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
      await m.getByLabel('Member email').fill(author.email);
      await expect
        .poll(async () => m.getByTestId('audit-row').evaluateAll((rows) => rows.map((x) => x.getAttribute('data-action'))))
        .toEqual(['message.hide', 'member.mute']);
      await m
        .locator('[data-testid="audit-row"][data-action="member.mute"]')
        .getByText('Reason: Repeated pump-and-dump promotion')
        .waitFor();
    },
  );

  it('the queue at 360 px: cards, no sideways scroll, axe clean', { timeout: 120_000 }, async () => {
    const [author, reporter, admin] = await Promise.all([
      newMember('free', 'phone author'),
      newMember('free', 'phone reporter'),
      newMember('free', 'phone admin'),
    ]);
    await makeAdmin(admin);
    const id = await post(author, `Join my signals group, 500% a week ${Math.random().toString(36).slice(2, 8)}`);
    const { error } = await reporter.client
      .from('message_reports')
      .insert({ message_id: id, channel_id: CHANNEL, reason: 'spam', note: 'Advertising a paid group' });
    if (error) throw error;
    const page = await newPage(PHONE);
    await signInAt(page, admin, '/admin/moderation');
    await setUpTwoFactor(page);
    const card = page.locator(`[data-testid="report-card"][data-message-id="${id}"]`);
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'moderation-queue-360');
    await expectAccessible(page);

    // Dismissing from the phone works too, and is recorded.
    const since = await lastAuditId();
    await card.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByRole('dialog', { name: 'Dismiss the reports?' }).getByRole('button', { name: 'Dismiss reports' }).click();
    await card.waitFor({ state: 'detached' });
    expect((await auditAfter(since, admin.id)).map((x) => x.action)).toEqual(['reports.dismiss']);
  });
});
