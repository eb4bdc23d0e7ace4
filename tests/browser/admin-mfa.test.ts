// Two-factor verification in the admin console, in Chromium against the real stack: an admin with no
// factor is asked to set one up (QR code and key shown; the code computed with otpauth from the key),
// their change buttons are disabled until then; a wrong code gets a clear message; after verification
// a change goes through and the database writes its audit row. A second sign-in asks only for the
// code (at 360 px). axe on every screen.
import { describe, expect, it } from 'vitest';
import { serviceClient } from '../support/clients.ts';
import { totpCode, wrongTotpCode } from '../support/mfa.ts';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, PHONE, screenshot, useBrowser } from './support/pages.ts';
import { verifyTwoFactor } from './support/two-factor.ts';
import { newMember, signInAt } from './dashboard-support.ts';

const { newPage } = useBrowser();

describe('admin two-factor verification', () => {
  it('sets up a factor on the first visit, then changes a member; a second sign-in asks for the code only', async () => {
    const [admin, member] = await Promise.all([newMember('free', 'mfa admin'), newMember('free', 'mfa member')]);
    const service = serviceClient();
    expect((await service.from('admins').insert({ user_id: admin.id })).error).toBeNull();

    const page = await newPage(DESKTOP);
    await signInAt(page, admin, '/admin/members');
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    await page.getByRole('heading', { name: 'Set up two-factor authentication' }).waitFor();
    // Reads are shown; changes wait for the verification
    await page.getByLabel('Search').fill(member.email);
    const row = page.locator(`[data-testid="member-row"][data-email="${member.email}"]`);
    await row.getByText('Free', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: `Actions for ${member.name}` }).isDisabled()).toBe(true);
    await page.getByText('Verify with two-factor authentication (above) to make changes.').waitFor();

    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const qr = page.getByRole('img', { name: 'QR code to add Tradecraft to your authenticator app' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf-8,/);
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, 'admin-mfa-setup-1280');
    await expectAccessible(page);

    // A wrong code: a clear message, nothing enabled
    await page.getByLabel('6-digit code').fill(wrongTotpCode(secret));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await page.getByRole('alert').getByText('That code did not match', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: `Actions for ${member.name}` }).isDisabled()).toBe(true);
    await screenshot(page, 'admin-mfa-wrong-code-1280');
    await expectAccessible(page);

    await page.getByLabel('6-digit code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await page.getByRole('heading', { name: 'Set up two-factor authentication' }).waitFor({ state: 'detached' });
    await page.getByText('Verify with two-factor authentication (above) to make changes.').waitFor({ state: 'detached' });

    // Now a change goes through, recorded by the database
    await page.getByRole('button', { name: `Actions for ${member.name}` }).click();
    await page.getByRole('menuitem', { name: 'Grant complimentary premium' }).click();
    await row.getByText('Complimentary', { exact: true }).waitFor();
    const audit = await service
      .from('audit_log')
      .select('action, actor_id, actor_role')
      .eq('target_user_id', member.id)
      .order('id', { ascending: false })
      .limit(1)
      .single();
    expect(audit.data).toEqual({ action: 'member.grant_complimentary', actor_id: admin.id, actor_role: 'admin' });
    await screenshot(page, 'admin-mfa-verified-1280');
    const factors = await service.auth.admin.mfa.listFactors({ userId: admin.id });
    expect(factors.data?.factors.map((f) => f.status)).toEqual(['verified']);

    // Another sign-in (a phone): the console asks for the code only
    const phone = await newPage(PHONE);
    await signInAt(phone, admin, '/admin/members');
    await phone.getByRole('heading', { name: 'Verify it’s you' }).waitFor();
    expect(await phone.getByRole('button', { name: 'Set up two-factor authentication' }).count()).toBe(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(phone, 'admin-mfa-verify-360');
    await expectAccessible(phone);
    await verifyTwoFactor(phone, secret);
    await phone.getByTestId('member-row').first().waitFor();
    expect(
      await phone
        .getByRole('button', { name: /^Actions for / })
        .first()
        .isDisabled(),
    ).toBe(false);
  }, 150_000);
});
