// Members in Chromium against the real stack: a premium member uploads a picture on their profile
// (cropped to a 256 px square in the browser, stored in the avatars bucket), finds a free member in
// the directory, messages them; the free member, signed in in a second browser context at 360 px,
// sees it arrive live with an unread count, sees "typing…", answers, and blocks; the premium member
// then cannot write. The directory shows the leaderboard and the member's own level. The channel header's member count opens the directory for that channel.
// In #tutorial-help the asker reacts to a helper's answer and marks it helpful: the helper's points and
// level move. The mailbox holds the branded welcome and password-reset emails, their links on the app.
// Screenshots of profile, directory and messages at 360 and 1280 px; axe on each screen.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe.ts';
import { verifyLink, waitForMail } from './support/mailbox.ts';
import { appUrl, DESKTOP, PHONE, screenshot, useBrowser } from './support/pages.ts';
import { anonClient, serviceClient } from '../support/clients.ts';
import { newMember, signInAt } from './dashboard-support.ts';

const { newPage } = useBrowser();

/** A 400×300 PNG drawn by the browser itself (a real picture to crop). */
async function pngFrom(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const c = canvas.getContext('2d')!;
    c.fillStyle = '#1c7ed6';
    c.fillRect(0, 0, 400, 300);
    c.fillStyle = '#fab005';
    c.beginPath();
    c.arc(200, 150, 100, 0, Math.PI * 2);
    c.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(data, 'base64');
}

describe('members', () => {
  it('avatar → directory → DM live in a second context → typing → block (1280 and 360 px)', { timeout: 240_000 }, async () => {
    const [pat, lee] = await Promise.all([newMember('premium', 'pat premium'), newMember('free', 'lee learner')]);
    const p = await newPage(DESKTOP);
    const l = await newPage(PHONE);
    for (const page of [p, l]) page.setDefaultTimeout(30_000);

    // Pat's own profile: a picture, a bio.
    await signInAt(p, pat, `/members/${pat.id}`);
    await p.getByRole('heading', { name: 'Edit your profile' }).waitFor();
    const chooser = p.waitForEvent('filechooser');
    await p.getByRole('button', { name: 'Change picture' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngFrom(p) });
    const avatar = p.locator(`img[alt="${pat.name}"]`);
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(new RegExp(`/storage/v1/object/public/avatars/${pat.id}/avatar-\\d+\\.webp$`));
    // Shown, then loaded from Storage: 256 px wide once it has arrived.
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(256);
    await p.getByLabel('Bio').fill('Swing trader, ten years in. Happy to help beginners.');
    await p.getByRole('button', { name: 'Save profile' }).click();
    await p.getByText('Your profile is saved.').waitFor();
    await screenshot(p, 'members-profile-1280');
    await expectAccessible(p);

    // The directory finds Lee by name.
    await p.goto(p.url().replace(/\/members\/.*$/, '/members'));
    await expect.poll(() => p.getByTestId('my-level').textContent()).toBe('You: level 1 · Newcomer · 0 points (next level at 100)');
    await p.getByLabel('Search by name').fill(lee.name);
    const card = p.getByTestId('member-card').filter({ hasText: lee.name });
    await card.waitFor();
    await expect.poll(() => p.getByTestId('member-card').count()).toBe(1);
    await screenshot(p, 'members-directory-1280');
    await expectAccessible(p);
    await card.click();
    await p.getByRole('heading', { name: lee.name }).waitFor();

    // Lee, on a phone, signs in and opens Messages before anything is sent.
    await signInAt(l, lee, '/messages');
    await l.getByText('No conversations yet').waitFor();
    await l.waitForTimeout(500); // the Realtime join completes

    await p.getByRole('button', { name: 'Message' }).click();
    await p.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    const composer = p.getByRole('textbox', { name: `Message ${lee.name}` });
    await composer.fill('Hi Lee, welcome to the community!');
    await p.getByRole('button', { name: 'Send' }).click();
    await p.getByTestId('dm-message').filter({ hasText: 'Hi Lee, welcome' }).waitFor();

    // It reaches Lee live, with an unread count.
    const row = l.getByRole('link', { name: new RegExp(pat.name) });
    await row.waitFor();
    await l.getByLabel('1 unread').waitFor();
    await screenshot(l, 'members-messages-list-360');
    await row.click();
    await l.getByTestId('dm-message').filter({ hasText: 'Hi Lee, welcome' }).waitFor();
    await expect.poll(() => l.getByLabel('1 unread').count()).toBe(0);

    // Lee types: Pat sees "typing…"; Lee's answer arrives live.
    await l.waitForTimeout(500);
    await l.getByRole('textbox', { name: `Message ${pat.name}` }).pressSequentially('Thanks Pat', { delay: 30 });
    await p.getByText(`${lee.name} is typing…`).waitFor();
    await l.getByRole('button', { name: 'Send' }).click();
    await p.getByTestId('dm-message').filter({ hasText: 'Thanks Pat' }).waitFor();
    await screenshot(l, 'members-messages-360');
    await screenshot(p, 'members-messages-1280');
    await expectAccessible(l);

    // Lee blocks Pat: Pat can no longer write to Lee.
    await l.getByRole('button', { name: 'Block' }).click();
    await l.getByTestId('dm-closed').waitFor();
    await composer.fill('Still there?');
    await p.getByRole('button', { name: 'Send' }).click();
    await p.getByText('Not sent:').waitFor();
    await p.reload();
    await p.getByText('You cannot write in this conversation.').waitFor();
    await expect(l.getByTestId('dm-message').filter({ hasText: 'Still there?' }).count()).resolves.toBe(0);
  });

  it(
    "the asker reacts to the help answer and marks it helpful: the helper's points and level move; the mailbox shows the branded welcome and reset emails (1280 and 360 px)",
    { timeout: 240_000 },
    async () => {
      const [asker, helper] = await Promise.all([newMember('free', 'ash asker'), newMember('free', 'hal helper')]);
      const service = serviceClient();
      // The helper has watched 8 lessons (80 points) and answers the asker's question (5 for the day's first message).
      const { data: lessons } = await service.from('lessons').select('id').order('id').limit(8);
      for (const l of lessons ?? []) {
        expect(
          (await service.from('lesson_progress').insert({ user_id: helper.id, lesson_id: l.id, watched_at: new Date().toISOString() }))
            .error,
        ).toBeNull();
      }
      const question = `How wide should my stop be? ${asker.name}`;
      const answer = `Beyond the last swing, sized so one loss is 1 % of the account. ${helper.name}`;
      const { data: asked, error: askError } = await asker.client
        .from('messages')
        .insert({ channel_id: 'tutorial-help', body: question })
        .select('id')
        .single();
      expect(askError).toBeNull();
      expect(
        (await helper.client.from('messages').insert({ channel_id: 'tutorial-help', body: answer, parent_id: asked!.id })).error,
      ).toBeNull();

      const h = await newPage(PHONE);
      const a = await newPage(DESKTOP);
      for (const page of [a, h]) page.setDefaultTimeout(30_000);
      await signInAt(h, helper, '/members');
      await expect.poll(() => h.getByTestId('my-level').textContent()).toBe('You: level 1 · Newcomer · 85 points (next level at 100)');

      // The asker opens the thread, reacts to the answer and marks it helpful.
      await signInAt(a, asker, '/dashboard/tutorial-help');
      await a.getByTestId('message').filter({ hasText: question }).getByTestId('thread-link').click();
      const thread = a.getByRole('dialog');
      const reply = thread.getByTestId('thread-replies').getByTestId('message').filter({ hasText: answer });
      await reply.waitFor();
      await reply.getByRole('button', { name: 'Add a reaction' }).click();
      await a.getByRole('button', { name: 'Like', exact: true }).click();
      await reply.getByTestId('reaction-like').waitFor();
      await thread.getByRole('button', { name: 'Mark as helpful' }).click();
      await thread.getByTestId('helpful-badge').waitFor();
      await expect.poll(() => thread.getByRole('button', { name: 'Mark as helpful' }).count()).toBe(0);
      await screenshot(a, 'members-helpful-1280');
      await expectAccessible(a);

      // The helper's points and level moved: 85 + 2 (the reaction) + 20 (the helpful answer).
      await h.reload();
      await expect.poll(() => h.getByTestId('my-level').textContent()).toBe('You: level 2 · Apprentice · 107 points (next level at 300)');
      await h.getByTestId('my-level').scrollIntoViewIfNeeded();
      await screenshot(h, 'members-helpful-points-360');
      // The helper sees the badge, and no way to mark it themselves.
      await h.goto(appUrl(`/dashboard/tutorial-help?thread=${asked!.id}`));
      const helperThread = h.getByRole('dialog');
      await helperThread.getByTestId('helpful-badge').waitFor();
      expect(await helperThread.getByRole('button', { name: 'Mark as helpful' }).count()).toBe(0);
      await screenshot(h, 'members-helpful-360');

      // The mailbox: the welcome email of sign-up and a password reset, both in Tradecraft's voice, links on the app.
      const welcome = await waitForMail(helper.email, 30_000, /^Welcome to Tradecraft$/);
      expect(welcome.text).toContain(`Hello ${helper.name}`);
      expect(welcome.html).toContain(`href="${appUrl('/dashboard')}"`);
      expect((await anonClient().auth.resetPasswordForEmail(helper.email, { redirectTo: appUrl('/reset-password') })).error).toBeNull();
      const reset = await waitForMail(helper.email, 30_000, /^Reset your Tradecraft password$/);
      expect(reset.html).toContain('get you back in');
      expect(new URL(verifyLink(reset)).searchParams.get('redirect_to')).toBe(appUrl('/reset-password'));
      for (const [page, size] of [
        [a, 1280],
        [h, 360],
      ] as const) {
        for (const [mail, name] of [
          [welcome, 'welcome'],
          [reset, 'reset'],
        ] as const) {
          await page.goto(`${inject('mailUrl')}/m/${mail.id}`);
          await page.getByRole('heading', { name: mail.subject, level: 1 }).waitFor();
          await screenshot(page, `mail-${name}-${size}`);
        }
      }

      // A week on, the asker's digest (the helper's reply they have not read in the bell) arrives through
      // the periodic job; its unsubscribe link works signed out, and their profile shows the digest off.
      expect(
        (
          await service
            .from('profiles')
            .update({ created_at: new Date(Date.now() - 10 * 86_400_000).toISOString() })
            .eq('id', asker.id)
        ).error,
      ).toBeNull();
      const digest = await waitForMail(asker.email, 30_000, /^Your week at Tradecraft$/);
      expect(digest.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      await a.goto(`${inject('mailUrl')}/m/${digest.id}`);
      await a.getByRole('heading', { name: digest.subject, level: 1 }).waitFor();
      await screenshot(a, 'mail-digest-1280');
      const unsubscribe = /href="([^"]*\/unsubscribe\?token=[^"]+)"/.exec(digest.html)?.[1];
      expect(unsubscribe?.startsWith(appUrl('/unsubscribe?token='))).toBe(true);
      const visitor = await newPage(PHONE);
      await visitor.goto(unsubscribe!);
      await visitor.getByText('Done: you will get no more weekly digests.').waitFor();
      await screenshot(visitor, 'unsubscribe-360');
      await expectAccessible(visitor);
      await a.goto(appUrl(`/members/${asker.id}`));
      const digestSwitch = a.getByRole('switch', { name: 'Weekly digest' });
      await digestSwitch.waitFor();
      await expect.poll(() => digestSwitch.isChecked()).toBe(false);
      await digestSwitch.scrollIntoViewIfNeeded();
      await screenshot(a, 'members-email-settings-1280');
    },
  );

  it(
    'the channel header’s member count opens the directory for the channel; profile and directory at 360 px',
    { timeout: 120_000 },
    async () => {
      const member = await newMember('free', 'count clicker');
      const page = await newPage(PHONE);
      page.setDefaultTimeout(30_000);
      await signInAt(page, member, '/dashboard/general');
      await page.getByTestId('member-count').click();
      await page.waitForURL(/\/members\?channel=general$/);
      await page.getByRole('heading', { name: 'Members of #general' }).waitFor();
      await page.getByTestId('member-card').first().waitFor();
      await screenshot(page, 'members-directory-360');
      await expectAccessible(page);
      await page.goto(page.url().replace(/\/members\?.*$/, `/members/${member.id}`));
      await page.getByRole('heading', { name: 'Edit your profile' }).waitFor();
      await screenshot(page, 'members-profile-360');
      await expectAccessible(page);
    },
  );

  it(
    'levels beside names: on chat messages, in the directory (level sort and filter), the leaderboard’s periods (1280 and 360 px)',
    { timeout: 120_000 },
    async () => {
      const [vet, reader] = await Promise.all([newMember('free', 'vera veteran'), newMember('free', 'rob reader')]);
      const { error } = await serviceClient().from('profiles').update({ current_module: 4 }).eq('id', vet.id);
      expect(error).toBeNull();
      const body = `Levels check ${vet.name}`;
      expect((await vet.client.from('messages').insert({ channel_id: 'tutorial-help', body })).error).toBeNull();

      for (const [viewport, size] of [
        [DESKTOP, 1280],
        [PHONE, 360],
      ] as const) {
        const page = await newPage(viewport);
        page.setDefaultTimeout(30_000);
        await signInAt(page, reader, '/dashboard/tutorial-help');
        const message = page.getByTestId('message').filter({ hasText: body });
        await message.waitFor();
        await expect.poll(() => message.getByTestId('author-level').textContent()).toBe('Lv 3');
        expect(await message.getByTestId('author-level').getAttribute('title')).toBe('Level 3 · Chart Reader');
        await screenshot(page, `members-levels-chat-${size}`);

        await page.goto(page.url().replace(/\/dashboard\/.*$/, '/members'));
        await page.getByRole('combobox', { name: 'Level', exact: true }).click();
        await page.getByRole('option', { name: '3 Chart Reader and up' }).click();
        await page.getByRole('combobox', { name: 'Sort by' }).click();
        await page.getByRole('option', { name: 'Level', exact: true }).click();
        const card = page.getByTestId('member-card').filter({ hasText: vet.name });
        await card.waitFor();
        expect(await card.getByTestId('member-level').textContent()).toBe('Level 3 · Chart Reader');
        await expect.poll(() => page.getByTestId('member-card').filter({ hasText: reader.name }).count()).toBe(0);
        await page.getByText('7 days', { exact: true }).click();
        await expect.poll(() => page.getByRole('radio', { name: '7 days' }).isChecked()).toBe(true);
        await screenshot(page, `members-levels-directory-${size}`);
        await expectAccessible(page);
      }
    },
  );
});
