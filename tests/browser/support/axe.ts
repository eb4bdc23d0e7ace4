// axe-core through playwright-core: the page must have no serious or critical violation. It checks the
// page a person reads: once transitions have ended (a modal fading in or out is half transparent, and
// axe would measure the contrast of its text mid-fade); endless animations such as spinners do not end
// and are not waited for.
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000, polling: 50 },
  );
}

export async function expectAccessible(page: Page): Promise<void> {
  await transitionsEnded(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
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
