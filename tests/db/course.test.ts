// The course by persona: modules, questions and answer keys, and start_quiz + complete_quiz as the only
// way to attempts, progress, badges and certificates (the draw itself: quiz-draws.test.ts). Grading is checked exactly, bad input is refused with a
// readable 400 and writes nothing, and the certificate is issued once (for the final exam: final-exam.test.ts) and verifiable by a visitor.
// Runs in order: it creates and removes extra modules, which the certificate step must not see.
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../support/clients.ts';
import { answersFor, correctAsShown, earnCertificate, passModules, startQuiz, takeFinalExam, takeQuiz } from '../support/quiz.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

interface Verification {
  certificate_code: string;
  holder_name: string | null;
  issued_at: string | null;
  valid: boolean;
}

let p: Personas;
beforeAll(async () => {
  p = await createPersonas('course');
});

/** Moves a learner's attempts on a module 11 minutes back, past the cooldown after two failures. */
async function coolDown(userId: string, moduleId: number) {
  ok(
    await p.service
      .from('quiz_attempts')
      .update({ created_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .eq('user_id', userId)
      .eq('module_id', moduleId)
      .select(),
  );
}

async function attemptCount(userId: string): Promise<number> {
  const { count, error } = await p.service.from('quiz_attempts').select('id', { count: 'exact', head: true }).eq('user_id', userId);
  expect(error).toBeNull();
  return count!;
}

describe('visitor', () => {
  it('reads the 15 modules with their levels', async () => {
    const modules = ok(await p.visitor.from('modules').select('id, level, title, duration').order('position'));
    expect(modules.slice(0, 15).map((m) => m.level)).toEqual([
      ...Array(4).fill('BEGINNER'),
      ...Array(4).fill('INTERMEDIATE'),
      ...Array(7).fill('ADVANCED'),
    ]);
    expect(modules[0]).toMatchObject({ id: 1, title: 'Market Fundamentals' });
    expect(modules[14]).toMatchObject({ id: 15, title: 'Professional Trading Concepts' });
  });

  it('cannot read questions or answer keys, write modules, or complete a quiz', async () => {
    refused(await p.visitor.from('quiz_questions').select('*'), 401);
    refused(await p.visitor.from('quiz_answer_keys').select('*'), 401);
    refused(await p.visitor.from('modules').update({ title: 'x' }).eq('id', 1), 401);
    expect(refused(await p.visitor.rpc('start_quiz', { module_id: 1 }), 401).message).toBeTruthy();
    const error = refused(await p.visitor.rpc('complete_quiz', { attempt_id: '00000000-0000-0000-0000-000000000000', answers: {} }), 401);
    expect(error.message).toBeTruthy();
  });
});

describe('learner: content', () => {
  it('reads at least fifteen questions (the bank) with four options for every module', async () => {
    const rows = ok(await p.learner.client.from('quiz_questions').select('module_id, options'));
    for (let m = 1; m <= 15; m++) {
      const mine = rows.filter((r) => r.module_id === m);
      expect(mine.length, `module ${m}`).toBeGreaterThanOrEqual(15);
      for (const q of mine) expect(q.options).toHaveLength(4);
    }
  });

  it('cannot read correct options or explanations', async () => {
    expect(ok(await p.learner.client.from('quiz_answer_keys').select('*'))).toEqual([]);
    refused(await p.learner.client.from('quiz_questions').select('correct_option'), 400);
    const q = ok(await p.learner.client.from('quiz_questions').select('*').limit(1).single());
    expect(Object.keys(q).sort()).toEqual(['id', 'module_id', 'options', 'position', 'question', 'retired_at']);
  });

  it('cannot change modules or questions', async () => {
    expect(ok(await p.learner.client.from('modules').update({ title: 'Mine' }).eq('id', 1).select())).toEqual([]);
    refused(await p.learner.client.from('modules').insert({ id: 990, level: 'BEGINNER', position: 990, title: 'Fake' }), 403);
    expect(ok(await p.learner.client.from('quiz_questions').delete().eq('module_id', 1).select())).toEqual([]);
    expect(ok(await p.service.from('modules').select('title').eq('id', 1).single()).title).toBe('Market Fundamentals');
  });
});

describe('learner: cheating', () => {
  it('cannot insert attempts, progress, badges or certificates', async () => {
    const c = p.learner.client;
    const me = p.learner.id;
    refused(
      await c.from('quiz_attempts').insert({ user_id: me, module_id: 1, answers: [0], correct: 5, total: 5, score: 100, passed: true }),
      403,
    );
    refused(
      await c.from('module_progress').insert({ user_id: me, module_id: 1, best_score: 100, passed_at: new Date().toISOString() }),
      403,
    );
    refused(await c.from('user_badges').insert({ user_id: me, badge_id: 'quiz-master' }), 403);
    refused(await c.from('certificates').insert({ user_id: me, code: 'TC-FAKE', holder_name: 'Me' }), 403);
    refused(await c.from('badges').insert({ id: 'self-made', name: 'Self made' }), 403);
    expect(await attemptCount(me)).toBe(0);
    expect(ok(await c.from('user_badges').select('badge_id'))).toEqual([]);
    expect(ok(await c.from('certificates').select('code'))).toEqual([]);
  });

  it('cannot raise their own score or mark a module completed', async () => {
    ok(await takeQuiz(p.learner.client, 2, 1, p.service));
    const edit = await p.learner.client
      .from('module_progress')
      .update({ best_score: 100, passed_at: new Date().toISOString() })
      .eq('module_id', 2)
      .select();
    expect(ok(edit)).toEqual([]);
    expect(ok(await p.learner.client.from('module_progress').select('best_score, passed_at').eq('module_id', 2).single())).toEqual({
      best_score: 20,
      passed_at: null,
    });
    expect(ok(await p.learner.client.from('quiz_attempts').delete().eq('module_id', 2).select())).toEqual([]);
    expect(await attemptCount(p.learner.id)).toBe(1);
  });
});

describe('learner: grading', () => {
  it('0 of 5 scores 0 and fails, with the review', async () => {
    const draw = await startQuiz(p.learner.client, 1);
    const key = await correctAsShown(draw, p.service);
    const r = ok(
      await p.learner.client.rpc('complete_quiz', { attempt_id: draw.attempt_id, answers: await answersFor(draw, 0, p.service) }),
    );
    expect(r).toMatchObject({ score: 0, passed: false, correct: 0, total: 5, badges_awarded: [], certificate: null });
    expect(r.review).toHaveLength(5);
    expect(r.review[0]).toMatchObject({ answer: (key[0]! + 1) % 4, correct_answer: key[0], is_correct: false });
    expect(r.review[0].explanation.length).toBeGreaterThan(40);
    expect(r.review[0].options).toHaveLength(4);
  });

  it('3 of 5 scores 60 and fails', async () => {
    const r = ok(await takeQuiz(p.learner.client, 1, 3, p.service));
    expect(r).toMatchObject({ score: 60, passed: false, correct: 3, total: 5 });
    expect(ok(await p.learner.client.from('profiles').select('current_module').single()).current_module).toBe(1);
  });

  it('two failures in a row close the quiz for 10 minutes', async () => {
    expect(refused(await p.learner.client.rpc('start_quiz', { module_id: 1 }), 429).code).toBe('quiz_cooling_down');
    await coolDown(p.learner.id, 1);
  });

  it('5 of 5 scores 100, passes, completes the module, advances and awards quiz-master once', async () => {
    const first = ok(await takeQuiz(p.learner.client, 1, 5, p.service));
    expect(first).toMatchObject({ score: 100, passed: true, correct: 5, total: 5, badges_awarded: ['quiz-master'], current_module: 2 });
    const again = ok(await takeQuiz(p.learner.client, 1, 5, p.service));
    expect(again).toMatchObject({ score: 100, passed: true, badges_awarded: [] });
    const badges = ok(await p.learner.client.from('earned_badges').select('badge_id, name'));
    expect(badges).toEqual([{ badge_id: 'quiz-master', name: 'Quiz Master' }]);
    const progress = ok(await p.learner.client.from('module_progress_overview').select('*').eq('module_id', 1).single());
    expect(progress).toMatchObject({ best_score: 100, completed: true, attempt_count: 4 });
    expect(ok(await p.learner.client.from('profiles').select('current_module').single()).current_module).toBe(2);
  });

  it('a later failing attempt keeps the best score and the completion', async () => {
    const r = ok(await takeQuiz(p.learner.client, 1, 0, p.service));
    expect(r.passed).toBe(false);
    const progress = ok(await p.learner.client.from('module_progress').select('best_score, passed_at').eq('module_id', 1).single());
    expect(progress.best_score).toBe(100);
    expect(progress.passed_at).not.toBeNull();
    expect(await attemptCount(p.learner.id)).toBe(6);
  });

  it('records attempts the learner can read and another learner cannot', async () => {
    expect(ok(await p.learner.client.from('quiz_attempts').select('score').eq('module_id', 1).order('id'))).toEqual([
      { score: 0 },
      { score: 60 },
      { score: 100 },
      { score: 100 },
      { score: 0 },
    ]);
    expect(ok(await p.other.client.from('quiz_attempts').select('id').eq('user_id', p.learner.id))).toEqual([]);
    expect(ok(await p.other.client.from('module_progress').select('module_id').eq('user_id', p.learner.id))).toEqual([]);
    expect(ok(await p.other.client.from('user_badges').select('badge_id').eq('user_id', p.learner.id))).toEqual([]);
  });
});

describe('admin: extra modules for exact grading', () => {
  const created: number[] = [];

  async function addModule(id: number, questionCount: number) {
    const c = p.admin.client;
    ok(await c.from('modules').insert({ id, level: 'ADVANCED', position: id, title: `Grading check ${id}`, duration: '01:00' }));
    created.push(id);
    const rows = Array.from({ length: questionCount }, (_, i) => ({
      module_id: id,
      position: i + 1,
      question: `Question ${i + 1}?`,
      options: ['a', 'b', 'c', 'd'],
    }));
    const questions = ok(await c.from('quiz_questions').insert(rows).select('id, position'));
    ok(
      await c
        .from('quiz_answer_keys')
        .insert(questions.map((q) => ({ question_id: q.id, correct_option: q.position % 4, explanation: 'Because.' }))),
    );
    expect(
      ok(
        await c
          .from('quiz_answer_keys')
          .select('question_id')
          .in(
            'question_id',
            questions.map((q) => q.id),
          ),
      ),
    ).toHaveLength(questionCount);
  }

  it('a bank of 10 draws 5: 4 of 5 scores 80 and passes; a bank of 3 draws all 3: 2 of 3 scores 67 and fails', async () => {
    await addModule(9101, 10);
    await addModule(9102, 3);
    try {
      expect(ok(await takeQuiz(p.other.client, 9101, 4, p.service))).toMatchObject({ score: 80, passed: true, correct: 4, total: 5 });
      expect(ok(await takeQuiz(p.other.client, 9102, 2, p.service))).toMatchObject({ score: 67, passed: false, correct: 2, total: 3 });
      expect(ok(await takeQuiz(p.other.client, 9101, 3, p.service))).toMatchObject({ score: 60, passed: false, correct: 3, total: 5 });
    } finally {
      for (const id of created) ok(await p.admin.client.from('modules').delete().eq('id', id));
    }
    expect(ok(await p.service.from('modules').select('id').in('id', created))).toEqual([]);
    expect(ok(await p.service.from('quiz_attempts').select('id').in('module_id', created))).toEqual([]);
  });

  it("an answer key must point at one of the question's options", async () => {
    const [q] = ok(await p.service.from('quiz_questions').select('id').eq('module_id', 4).order('position').limit(1));
    const error = refused(await p.admin.client.from('quiz_answer_keys').update({ correct_option: 4 }).eq('question_id', q!.id), 400);
    expect(error).toMatchObject({ code: '23514' });
    expect(error.message).toMatch(/out of range/);
    refused(
      await p.admin.client
        .from('quiz_questions')
        .update({ options: ['only one', 'two'] })
        .eq('id', q!.id),
      400,
    );
    expect(ok(await p.service.from('quiz_questions').select('options').eq('id', q!.id).single()).options).toHaveLength(4);
  });

  it('admins read answer keys and edit modules, read back', async () => {
    expect(ok(await p.admin.client.from('quiz_answer_keys').select('question_id')).length).toBeGreaterThanOrEqual(225);
    ok(await p.admin.client.from('modules').update({ video_url: 'https://example.com/m1.mp4' }).eq('id', 1));
    expect(ok(await p.visitor.from('modules').select('video_url').eq('id', 1).single()).video_url).toBe('https://example.com/m1.mp4');
    ok(await p.admin.client.from('modules').update({ video_url: null }).eq('id', 1));
  });
});

describe('admin: managing content and learner records', () => {
  it('writes questions, answer keys and badges, read back; a learner cannot', async () => {
    const c = p.admin.client;
    ok(await c.from('modules').insert({ id: 9103, level: 'BEGINNER', position: 9103, title: 'Draft module' }));
    try {
      const [q] = ok(
        await c
          .from('quiz_questions')
          .insert({ module_id: 9103, position: 1, question: 'Draft?', options: ['a', 'b', 'c'] })
          .select('id'),
      );
      ok(await c.from('quiz_questions').update({ question: 'Final?' }).eq('id', q!.id));
      expect(ok(await p.learner.client.from('quiz_questions').select('question').eq('id', q!.id).single()).question).toBe('Final?');
      ok(await c.from('quiz_answer_keys').insert({ question_id: q!.id, correct_option: 0, explanation: 'a' }));
      ok(await c.from('quiz_answer_keys').update({ correct_option: 2 }).eq('question_id', q!.id));
      expect(ok(await c.from('quiz_answer_keys').select('correct_option').eq('question_id', q!.id).single()).correct_option).toBe(2);

      refused(
        await p.learner.client.from('quiz_questions').insert({ module_id: 9103, position: 2, question: 'Mine?', options: ['a', 'b'] }),
        403,
      );
      refused(await p.learner.client.from('quiz_answer_keys').insert({ question_id: q!.id, correct_option: 1 }), 403);
      expect(ok(await p.learner.client.from('quiz_answer_keys').update({ correct_option: 0 }).eq('question_id', q!.id).select())).toEqual(
        [],
      );
      expect(ok(await p.learner.client.from('modules').delete().eq('id', 9103).select())).toEqual([]);

      ok(await c.from('quiz_answer_keys').delete().eq('question_id', q!.id));
      ok(await c.from('quiz_questions').delete().eq('id', q!.id));
      expect(ok(await p.service.from('quiz_questions').select('id').eq('module_id', 9103))).toEqual([]);
    } finally {
      ok(await c.from('modules').delete().eq('id', 9103));
    }

    ok(await c.from('badges').insert({ id: 'early-bird', name: 'Early Bird', description: 'Joined in the first week.' }));
    expect(ok(await p.visitor.from('badges').select('name').eq('id', 'early-bird').single()).name).toBe('Early Bird');
    ok(await c.from('badges').delete().eq('id', 'early-bird'));
    expect(ok(await p.visitor.from('badges').select('id').eq('id', 'early-bird'))).toEqual([]);
  });

  it("corrects and resets a learner's records; a learner cannot", async () => {
    const u = await signUpUser('records');
    ok(await takeQuiz(u.client, 6, 5, p.service));
    const c = p.admin.client;
    ok(await c.from('module_progress').update({ best_score: 90 }).eq('user_id', u.id).eq('module_id', 6));
    expect(ok(await u.client.from('module_progress').select('best_score').eq('module_id', 6).single()).best_score).toBe(90);
    expect(ok(await p.other.client.from('user_badges').delete().eq('user_id', u.id).select())).toEqual([]);
    expect(ok(await c.from('user_badges').delete().eq('user_id', u.id).select())).toHaveLength(1);
    expect(ok(await c.from('quiz_attempts').delete().eq('user_id', u.id).select())).toHaveLength(1);
    expect(ok(await c.from('module_progress').delete().eq('user_id', u.id).select())).toHaveLength(1);
    expect(ok(await u.client.from('module_progress_overview').select('completed').eq('module_id', 6).single()).completed).toBe(false);
    expect(ok(await u.client.from('earned_badges').select('badge_id'))).toEqual([]);
    expect(await attemptCount(u.id)).toBe(0);
  });
});

describe('bad input is refused with a readable 400 and writes nothing', () => {
  type Answers = Record<string, unknown>;
  const cases: [string, (a: Answers, ids: string[]) => Record<string, unknown>, RegExp][] = [
    ['too few answers', (a, ids) => ({ answers: Object.fromEntries(ids.slice(1).map((id) => [id, a[id]])) }), /5 questions, but 4 answers/],
    ['an extra answer', (a) => ({ answers: { ...a, 1: 0 } }), /was not part of this attempt/],
    ['option -1', (a, ids) => ({ answers: { ...a, [ids[1]!]: -1 } }), /index of one of the question's options/],
    ['option 99', (a, ids) => ({ answers: { ...a, [ids[4]!]: 99 } }), /index of one of the question's options/],
    ['a null answer', (a, ids) => ({ answers: { ...a, [ids[1]!]: null } }), /index of one of the question's options/],
    ['null answers', () => ({ answers: null }), /answers is required/],
    ['answers as a list', () => ({ answers: [0, 0, 0, 0, 0] }), /answers is required/],
    ['an unknown attempt', (a) => ({ attempt_id: '00000000-0000-0000-0000-000000000000', answers: a }), /does not exist/],
    ['null attempt', (a) => ({ attempt_id: null, answers: a }), /attempt_id is required/],
  ];
  for (const [name, args, message] of cases) {
    it(name, async () => {
      const u = p.premium;
      const draw = await startQuiz(u.client, 3);
      const answers = await answersFor(draw, 5, p.service);
      const before = await attemptCount(u.id);
      const error = refused(
        await u.client.rpc('complete_quiz', { attempt_id: draw.attempt_id, ...args(answers, Object.keys(answers)) }),
        400,
      );
      expect(error.message).toMatch(message);
      expect(await attemptCount(u.id)).toBe(before);
    });
  }

  it('an unknown or missing module', async () => {
    expect(refused(await p.premium.client.rpc('start_quiz', { module_id: 999 }), 400).message).toMatch(/Module 999 does not exist/);
    expect(refused(await p.premium.client.rpc('start_quiz', { module_id: null }), 400).message).toMatch(/module_id is required/);
  });

  it('the old call without a started attempt', async () => {
    refused(await p.premium.client.rpc('complete_quiz', { module_id: 3, answers: [0, 0, 0, 0, 0] }));
    expect(ok(await p.service.from('quiz_attempts').select('id').eq('user_id', p.premium.id))).toEqual([]);
  });

  it('an anonymous caller', async () => {
    // Other suites take module 3's quiz on the same database, so compare with what was there just before.
    // (Only the moments of the two calls: a global "none at all" failed whenever that suite ran first.)
    const attempts = async () =>
      ok(await p.service.from('quiz_attempts').select('id').eq('module_id', 3).order('id')).map((r) => r.id as number);
    const before = await attempts();
    refused(await p.visitor.rpc('start_quiz', { module_id: 3 }), 401);
    refused(await p.visitor.rpc('complete_quiz', { attempt_id: '00000000-0000-0000-0000-000000000000', answers: {} }), 401);
    expect(await attempts()).toEqual(before);
  });
});

describe('certificate', () => {
  it('is issued exactly once, for the final exam passed after the last module, and a visitor can verify it', async () => {
    const grad = await signUpUser('graduate', { display_name: 'Grace Graduate' });
    const modules = ok(await p.service.from('modules').select('id').order('position'));
    expect(modules.map((m) => m.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    await passModules(
      grad.id,
      modules.slice(0, 14).map((m) => m.id),
      p.service,
    );
    const fail = ok(await takeQuiz(grad.client, 15, 3, p.service));
    expect(fail.certificate).toBeNull();
    const last = ok(await takeQuiz(grad.client, 15, 4, p.service));
    // the last module unlocks the final exam; the certificate waits for it
    expect(last).toMatchObject({ score: 80, passed: true, badges_awarded: [], certificate: null });
    expect(ok(await grad.client.from('certificates').select('code'))).toEqual([]);
    const pass = ok(await takeFinalExam(grad.client, 30, p.service));
    expect(pass).toMatchObject({ score: 100, passed: true, badges_awarded: ['course-graduate'] });
    expect(pass.certificate).toMatchObject({ holder_name: 'Grace Graduate' });
    expect(pass.certificate.code).toMatch(/^TC-[0-9A-F]{32}$/);
    const again = ok(await takeQuiz(grad.client, 15, 5, p.service));
    expect(again.certificate).toBeNull();
    expect(again.badges_awarded).toEqual(['quiz-master']);

    const mine = ok(await grad.client.from('certificates').select('code, holder_name'));
    expect(mine).toEqual([{ code: pass.certificate.code, holder_name: 'Grace Graduate' }]);
    expect(ok(await p.learner.client.from('certificates').select('code').eq('user_id', grad.id))).toEqual([]);

    const check = ok(await p.visitor.rpc('verify_certificate', { code: pass.certificate.code.toLowerCase() }).single<Verification>());
    expect(check).toMatchObject({ certificate_code: pass.certificate.code, holder_name: 'Grace Graduate', valid: true });
    expect(Object.keys(check).sort()).toEqual([
      'certificate_code',
      'credential',
      'holder_name',
      'issued_at',
      'revocation_reason',
      'revoked_at',
      'valid',
    ]);
    expect(Date.parse(check.issued_at!)).toBe(Date.parse(pass.certificate.issued_at));

    expect(ok(await grad.client.from('certificates').delete().eq('user_id', grad.id).select())).toEqual([]);
    expect(ok(await p.service.from('certificates').select('id').eq('user_id', grad.id))).toHaveLength(1);
  });

  it('an unknown code is reported invalid without details; an empty one is refused', async () => {
    const check = ok(await p.visitor.rpc('verify_certificate', { code: 'TC-0000' }).single<Verification>());
    expect(check).toEqual({
      certificate_code: 'TC-0000',
      holder_name: null,
      issued_at: null,
      valid: false,
      revoked_at: null,
      revocation_reason: null,
      credential: null,
    });
    expect(refused(await p.visitor.rpc('verify_certificate', { code: '  ' }), 400).message).toMatch(/code is required/);
  });

  it('an admin can revoke a certificate, after which it no longer verifies', async () => {
    const grad = await signUpUser('revoked', { display_name: 'Rex Revoked' });
    const pass = await earnCertificate(grad.client, grad.id, p.service);
    expect(ok(await p.admin.client.from('certificates').delete().eq('user_id', grad.id).select())).toHaveLength(1);
    expect(ok(await p.visitor.rpc('verify_certificate', { code: pass.certificate!.code }).single<Verification>()).valid).toBe(false);
  });
});
