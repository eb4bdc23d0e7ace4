// The notification centre in Chromium with two members against the real stack: A mentions B in a
// channel and replies to B's message; B's bell count goes up live, B opens the popover, clicks the
// mention, lands on the message, and the count drops; "Mark all as read" clears it. No desktop
// notification permission is asked for on load. Screenshots at 1280 and 360 px when
// BROWSER_SCREENSHOTS is set.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newMember, screenshot, signInAt } from './dashboard-support.ts';
import { expectAccessible } from './support/axe.ts';
import { holdAnswers } from './support/hold-requests.ts';
import { PHONE, useBrowser } from './support/pages.ts';
import { watchTopic } from './support/realtime-frames.ts';

// The full browser: the bell offers desktop notifications while the permission is "default", which the
// headless shell never reports.
const { newPage } = useBrowser([], { fullBrowser: true });

const messages = (page: Page) => page.getByTestId('message-list').getByTestId('message');
const bell = (page: Page) => page.getByTestId('notification-bell');
const count = async (page: Page) => Number(await bell(page).getAttribute('data-count'));

describe('notification centre', () => {
  it(
    'a mention and a reply reach the other member live; opening one lands on the message and lowers the count',
    { timeout: 240_000 },
    async () => {
      const [a, b] = await Promise.all([newMember('premium', 'nadia'), newMember('free', 'bruno')]);
      const own = `question${Math.random().toString(36).slice(2, 8)}`;
      const { data: root, error } = await b.client
        .from('messages')
        .insert({ channel_id: 'tutorial-help', body: `Where is the ${own} lesson?` })
        .select('id')
        .single();
      expect(error).toBeNull();

      const pageA = await newPage();
      const pageB = await newPage();
      for (const page of [pageA, pageB]) page.setDefaultTimeout(30_000);
      // Nothing asks for notification permission on load.
      let asked = false;
      await pageB.exposeFunction('__askedForPermission', () => (asked = true));
      await pageB.addInitScript(() => {
        const request = Notification.requestPermission.bind(Notification);
        Notification.requestPermission = () => {
          void (window as unknown as { __askedForPermission(): void }).__askedForPermission();
          return request();
        };
      });
      await signInAt(pageA, a, '/dashboard/tutorial-help');
      await signInAt(pageB, b, '/dashboard/basics');
      await bell(pageB).waitFor();
      await expect.poll(() => count(pageB)).toBe(0);
      await pageB.waitForTimeout(500); // B's Realtime join completes

      // A mentions B, picked from the autocomplete.
      const word = `wick${Math.random().toString(36).slice(2, 8)}`;
      const input = pageA.getByRole('textbox', { name: 'Message #tutorial-help' });
      await input.fill(`@${b.name.slice(0, 7)}`);
      await pageA.getByRole('option', { name: b.name }).click();
      await input.pressSequentially(`have a look at this ${word}`);
      await pageA.getByRole('button', { name: 'Send', exact: true }).click();
      const sent = messages(pageA).filter({ hasText: word });
      await expect.poll(() => sent.getAttribute('data-message-id'), { timeout: 30_000 }).toMatch(/^\d+$/);
      const mentionId = await sent.getAttribute('data-message-id');

      // B's bell counts it without a reload.
      await expect.poll(() => count(pageB), { timeout: 30_000 }).toBe(1);
      expect(await bell(pageB).getAttribute('aria-label')).toBe('Notifications, 1 unread');

      // A replies to B's own message (through A's session): the count moves again.
      const reply = await a.client
        .from('messages')
        .insert({ channel_id: 'tutorial-help', parent_id: root!.id, body: `It is module 3, ${word}` })
        .select('id')
        .single();
      expect(reply.error).toBeNull();
      await expect.poll(() => count(pageB), { timeout: 30_000 }).toBe(2);

      await bell(pageB).click();
      const list = pageB.getByRole('dialog', { name: 'Notifications' });
      const items = list.getByTestId('notification-item');
      await expect.poll(() => items.count()).toBe(2);
      expect(await items.nth(0).textContent()).toContain(`${a.name} replied to your message in #tutorial-help`);
      expect(await items.nth(1).textContent()).toContain(`${a.name} mentioned you in #tutorial-help`);
      expect(await items.nth(1).textContent()).toContain(`@${b.name} have a look at this ${word}`);
      expect(await list.getByRole('button', { name: 'Turn on desktop notifications' }).count()).toBe(1);
      await expectAccessible(pageB);
      await screenshot(pageB, 'notifications-1280');

      // Clicking the mention opens the message in its channel and marks it read.
      await items.nth(1).click();
      await pageB.getByRole('heading', { level: 1, name: /tutorial-help/ }).waitFor();
      expect(new URL(pageB.url()).searchParams.get('message')).toBe(mentionId);
      await messages(pageB).filter({ hasText: word }).waitFor();
      await expect.poll(() => count(pageB)).toBe(1);

      // Mark all as read clears the count; it stays cleared after a reload (stored in the database).
      await bell(pageB).click();
      await list.getByRole('button', { name: 'Mark all as read' }).click();
      await expect.poll(() => count(pageB)).toBe(0);
      expect(await list.locator('[data-unread]').count()).toBe(0);
      // The count drops at once; the reload waits for the write itself (one cut short by a reload would
      // not be stored, in any browser).
      await expect
        .poll(async () => (await b.client.from('notifications').select('id', { count: 'exact', head: true }).is('read_at', null)).count)
        .toBe(0);
      await pageB.reload();
      await bell(pageB).waitFor();
      await pageB.waitForTimeout(1000);
      expect(await count(pageB)).toBe(0);
      expect(asked).toBe(false);
    },
  );

  it('works on a phone: the bell, the badge and the list fit at 360 px', { timeout: 120_000 }, async () => {
    const [a, b] = await Promise.all([newMember('premium', 'pia'), newMember('free', 'phil')]);
    const { error } = await a.client
      .from('messages')
      .insert({ channel_id: 'general', body: `<@${b.id}> the ${'long '.repeat(30)}note on phones` });
    expect(error).toBeNull();
    const page = await newPage(PHONE);
    page.setDefaultTimeout(30_000);
    await signInAt(page, b, '/dashboard/basics');
    await expect.poll(() => count(page), { timeout: 30_000 }).toBe(1);
    // The header still fits with the bell in it.
    const signOut = await page.getByRole('button', { name: 'Sign Out' }).boundingBox();
    expect(signOut!.x + signOut!.width).toBeLessThanOrEqual(PHONE.width - 4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await bell(page).click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    await list.getByTestId('notification-item').first().waitFor();
    const box = await list.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await screenshot(page, 'notifications-360');
  });

  it(
    'offers desktop notifications inside the popover only, and shows one for a new item while the tab is hidden',
    { timeout: 120_000 },
    async () => {
      const [a, b] = await Promise.all([newMember('premium', 'dora'), newMember('free', 'dan')]);
      const page = await newPage();
      page.setDefaultTimeout(30_000);
      // The browser's Notification API, recorded (headless Chromium cannot show one): permission starts
      // undecided and is granted when asked; the page's visibility is ours to set.
      await page.addInitScript(() => {
        const w = window as unknown as { __shown: string[]; __asked: number; __hidden: boolean };
        w.__shown = [];
        w.__asked = 0;
        w.__hidden = false;
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => w.__hidden });
        class FakeNotification {
          static permission: NotificationPermission = 'default';
          static requestPermission() {
            w.__asked++;
            FakeNotification.permission = 'granted';
            return Promise.resolve<NotificationPermission>('granted');
          }
          onclick: (() => void) | null = null;
          constructor(title: string, options?: NotificationOptions) {
            w.__shown.push(`${title} | ${options?.body ?? ''}`);
          }
          close() {}
        }
        (window as unknown as { Notification: unknown }).Notification = FakeNotification;
      });
      const state = () =>
        page.evaluate(() => {
          const w = window as unknown as { __shown: string[]; __asked: number };
          return { shown: w.__shown, asked: w.__asked };
        });
      await signInAt(page, b, '/dashboard/basics');
      await bell(page).waitFor();
      await page.waitForTimeout(1000); // the Realtime join completes
      expect(await state()).toEqual({ shown: [], asked: 0 });

      // Visible tab: a new notification updates the count, no desktop notification.
      const say = async (text: string) => {
        const { error } = await a.client.from('messages').insert({ channel_id: 'general', body: `<@${b.id}> ${text}` });
        expect(error).toBeNull();
      };
      await say('first');
      await expect.poll(() => count(page), { timeout: 30_000 }).toBe(1);
      await bell(page).click();
      await page.getByRole('button', { name: 'Turn on desktop notifications' }).click();
      await page.getByText('Desktop notifications are on while this tab is in the background.').waitFor();
      expect(await state()).toEqual({ shown: [], asked: 1 });
      await page.keyboard.press('Escape');

      // Hidden tab: the next one is shown on the desktop too.
      await page.evaluate(() => ((window as unknown as { __hidden: boolean }).__hidden = true));
      await say('second');
      await expect.poll(() => count(page), { timeout: 30_000 }).toBe(2);
      await expect.poll(async () => (await state()).shown).toEqual([`${a.name} mentioned you in #general | @${b.name} second`]);
    },
  );

  it('counts a notification that arrives while the centre is still being read', async () => {
    const [a, b] = await Promise.all([newMember('premium', 'nora'), newMember('free', 'bela')]);
    const page = await newPage();
    // B's reads of the centre taken before the mention exists are answered by the stack at once, and
    // their answers held back until the mention's notification has reached the page.
    const live = watchTopic(page, `realtime:notifications:${b.id}`, { type: 'INSERT' });
    let mentioned = false;
    const held = await holdAnswers(page, /\/rest\/v1\/notifications\?select=id(,|%2C)kind/, {
      holding: () => !mentioned,
      until: () => live.changed.then(() => page.waitForTimeout(100)), // the page has taken it in
    });
    await signInAt(page, b, '/dashboard/basics');
    await Promise.all([held.taken, live.joined]);
    mentioned = true;
    const { error } = await a.client.from('messages').insert({ channel_id: 'general', body: `<@${b.id}> while you were loading` });
    expect(error).toBeNull();
    await expect.poll(() => count(page), { timeout: 10_000 }).toBe(1);
    // Answers still held (a read made before the mention) are dropped with the page.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
