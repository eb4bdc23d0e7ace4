// Holds matching requests until released, so a test can see a screen's busy state or the app's
// loading screen. The requests then go through to the real stack unchanged.
import type { Page } from 'playwright-core';

export async function holdRequests(page: Page, pattern: string | RegExp): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
