// Downloadable resources and chart exercises in Chromium against the real stack: a learner downloads
// a module's worksheet (a real PDF, its text read back by a PDF parser); a free learner is refused the
// premium bonus PDF by the database while a premium member gets it.
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newMember, screenshot, signInAt } from './dashboard-support.ts';
import { PHONE, useBrowser } from './support/pages.ts';

const { newPage } = useBrowser();
const HEAVY_TEST_MS = 120_000;

async function pdfText(path: string): Promise<string> {
  const bytes = new Uint8Array(await readFile(path));
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  return (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
}

/** Opens the basics channel and picks module 3 (Reading Charts), where a worksheet and a bonus live. */
async function openModule3(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Module 3: Reading Charts/ }).click();
  await page.getByRole('heading', { name: 'Resources' }).waitFor();
}

describe('downloadable resources', () => {
  it('a learner downloads the worksheet; the bonus PDF is refused to them and served to a premium member', async () => {
    const [learner, premium] = await Promise.all([newMember('free', 'reader'), newMember('premium', 'bonus')]);

    const page = await newPage();
    await signInAt(page, learner, '/dashboard/basics');
    await openModule3(page);
    const worksheet = page.getByRole('button', { name: 'Download Chart Reading Worksheet (PDF)' });
    const [download] = await Promise.all([page.waitForEvent('download'), worksheet.click()]);
    expect(download.suggestedFilename()).toBe('chart-reading-worksheet.pdf');
    const text = await pdfText(await download.path());
    expect(text).toContain('Chart Reading Worksheet');
    expect(text).toContain('Support and resistance are zones, not exact prices.');
    await screenshot(page, 'resources-learner-1280');

    // The bonus: the signed-URL request is refused by the database (Storage's 'Object not found').
    const signing = page.waitForResponse((r) => r.url().includes('/storage/v1/object/sign/resources/premium/'));
    await page.getByRole('button', { name: 'Download Support & Resistance Playbook (Bonus) (PDF)' }).click();
    const refusal = await signing;
    expect(refusal.status()).toBeGreaterThanOrEqual(400);
    expect(((await refusal.json()) as { message: string }).message).toBe('Object not found');
    await page.getByText('is a bonus for premium members').waitFor();
    await screenshot(page, 'resources-refused-1280');

    const member = await newPage(PHONE);
    await signInAt(member, premium, '/dashboard/basics');
    await openModule3(member);
    const [bonus] = await Promise.all([member.waitForEvent('download'), member.getByRole('button', { name: 'Download Support & Resistance Playbook (Bonus) (PDF)' }).click()]);
    expect(bonus.suggestedFilename()).toBe('support-resistance-playbook.pdf');
    expect(await pdfText(await bonus.path())).toContain('The retest');
    await member.getByRole('heading', { name: 'Resources' }).scrollIntoViewIfNeeded();
    await screenshot(member, 'resources-premium-360');
  }, HEAVY_TEST_MS);
});
