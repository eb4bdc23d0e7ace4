// Lessons by persona (supabase/migrations/20261124110000_lessons.sql, notes in 20261124110100_lesson_notes.sql):
// everyone reads published lessons, admins write; lesson progress is written only by
// save_lesson_progress, which decides "watched" at 90 % of the lesson's length; the lesson count per
// module follows the lessons; lesson-videos objects are signed only for what a published lesson uses.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
let lessonId: number; // module 1, lesson 1, given a 100-second video for these tests
let draftId: number; // an unpublished lesson on module 1
const video = 'module-01/lesson-01-test.mp4';
const captions = 'module-01/lesson-01-test.vtt';
const chapters = 'module-01/lesson-01-test.chapters.vtt';
const draftChapters = 'module-01/draft-test.chapters.vtt';
const draftVideo = 'module-01/draft-test.mp4';

beforeAll(async () => {
  p = await createPersonas('lessons');
  const first = ok(await p.service.from('lessons').select('id').eq('module_id', 1).eq('position', 1).single());
  lessonId = first.id;
  ok(
    await p.service
      .from('lessons')
      .update({ video_path: video, captions_path: captions, chapters_path: chapters, duration_seconds: 100 })
      .eq('id', lessonId)
      .select(),
  );
  const draft = ok(
    await p.admin.client
      .from('lessons')
      .insert({
        module_id: 1,
        position: 99,
        title: 'Draft lesson',
        notes: 'Not ready',
        published: false,
        video_path: draftVideo,
        chapters_path: draftChapters,
      })
      .select('id')
      .single(),
  );
  draftId = draft.id;
  const bucket = p.service.storage.from('lesson-videos');
  for (const [name, type] of [
    [video, 'video/mp4'],
    [captions, 'text/vtt'],
    [chapters, 'text/vtt'],
    [draftVideo, 'video/mp4'],
    [draftChapters, 'text/vtt'],
    ['module-01/unused.mp4', 'video/mp4'],
  ] as const) {
    const up = await bucket.upload(name, new Blob([randomBytes(2048)], { type }), { upsert: true });
    expect(up.error, up.error?.message).toBeNull();
  }
});

describe('lessons', () => {
  it('every lesson of the 15 modules has notes of at least 300 words, and the module counts them', async () => {
    const lessons = ok(await p.visitor.from('lessons').select('module_id, position, title, notes').order('module_id').order('position'));
    const modules = ok(await p.visitor.from('modules').select('id, lesson_count').order('id'));
    expect(lessons).toHaveLength(83);
    for (const m of modules)
      expect(
        lessons.filter((l) => l.module_id === m.id),
        `module ${m.id}`,
      ).toHaveLength(m.lesson_count);
    for (const l of lessons)
      expect(l.notes.split(/\s+/).filter(Boolean).length, `${l.module_id}.${l.position} ${l.title}`).toBeGreaterThanOrEqual(300);
  });

  it('visitors and learners read published lessons only; admins read drafts', async () => {
    for (const c of [p.visitor, p.learner.client, p.premium.client]) {
      expect(ok(await c.from('lessons').select('id').eq('id', draftId))).toEqual([]);
      expect(ok(await c.from('lessons').select('id').eq('id', lessonId))).toHaveLength(1);
    }
    expect(ok(await p.admin.client.from('lessons').select('id').eq('id', draftId))).toHaveLength(1);
  });

  it('only admins add, edit and delete lessons; the module count follows published lessons', async () => {
    for (const c of [p.learner.client, p.premium.client]) {
      refused(await c.from('lessons').insert({ module_id: 2, position: 98, title: 'Mine', notes: 'x' }), 403);
      expect(ok(await c.from('lessons').update({ title: 'Hacked' }).eq('id', lessonId).select())).toEqual([]);
      expect(ok(await c.from('lessons').delete().eq('id', lessonId).select())).toEqual([]);
    }
    refused(await p.visitor.from('lessons').insert({ module_id: 2, position: 98, title: 'Mine', notes: 'x' }), 401);
    const count = async () => ok(await p.visitor.from('modules').select('lesson_count').eq('id', 2).single()).lesson_count;
    const before = await count();
    const added = ok(
      await p.admin.client
        .from('lessons')
        .insert({ module_id: 2, position: 98, title: 'Extra', notes: 'x', video_url: 'https://videos.example.com/extra.mp4' })
        .select('id, title')
        .single(),
    );
    expect(await count()).toBe(before + 1);
    ok(await p.admin.client.from('lessons').update({ published: false }).eq('id', added.id).select());
    expect(await count()).toBe(before);
    ok(await p.admin.client.from('lessons').update({ published: true }).eq('id', added.id).select());
    expect(ok(await p.admin.client.from('lessons').delete().eq('id', added.id).select())).toHaveLength(1);
    expect(await count()).toBe(before);
  });

  it('refuses a video given twice, a non-https URL and a path outside the bucket', async () => {
    refused(
      await p.admin.client
        .from('lessons')
        .insert({ module_id: 2, position: 97, title: 'Both', video_path: 'a.mp4', video_url: 'https://x.example/a.mp4' }),
      400,
    );
    refused(
      await p.admin.client.from('lessons').insert({ module_id: 2, position: 97, title: 'Plain', video_url: 'http://x.example/a.mp4' }),
      400,
    );
    refused(await p.admin.client.from('lessons').insert({ module_id: 2, position: 97, title: 'Up', video_path: '../secret/a.mp4' }), 400);
  });
});

describe('lesson progress', () => {
  it('a visitor cannot save progress', async () => {
    refused(await p.visitor.rpc('save_lesson_progress', { lesson_id: lessonId, position_seconds: 10 }), 401);
  });

  it('a learner saves a position, capped at the length, and the database marks 90 % watched once', async () => {
    const c = p.learner.client;
    const early = ok(await c.rpc('save_lesson_progress', { lesson_id: lessonId, position_seconds: 42.5 }));
    expect(early).toMatchObject({ user_id: p.learner.id, lesson_id: lessonId, position_seconds: 42.5, watched_at: null });
    const almost = ok(await c.rpc('save_lesson_progress', { lesson_id: lessonId, position_seconds: 89.99 }));
    expect(almost.watched_at).toBeNull();
    const watched = ok(await c.rpc('save_lesson_progress', { lesson_id: lessonId, position_seconds: 90 }));
    expect(watched.watched_at).not.toBeNull();
    const capped = ok(await c.rpc('save_lesson_progress', { lesson_id: lessonId, position_seconds: 5000 }));
    expect(capped.position_seconds).toBe(100);
    const back = ok(await c.rpc('save_lesson_progress', { lesson_id: lessonId, position_seconds: 3 }));
    expect(back).toMatchObject({ position_seconds: 3, watched_at: watched.watched_at });
    expect(ok(await c.from('lesson_progress').select('position_seconds, watched_at').eq('user_id', p.learner.id))).toEqual([
      { position_seconds: 3, watched_at: watched.watched_at },
    ]);
    const modules = ok(await c.from('module_lesson_progress').select('module_id, lesson_count, watched_count').eq('module_id', 1).single());
    expect(modules).toEqual({ module_id: 1, lesson_count: 4, watched_count: 1 });
  });

  it('refuses bad positions, unknown lessons and drafts with a readable 4xx', async () => {
    const c = p.premium.client;
    for (const position_seconds of [-1, 40000]) {
      expect(refused(await c.rpc('save_lesson_progress', { lesson_id: lessonId, position_seconds }), 400).message).toMatch(
        /position_seconds/,
      );
    }
    expect(refused(await c.rpc('save_lesson_progress', { lesson_id: 999999, position_seconds: 1 }), 404).message).toBe(
      'Lesson 999999 does not exist.',
    );
    refused(await c.rpc('save_lesson_progress', { lesson_id: draftId, position_seconds: 1 }), 404);
  });

  it('no one writes lesson_progress directly; another learner sees none of it; the owner and admins may reset', async () => {
    for (const c of [p.learner.client, p.admin.client]) {
      refused(await c.from('lesson_progress').insert({ user_id: p.learner.id, lesson_id: lessonId, position_seconds: 1 }), [401, 403]);
      refused(await c.from('lesson_progress').update({ position_seconds: 99 }).eq('user_id', p.learner.id), [401, 403]);
    }
    expect(ok(await p.other.client.from('lesson_progress').select('lesson_id').eq('user_id', p.learner.id))).toEqual([]);
    expect(ok(await p.other.client.from('lesson_progress').delete().eq('user_id', p.learner.id).select())).toEqual([]);
    expect(ok(await p.other.client.from('module_lesson_progress').select('watched_count').eq('module_id', 1).single()).watched_count).toBe(
      0,
    );
    refused(await p.visitor.from('lesson_progress').select('lesson_id'), 401);
    expect(ok(await p.admin.client.from('lesson_progress').select('lesson_id').eq('user_id', p.learner.id))).toHaveLength(1);
    ok(await p.other.client.rpc('save_lesson_progress', { lesson_id: lessonId, position_seconds: 7 }));
    expect(ok(await p.other.client.from('lesson_progress').delete().eq('user_id', p.other.id).select())).toHaveLength(1);
    expect(ok(await p.admin.client.from('lesson_progress').delete().eq('user_id', p.learner.id).select())).toHaveLength(1);
  });
});

describe('lesson-videos bucket', () => {
  it("signs a published lesson's video and captions for signed-in users only", async () => {
    for (const c of [p.learner.client, p.premium.client]) {
      const signed = await c.storage.from('lesson-videos').createSignedUrl(video, 60);
      expect(signed.error, signed.error?.message).toBeNull();
      const res = await fetch(signed.data!.signedUrl, { headers: { Range: 'bytes=0-99' } });
      expect(res.status).toBe(206);
      expect((await res.arrayBuffer()).byteLength).toBe(100);
      expect((await c.storage.from('lesson-videos').createSignedUrl(captions, 60)).error).toBeNull();
    }
    expect((await p.visitor.storage.from('lesson-videos').createSignedUrl(video, 60)).error?.message).toBe('Object not found');
  });

  it("signs a published lesson's chapters for signed-in learners and admins, not for visitors", async () => {
    for (const c of [p.learner.client, p.other.client, p.premium.client, p.admin.client]) {
      const signed = await c.storage.from('lesson-videos').createSignedUrl(chapters, 60);
      expect(signed.error, signed.error?.message).toBeNull();
      expect((await fetch(signed.data!.signedUrl)).status).toBe(200);
    }
    expect((await p.visitor.storage.from('lesson-videos').createSignedUrl(chapters, 60)).error?.message).toBe('Object not found');
  });

  it("keeps drafts' and unused files from learners, not from admins", async () => {
    for (const name of [draftVideo, draftChapters, 'module-01/unused.mp4']) {
      expect((await p.learner.client.storage.from('lesson-videos').createSignedUrl(name, 60)).error?.message).toBe('Object not found');
      expect((await p.admin.client.storage.from('lesson-videos').createSignedUrl(name, 60)).error).toBeNull();
    }
  });

  it('only admins upload and remove lesson videos', async () => {
    const file = () => new Blob([randomBytes(256)], { type: 'video/mp4' });
    for (const c of [p.learner.client, p.premium.client, p.visitor]) {
      expect((await c.storage.from('lesson-videos').upload('module-02/mine.mp4', file())).error?.message).toBe(
        'new row violates row-level security policy',
      );
      expect((await c.storage.from('lesson-videos').remove([video])).data ?? []).toEqual([]);
    }
    expect((await p.admin.client.storage.from('lesson-videos').upload('module-02/admin.mp4', file())).error).toBeNull();
    expect(((await p.admin.client.storage.from('lesson-videos').remove(['module-02/admin.mp4'])).data ?? []).map((f) => f.name)).toEqual([
      'module-02/admin.mp4',
    ]);
  });
});
