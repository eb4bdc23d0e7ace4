// The admin console's Content section, module resources, by persona (module_resources and the
// `resources` bucket's storage.objects policies, both aal2-only for admin writes since
// 20261125140000_admin_mfa.sql; admin_move_resource in 20261125180000_admin_resources.sql): an admin at
// aal2 uploads a PDF as a free resource and one as a premium bonus (under premium/), edits, reorders and
// deletes them (row and object); a learner, a premium member and an admin at aal1 are refused every
// one of those writes through REST, the function and Storage. A free learner downloads the free file
// and is refused the premium one (download and signed URL); a premium member gets it. Every row write
// is in the audit log.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser } from '../support/clients.ts';
import { createPersonas, makeAdmin, ok, refused, type Personas } from './personas.ts';

const MODULE = 13;
const AAL2_MESSAGE = 'Admin changes need two-factor verification (aal2).';
const stamp = Date.now();
const FREE_PATH = `module-13/admin-test-free-${stamp}.pdf`;
const PREMIUM_PATH = `premium/module-13/admin-test-bonus-${stamp}.pdf`;
const FREED_PATH = `module-13/admin-test-bonus-${stamp}.pdf`; // the bonus, made free by the admin

let p: Personas;
let aal1: TestUser;
let pdf: Uint8Array;
let freeId: number;
let premiumId: number;

async function makePdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  return doc.save();
}

async function pdfText(blob: Blob): Promise<string> {
  return (await extractText(await getDocumentProxy(new Uint8Array(await blob.arrayBuffer())), { mergePages: true })).text;
}

async function lastAuditId(): Promise<number> {
  const rows = ok(await p.service.from('audit_log').select('id').order('id', { ascending: false }).limit(1));
  return rows[0]?.id ?? 0;
}

async function auditSince(since: number) {
  return ok(
    await p.service.from('audit_log').select('action, actor_id, target_table, target_id, before, after').gt('id', since).order('id'),
  );
}

async function nextPosition() {
  const rows = ok(
    await p.service.from('module_resources').select('position').eq('module_id', MODULE).order('position', { ascending: false }).limit(1),
  );
  return (rows[0]?.position ?? 0) + 1;
}

const exists = async (path: string) => (await p.service.storage.from('resources').exists(path)).data;

beforeAll(async () => {
  p = await createPersonas('adminresources');
  aal1 = await signUpUser('adminresources-aal1', { display_name: 'Ida Aal' });
  await makeAdmin(p.service, aal1.id);
  pdf = await makePdf('Admin test resource');
});

afterAll(async () => {
  await p.service.from('module_resources').delete().in('path', [FREE_PATH, PREMIUM_PATH, FREED_PATH]);
  await p.service.storage.from('resources').remove([FREE_PATH, PREMIUM_PATH, FREED_PATH]);
});

describe('resources: who may write', () => {
  it('a learner, a premium member and an admin at aal1 cannot upload a file to the resources bucket', async () => {
    for (const c of [p.learner.client, p.premium.client, aal1.client]) {
      for (const path of [FREE_PATH, PREMIUM_PATH]) {
        const up = await c.storage.from('resources').upload(path, pdf, { contentType: 'application/pdf' });
        expect(up.error, path).not.toBeNull();
      }
    }
    expect(await exists(FREE_PATH)).toBe(false);
    expect(await exists(PREMIUM_PATH)).toBe(false);
  });

  it('an admin at aal2 uploads a free PDF and a premium bonus and lists them; audited', async () => {
    const bucket = p.admin.client.storage.from('resources');
    expect((await bucket.upload(FREE_PATH, pdf, { contentType: 'application/pdf' })).error).toBeNull();
    expect((await bucket.upload(PREMIUM_PATH, pdf, { contentType: 'application/pdf' })).error).toBeNull();
    const since = await lastAuditId();
    const free = ok(
      await p.admin.client
        .from('module_resources')
        .insert({ module_id: MODULE, position: await nextPosition(), kind: 'worksheet', title: 'Admin test free', path: FREE_PATH })
        .select('id, premium')
        .single(),
    );
    const bonus = ok(
      await p.admin.client
        .from('module_resources')
        .insert({ module_id: MODULE, position: await nextPosition(), kind: 'checklist', title: 'Admin test bonus', path: PREMIUM_PATH })
        .select('id, premium')
        .single(),
    );
    freeId = free.id;
    premiumId = bonus.id;
    expect([free.premium, bonus.premium]).toEqual([false, true]);
    const audit = await auditSince(since);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'module_resources.insert',
        actor_id: p.admin.id,
        target_table: 'module_resources',
        target_id: String(freeId),
        before: null,
      }),
      expect.objectContaining({
        action: 'module_resources.insert',
        actor_id: p.admin.id,
        target_table: 'module_resources',
        target_id: String(premiumId),
        before: null,
      }),
    ]);
  });

  it('the bucket refuses a file that is not an allowed type, and the table a title over 120 characters', async () => {
    const up = await p.admin.client.storage
      .from('resources')
      .upload(`module-13/evil-${stamp}.html`, '<script>', { contentType: 'text/html' });
    expect(up.error).not.toBeNull();
    expect(
      refused(
        await p.admin.client
          .from('module_resources')
          .update({ title: 'x'.repeat(121) })
          .eq('id', freeId),
      ).code,
    ).toBe('23514');
    expect(refused(await p.admin.client.from('module_resources').update({ title: '' }).eq('id', freeId)).code).toBe('23514');
  });

  it('a learner, a premium member and an admin at aal1 are refused every row write and the move function', async () => {
    for (const c of [p.learner.client, p.premium.client, aal1.client]) {
      expect(
        refused(
          await c
            .from('module_resources')
            .insert({ module_id: MODULE, position: 900, kind: 'worksheet', title: 'Mine', path: `module-13/mine-${stamp}.pdf` }),
        ).code,
      ).toBe('42501');
      expect(ok(await c.from('module_resources').update({ title: 'Hacked' }).eq('id', freeId).select())).toEqual([]);
      expect(ok(await c.from('module_resources').delete().eq('id', premiumId).select())).toEqual([]);
    }
    for (const c of [p.learner.client, p.premium.client]) {
      expect(refused(await c.rpc('admin_move_resource', { resource_id: premiumId, direction: 'up' }), 403).message).toBe(
        'Only admins can do this.',
      );
    }
    expect(refused(await aal1.client.rpc('admin_move_resource', { resource_id: premiumId, direction: 'up' }), 403).message).toBe(
      AAL2_MESSAGE,
    );
    refused(await p.visitor.rpc('admin_move_resource', { resource_id: premiumId, direction: 'up' }), 401);
    const rows = ok(await p.service.from('module_resources').select('id, title').in('id', [freeId, premiumId]).order('id'));
    expect(rows.map((r) => r.title)).toEqual(['Admin test free', 'Admin test bonus']);
  });

  it('a learner, a premium member and an admin at aal1 cannot replace, move or remove the files', async () => {
    for (const c of [p.learner.client, p.premium.client, aal1.client]) {
      const bucket = c.storage.from('resources');
      expect((await bucket.upload(FREE_PATH, pdf, { contentType: 'application/pdf', upsert: true })).error).not.toBeNull();
      expect((await bucket.move(FREE_PATH, `module-13/stolen-${stamp}.pdf`)).error).not.toBeNull();
      await bucket.remove([FREE_PATH, PREMIUM_PATH]); // answers with what it removed: nothing
    }
    expect(await exists(FREE_PATH)).toBe(true);
    expect(await exists(PREMIUM_PATH)).toBe(true);
  });
});

describe('resources: downloads by plan', () => {
  it('a free learner downloads the free file and is refused the premium bonus; a premium member gets both', async () => {
    const learner = p.learner.client.storage.from('resources');
    const free = await learner.download(FREE_PATH);
    expect(free.error).toBeNull();
    expect(await pdfText(free.data!)).toContain('Admin test resource');
    expect((await learner.createSignedUrl(PREMIUM_PATH, 60)).error?.message).toBe('Object not found');
    expect((await learner.download(PREMIUM_PATH)).error?.message).toBe('Object not found');

    const signed = await p.premium.client.storage.from('resources').createSignedUrl(PREMIUM_PATH, 60, { download: true });
    expect(signed.error).toBeNull();
    const res = await fetch(signed.data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(await res.blob())).toContain('Admin test resource');
  });
});

describe('resources: the admin edits, reorders and deletes', () => {
  it('edits a title and reorders with admin_move_resource (audited as module_resource.move)', async () => {
    const since = await lastAuditId();
    ok(
      await p.admin.client
        .from('module_resources')
        .update({ title: 'Admin test bonus, renamed' })
        .eq('id', premiumId)
        .select('id')
        .single(),
    );
    const before = ok(await p.service.from('module_resources').select('id, position').eq('module_id', MODULE).order('position'));
    ok(await p.admin.client.rpc('admin_move_resource', { resource_id: premiumId, direction: 'up' }));
    const after = ok(await p.service.from('module_resources').select('id, position').eq('module_id', MODULE).order('position'));
    const last = before.length - 1;
    expect(before[last]!.id).toBe(premiumId);
    expect(after.map((r) => r.id)).toEqual([...before.slice(0, last - 1).map((r) => r.id), premiumId, freeId]);
    expect(after.map((r) => r.position)).toEqual(before.map((r) => r.position));
    // first in the module already: moving it further up is a no-op, not an error
    ok(await p.admin.client.rpc('admin_move_resource', { resource_id: after[0]!.id, direction: 'up' }));
    refused(await p.admin.client.rpc('admin_move_resource', { resource_id: 999999999, direction: 'up' }), 404);

    const audit = await auditSince(since);
    expect(audit[0]).toEqual(
      expect.objectContaining({ action: 'module_resources.update', actor_id: p.admin.id, target_id: String(premiumId) }),
    );
    expect(audit[0]!.after).toEqual(expect.objectContaining({ title: 'Admin test bonus, renamed' }));
    expect(audit.slice(1).map((a) => a.action)).toEqual(['module_resource.move', 'module_resource.move', 'module_resource.move']);
  });

  it('makes the bonus free as the console does: moves the object out of premium/ and rewrites the path', async () => {
    expect((await p.learner.client.storage.from('resources').download(PREMIUM_PATH)).error?.message).toBe('Object not found');
    expect((await p.admin.client.storage.from('resources').move(PREMIUM_PATH, FREED_PATH)).error).toBeNull();
    const since = await lastAuditId();
    const row = ok(
      await p.admin.client.from('module_resources').update({ path: FREED_PATH }).eq('id', premiumId).select('premium').single(),
    );
    expect(row.premium).toBe(false);
    expect(await exists(PREMIUM_PATH)).toBe(false);
    const dl = await p.learner.client.storage.from('resources').download(FREED_PATH);
    expect(dl.error).toBeNull();
    expect(await pdfText(dl.data!)).toContain('Admin test resource');
    const audit = await auditSince(since);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'module_resources.update', actor_id: p.admin.id, target_id: String(premiumId) }),
    ]);
    expect(audit[0]!.before).toEqual(expect.objectContaining({ path: PREMIUM_PATH, premium: true }));
    expect(audit[0]!.after).toEqual(expect.objectContaining({ path: FREED_PATH, premium: false }));
  });

  it('deletes a resource: the row (audited) and then its object', async () => {
    const since = await lastAuditId();
    ok(await p.admin.client.from('module_resources').delete().eq('id', freeId).select('id').single());
    const removed = await p.admin.client.storage.from('resources').remove([FREE_PATH]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name)).toEqual([FREE_PATH]);
    expect(await exists(FREE_PATH)).toBe(false);
    expect(ok(await p.learner.client.from('module_resources').select('id').eq('id', freeId))).toEqual([]);
    const audit = await auditSince(since);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'module_resources.delete', actor_id: p.admin.id, target_id: String(freeId), after: null }),
    ]);
  });
});
