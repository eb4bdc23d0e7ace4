// Holds matching requests until released, so a test can see a screen's busy state or the app's
// loading screen. The requests then go through to the real stack unchanged. Or holds their answers
// (`holdAnswers`): a read answered before a change that lands after it.
import type { Page, Request } from 'playwright-core';

export async function holdRequests(page: Page, pattern: string | RegExp): Promise<{ release(): void; held: Set<Request> }> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const held = new Set<Request>();
  await page.route(pattern, async (route) => {
    held.add(route.request());
    await released;
    await route.continue();
  });
  return { release, held };
}

/**
 * The requests whose URL passes `matches` that the page has sent and not yet had answered (attach
 * before the page loads). A hold applies to requests sent after it: one sent before can still be
 * answered after the test changes the data, with the changed data.
 */
export function unanswered(page: Page, matches: (url: string) => boolean): Set<Request> {
  const open = new Set<Request>();
  page.on('request', (r) => matches(r.url()) && open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return open;
}

/**
 * Requests matching `pattern` sent while `holding()` go to the stack at once, and their answers are
 * held back until `until()` settles, then delivered as they were: a read answered before a change
 * that lands after it. `taken` settles once the first held answer is in hand. When the test is done,
 * `page.unrouteAll({ behavior: 'ignoreErrors' })` drops answers still held.
 */
export async function holdAnswers(
  page: Page,
  pattern: string | RegExp,
  { holding, until }: { holding: () => boolean; until: () => Promise<unknown> },
): Promise<{ taken: Promise<void> }> {
  let take!: () => void;
  const taken = new Promise<void>((ok) => (take = ok));
  await page.route(pattern, async (route) => {
    if (!holding()) return route.continue();
    const response = await route.fetch();
    take();
    await until();
    await route.fulfill({ response });
  });
  return { taken };
}
