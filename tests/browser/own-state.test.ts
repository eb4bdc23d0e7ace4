// "My …" reads show the signed-in user's own state only. An admin may read every learner's rows (RLS
// lets them), so a read that leaves the user filter to RLS shows another learner's certificate and
// badges as the admin's own. Here another learner earns the certificate (written with the service
// role, as complete_quiz would have), then the seeded admin signs in.
import { describe, expect, it } from 'vitest';
import { serviceClient } from '../support/clients.ts';
import { newMember, signInAt } from './dashboard-support.ts';
import { expectPath, open, useBrowser } from './support/pages.ts';

const { newPage } = useBrowser();
const ADMIN = { email: 'admin@tradecraft.local', password: 'Tradecraft-demo-1' };

async function graduate(userId: string, name: string): Promise<string> {
  const svc = serviceClient();
  const modules = await svc.from('modules').select('id');
  if (modules.error) throw modules.error;
  const progress = await svc.from('module_progress').upsert(
    modules.data.map((m) => ({
      user_id: userId,
      module_id: m.id,
      best_score: 100,
      attempt_count: 1,
      passed_at: new Date().toISOString(),
    })),
  );
  if (progress.error) throw progress.error;
  const badges = await svc.from('user_badges').upsert([
    { user_id: userId, badge_id: 'quiz-master' },
    { user_id: userId, badge_id: 'course-graduate' },
  ]);
  if (badges.error) throw badges.error;
  // The code is the column default's (no one may choose it).
  const cert = await svc.from('certificates').insert({ user_id: userId, holder_name: name }).select('code').single();
  if (cert.error) throw cert.error;
  return cert.data.code as string;
}

describe("an admin sees their own state, not another learner's", () => {
  it('on /certificate and in the profile menu', async () => {
    const other = await newMember('free', 'graduate');
    await graduate(other.id, other.name);

    const page = await newPage();
    await signInAt(page, ADMIN);
    await page.getByRole('button', { name: 'Profile' }).click();
    const menu = page.getByRole('dialog');
    await menu
      .getByText(/of 15 modules/)
      .first()
      .waitFor();
    await expect.poll(() => menu.getByText('No badges yet', { exact: false }).count()).toBe(1);
    expect(await menu.getByText('Quiz Master', { exact: true }).count()).toBe(0);
    expect(await menu.getByText('Course Graduate', { exact: true }).count()).toBe(0);
    expect(await menu.getByText(other.name).count()).toBe(0);

    await open(page, '/certificate');
    await page.getByRole('heading', { name: 'Your Certificate', level: 1 }).waitFor();
    expect(await page.getByText(other.name).count()).toBe(0);
    expect(await page.getByText('Not earned yet').count()).toBe(1);
  });
});

describe('the certificate can be found again', () => {
  it('from the profile menu and the tutorials once issued; before, /certificate shows the progress toward it', async () => {
    const member = await newMember('free', 'graduate');
    const code = await graduate(member.id, member.name);
    const page = await newPage();
    await signInAt(page, member, '/dashboard/basics');
    await page.getByRole('link', { name: 'View certificate' }).first().waitFor();
    await page.getByRole('button', { name: 'Profile' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'View certificate' }).click();
    await expectPath(page, '/certificate');
    await page.getByText(member.name, { exact: true }).first().waitFor();
    await expect.poll(() => page.getByText(code, { exact: false }).count()).toBeGreaterThan(0);

    const learner = await newMember('free', 'starter');
    const fresh = await newPage();
    await signInAt(fresh, learner, '/dashboard/basics');
    await fresh.getByRole('button', { name: 'Profile' }).click();
    await fresh
      .getByRole('dialog')
      .getByText(/of 15 modules/)
      .first()
      .waitFor();
    expect(await fresh.getByRole('link', { name: 'View certificate' }).count()).toBe(0);
    await open(fresh, '/certificate');
    await fresh.getByText('You have passed 0 of 15.', { exact: false }).waitFor();
    expect(await fresh.getByRole('progressbar').count()).toBeGreaterThan(0);
  });
});
