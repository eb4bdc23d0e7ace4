// The admin console's Content section by persona (supabase/migrations/20261125170000_admin_content.sql
// and the content tables' policies): an admin at aal2 creates a draft lesson, edits it, moves it, gives
// it a video uploaded with TUS to the private lesson-videos bucket and publishes it; learners never see
// a draft, and a learner, a premium member and an admin at aal1 are refused every one of those writes,
// through the functions and straight through REST (tables and Storage). Quiz questions: the admin saves
// text, options, correct option and explanation in one call; answer keys never reach learners. Every
// admin write is in the audit log.
import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANON_KEY } from 'supabase-stand-in';
import { signUpUser, type TestUser } from '../support/clients.ts';
import { createPersonas, makeAdmin, ok, refused, type Personas } from './personas.ts';

const MODULE = 14;
const AAL2_MESSAGE = 'Admin changes need two-factor verification (aal2).';

let p: Personas;
let aal1: TestUser; // an admin who has not verified a second factor
let draftId: number;
let questionId: number;
const created: number[] = [];

async function lastAuditId(): Promise<number> {
  const rows = ok(await p.service.from('audit_log').select('id').order('id', { ascending: false }).limit(1));
  return rows[0]?.id ?? 0;
}

async function auditSince(since: number) {
  return ok(
    await p.service.from('audit_log').select('action, actor_id, target_table, target_id, before, after').gt('id', since).order('id'),
  );
}

async function nextPosition(table: 'lessons' | 'quiz_questions') {
  const rows = ok(await p.service.from(table).select('position').eq('module_id', MODULE).order('position', { ascending: false }).limit(1));
  return (rows[0]?.position ?? 0) + 1;
}

/** A resumable (TUS) upload to lesson-videos with the caller's access token. */
async function tusUpload(c: SupabaseClient, objectName: string, data: Buffer): Promise<void> {
  const { data: s } = await c.auth.getSession();
  return new Promise<void>((resolve, reject) => {
    new tus.Upload(data, {
      endpoint: `${inject('apiUrl')}/storage/v1/upload/resumable`,
      retryDelays: [],
      headers: { authorization: `Bearer ${s.session!.access_token}`, apikey: ANON_KEY },
      uploadDataDuringCreation: false,
      metadata: { bucketName: 'lesson-videos', objectName, contentType: 'video/webm', cacheControl: '3600' },
      chunkSize: 6 * 1024 * 1024,
      onError: reject,
      onSuccess: () => resolve(),
    }).start();
  });
}

beforeAll(async () => {
  p = await createPersonas('admincontent');
  aal1 = await signUpUser('admincontent-aal1', { display_name: 'Ida Aal' });
  await makeAdmin(p.service, aal1.id);
  const q = ok(
    await p.service
      .from('quiz_questions')
      .insert({
        module_id: MODULE,
        position: await nextPosition('quiz_questions'),
        question: 'Which is a test question?',
        options: ['This one', 'Not this one', 'Neither'],
      })
      .select('id')
      .single(),
  );
  questionId = q.id;
  ok(
    await p.service
      .from('quiz_answer_keys')
      .insert({ question_id: questionId, correct_option: 0, explanation: 'Written by the test.' })
      .select(),
  );
});

afterAll(async () => {
  if (questionId) await p.service.from('quiz_questions').delete().eq('id', questionId);
  if (created.length) await p.service.from('lessons').delete().in('id', created);
});

describe('lessons', () => {
  it('an admin at aal2 adds a draft lesson that learners cannot see', async () => {
    const since = await lastAuditId();
    const row = ok(
      await p.admin.client
        .from('lessons')
        .insert({
          module_id: MODULE,
          position: await nextPosition('lessons'),
          title: 'Draft: reading the tape',
          notes: '# Draft\n\nNot ready yet.',
          published: false,
        })
        .select('id, published')
        .single(),
    );
    draftId = row.id;
    created.push(draftId);
    expect(row.published).toBe(false);
    for (const c of [p.visitor, p.learner.client, p.premium.client]) {
      expect(ok(await c.from('lessons').select('id').eq('id', draftId))).toEqual([]);
    }
    const audit = await auditSince(since);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'lessons.insert',
        actor_id: p.admin.id,
        target_table: 'lessons',
        target_id: String(draftId),
        before: null,
      }),
    ]);
  });

  it('learners, a premium member and an admin at aal1 are refused every lesson write through REST', async () => {
    for (const c of [p.learner.client, p.premium.client, aal1.client]) {
      refused(await c.from('lessons').insert({ module_id: MODULE, position: 500, title: 'Mine', notes: 'x', published: true }), 403);
      expect(ok(await c.from('lessons').update({ title: 'Hacked', published: true }).eq('id', draftId).select())).toEqual([]);
      expect(ok(await c.from('lessons').delete().eq('id', draftId).select())).toEqual([]);
    }
    const row = ok(await p.service.from('lessons').select('title, published').eq('id', draftId).single());
    expect(row).toEqual({ title: 'Draft: reading the tape', published: false });
  });

  it('learners, a premium member and an admin at aal1 are refused admin_move_lesson; the admin moves lessons', async () => {
    const before = ok(await p.service.from('lessons').select('id, position').eq('module_id', MODULE).order('position'));
    for (const c of [p.learner.client, p.premium.client]) {
      expect(refused(await c.rpc('admin_move_lesson', { lesson_id: draftId, direction: 'up' }), 403).message).toBe(
        'Only admins can do this.',
      );
    }
    expect(refused(await aal1.client.rpc('admin_move_lesson', { lesson_id: draftId, direction: 'up' }), 403).message).toBe(AAL2_MESSAGE);
    refused(await p.visitor.rpc('admin_move_lesson', { lesson_id: draftId, direction: 'up' }), 401);
    expect(ok(await p.service.from('lessons').select('id, position').eq('module_id', MODULE).order('position'))).toEqual(before);

    const since = await lastAuditId();
    ok(await p.admin.client.rpc('admin_move_lesson', { lesson_id: draftId, direction: 'up' }));
    const after = ok(await p.service.from('lessons').select('id, position').eq('module_id', MODULE).order('position'));
    const last = before.length - 1;
    expect(after.map((l) => l.id)).toEqual([...before.slice(0, last - 1).map((l) => l.id), draftId, before[last - 1]!.id]);
    expect(after.map((l) => l.position)).toEqual(before.map((l) => l.position));
    const audit = await auditSince(since);
    expect(audit.length).toBeGreaterThan(0);
    expect(new Set(audit.map((a) => a.action))).toEqual(new Set(['lesson.move']));
    // the first lesson does not move up; a bad direction is refused; back down again
    ok(await p.admin.client.rpc('admin_move_lesson', { lesson_id: after[0]!.id, direction: 'up' }));
    expect(refused(await p.admin.client.rpc('admin_move_lesson', { lesson_id: draftId, direction: 'sideways' }), 400).code).toBe('22023');
    refused(await p.admin.client.rpc('admin_move_lesson', { lesson_id: 987654321, direction: 'up' }), 404);
    ok(await p.admin.client.rpc('admin_move_lesson', { lesson_id: draftId, direction: 'down' }));
    expect(ok(await p.service.from('lessons').select('id, position').eq('module_id', MODULE).order('position'))).toEqual(before);
  });

  it('validates in SQL: https video URLs only, one video source, notes and title bounds', async () => {
    const c = p.admin.client;
    refused(await c.from('lessons').update({ video_url: 'http://example.com/v.mp4' }).eq('id', draftId), 400);
    refused(await c.from('lessons').update({ video_url: 'javascript:alert(1)' }).eq('id', draftId), 400);
    refused(await c.from('lessons').update({ title: '' }).eq('id', draftId), 400);
    refused(
      await c
        .from('lessons')
        .update({ notes: 'x'.repeat(50001) })
        .eq('id', draftId),
      400,
    );
    refused(await c.from('lessons').update({ duration_seconds: -1 }).eq('id', draftId), 400);
    refused(
      await c
        .from('lessons')
        .update({ video_url: 'https://example.com/v.mp4', video_path: `module-${MODULE}/x.webm` })
        .eq('id', draftId),
      400,
    );
    ok(await c.from('lessons').update({ video_url: 'https://videos.example.com/tape.mp4' }).eq('id', draftId).select());
  });

  it('only an admin at aal2 uploads to lesson-videos with TUS; the video plays for learners once the lesson is published', async () => {
    const video = randomBytes(40 * 1024);
    const name = `module-${MODULE}/lesson-${draftId}-${Date.now()}.webm`;
    for (const c of [p.learner.client, p.premium.client, aal1.client]) {
      await expect(tusUpload(c, `module-${MODULE}/not-mine-${Date.now()}.webm`, video)).rejects.toThrow();
      const plain = await c.storage
        .from('lesson-videos')
        .upload(`module-${MODULE}/plain-${Date.now()}.webm`, new Blob([video], { type: 'video/webm' }));
      expect(plain.error).not.toBeNull();
    }
    await tusUpload(p.admin.client, name, video);
    ok(await p.admin.client.from('lessons').update({ video_path: name, video_url: null, duration_seconds: 3 }).eq('id', draftId).select());

    // a draft's video is not signed for learners
    expect((await p.learner.client.storage.from('lesson-videos').createSignedUrl(name, 60)).error).not.toBeNull();

    // published: the learner reads the lesson and signs its video, which is the uploaded bytes
    const since = await lastAuditId();
    ok(await p.admin.client.from('lessons').update({ published: true }).eq('id', draftId).select());
    // the module's lesson count follows (modules.update); the lesson's own row:
    const audit = (await auditSince(since)).filter((a) => a.target_table === 'lessons');
    expect(audit).toEqual([expect.objectContaining({ action: 'lessons.update', actor_id: p.admin.id, target_id: String(draftId) })]);
    expect(audit[0]!.before).toMatchObject({ published: false });
    expect(audit[0]!.after).toMatchObject({ published: true, video_path: name });
    try {
      expect(ok(await p.learner.client.from('lessons').select('id, video_path').eq('id', draftId))).toEqual([
        { id: draftId, video_path: name },
      ]);
      const signed = await p.learner.client.storage.from('lesson-videos').createSignedUrl(name, 60);
      expect(signed.error).toBeNull();
      const bytes = Buffer.from(await (await fetch(signed.data!.signedUrl)).arrayBuffer());
      expect(bytes.equals(video)).toBe(true);
    } finally {
      ok(await p.admin.client.from('lessons').update({ published: false }).eq('id', draftId).select());
      await p.service.storage.from('lesson-videos').remove([name]);
    }
  });
});

describe('modules', () => {
  it("only an admin at aal2 edits a module's title and description (REST), audited; SQL bounds the description", async () => {
    const before = ok(await p.service.from('modules').select('title, description').eq('id', MODULE).single());
    for (const c of [p.learner.client, p.premium.client, aal1.client]) {
      expect(ok(await c.from('modules').update({ title: 'Hacked' }).eq('id', MODULE).select())).toEqual([]);
      refused(await c.from('modules').insert({ id: 900, level: 'ADVANCED', position: 900, title: 'Mine' }), 403);
    }
    refused(
      await p.admin.client
        .from('modules')
        .update({ description: 'x'.repeat(2001) })
        .eq('id', MODULE),
      400,
    );
    expect(ok(await p.service.from('modules').select('title, description').eq('id', MODULE).single())).toEqual(before);
    const since = await lastAuditId();
    try {
      ok(await p.admin.client.from('modules').update({ description: 'Edited by the content test.' }).eq('id', MODULE).select());
      const audit = await auditSince(since);
      expect(audit).toEqual([expect.objectContaining({ action: 'modules.update', actor_id: p.admin.id, target_id: String(MODULE) })]);
      expect(audit[0]!.after).toMatchObject({ description: 'Edited by the content test.' });
    } finally {
      ok(await p.service.from('modules').update(before).eq('id', MODULE).select());
    }
  });
});

describe('quiz questions and answer keys', () => {
  const save = (c: SupabaseClient, over: Record<string, unknown> = {}) =>
    c.rpc('admin_save_quiz_question', {
      question_id: questionId,
      question: 'Which option is right?',
      options: ['A', 'B', 'C', 'D'],
      correct_option: 3,
      explanation: 'D, because the test says so.',
      ...over,
    });

  it('learners never read answer keys; admins do (also at aal1)', async () => {
    for (const c of [p.learner.client, p.premium.client]) {
      expect(ok(await c.from('quiz_answer_keys').select('*').eq('question_id', questionId))).toEqual([]);
      expect(ok(await c.from('quiz_questions').select('id').eq('id', questionId))).toHaveLength(1);
    }
    refused(await p.visitor.from('quiz_answer_keys').select('*'), [401, 403]);
    for (const c of [p.admin.client, aal1.client]) {
      expect(ok(await c.from('quiz_answer_keys').select('correct_option, explanation').eq('question_id', questionId))).toEqual([
        { correct_option: 0, explanation: 'Written by the test.' },
      ]);
    }
  });

  it('learners, a premium member and an admin at aal1 are refused every question write (function and REST)', async () => {
    for (const c of [p.learner.client, p.premium.client]) {
      expect(refused(await save(c), 403).message).toBe('Only admins can do this.');
    }
    expect(refused(await save(aal1.client), 403).message).toBe(AAL2_MESSAGE);
    for (const c of [p.learner.client, p.premium.client, aal1.client]) {
      expect(ok(await c.from('quiz_questions').update({ question: 'Hacked' }).eq('id', questionId).select())).toEqual([]);
      expect(ok(await c.from('quiz_answer_keys').update({ explanation: 'Hacked' }).eq('question_id', questionId).select())).toEqual([]);
      refused(await c.from('quiz_answer_keys').insert({ question_id: questionId, correct_option: 1 }), [403, 409]);
    }
    const key = ok(await p.service.from('quiz_answer_keys').select('correct_option, explanation').eq('question_id', questionId).single());
    expect(key).toEqual({ correct_option: 0, explanation: 'Written by the test.' });
  });

  it('an admin at aal2 saves question, options, key and explanation in one call, audited', async () => {
    const since = await lastAuditId();
    ok(await save(p.admin.client));
    expect(ok(await p.service.from('quiz_questions').select('question, options').eq('id', questionId).single())).toEqual({
      question: 'Which option is right?',
      options: ['A', 'B', 'C', 'D'],
    });
    expect(
      ok(await p.service.from('quiz_answer_keys').select('correct_option, explanation').eq('question_id', questionId).single()),
    ).toEqual({
      correct_option: 3,
      explanation: 'D, because the test says so.',
    });
    const audit = await auditSince(since);
    expect(audit.map((a) => [a.action, a.target_table, a.target_id])).toEqual([
      ['quiz_question.save', 'quiz_questions', String(questionId)],
      ['quiz_question.save', 'quiz_answer_keys', String(questionId)],
    ]);
    // fewer options with the key moved into range: the key is written first
    ok(await save(p.admin.client, { options: ['Yes', 'No'], correct_option: 1 }));
    expect(
      ok(await p.service.from('quiz_answer_keys').select('correct_option').eq('question_id', questionId).single()).correct_option,
    ).toBe(1);
  });

  it('validates in SQL and changes nothing on a refusal', async () => {
    for (const over of [
      { correct_option: 2 },
      { correct_option: -1 },
      { options: ['Only one'], correct_option: 0 },
      { options: ['A', ' '], correct_option: 0 },
      { question: '  ' },
      { explanation: 'x'.repeat(2001) },
    ]) {
      expect(refused(await save(p.admin.client, { options: ['Yes', 'No'], correct_option: 1, ...over }), 400).code).toBe('22023');
    }
    refused(await save(p.admin.client, { question_id: 987654321 }), 404);
    expect(ok(await p.service.from('quiz_questions').select('options').eq('id', questionId).single()).options).toEqual(['Yes', 'No']);
  });
});
