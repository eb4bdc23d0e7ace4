// axe-core through playwright-core: the page must have no serious or critical violation. It checks the
// page a person reads: once transitions have ended (a modal fading in or out is half transparent, and
// axe would measure the contrast of its text mid-fade); endless animations such as spinners do not end
// and are not waited for. Run the way that costs least (see below): on a long page axe took seconds.
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/**
 * Rules whose own impact is minor or moderate: axe gives each of their violations that impact, so
 * they can never fail the check below, and they are not run (on a long page `region` alone takes a
 * second). Read from axe-core's rule metadata, which its typed API leaves out: without it, all run.
 */
const NEVER_SERIOUS = ((axe as unknown as { _audit?: { rules: { id: string; impact?: string }[] } })._audit?.rules ?? [])
  .filter((r) => r.impact === 'minor' || r.impact === 'moderate')
  .map((r) => r.id);

async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000, polling: 50 },
  );
}

export async function expectAccessible(page: Page): Promise<void> {
  await transitionsEnded(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .disableRules(NEVER_SERIOUS)
    // Passes and inapplicable rules are counted, not described node by node (selectors for each).
    .options({ resultTypes: ['violations'] })
    // One axe.run in the page and its same-origin frames (an external video's frame is not ours),
    // instead of a run per frame finished in a new blank page with axe injected three times.
    .setLegacyMode()
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
  expect(serious).toEqual([]);
}
