// The resource PDFs in supabase/storage/resources/ are what resource-content.ts renders to (a stale
// committed file fails here), and they are real PDFs whose text a PDF parser reads back.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from './resource-content.ts';
import { RESOURCES_DIR, staleResources } from './build-resources.ts';

describe('downloadable resources', () => {
  it('has a free resource for every module and premium bonus files under premium/', () => {
    const free = new Set(RESOURCES.filter((r) => !r.path.startsWith('premium/')).map((r) => r.moduleId));
    expect([...free].sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(RESOURCES.filter((r) => r.path.startsWith('premium/')).length).toBeGreaterThan(0);
    expect(new Set(RESOURCES.map((r) => r.path)).size).toBe(RESOURCES.length);
  });

  it('the migration lists exactly these files', async () => {
    const sql = await readFile(resolve(RESOURCES_DIR, '../../migrations/20261124120000_module_resources.sql'), 'utf8');
    const listed = [...sql.matchAll(/'((?:premium\/)?module-\d{2}\/[a-z0-9-]+\.pdf)'\)/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(RESOURCES.map((r) => r.path).sort());
  });

  it('every committed PDF matches its content (npm run resources:build)', async () => {
    expect(await staleResources()).toEqual([]);
  });

  it('a worksheet is a real PDF whose text is our content', async () => {
    const bytes = await readFile(resolve(RESOURCES_DIR, 'module-11/position-size-worksheet.pdf'));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text, totalPages } = await extractText(pdf, { mergePages: true });
    expect(totalPages).toBeGreaterThanOrEqual(1);
    expect(text).toContain('Position Size Worksheet');
    expect(text).toContain('Shares = (account size x 1%) / (entry price - stop price)');
    expect(text).toContain('After a 50% loss you need 100%');
  });
});
