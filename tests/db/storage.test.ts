// Storage's rules by persona (supabase/migrations/20261123132000_storage_buckets_and_policies.sql),
// through supabase-js against the real stack: lesson media for signed-in learners, resources with a
// premium/ folder for premium members, avatars that everyone reads and each user writes only under
// their own folder; admins manage course files. Every rule is attacked by a visitor, a learner,
// another learner, a premium member and an admin.
import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPersonas, type Personas } from './personas.ts';

let p: Personas;
const lesson = 'module-01/lesson-1.mp4';
const lessonBytes = randomBytes(64 * 1024);
const freeResource = 'getting-started/pre-trade-checklist.md';
const premiumResource = 'premium/position-sizing-worksheet.csv';

const png = (size = 100) => new Blob([randomBytes(size)], { type: 'image/png' });

interface StorageResult {
  data: unknown;
  error: { message: string; statusCode?: string } | null;
}

function denied(res: StorageResult, message = 'new row violates row-level security policy') {
  expect(res.error, 'expected a refusal').not.toBeNull();
  expect(res.error!.message).toBe(message);
}

function allowed(res: StorageResult) {
  expect(res.error, res.error?.message).toBeNull();
}

beforeAll(async () => {
  p = await createPersonas('storage');
  allowed(await p.service.storage.from('course-media').upload(lesson, new Blob([lessonBytes], { type: 'video/mp4' }), { upsert: true }));
});

const everyone = (): [string, SupabaseClient][] => [
  ['visitor', p.visitor],
  ['learner', p.learner.client],
  ['premium', p.premium.client],
  ['admin', p.admin.client],
];

describe('course-media: signed-in learners watch, admins publish', () => {
  it('a visitor can neither read, list, sign nor upload lesson media', async () => {
    const media = p.visitor.storage.from('course-media');
    expect((await media.download(lesson)).error?.message).toBe('Object not found');
    expect((await media.list('module-01')).data).toEqual([]);
    expect((await media.createSignedUrl(lesson, 60)).error?.message).toBe('Object not found');
    denied(await media.upload('module-01/x.mp4', new Blob(['x'], { type: 'video/mp4' })));
  });

  it('every signed-in learner reads, lists and signs lesson media', async () => {
    for (const [who, c] of everyone().slice(1)) {
      const media = c.storage.from('course-media');
      const dl = await media.download(lesson);
      expect(dl.error, who).toBeNull();
      expect(Buffer.from(await dl.data!.arrayBuffer()).equals(lessonBytes), who).toBe(true);
      expect(
        (await media.list('module-01')).data!.map((f) => f.name),
        who,
      ).toContain('lesson-1.mp4');
      const signed = await media.createSignedUrl(lesson, 60);
      expect(signed.error, who).toBeNull();
      expect((await fetch(signed.data!.signedUrl, { headers: { range: 'bytes=0-99' } })).status, who).toBe(206);
    }
  });

  it('learners and premium members cannot upload, replace, move or remove lesson media', async () => {
    for (const c of [p.learner.client, p.premium.client]) {
      const media = c.storage.from('course-media');
      denied(await media.upload('module-01/fake.mp4', new Blob(['x'], { type: 'video/mp4' })));
      denied(await media.upload(lesson, new Blob(['x'], { type: 'video/mp4' }), { upsert: true }));
      denied(await media.move(lesson, 'module-01/moved.mp4'));
      denied(await media.copy(lesson, 'module-01/copied.mp4'));
      expect((await media.remove([lesson])).data).toEqual([]);
      denied(await media.createSignedUploadUrl('module-01/sneaky.mp4'));
    }
    const still = await p.service.storage.from('course-media').download(lesson);
    expect(Buffer.from(await still.data!.arrayBuffer()).equals(lessonBytes)).toBe(true);
  });

  it('an admin uploads, replaces, moves and removes lesson media', async () => {
    const media = p.admin.client.storage.from('course-media');
    allowed(await media.upload('module-02/admin.mp4', new Blob(['v1'], { type: 'video/mp4' })));
    allowed(await media.upload('module-02/admin.mp4', new Blob(['v2'], { type: 'video/mp4' }), { upsert: true }));
    allowed(await media.move('module-02/admin.mp4', 'module-02/renamed.mp4'));
    expect(await (await media.download('module-02/renamed.mp4')).data!.text()).toBe('v2');
    const signedUpload = await media.createSignedUploadUrl('module-02/signed.mp4');
    allowed(signedUpload);
    allowed(await media.uploadToSignedUrl('module-02/signed.mp4', signedUpload.data!.token, new Blob(['s'], { type: 'video/mp4' })));
    expect((await media.remove(['module-02/renamed.mp4', 'module-02/signed.mp4'])).data!.length).toBe(2);
  });
});

describe('resources: free files for learners, premium/ for premium members', () => {
  it('a visitor sees no resources', async () => {
    const r = p.visitor.storage.from('resources');
    expect((await r.list()).data).toEqual([]);
    expect((await r.download(freeResource)).error?.message).toBe('Object not found');
    expect((await r.download(premiumResource)).error?.message).toBe('Object not found');
  });

  it('a free learner reads free resources but never premium/ ones', async () => {
    for (const c of [p.learner.client, p.other.client]) {
      const r = c.storage.from('resources');
      expect((await r.download(freeResource)).data?.type).toBe('text/markdown');
      const folders = (await r.list()).data!.map((f) => f.name);
      expect(folders).toEqual(expect.arrayContaining(['getting-started', 'module-01']));
      expect(folders).not.toContain('premium');
      expect((await r.list('premium')).data).toEqual([]);
      expect((await r.download(premiumResource)).error?.message).toBe('Object not found');
      expect((await r.info(premiumResource)).error?.message).toBe('Object not found');
      expect((await r.exists(premiumResource)).data).toBe(false);
      expect((await r.createSignedUrl(premiumResource, 60)).error?.message).toBe('Object not found');
      const batch = await r.createSignedUrls([freeResource, premiumResource], 60);
      expect(batch.data!.map((s) => s.signedUrl !== null)).toEqual([true, false]);
      denied(await r.copy(premiumResource, 'getting-started/stolen.csv'), 'Object not found');
    }
  });

  it('premium members and admins read premium/ resources', async () => {
    for (const c of [p.premium.client, p.admin.client]) {
      const r = c.storage.from('resources');
      expect(await (await r.download(premiumResource)).data!.text()).toMatch(/^account_balance,/);
      expect((await r.list()).data!.map((f) => f.name)).toEqual(expect.arrayContaining(['getting-started', 'module-01', 'premium']));
    }
  });

  it('only admins add resources; a learner cannot plant a file where premium members look', async () => {
    denied(await p.premium.client.storage.from('resources').upload('premium/fake.pdf', new Blob(['x'], { type: 'application/pdf' })));
    denied(
      await p.learner.client.storage.from('resources').upload('getting-started/fake.pdf', new Blob(['x'], { type: 'application/pdf' })),
    );
    const r = p.admin.client.storage.from('resources');
    allowed(await r.upload('premium/new-guide.pdf', new Blob(['%PDF-1.4'], { type: 'application/pdf' })));
    expect((await p.learner.client.storage.from('resources').download('premium/new-guide.pdf')).error?.message).toBe('Object not found');
    expect((await p.premium.client.storage.from('resources').download('premium/new-guide.pdf')).error).toBeNull();
    expect((await r.remove(['premium/new-guide.pdf'])).data!.length).toBe(1);
  });
});

describe('avatars: public reads, each user writes only their own folder', () => {
  it('a user uploads, replaces and removes their own avatar; everyone reads it publicly', async () => {
    const mine = `${p.learner.id}/avatar.png`;
    const avatars = p.learner.client.storage.from('avatars');
    allowed(await avatars.upload(mine, png()));
    allowed(await avatars.upload(mine, png(200), { upsert: true }));
    const url = p.visitor.storage.from('avatars').getPublicUrl(mine).data.publicUrl;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(200);
    expect((await p.visitor.storage.from('avatars').list(p.learner.id)).data!.map((f) => f.name)).toEqual(['avatar.png']);
    allowed(await avatars.move(mine, `${p.learner.id}/avatar-old.png`));
    expect((await avatars.remove([`${p.learner.id}/avatar-old.png`])).data!.length).toBe(1);
  });

  it("nobody writes into another user's folder, and a visitor writes nothing", async () => {
    const theirs = `${p.learner.id}/avatar.png`;
    allowed(await p.learner.client.storage.from('avatars').upload(theirs, png(), { upsert: true }));
    for (const [who, c] of [
      ['other', p.other.client],
      ['premium', p.premium.client],
      ['admin', p.admin.client],
    ] as const) {
      const avatars = c.storage.from('avatars');
      denied(await avatars.upload(`${p.learner.id}/planted.png`, png()));
      denied(await avatars.upload(theirs, png(), { upsert: true }));
      expect((await avatars.remove([theirs])).data, who).toEqual([]);
      denied(await avatars.move(theirs, `${p.learner.id}/renamed.png`));
    }
    denied(await p.visitor.storage.from('avatars').upload(`${p.learner.id}/anon.png`, png()));
    denied(await p.visitor.storage.from('avatars').upload('anon.png', png()));
    // Taking a file out of one's own folder into someone else's is refused too.
    allowed(await p.other.client.storage.from('avatars').upload(`${p.other.id}/me.png`, png(), { upsert: true }));
    denied(await p.other.client.storage.from('avatars').move(`${p.other.id}/me.png`, `${p.learner.id}/me.png`));
    expect((await p.service.storage.from('avatars').exists(theirs)).data).toBe(true);
  });

  it('enforces the bucket limits: images only, at most 2 MiB', async () => {
    const avatars = p.learner.client.storage.from('avatars');
    const big = await avatars.upload(`${p.learner.id}/huge.png`, png(2 * 1024 * 1024 + 1));
    expect(big.error?.message).toBe('The object exceeded the maximum allowed size');
    const text = await avatars.upload(`${p.learner.id}/notes.txt`, new Blob(['x'], { type: 'text/plain' }));
    expect(text.error?.message).toBe('mime type text/plain is not supported');
  });
});

describe("buckets are the service role's", () => {
  it('no persona lists, creates, changes or deletes buckets', async () => {
    for (const [who, c] of everyone()) {
      expect((await c.storage.listBuckets()).data, who).toEqual([]);
      denied(await c.storage.createBucket(`mine-${who}`));
      expect((await c.storage.updateBucket('avatars', { public: false })).error?.message, who).toBe('Bucket not found');
      expect((await c.storage.emptyBucket('course-media')).error?.message, who).toBe('Bucket not found');
      expect((await c.storage.deleteBucket('resources')).error?.message, who).toBe('Bucket not found');
    }
    expect((await p.service.storage.getBucket('avatars')).data?.public).toBe(true);
  });
});
