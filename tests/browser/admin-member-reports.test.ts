// Reports of members in the admin console (Moderation), in Chromium against the real stack: a free
// member reports a premium member's direct message, another reports a member from their profile; the
// admin sees both (the DM's text as reported, the reason, the note, who reported), marks one actioned
// at 1280 px and dismisses the other at 360 px; each closes the report and is in the audit log.
import { describe, expect, it } from 'vitest';
import { serviceClient } from '../support/clients.ts';
import { expectAccessible } from './support/axe.ts';
import { auditAfter, lastAuditId } from './support/audit.ts';
import { DESKTOP, PHONE, screenshot, useBrowser } from './support/pages.ts';
import { setUpTwoFactor, verifyTwoFactor } from './support/two-factor.ts';
import { newMember, signInAt } from './dashboard-support.ts';

const { newPage } = useBrowser();

describe('member reports in the admin console', () => {
  it('lists open reports of members and resolves them (1280 and 360 px), audited', { timeout: 180_000 }, async () => {
    const [spammer, target, bystander, admin] = await Promise.all([
      newMember('premium', 'dm spammer'),
      newMember('free', 'dm target'),
      newMember('free', 'bystander'),
      newMember('free', 'reports admin'),
    ]);
    expect((await serviceClient().from('admins').insert({ user_id: admin.id })).error).toBeNull();
    const convo = await spammer.client.rpc('start_conversation', { member_id: target.id });
    expect(convo.error).toBeNull();
    const body = `Wire me $500 for the VIP signals ${Math.random().toString(36).slice(2, 8)}`;
    const dm = await spammer.client
      .from('dm_messages')
      .insert({ conversation_id: convo.data as string, body })
      .select('id')
      .single();
    expect(dm.error).toBeNull();
    expect(
      (
        await target.client
          .from('member_reports')
          .insert({ dm_message_id: dm.data!.id, member_id: spammer.id, reason: 'scam', note: 'Asked me for money' })
      ).error,
    ).toBeNull();
    expect((await bystander.client.from('member_reports').insert({ member_id: spammer.id, reason: 'harassment' })).error).toBeNull();

    const page = await newPage(DESKTOP);
    page.setDefaultTimeout(30_000);
    await signInAt(page, admin, '/admin/moderation');
    const secret = await setUpTwoFactor(page);
    const cards = page.getByTestId('member-report-card').filter({ hasText: spammer.name });
    await expect.poll(() => cards.count()).toBe(2);
    const dmCard = cards.filter({ hasText: body });
    expect(await dmCard.getByTestId('reported-dm').textContent()).toBe(`Direct message, as reported:${body}`);
    await dmCard.getByText('Scam / pump-and-dump').waitFor();
    await dmCard.getByText('“Asked me for money”').waitFor();
    await dmCard.getByText(`Reported by ${target.name}`, { exact: false }).waitFor();
    await dmCard.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-member-reports-1280');
    await expectAccessible(page);

    let since = await lastAuditId();
    await dmCard.getByRole('button', { name: 'Mark actioned' }).click();
    await page.getByText(`Report of ${spammer.name} marked actioned.`).waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    expect(await auditAfter(since, admin.id)).toMatchObject([
      { action: 'resolve_member_report', actor_id: admin.id, target_table: 'member_reports', target_user_id: spammer.id },
    ]);

    const phone = await newPage(PHONE);
    phone.setDefaultTimeout(30_000);
    await signInAt(phone, admin, '/admin/moderation');
    await verifyTwoFactor(phone, secret);
    const left = phone.getByTestId('member-report-card').filter({ hasText: spammer.name });
    await left.getByText('Harassment').waitFor();
    await left.scrollIntoViewIfNeeded();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(phone, 'admin-member-reports-360');
    await expectAccessible(phone);
    since = await lastAuditId();
    await left.getByRole('button', { name: 'Dismiss' }).click();
    await left.waitFor({ state: 'detached' });
    expect(await auditAfter(since, admin.id)).toMatchObject([{ action: 'resolve_member_report', target_user_id: spammer.id }]);
    const { data } = await serviceClient().from('member_reports').select('resolution').eq('member_id', spammer.id).order('id');
    expect(data).toEqual([{ resolution: 'actioned' }, { resolution: 'dismissed' }]);
  });
});
