// Live session cards in Chromium against the real stack, at 360 and 1280 px: a learner answers going
// on a free session, the counts, places left and her avatar show, and reach a second member live; the
// last place taken, the second member's Going says Full; the time shows in each member's own time
// zone; "Add to calendar" downloads a valid .ics and links to Google Calendar and Outlook; the 24-hour
// reminder arrives in the bell and, through the session job, in the mailbox. No card links to the old
// placeholder host. Screenshots at both widths when BROWSER_SCREENSHOTS is set.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serviceClient } from '../support/clients.ts';
import { waitForMail } from './support/mailbox.ts';
import { DESKTOP, PHONE, screenshot, useBrowser } from './support/pages.ts';
import { newMember, signInAt } from './dashboard-support.ts';

const { newPage } = useBrowser();

const card = (page: Page, title: string) => page.getByTestId('live-session').filter({ hasText: title });

for (const [label, viewport, timeZone] of [
  ['1280', DESKTOP, 'America/Los_Angeles'],
  ['360', PHONE, 'Asia/Tokyo'],
] as const) {
  describe(`session cards at ${label} px`, () => {
    it('answers, counts, avatars, capacity, own time zone, add to calendar and the reminder', { timeout: 120_000 }, async () => {
      const title = `Earnings Q&A ${Math.random().toString(36).slice(2, 7)}`;
      const startsAt = new Date(Date.now() + 20 * 3600_000);
      startsAt.setUTCSeconds(0, 0);
      const admin = serviceClient();
      const { data: session, error } = await admin
        .from('live_sessions')
        .insert({
          channel_id: 'earnings-calendar',
          title,
          description: 'Reading a report, live.',
          host_name: 'Alex Admin',
          starts_at: startsAt.toISOString(),
          duration_minutes: 45,
          access: 'free',
          capacity: 1,
        })
        .select('id')
        .single();
      expect(error).toBeNull();
      const [lena, otto] = await Promise.all([newMember('free', 'lena'), newMember('free', 'otto')]);

      // Lena in a time zone of her own: a context made for it.
      const browser = (await newPage(viewport)).context().browser()!;
      const zoned = await browser.newContext({ viewport, timezoneId: timeZone, acceptDownloads: true });
      try {
        const mine = await zoned.newPage();
        mine.setDefaultTimeout(20_000);
        await signInAt(mine, lena, '/dashboard/earnings-calendar');
        const other = await newPage(viewport);
        other.setDefaultTimeout(20_000);
        await signInAt(other, otto, '/dashboard/earnings-calendar');
        await card(other, title).waitFor();

        const myCard = card(mine, title);
        await myCard.waitFor();
        // The start in Lena's own time zone.
        const shown = (await myCard.locator('time').textContent())!.replace(/\s/g, ' ');
        const expected = new Intl.DateTimeFormat('en-US', {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZoneName: 'short',
          timeZone,
        })
          .format(startsAt)
          .replace(/\s/g, ' ');
        expect(shown).toBe(expected);
        await expect.poll(() => myCard.getByTestId('rsvp-counts').textContent()).toBe('0 going · 0 interested · 1 of 1 places left');
        // No link to a placeholder host: the card says when the room opens.
        expect(await myCard.getByRole('link', { name: /Join/ }).count()).toBe(0);
        expect(await myCard.getByTestId('room-opens').textContent()).toMatch(/^The room opens at /);

        await myCard.getByRole('button', { name: 'Going' }).click();
        await expect.poll(() => myCard.getByRole('button', { name: 'Going' }).getAttribute('aria-pressed')).toBe('true');
        await expect.poll(() => myCard.getByTestId('rsvp-counts').textContent()).toBe('1 going · 0 interested · 0 of 1 places left');
        await expect
          .poll(() => myCard.getByRole('img', { name: /^Answered: / }).getAttribute('aria-label'))
          .toBe(`Answered: ${lena.name} (going)`);

        // The other member sees it live, and the last place gone.
        const otherCard = card(other, title);
        await expect
          .poll(() => otherCard.getByTestId('rsvp-counts').textContent(), { timeout: 15_000 })
          .toBe('1 going · 0 interested · 0 of 1 places left');
        expect(await otherCard.getByRole('button', { name: 'Full' }).isDisabled()).toBe(true);
        await otherCard.getByRole('button', { name: 'Interested' }).click();
        await expect.poll(() => otherCard.getByTestId('rsvp-counts').textContent()).toBe('1 going · 1 interested · 0 of 1 places left');
        await expect
          .poll(() => myCard.getByTestId('rsvp-counts').textContent(), { timeout: 15_000 })
          .toBe('1 going · 1 interested · 0 of 1 places left');

        // Add to calendar: an .ics file and the Google / Outlook links, all at the session's times.
        await myCard.getByRole('button', { name: `Add to calendar: ${title}` }).click();
        const [download] = await Promise.all([
          mine.waitForEvent('download'),
          mine.getByRole('menuitem', { name: /Download \.ics/ }).click(),
        ]);
        const ics = readFileSync(await download.path(), 'utf8');
        const stamp = (d: Date) =>
          d
            .toISOString()
            .replace(/[-:]/g, '')
            .replace(/\.\d{3}/, '');
        expect(ics).toContain(`\r\nDTSTART:${stamp(startsAt)}\r\n`);
        expect(ics).toContain(`\r\nDTEND:${stamp(new Date(startsAt.getTime() + 45 * 60_000))}\r\n`);
        expect(ics).toContain(`\r\nUID:live-session-${session!.id}@tradecraft\r\n`);
        expect(download.suggestedFilename()).toMatch(/^earnings-q-a-[a-z0-9]+\.ics$/);
        await myCard.getByRole('button', { name: `Add to calendar: ${title}` }).click();
        const google = new URL((await mine.getByRole('menuitem', { name: 'Google Calendar' }).getAttribute('href'))!);
        expect(google.searchParams.get('dates')).toBe(`${stamp(startsAt)}/${stamp(new Date(startsAt.getTime() + 45 * 60_000))}`);
        const outlook = new URL((await mine.getByRole('menuitem', { name: 'Outlook.com' }).getAttribute('href'))!);
        expect(outlook.searchParams.get('startdt')).toBe(startsAt.toISOString());
        if (label === '1280') await screenshot(mine, `live-sessions-calendar-menu-${label}`);
        await mine.keyboard.press('Escape');
        await screenshot(mine, `live-sessions-cards-${label}`);
        if (process.env.BROWSER_SCREENSHOTS)
          await myCard.screenshot({ path: `${process.env.BROWSER_SCREENSHOTS}/live-sessions-card-${label}.png` });

        // The 24-hour reminder: in the bell, and by email through the session job.
        const mail = await waitForMail(lena.email, 20_000, /^Tomorrow: /);
        expect(mail.subject).toBe(`Tomorrow: ${title}`);
        expect(mail.text).toContain('/dashboard/earnings-calendar');
        await mine.reload();
        const bell = mine.getByTestId('notification-bell');
        await expect.poll(async () => Number(await bell.getAttribute('data-count')), { timeout: 20_000 }).toBeGreaterThan(0);
        await bell.click();
        await mine.getByText(`Tomorrow: ${title}`).waitFor();
        await screenshot(mine, `live-sessions-reminder-${label}`);
      } finally {
        await zoned.close();
        await admin.from('live_sessions').delete().eq('id', session!.id);
      }
    });
  });
}

describe('the live trading room series', () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['360', PHONE],
  ] as const) {
    it(`a premium member sees next month's room on a Tuesday morning with its places, at ${label} px`, { timeout: 60_000 }, async () => {
      const { data: room } = await serviceClient()
        .from('live_sessions')
        .select('id, starts_at')
        .like('title', 'Live Trading Room%')
        .gt('starts_at', new Date().toISOString())
        .order('starts_at')
        .limit(1)
        .single();
      const page = await newPage(viewport);
      page.setDefaultTimeout(20_000);
      await signInAt(page, await newMember('premium', 'pria'), '/dashboard/live-sessions');
      const roomCard = page.locator(`[data-testid="live-session"][data-session-id="${room!.id}"]`);
      await roomCard.waitFor();
      await expect.poll(() => roomCard.getByTestId('rsvp-counts').textContent()).toMatch(/ · \d+ of 25 places left$/);
      expect(await roomCard.locator('time').getAttribute('datetime')).toBe(room!.starts_at);
      await roomCard.scrollIntoViewIfNeeded();
      await screenshot(page, `live-sessions-premium-${label}`);
    });
  }
});
