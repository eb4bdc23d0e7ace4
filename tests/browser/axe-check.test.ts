// The accessibility check every screen test ends with (support/axe.ts) fails when it should: on
// pages written here with one known problem each, no app involved.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe.ts';
import { useBrowser } from './support/pages.ts';

const { newPage } = useBrowser();

async function pageWith(body: string): Promise<Page> {
  const page = await newPage();
  await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head><body><main>${body}</main></body></html>`);
  return page;
}

const rules = async (page: Page, within?: string) => (await seriousViolations(page, within)).map((v) => v.split(':')[0]);

describe('the accessibility check', () => {
  it('passes a page with no serious problem, and again on a second check of the same page', async () => {
    const page = await pageWith('<h1>Fine</h1><button type="button">Save</button>');
    expect(await rules(page)).toEqual([]);
    expect(await rules(page)).toEqual([]);
  });

  it('fails on a serious WCAG 2.1 problem: visible text left out of a button’s name', async () => {
    const page = await pageWith('<h1>Header</h1><button type="button" aria-label="Profile">AB</button>');
    expect(await rules(page)).toEqual(['label-content-name-mismatch (serious)']);
  });

  it('fails on text below 4.5:1 contrast', async () => {
    const page = await pageWith('<h1>Note</h1><p style="color:#868e96;background:#fff">Faint words on white.</p>');
    expect(await rules(page)).toEqual(['color-contrast (serious)']);
  });

  it('checks only the part asked for', async () => {
    const page = await pageWith(
      '<h1>Page</h1><p style="color:#868e96;background:#fff">Faint, outside.</p><div role="dialog" aria-label="Quiz"><p>Clear inside.</p></div>',
    );
    expect(await rules(page, '[role="dialog"]')).toEqual([]);
    expect(await rules(page)).toEqual(['color-contrast (serious)']);
  });
});
