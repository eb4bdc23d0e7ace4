// Icons render without an emoji font: Debian's Chromium here has none, so an emoji icon shows as an
// empty box. Channel icons, module thumbnails, the video placeholder, the lock and badges are SVGs
// named in the data, and no emoji is left in the dashboard's text.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serviceClient } from '../support/clients.ts';
import { newMember, screenshot, signInAt } from './dashboard-support.ts';
import { DESKTOP, PHONE, useBrowser } from './support/pages.ts';

const { newPage } = useBrowser();

/** Text drawn with an emoji font: the emoji pictographs (not arrows or the check mark). */
const EMOJI = /\p{Extended_Pictographic}/u;

async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

describe('icons without an emoji font', () => {
  for (const [width, viewport] of [
    [1280, DESKTOP],
    [360, PHONE],
  ] as const) {
    it(`draws channel, module, video, lock and badge icons as SVG at ${width} px`, async () => {
      const member = await newMember('free', 'icons');
      const { error } = await serviceClient().from('user_badges').insert({ user_id: member.id, badge_id: 'quiz-master' });
      expect(error).toBeNull();
      const page = await newPage(viewport);
      await signInAt(page, member, '/dashboard/basics');
      await page.getByTestId('video-placeholder').locator('svg[data-icon="building-bank"]').waitFor();
      expect(await page.getByTestId('module-row').first().locator('svg[data-icon="building-bank"]').count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).locator('svg[data-icon="books"]').count()).toBe(1);
      if (width === 360) await page.getByRole('button', { name: 'Channels', exact: true }).locator('visible=true').click();
      const nav = page.getByRole('navigation', { name: 'Channels' });
      await nav
        .getByRole('link', { name: /# tutorial-help/ })
        .locator('svg[data-icon="help"]')
        .waitFor();
      await expect.poll(async () => (await nav.boundingBox())?.x).toBe(0); // the drawer has slid in
      await screenshot(page, `icons-${width}-basics`);
      expect(await visibleText(page)).not.toMatch(EMOJI);

      await page.goto(page.url().replace('/dashboard/basics', '/dashboard/expert-analysis'));
      await page.getByRole('heading', { name: 'Premium Channel' }).waitFor();
      expect(await page.locator('svg.tabler-icon-lock').count()).toBeGreaterThan(0);
      expect(await visibleText(page)).not.toMatch(EMOJI);

      await page.getByRole('button', { name: 'Profile' }).click();
      const dropdown = page.locator('[aria-label="Your profile"]');
      await dropdown.getByText('Quiz Master').waitFor();
      expect(await dropdown.locator('svg[data-icon="trophy"]').count()).toBe(1);
      await dropdown.getByLabel('Current module').locator('svg[data-icon="building-bank"]').waitFor();
      await screenshot(page, `icons-${width}-profile`);
      expect(await visibleText(page)).not.toMatch(EMOJI);
    });
  }
});
