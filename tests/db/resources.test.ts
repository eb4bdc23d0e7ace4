// Downloadable resources (20261124120000_module_resources.sql and the storage.objects policies of
// 20261123132000): the list is for signed-in users and written by admins; every listed PDF is in the
// resources bucket; a premium bonus PDF is refused by the database to visitors and free learners
// (download and createSignedUrl) and served to premium members and admins.
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
const worksheet = 'module-03/chart-reading-worksheet.pdf';
const bonus = 'premium/module-03/support-resistance-playbook.pdf';

async function pdfText(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  return (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
}

beforeAll(async () => {
  p = await createPersonas('resources');
});

describe('module_resources: the list', () => {
  it('a visitor cannot read the list', async () => {
    refused(await p.visitor.from('module_resources').select('id'), 401);
  });

  it("signed-in users read every module's resources, premium ones flagged by their path", async () => {
    for (const c of [p.learner.client, p.premium.client]) {
      const rows = ok(await c.from('module_resources').select('module_id, path, premium').order('module_id').order('position'));
      expect(new Set(rows.map((r) => r.module_id)).size).toBe(15);
      expect(rows.filter((r) => r.premium).map((r) => r.path)).toContain(bonus);
      for (const r of rows) expect(r.premium).toBe(r.path.startsWith('premium/'));
    }
  });

  it('every listed file is in the resources bucket', async () => {
    const rows = ok(await p.service.from('module_resources').select('path'));
    for (const { path } of rows) expect((await p.service.storage.from('resources').exists(path)).data, path).toBe(true);
  });

  it('learners cannot add, edit or remove resources; admins can, and premium follows the path', async () => {
    for (const c of [p.learner.client, p.premium.client]) {
      expect(
        refused(
          await c
            .from('module_resources')
            .insert({ module_id: 1, position: 9, kind: 'worksheet', title: 'Fake', path: 'module-01/fake.pdf' }),
        ).code,
      ).toBe('42501');
      expect(ok(await c.from('module_resources').update({ title: 'Hacked' }).eq('path', worksheet).select())).toEqual([]);
      expect(ok(await c.from('module_resources').delete().eq('path', worksheet).select())).toEqual([]);
    }
    const added = ok(
      await p.admin.client
        .from('module_resources')
        .insert({ module_id: 1, position: 9, kind: 'checklist', title: 'Admin bonus', path: 'premium/module-01/admin-bonus.pdf' })
        .select('id, premium')
        .single(),
    );
    expect(added.premium).toBe(true);
    expect(
      refused(
        await p.admin.client
          .from('module_resources')
          .insert({ module_id: 1, position: 10, kind: 'checklist', title: 'x', path: '../escape.pdf' }),
      ).code,
    ).toBe('23514');
    ok(await p.admin.client.from('module_resources').delete().eq('id', added.id));
  });
});

describe('resource files: free worksheets for learners, bonus PDFs for premium members', () => {
  it('a learner downloads a worksheet: a real PDF with our text', async () => {
    const dl = await p.learner.client.storage.from('resources').download(worksheet);
    expect(dl.error).toBeNull();
    const text = await pdfText(dl.data!);
    expect(text).toContain('Chart Reading Worksheet');
    expect(text).toContain('Support and resistance are zones, not exact prices.');
  });

  it('visitors, a learner and another learner are refused the bonus PDF by the database', async () => {
    for (const [who, c] of [
      ['visitor', p.visitor],
      ['learner', p.learner.client],
      ['other', p.other.client],
    ] as const) {
      const r = c.storage.from('resources');
      expect((await r.createSignedUrl(bonus, 60)).error?.message, who).toBe('Object not found');
      expect((await r.download(bonus)).error?.message, who).toBe('Object not found');
    }
  });

  it('premium members and admins get the bonus PDF through a signed URL', async () => {
    for (const c of [p.premium.client, p.admin.client]) {
      const signed = await c.storage.from('resources').createSignedUrl(bonus, 60, { download: true });
      expect(signed.error).toBeNull();
      const res = await fetch(signed.data!.signedUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(await pdfText(await res.blob())).toContain('Support & Resistance Playbook (Bonus)');
    }
  });
});
