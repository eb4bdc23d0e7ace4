// "Download my data" in the profile menu, in Chromium against the real stack and its Deno worker:
// the browser downloads a JSON file holding the member's own rows and none of another member's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, PHONE, screenshot, useBrowser } from './support/pages.ts';
import { newMember, signInAt } from './dashboard-support.ts';

const { newPage } = useBrowser();

describe('download my data', () => {
  it("saves a JSON file with only the member's own data", async () => {
    const [member, other] = await Promise.all([newMember('free', 'exporter'), newMember('free', 'bystander')]);
    for (const [who, body] of [
      [member, 'my own words'],
      [other, 'not yours to take'],
    ] as const) {
      const { error } = await who.client.from('messages').insert({ channel_id: 'tutorial-help', body });
      expect(error).toBeNull();
    }

    for (const viewport of [PHONE, DESKTOP]) {
      const page = await newPage(viewport);
      await signInAt(page, member);
      await page.getByRole('button', { name: 'Profile' }).click();
      const button = page.getByRole('button', { name: 'Download my data' });
      await button.waitFor();
      await page.waitForTimeout(300); // the popover's fade-in
      await screenshot(page, `account-export-${viewport.width}`);
      await expectAccessible(page);
      if (viewport === PHONE) continue;

      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toMatch(/^tradecraft-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
        user: { id: string; email: string };
        profile: { id: string; display_name: string };
        messages: { author_id: string; body: string }[];
        module_progress: unknown[];
      };
      expect(data.user).toMatchObject({ id: member.id, email: member.email });
      expect(data.profile).toMatchObject({ id: member.id, display_name: member.name });
      expect(data.messages.map((m) => [m.author_id, m.body])).toEqual([[member.id, 'my own words']]);
      expect(data.module_progress).toEqual([]);
      expect(JSON.stringify(data)).not.toContain(other.id);
    }
  });
});
