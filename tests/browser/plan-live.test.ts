// A plan changed while the dashboard is open (an admin's `npm run admin -- set-plan`, or billing,
// both through the service role) reaches that dashboard without a reload: the premium channel the
// free learner is looking at unlocks, and the profile menu says Premium.
import { describe, expect, it } from 'vitest';
import { newMember, setPlan, signInAt } from './dashboard-support.ts';
import { useBrowser } from './support/pages.ts';

const { newPage } = useBrowser();

describe('a plan change reaches an open dashboard', () => {
  it('unlocks the premium channel and shows Premium without a reload', async () => {
    const learner = await newMember('free');
    const page = await newPage();
    await signInAt(page, learner, '/dashboard/expert-analysis');
    await page.getByRole('heading', { name: 'Premium Channel' }).waitFor();
    // Marks this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    // No wait for the subscription: a change made before it has joined is read when it joins.

    await setPlan(learner.id, 'premium');

    await page.getByTestId('candle-chart').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { name: 'Premium Channel' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect.poll(() => page.getByTestId('profile-plan').textContent()).toBe('Premium');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    await setPlan(learner.id, 'free');
    await page.getByRole('heading', { name: 'Premium Channel' }).waitFor({ timeout: 15_000 });
  });
});
