// Adding and retiring quiz questions (supabase/migrations/20261127300000_retire_quiz_questions.sql), by
// persona: only an admin at aal2 adds a question with its key in one call, retires it or restores it;
// a visitor, learners, a premium member and an admin at aal1 are refused. A retired question is never
// drawn again (start_quiz, start_final_exam) but stays in the review of an attempt that drew it; a
// module keeps at least as many active questions as a quiz draws. Every change is in the audit log.
// The test works on a module of its own (created and deleted here) so the course's banks are untouched.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser } from '../support/clients.ts';
import { answersFor, passModules, startFinalExam, startQuiz } from '../support/quiz.ts';
import { createPersonas, makeAdmin, ok, refused, type Personas } from './personas.ts';

const MODULE = 9146;
const DRAW_SIZE = 5;
const AAL2_MESSAGE = 'Admin changes need two-factor verification (aal2).';

let p: Personas;
let aal1: TestUser;
const ids: number[] = [];

const add = (c: SupabaseClient, n: number, over: Record<string, unknown> = {}) =>
  c.rpc('admin_add_quiz_question', {
    module_id: MODULE,
    question: `Bank question ${n}?`,
    options: [`Right ${n}`, `Wrong ${n}`, 'Neither'],
    correct_option: 0,
    explanation: `Because ${n}.`,
    ...over,
  });

async function lastAuditId(): Promise<number> {
  const rows = ok(await p.service.from('audit_log').select('id').order('id', { ascending: false }).limit(1));
  return rows[0]?.id ?? 0;
}

async function auditSince(since: number) {
  return ok(
    await p.service.from('audit_log').select('action, actor_id, target_table, target_id, before, after').gt('id', since).order('id'),
  );
}

beforeAll(async () => {
  p = await createPersonas('quizbank');
  aal1 = await signUpUser('quizbank-aal1', { display_name: 'Ida Aal' });
  await makeAdmin(p.service, aal1.id);
  ok(await p.service.from('modules').insert({ id: MODULE, level: 'ADVANCED', position: MODULE, title: 'Quiz bank test module' }).select());
});

afterAll(async () => {
  await p.service.from('modules').delete().eq('id', MODULE);
});

describe('adding a question', () => {
  it('a visitor, learners, a premium member and an admin at aal1 are refused; nothing is added', async () => {
    refused(await add(p.visitor, 0), 401);
    for (const c of [p.learner.client, p.other.client, p.premium.client]) {
      expect(refused(await add(c, 0), 403).message).toBe('Only admins can do this.');
    }
    expect(refused(await add(aal1.client, 0), 403).message).toBe(AAL2_MESSAGE);
    expect(ok(await p.service.from('quiz_questions').select('id').eq('module_id', MODULE))).toEqual([]);
  });

  it('an admin at aal2 adds questions with their keys at the end of the bank, audited', async () => {
    const since = await lastAuditId();
    for (let n = 1; n <= 15; n++)
      ids.push(
        ok(
          await add(
            p.admin.client,
            n,
            n === 15 ? { question: '  Padded?  ', options: [' A ', 'B'], correct_option: 1, explanation: ' Why. ' } : {},
          ),
        ) as number,
      );
    const rows = ok(
      await p.service
        .from('quiz_questions')
        .select('id, position, question, options, retired_at')
        .eq('module_id', MODULE)
        .order('position'),
    );
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(rows.map((r) => r.position)).toEqual(ids.map((_, i) => i + 1));
    expect(rows[14]).toMatchObject({ question: 'Padded?', options: ['A', 'B'], retired_at: null });
    const keys = ok(
      await p.service
        .from('quiz_answer_keys')
        .select('question_id, correct_option, explanation')
        .in('question_id', ids)
        .order('question_id'),
    );
    expect(keys).toHaveLength(15);
    expect(keys[14]).toEqual({ question_id: ids[14], correct_option: 1, explanation: 'Why.' });
    const audit = await auditSince(since);
    const mine = audit.filter((a) => ids.map(String).includes(a.target_id as string));
    expect(mine).toHaveLength(30);
    expect(new Set(mine.map((a) => a.action))).toEqual(new Set(['quiz_question.add']));
    expect(new Set(mine.map((a) => a.actor_id))).toEqual(new Set([p.admin.id]));
  });

  it('validates in SQL with readable messages and adds nothing on a refusal', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ question: '   ' }, /question must be 1 to 500/],
      [{ question: 'x'.repeat(501) }, /question must be 1 to 500/],
      [{ options: ['Only one'] }, /2 to 6 options/],
      [{ options: ['1', '2', '3', '4', '5', '6', '7'] }, /2 to 6 options/],
      [{ options: ['A', ' '] }, /2 to 6 options/],
      [{ options: ['A', 'x'.repeat(301)] }, /2 to 6 options/],
      [{ correct_option: 3 }, /correct_option must be the index of one of the options \(0 to 2\)/],
      [{ correct_option: -1 }, /correct_option must be/],
      [{ correct_option: null }, /correct_option must be/],
      [{ explanation: 'x'.repeat(2001) }, /at most 2000/],
    ];
    for (const [over, message] of cases) {
      const error = refused(await add(p.admin.client, 99, over), 400);
      expect(error.code).toBe('22023');
      expect(error.message).toMatch(message);
    }
    refused(await add(p.admin.client, 99, { module_id: 987654 }), 404);
    expect(ok(await p.service.from('quiz_questions').select('id').eq('module_id', MODULE))).toHaveLength(15);
  });

  it('learners read the new question but never its key', async () => {
    for (const c of [p.learner.client, p.premium.client]) {
      expect(ok(await c.from('quiz_questions').select('id').eq('id', ids[0]!))).toHaveLength(1);
      expect(ok(await c.from('quiz_answer_keys').select('*').in('question_id', ids))).toEqual([]);
    }
  });
});

describe('retiring and restoring', () => {
  it('a visitor, learners, a premium member and an admin at aal1 cannot retire or restore, nor set retired_at through REST', async () => {
    for (const fn of ['admin_retire_quiz_question', 'admin_restore_quiz_question']) {
      refused(await p.visitor.rpc(fn, { question_id: ids[0] }), 401);
      for (const c of [p.learner.client, p.other.client, p.premium.client]) {
        expect(refused(await c.rpc(fn, { question_id: ids[0] }), 403).message).toBe('Only admins can do this.');
      }
      expect(refused(await aal1.client.rpc(fn, { question_id: ids[0] }), 403).message).toBe(AAL2_MESSAGE);
    }
    for (const c of [p.learner.client, p.premium.client, aal1.client]) {
      expect(ok(await c.from('quiz_questions').update({ retired_at: new Date().toISOString() }).eq('id', ids[0]!).select())).toEqual([]);
    }
    expect(ok(await p.service.from('quiz_questions').select('id').eq('module_id', MODULE).not('retired_at', 'is', null))).toEqual([]);
  });

  it('an admin retires questions down to the draw size, no further (function or REST), audited', async () => {
    const since = await lastAuditId();
    for (const id of ids.slice(DRAW_SIZE)) ok(await p.admin.client.rpc('admin_retire_quiz_question', { question_id: id }));
    const error = refused(await p.admin.client.rpc('admin_retire_quiz_question', { question_id: ids[0] }), 400);
    expect(error.code).toBe('23514');
    expect(error.message).toMatch(/at least 5 active questions/);
    refused(await p.admin.client.from('quiz_questions').update({ retired_at: new Date().toISOString() }).eq('id', ids[0]!), 400);
    refused(await p.admin.client.rpc('admin_retire_quiz_question', { question_id: 987654321 }), 404);
    const active = ok(await p.service.from('quiz_questions').select('id').eq('module_id', MODULE).is('retired_at', null).order('position'));
    expect(active.map((r) => r.id)).toEqual(ids.slice(0, DRAW_SIZE));
    // retiring a retired question again changes nothing
    ok(await p.admin.client.rpc('admin_retire_quiz_question', { question_id: ids[DRAW_SIZE] }));
    const audit = (await auditSince(since)).filter((a) => ids.map(String).includes(a.target_id as string));
    expect(audit).toHaveLength(15 - DRAW_SIZE);
    expect(new Set(audit.map((a) => a.action))).toEqual(new Set(['quiz_question.retire']));
    expect(audit[0]!.before).toMatchObject({ retired_at: null });
    expect(audit[0]!.after).toMatchObject({ retired_at: expect.any(String) });
  });

  it('start_quiz never draws a retired question (30 draws)', async () => {
    const active = new Set(ids.slice(0, DRAW_SIZE));
    for (let i = 0; i < 30; i++) {
      const draw = await startQuiz(i % 2 ? p.learner.client : p.premium.client, MODULE);
      expect(draw.questions.map((q) => q.question_id).sort((a, b) => a - b)).toEqual([...active].sort((a, b) => a - b));
    }
  });

  it('the final exam never draws a retired question', async () => {
    const retired = new Set(ids.slice(DRAW_SIZE));
    for (const u of [p.learner, p.other]) {
      await passModules(u.id, undefined, p.service);
      const exam = await startFinalExam(u.client);
      const drawn = exam.questions.map((q) => q.question_id);
      expect(drawn.filter((id) => retired.has(id))).toEqual([]);
      // the module itself is still in the exam, through its active questions
      expect(drawn.some((id) => ids.slice(0, DRAW_SIZE).includes(id))).toBe(true);
    }
  });

  it('an attempt that drew a question before it was retired still grades it and shows it in the review', async () => {
    ok(await p.admin.client.rpc('admin_restore_quiz_question', { question_id: ids[DRAW_SIZE] }));
    let draw = await startQuiz(p.other.client, MODULE);
    for (let i = 0; i < 30 && !draw.questions.some((q) => q.question_id === ids[DRAW_SIZE]); i++)
      draw = await startQuiz(p.other.client, MODULE);
    expect(draw.questions.map((q) => q.question_id)).toContain(ids[DRAW_SIZE]);
    ok(await p.admin.client.rpc('admin_retire_quiz_question', { question_id: ids[DRAW_SIZE] }));
    const answers = await answersFor(draw, DRAW_SIZE, p.service);
    const result = ok(await p.other.client.rpc('complete_quiz', { attempt_id: draw.attempt_id, answers })) as {
      score: number;
      review: { question_id: number; question: string; is_correct: boolean }[];
    };
    expect(result.score).toBe(100);
    const item = result.review.find((r) => r.question_id === ids[DRAW_SIZE]);
    expect(item).toMatchObject({ question: `Bank question ${DRAW_SIZE + 1}?`, is_correct: true });
  });

  it('an admin restores a retired question: it is drawn again, audited', async () => {
    const since = await lastAuditId();
    ok(await p.admin.client.rpc('admin_restore_quiz_question', { question_id: ids[14] }));
    expect(ok(await p.service.from('quiz_questions').select('retired_at').eq('id', ids[14]!).single()).retired_at).toBeNull();
    const audit = (await auditSince(since)).filter((a) => a.target_id === String(ids[14]));
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['quiz_question.restore', p.admin.id]]);
    let seen = false;
    for (let i = 0; i < 40 && !seen; i++)
      seen = (await startQuiz(p.premium.client, MODULE)).questions.some((q) => q.question_id === ids[14]);
    expect(seen).toBe(true);
    // with six active questions, one may be retired again
    ok(await p.admin.client.rpc('admin_retire_quiz_question', { question_id: ids[0] }));
  });
});
