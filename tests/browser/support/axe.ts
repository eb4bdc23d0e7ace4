// axe-core in the page through playwright-core: no serious or critical violation. It checks the
// page a person reads: once transitions have ended (a modal fading in or out is half transparent, and
// axe would measure the contrast of its text mid-fade); endless animations such as spinners do not end
// and are not waited for. Run the way that costs least (see below): on a long page axe took seconds.
import { expect } from 'vitest';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Frame, Page } from 'playwright-core';

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

/**
 * axe-core in a frame, once: a later check of the same page finds it there. (@axe-core/playwright
 * sends its 550 kB source twice per check, in legacy mode as in its default one; a page checked
 * several times was sent it again each time. Its legacy run is what runs below.)
 */
async function withAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (present) return;
  await frame.evaluate(axe.source);
  // Only frames of the page's own origin answer the top frame's run (a video's player is not ours).
  await frame.evaluate(() => (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<same_origin>'] }));
}

/**
 * A child frame gets axe if it answers within a second; one that does not (another site's page, still
 * loading with no network here, or gone) is left out, as @axe-core/playwright leaves it out.
 */
async function withAxeIfAnswering(frame: Frame): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, 1_000)));
  await Promise.race([withAxe(frame).catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: TAGS },
  rules: Object.fromEntries(NEVER_SERIOUS.map((id) => [id, { enabled: false }])),
  // Passes and inapplicable rules are counted, not described node by node (selectors for each).
  resultTypes: ['violations'],
};

/** The page (or, given a selector, the part of it that matches) has no serious or critical violation. */
export async function expectAccessible(page: Page, within?: string): Promise<void> {
  expect(await seriousViolations(page, within)).toEqual([]);
}

/** Each serious or critical violation in a line: rule, impact, help and the first five elements. */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  await transitionsEnded(page);
  await withAxe(page.mainFrame());
  for (const frame of page.frames()) if (frame !== page.mainFrame()) await withAxeIfAnswering(frame);
  // One axe.run in the page, reaching its same-origin frames.
  const { violations } = await page.evaluate<AxeResults, readonly [string | null, RunOptions]>(
    ([context, options]) => (window as unknown as { axe: typeof axe }).axe.run(context ?? document, options),
    [within ?? null, RUN_OPTIONS] as const,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}
