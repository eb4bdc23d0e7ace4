// Conversation in Chromium with two members against the real stack: an @mention picked from the
// autocomplete, the unread count in the other member's sidebar and the "New" line, a reaction and a
// reply in a thread arriving live, an edit marked as edited, and a search result that opens the thread
// at the reply. Screenshots at 360 and 1280 px when BROWSER_SCREENSHOTS is set.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newMember, screenshot, signInAt } from './dashboard-support.ts';
import { PHONE, useBrowser } from './support/pages.ts';

const { newPage } = useBrowser();

const messages = (page: Page) => page.getByTestId('message-list').getByTestId('message');
const input = (page: Page) => page.getByRole('textbox', { name: 'Message #tutorial-help' });

describe('conversation between two members', () => {
  it('mention, unread count, reaction, thread reply, edit and search, live', { timeout: 240_000 }, async () => {
    const [asker, helper] = await Promise.all([newMember('premium', 'quinn'), newMember('free', 'robin')]);
    const a = await newPage();
    const b = await newPage();
    for (const page of [a, b]) page.setDefaultTimeout(30_000);
    await signInAt(a, asker, '/dashboard/tutorial-help');
    await signInAt(b, helper, '/dashboard/general');
    await messages(a).first().waitFor();
    await messages(b).first().waitFor();
    await b.waitForTimeout(500); // the helper's Realtime join completes

    // The asker mentions the helper, picked from the autocomplete.
    const word = `candlewick${Math.random().toString(36).slice(2, 8)}`;
    await input(a).fill(`@${helper.name.slice(0, 7)}`);
    await a.getByRole('option', { name: helper.name }).click();
    expect(await input(a).inputValue()).toBe(`@${helper.name} `);
    await input(a).pressSequentially(`what does a long ${word} mean?`);
    await a.getByRole('button', { name: 'Send', exact: true }).click();
    const asked = messages(a).filter({ hasText: word });
    await expect.poll(() => asked.getAttribute('data-message-id'), { timeout: 30_000 }).toMatch(/^\d+$/);
    // The stored message names the mention once the member's card has arrived with it.
    await expect.poll(() => asked.getByTestId('mention').textContent(), { timeout: 15_000 }).toBe(`@${helper.name}`);

    // The helper, elsewhere, sees the channel's unread count, then the "New" line above the question.
    const badge = b.getByTestId('unread-tutorial-help');
    await badge.waitFor();
    expect(await badge.innerText()).toBe('1'); // as drawn
    await b.getByRole('link', { name: /# tutorial-help/ }).click();
    await b.getByRole('heading', { level: 1, name: /tutorial-help/ }).waitFor();
    const question = messages(b).filter({ hasText: word });
    await question.waitFor();
    await b.getByTestId('unread-marker').waitFor();
    expect(await question.getByTestId('mention').textContent()).toBe(`@${helper.name}`);
    await expect.poll(() => b.getByTestId('unread-tutorial-help').count(), { timeout: 30_000 }).toBe(0);

    // A reaction reaches the asker live.
    await question.getByRole('button', { name: 'Add a reaction' }).click();
    await b.getByRole('button', { name: 'Like', exact: true }).click();
    await question.getByTestId('reaction-like').waitFor();
    await expect.poll(() => asked.getByTestId('reaction-like').textContent(), { timeout: 30_000 }).toBe('1');
    expect(await asked.getByTestId('reaction-like').getAttribute('aria-pressed')).toBe('false');

    // A reply in the thread: the asker's message shows "1 reply" live, and the thread shows it.
    await question.getByRole('button', { name: 'Message actions' }).click();
    await b.getByRole('menuitem', { name: 'Reply in thread' }).click();
    const thread = b.getByRole('dialog');
    await thread.getByText(`Thread in #tutorial-help`).waitFor();
    const answer = `The long ${word} shows sellers pushed price back down`;
    await thread.getByTestId('thread-input').fill(answer);
    await thread.getByRole('button', { name: 'Send', exact: true }).click();
    await thread.getByTestId('thread-replies').getByText(answer).waitFor();
    await screenshot(b, 'conversation-thread-1280');
    await asked.getByTestId('thread-link').filter({ hasText: '1 reply' }).waitFor();

    // The asker edits the question: the helper sees it edited, live.
    await asked.getByRole('button', { name: 'Message actions' }).click();
    await a.getByRole('menuitem', { name: 'Edit' }).click();
    const box = a.getByRole('textbox', { name: 'Edit message' });
    expect(await box.inputValue()).toContain(`@${helper.name} what does`);
    await box.fill(`@${helper.name} what does a long upper ${word} mean?`);
    await a.getByRole('button', { name: 'Save' }).click();
    await question.getByText('(edited)').waitFor();
    expect(await question.getByTestId('message-body').textContent()).toContain(`long upper ${word}`);

    // Search finds the reply; the result opens its thread with the reply in view.
    await a.getByRole('textbox', { name: 'Search messages' }).fill(`sellers ${word}`);
    const hit = a.getByTestId('search-hit').filter({ hasText: 'sellers pushed' });
    await hit.waitFor();
    expect(await a.getByTestId('search-hit').count()).toBe(1);
    await screenshot(a, 'conversation-search-1280');
    await hit.click();
    await a.getByRole('dialog').getByTestId('thread-replies').getByText(answer).waitFor();
    expect(new URL(a.url()).searchParams.get('thread')).toBe(await asked.getAttribute('data-message-id'));
  });

  it('looks right on a phone: thread pane full screen, reactions and reply count under the message', async () => {
    const member = await newMember('free', 'phone');
    const page = await newPage(PHONE);
    page.setDefaultTimeout(30_000);
    await signInAt(page, member, '/dashboard/tutorial-help');
    const threaded = messages(page)
      .filter({ has: page.getByTestId('thread-link') })
      .last();
    await threaded.waitFor();
    await screenshot(page, 'conversation-channel-360');
    await threaded.getByTestId('thread-link').click();
    await page.getByRole('dialog').getByTestId('thread-replies').getByTestId('message').first().waitFor();
    await screenshot(page, 'conversation-thread-360');
    // A free learner cannot react or reply in a freemium channel: no buttons offered there.
    await page.goto(page.url().replace(/tutorial-help.*$/, 'general'));
    await messages(page).first().waitFor();
    expect(await messages(page).getByRole('button', { name: 'Add a reaction' }).count()).toBe(0);
    await screenshot(page, 'conversation-general-360');
  });
});
