// The certificate worth showing, in Chromium against the real stack and its Deno workers: a learner
// with a certificate (written directly with the service role, whatever rule issues it) downloads a
// real PDF (read back with pdf.js: text, links, the attached signed credential), finds 'Add to
// LinkedIn' pre-filled, and a signed-out visitor on a 360 px phone sees the certificate verified —
// the signature checked in the browser against the published key — and then revoked by an admin
// (the holder's screen then shows the revocation instead of the actions).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { issueCertificateDirectly } from '../support/certificates.ts';
import { serviceClient } from '../support/clients.ts';
import { verifyWithTotp } from '../support/mfa.ts';
import { parsePdf } from '../support/pdf.ts';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, PHONE, appUrl, open, screenshot, useBrowser } from './support/pages.ts';
import { newMember, signInAt } from './dashboard-support.ts';

const { newPage } = useBrowser();

describe('certificate credential', () => {
  it('downloads as a real PDF, adds to LinkedIn, verifies signed out at 360 px, and shows a revocation', async () => {
    const [holder, admin] = await Promise.all([newMember('free', 'holder'), newMember('premium', 'revoker')]);
    const service = serviceClient();
    const cert = await issueCertificateDirectly(holder.id, holder.name, service);
    expect((await service.from('admins').insert({ user_id: admin.id })).error).toBeNull();
    const verifyUrl = appUrl(`/certificates/${cert.code}`);
    const issuedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(cert.issued_at));

    let holderPage: Page | null = null;
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await newPage(viewport);
      holderPage = page;
      await signInAt(page, holder, '/certificate');
      await page.getByRole('heading', { level: 1, name: 'Certificate of Completion' }).waitFor();
      const download = page.getByRole('button', { name: 'Download PDF' });
      await download.waitFor();
      await screenshot(page, `certificate-actions-${viewport.width}`);
      await expectAccessible(page);
      if (viewport === PHONE) continue;

      const linkedIn = new URL((await page.getByRole('link', { name: 'Add to LinkedIn' }).getAttribute('href'))!);
      expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
      expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
        startTask: 'CERTIFICATION_NAME',
        name: 'Tradecraft Trading Fundamentals',
        organizationName: 'Tradecraft',
        certUrl: verifyUrl,
        certId: cert.code,
      });

      // the credential is signed as the screen opens; the PDF carries it
      await expect
        .poll(async () => (await service.from('certificates').select('credential').eq('id', cert.id).single()).data?.credential ?? null)
        .not.toBeNull();
      const stored = (await service.from('certificates').select('credential').eq('id', cert.id).single()).data!.credential as string;
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toBe(`tradecraft-certificate-${cert.code}.pdf`);
      const pdf = await parsePdf(readFileSync(await file.path()));
      expect(pdf.pages).toBe(1);
      for (const s of [holder.name, 'Tradecraft Trading Fundamentals — 15 modules', `Issued on ${issuedOn}`, cert.code, verifyUrl])
        expect(pdf.text).toContain(s);
      expect(pdf.links).toEqual([verifyUrl, verifyUrl]);
      expect(new TextDecoder().decode(pdf.attachments[`tradecraft-credential-${cert.code}.jwt`])).toBe(stored);
    }

    // a signed-out visitor on a phone
    const visitor = await newPage(PHONE);
    await open(visitor, `/certificates/${cert.code}`);
    const valid = visitor.getByRole('alert').filter({ hasText: 'Valid certificate' });
    await valid.waitFor();
    expect(await valid.textContent()).toContain(holder.name);
    const verified = visitor.getByRole('alert').filter({ hasText: 'Signature verified' });
    await verified.waitFor();
    expect(await verified.textContent()).toContain('Key id:');
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(visitor, 'certificate-verified-360');
    await expectAccessible(visitor);

    // an admin revokes it: the same page now says so
    await verifyWithTotp(admin.client); // admin changes need an aal2 session
    const revoked = await admin.client.rpc('revoke_certificate', { code: cert.code, reason: 'Issued in error' });
    expect(revoked.error).toBeNull();
    await open(visitor, `/certificates/${cert.code}`);
    const notice = visitor.getByRole('alert').filter({ hasText: 'Revoked' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Issued in error');
    expect(await notice.textContent()).toContain(holder.name);
    expect(await visitor.getByText('Valid certificate').count()).toBe(0);
    await screenshot(visitor, 'certificate-revoked-360');
    await expectAccessible(visitor);

    // the holder's own screen says so too, and offers no download or LinkedIn link
    await holderPage!.reload();
    await holderPage!.getByText('Revoked by Tradecraft: Issued in error').waitFor();
    expect(await holderPage!.getByRole('button', { name: 'Download PDF' }).count()).toBe(0);
    expect(await holderPage!.getByRole('link', { name: 'Add to LinkedIn' }).count()).toBe(0);
    await screenshot(holderPage!, 'certificate-holder-revoked-1280');

    const desktop = await newPage(DESKTOP);
    await open(desktop, `/certificates/${cert.code}`);
    await desktop.getByRole('alert').filter({ hasText: 'Revoked' }).waitFor();
    await desktop.getByRole('alert').filter({ hasText: 'Signature verified' }).waitFor();
    await screenshot(desktop, 'certificate-revoked-1280');
  }, 120_000);
});
