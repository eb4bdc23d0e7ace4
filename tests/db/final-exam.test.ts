// The final exam, by persona: unlocked only when every module is passed, 30 questions drawn by the
// database across the modules with shuffled options, a time limit and a 24-hour retake rule counted by
// the database's clock (the client has no say in time), 80 % to pass, graded once against the draw
// only, and the certificate issued only for a passed exam.
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser } from '../support/clients.ts';
import { answersFor, correctAsShown, passModules, startFinalExam, takeFinalExam, takeQuiz, type ExamDraw } from '../support/quiz.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
beforeAll(async () => {
  p = await createPersonas('exam');
});

const HOUR = 3600_000;

/** Moves a learner's exam attempts back in time, as the database's clock would see them later. */
async function moveBack(userId: string, ms: number) {
  const rows = ok(await p.service.from('final_exam_attempts').select('id, started_at').eq('user_id', userId));
  for (const row of rows) {
    ok(
      await p.service
        .from('final_exam_attempts')
        .update({ started_at: new Date(Date.parse(row.started_at) - ms).toISOString() })
        .eq('id', row.id)
        .select('id'),
    );
  }
}

async function candidate(tag: string): Promise<TestUser> {
  const u = await signUpUser(tag, { display_name: `Exam ${tag}` });
  await passModules(u.id, undefined, p.service);
  return u;
}

async function certificatesOf(userId: string) {
  return ok(await p.service.from('certificates').select('code').eq('user_id', userId));
}

interface ExamState {
  state: string;
  modules_passed: number;
  modules_total: number;
  question_count: number;
  time_limit_seconds: number;
  pass_mark: number;
  retake_hours: number;
  attempt_id: string | null;
  deadline: string | null;
  reopens_at: string | null;
  last_status: string | null;
  last_score: number | null;
}

async function status(u: TestUser): Promise<ExamState> {
  return ok(await u.client.rpc('final_exam_status', undefined, { get: true })) as ExamState;
}

describe('who may take it', () => {
  it('a visitor can neither see, start nor submit it', async () => {
    refused(await p.visitor.rpc('final_exam_status', undefined, { get: true }), 401);
    refused(await p.visitor.rpc('start_final_exam'), 401);
    refused(await p.visitor.rpc('submit_final_exam', { attempt_id: '00000000-0000-0000-0000-000000000000', answers: {} }), 401);
    refused(await p.visitor.from('final_exam_attempts').select('id'), 401);
  });

  it('is locked until every module is passed, for learner, premium and admin alike', async () => {
    for (const u of [p.learner, p.premium, p.admin]) {
      const error = refused(await u.client.rpc('start_final_exam'), 403);
      expect(error.code).toBe('final_exam_locked');
      expect(error.message).toMatch(/Pass all 15 modules to unlock the final exam: you have passed 0/);
    }
    for (const u of [p.learner, p.other, p.premium, p.admin]) {
      expect(await status(u)).toMatchObject({
        state: 'locked',
        modules_passed: 0,
        modules_total: 15,
        question_count: 30,
        time_limit_seconds: 2700,
        pass_mark: 80,
        retake_hours: 24,
        attempt_id: null,
        last_status: null,
      });
    }
    await passModules(p.learner.id, [1, 2, 3], p.service);
    expect(refused(await p.learner.client.rpc('start_final_exam'), 403).message).toMatch(/you have passed 3/);
    expect((await status(p.learner)).modules_passed).toBe(3);
    // progress the learner cannot write: the table takes no inserts from them
    refused(
      await p.learner.client
        .from('module_progress')
        .insert({ user_id: p.learner.id, module_id: 4, best_score: 100, passed_at: new Date().toISOString() }),
      403,
    );
    expect(ok(await p.learner.client.from('final_exam_attempts').select('id'))).toEqual([]);
  });

  it("learners cannot write attempts, read others' or reach the draw", async () => {
    const u = await candidate('exam-rls');
    const draw = await startFinalExam(u.client);
    for (const other of [p.learner, p.other, p.premium]) {
      expect(ok(await other.client.from('final_exam_attempts').select('id').eq('user_id', u.id))).toEqual([]);
      refused(
        await other.client.from('final_exam_attempts').update({ status: 'passed', score: 100, correct: 30 }).eq('id', draw.attempt_id),
        [401, 403],
      );
      refused(await other.client.schema('private').from('final_exam_questions').select('*'));
    }
    // the owner cannot mark their own attempt passed or start one by insert
    refused(
      await u.client.from('final_exam_attempts').update({ status: 'passed', score: 100, correct: 30 }).eq('id', draw.attempt_id),
      [401, 403],
    );
    refused(
      await u.client.from('final_exam_attempts').insert({ user_id: u.id, total: 30, status: 'passed', score: 100, correct: 30 }),
      [401, 403],
    );
    refused(await u.client.from('final_exam_attempts').delete().eq('id', draw.attempt_id), [401, 403]);
    expect(ok(await u.client.from('final_exam_attempts').select('id, status'))).toEqual([{ id: draw.attempt_id, status: 'in_progress' }]);
    // an admin reads every learner's attempts (read only)
    expect(ok(await p.admin.client.from('final_exam_attempts').select('id').eq('user_id', u.id))).toHaveLength(1);
    // the status is always the caller's own, an admin's too
    expect(await status(u)).toMatchObject({ state: 'in_progress', attempt_id: draw.attempt_id });
    for (const other of [p.other, p.admin]) expect(await status(other)).toMatchObject({ state: 'locked', attempt_id: null });
    refused(await p.admin.client.from('final_exam_attempts').update({ status: 'passed' }).eq('id', draw.attempt_id), [401, 403]);
    expect(await certificatesOf(u.id)).toEqual([]);
  });
});

describe('the draw', () => {
  let u: TestUser;
  let draw: ExamDraw;
  beforeAll(async () => {
    u = await candidate('exam-draw');
    draw = await startFinalExam(u.client);
  });

  it("30 questions spread over the 15 modules, options shuffled, never the answers; the deadline is the database's", async () => {
    expect(Object.keys(draw).sort()).toEqual([
      'attempt_id',
      'deadline',
      'pass_mark',
      'questions',
      'server_time',
      'started_at',
      'time_limit_seconds',
    ]);
    expect(draw.questions).toHaveLength(30);
    expect(new Set(draw.questions.map((q) => q.question_id)).size).toBe(30);
    const perModule = new Map<number, number>();
    for (const q of draw.questions) perModule.set(q.module_id, (perModule.get(q.module_id) ?? 0) + 1);
    expect([...perModule.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect([...perModule.values()].every((n) => n === 2)).toBe(true);
    const bank = ok(
      await p.service
        .from('quiz_questions')
        .select('id, module_id, options')
        .in(
          'id',
          draw.questions.map((q) => q.question_id),
        ),
    );
    for (const q of draw.questions) {
      expect(Object.keys(q).sort()).toEqual(['module_id', 'options', 'question', 'question_id']);
      const original = bank.find((b) => b.id === q.question_id)!;
      expect(original.module_id).toBe(q.module_id);
      expect([...q.options].sort()).toEqual([...(original.options as string[])].sort());
    }
    expect(
      draw.questions.some((q) => q.options.join('|') !== (bank.find((b) => b.id === q.question_id)!.options as string[]).join('|')),
    ).toBe(true);
    expect(Date.parse(draw.deadline) - Date.parse(draw.started_at)).toBe(45 * 60_000);
    expect(Math.abs(Date.parse(draw.server_time) - Date.now())).toBeLessThan(60_000);
    // the module order is not the draw's order
    expect(draw.questions.map((q) => q.module_id).join(',')).not.toBe(
      [...draw.questions.map((q) => q.module_id)].sort((a, b) => a - b).join(','),
    );
  });

  it('starting again while it runs resumes the same attempt, same questions, same clock', async () => {
    const again = await startFinalExam(u.client);
    expect(again.attempt_id).toBe(draw.attempt_id);
    expect(again.started_at).toBe(draw.started_at);
    expect(again.questions).toEqual(draw.questions);
    expect(await status(u)).toMatchObject({ state: 'in_progress', attempt_id: draw.attempt_id, deadline: draw.deadline });
    expect(ok(await p.service.from('final_exam_attempts').select('id').eq('user_id', u.id))).toHaveLength(1);
  });

  it('differs across attempts (other learners, and the same learner a day later)', async () => {
    const others = await Promise.all([candidate('exam-draw-a'), candidate('exam-draw-b')]);
    const draws = [draw, ...(await Promise.all(others.map((o) => startFinalExam(o.client))))];
    await moveBack(u.id, 25 * HOUR);
    draws.push(await startFinalExam(u.client));
    expect(draws.at(-1)!.attempt_id).not.toBe(draw.attempt_id);
    const sets = new Set(
      draws.map((d) =>
        d.questions
          .map((q) => q.question_id)
          .sort((a, b) => a - b)
          .join(','),
      ),
    );
    expect(sets.size).toBe(draws.length);
    const orders = new Set(draws.map((d) => d.questions.map((q) => q.module_id).join(',')));
    expect(orders.size).toBe(draws.length);
    // the attempt left unsubmitted ran out of time and counts as expired
    expect(ok(await u.client.from('final_exam_attempts').select('status').eq('id', draw.attempt_id).single()).status).toBe('expired');
  });
});

describe('grading', () => {
  it('24 of 30 (80 %) passes and issues the certificate once, with the course-graduate badge; the review shows the answers', async () => {
    const u = await candidate('exam-pass');
    const draw = await startFinalExam(u.client);
    const correct = await correctAsShown(draw, p.service);
    const answers = await answersFor(draw, 24, p.service);
    const r = ok(await u.client.rpc('submit_final_exam', { attempt_id: draw.attempt_id, answers }));
    expect(r).toMatchObject({
      attempt_id: draw.attempt_id,
      status: 'passed',
      passed: true,
      score: 80,
      correct: 24,
      total: 30,
      pass_mark: 80,
      reopens_at: null,
      badges_awarded: ['course-graduate'],
    });
    expect(r.certificate).toMatchObject({ holder_name: 'Exam exam-pass' });
    expect(r.certificate.code).toMatch(/^TC-[0-9A-F]{32}$/);
    expect(r.review.map((i: { question_id: number }) => i.question_id)).toEqual(draw.questions.map((q) => q.question_id));
    expect(r.review.map((i: { correct_answer: number }) => i.correct_answer)).toEqual(correct);
    expect(r.review[29]).toMatchObject({ is_correct: false, answer: (correct[29]! + 1) % 4 });
    expect(r.review[0].explanation.length).toBeGreaterThan(40);
    expect(r.review[0].module_title).toBeTruthy();

    expect(ok(await u.client.from('certificates').select('code').eq('user_id', u.id))).toEqual([{ code: r.certificate.code }]);
    expect(ok(await u.client.from('earned_badges').select('badge_id').eq('user_id', u.id)).map((b) => b.badge_id)).toContain(
      'course-graduate',
    );
    expect(ok(await p.visitor.rpc('verify_certificate', { code: r.certificate.code }).single<{ valid: boolean }>()).valid).toBe(true);
    expect(await status(u)).toMatchObject({ state: 'passed', last_status: 'passed', last_score: 80, reopens_at: null });

    // once: the same attempt again, or a new one
    expect(refused(await u.client.rpc('submit_final_exam', { attempt_id: draw.attempt_id, answers }), 400).message).toMatch(
      /already finished/,
    );
    const again = refused(await u.client.rpc('start_final_exam'), 409);
    expect(again.code).toBe('final_exam_passed');
    expect(await certificatesOf(u.id)).toHaveLength(1);
  });

  it('23 of 30 fails: no certificate, the review says what was wrong but never the answer key, and it reopens in 24 hours', async () => {
    const u = await candidate('exam-fail');
    const draw = await startFinalExam(u.client);
    const answers = await answersFor(draw, 23, p.service);
    const r = ok(await u.client.rpc('submit_final_exam', { attempt_id: draw.attempt_id, answers }));
    expect(r).toMatchObject({ status: 'failed', passed: false, score: 77, correct: 23, total: 30, certificate: null, badges_awarded: [] });
    expect(Date.parse(r.reopens_at) - Date.parse(draw.started_at)).toBe(24 * HOUR);
    expect(r.review).toHaveLength(30);
    for (const item of r.review) {
      expect(item.correct_answer).toBeNull();
      expect(item.explanation).toBeNull();
      expect(item.module_id).toBeGreaterThan(0);
    }
    expect(r.review.filter((i: { is_correct: boolean }) => !i.is_correct)).toHaveLength(7);
    expect(await certificatesOf(u.id)).toEqual([]);
    expect(JSON.stringify(r)).not.toMatch(/correct_option/);
  });

  it("unanswered questions count as wrong; undrawn, forged and other modules' ids are ignored, never counted", async () => {
    const u = await candidate('exam-forge');
    const draw = await startFinalExam(u.client);
    const answers = await answersFor(draw, 30, p.service);
    const ids = draw.questions.map((q) => q.question_id);
    // keep 20 right answers, drop 8, send 2 as null, and add answers for questions not drawn
    const sent: Record<string, number | null> = Object.fromEntries(ids.slice(0, 20).map((id) => [String(id), answers[String(id)]!]));
    sent[String(ids[20])] = null;
    sent[String(ids[21])] = null;
    const undrawn = ok(
      await p.service
        .from('quiz_questions')
        .select('id')
        .not('id', 'in', `(${ids.join(',')})`)
        .limit(10),
    ).map((q) => q.id as number);
    for (const id of undrawn) sent[String(id)] = 0;
    sent['999999999'] = 1;
    sent['not-a-question'] = 2;
    const r = ok(await u.client.rpc('submit_final_exam', { attempt_id: draw.attempt_id, answers: sent }));
    expect(r).toMatchObject({ status: 'failed', correct: 20, total: 30, score: 67 });
    expect(r.review.map((i: { question_id: number }) => i.question_id)).toEqual(ids);
    expect(r.review.filter((i: { answer: number | null }) => i.answer === null)).toHaveLength(10);
  });

  it('bad input is refused with a readable 400 and leaves the attempt open', async () => {
    const u = await candidate('exam-bad');
    const draw = await startFinalExam(u.client);
    const answers = await answersFor(draw, 30, p.service);
    const first = String(draw.questions[0]!.question_id);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ attempt_id: draw.attempt_id, answers: { ...answers, [first]: 4 } }, /index of one of the question's options/],
      [{ attempt_id: draw.attempt_id, answers: { ...answers, [first]: -1 } }, /index of one of the question's options/],
      [{ attempt_id: draw.attempt_id, answers: { ...answers, [first]: '1' } }, /index of one of the question's options/],
      [{ attempt_id: draw.attempt_id, answers: { ...answers, [first]: 1.5 } }, /index of one of the question's options/],
      [{ attempt_id: draw.attempt_id, answers: [0, 1] }, /answers is required/],
      [{ attempt_id: draw.attempt_id, answers: null }, /answers is required/],
      [{ attempt_id: null, answers }, /attempt_id is required/],
      [{ attempt_id: '00000000-0000-0000-0000-000000000000', answers }, /does not exist/],
    ];
    for (const [args, message] of cases) expect(refused(await u.client.rpc('submit_final_exam', args), 400).message).toMatch(message);
    // someone else's attempt does not exist for them, admins included
    for (const other of [p.other, p.premium, p.admin]) {
      expect(refused(await other.client.rpc('submit_final_exam', { attempt_id: draw.attempt_id, answers }), 400).message).toMatch(
        /does not exist/,
      );
    }
    expect(ok(await u.client.from('final_exam_attempts').select('status').eq('id', draw.attempt_id).single()).status).toBe('in_progress');
    expect(ok(await u.client.rpc('submit_final_exam', { attempt_id: draw.attempt_id, answers }))).toMatchObject({
      status: 'passed',
      score: 100,
    });
  });
});

describe("time, by the database's clock", () => {
  it('a submission after the 45-minute limit is recorded as expired and not graded, whatever the client sends', async () => {
    const u = await candidate('exam-late');
    const draw = await startFinalExam(u.client);
    const answers = await answersFor(draw, 30, p.service);
    await moveBack(u.id, 46 * 60_000);
    // the client has no clock to bring: extra arguments are refused, and answers are all it sends
    refused(
      await u.client.rpc('submit_final_exam', {
        attempt_id: draw.attempt_id,
        answers,
        submitted_at: new Date(Date.parse(draw.started_at) + 60_000).toISOString(),
      }),
    );
    expect(await status(u)).toMatchObject({ state: 'cooling_down', attempt_id: null, last_status: 'expired' });
    const r = ok(await u.client.rpc('submit_final_exam', { attempt_id: draw.attempt_id, answers }));
    expect(r).toMatchObject({ status: 'expired', passed: false, score: null, correct: null, certificate: null, review: [] });
    expect(ok(await u.client.from('final_exam_attempts').select('status, score').eq('id', draw.attempt_id).single())).toEqual({
      status: 'expired',
      score: null,
    });
    expect(await certificatesOf(u.id)).toEqual([]);
    refused(await u.client.rpc('submit_final_exam', { attempt_id: draw.attempt_id, answers }), 400);
  });

  it('44 minutes in it still grades', async () => {
    const u = await candidate('exam-in-time');
    const draw = await startFinalExam(u.client);
    await moveBack(u.id, 44 * 60_000);
    expect(
      ok(await u.client.rpc('submit_final_exam', { attempt_id: draw.attempt_id, answers: await answersFor(draw, 30, p.service) })),
    ).toMatchObject({ status: 'passed' });
  });

  it('one attempt per 24 hours, counted from the last start; the refusal says when it reopens', async () => {
    const u = await candidate('exam-retake');
    const draw = await startFinalExam(u.client);
    ok(await u.client.rpc('submit_final_exam', { attempt_id: draw.attempt_id, answers: await answersFor(draw, 10, p.service) }));
    const error = refused(await u.client.rpc('start_final_exam'), 429);
    expect(error.code).toBe('final_exam_cooling_down');
    expect(error.message).toMatch(/once every 24 hours\. It reopens on \d{4}-\d\d-\d\d at \d\d:\d\d UTC/);
    expect(Date.parse(error.details) - Date.parse(draw.started_at)).toBeGreaterThan(24 * HOUR - 1000);
    expect(Date.parse(error.details) - Date.parse(draw.started_at)).toBeLessThanOrEqual(24 * HOUR);
    const state = await status(u);
    expect(state).toMatchObject({ state: 'cooling_down', last_status: 'failed', last_score: 33 });
    expect(Math.abs(Date.parse(state.reopens_at!) - Date.parse(error.details))).toBeLessThan(1000);

    // 23 hours later by the database's clock: still closed; 24 hours: open again, with a new draw
    await moveBack(u.id, 23 * HOUR);
    refused(await u.client.rpc('start_final_exam'), 429);
    await moveBack(u.id, HOUR);
    expect(await status(u)).toMatchObject({ state: 'available' });
    const next = await startFinalExam(u.client);
    expect(next.attempt_id).not.toBe(draw.attempt_id);
    expect(
      ok(await u.client.rpc('submit_final_exam', { attempt_id: next.attempt_id, answers: await answersFor(next, 27, p.service) })),
    ).toMatchObject({ status: 'passed', score: 90 });
  });
});

describe('the certificate comes only from a passed final exam', () => {
  it('passing the last module unlocks the exam and issues nothing', async () => {
    const u = await signUpUser('exam-modules', { display_name: 'Mo Modules' });
    await passModules(
      u.id,
      Array.from({ length: 14 }, (_, i) => i + 1),
      p.service,
    );
    const last = ok(await takeQuiz(u.client, 15, 5, p.service));
    expect(last).toMatchObject({ passed: true, certificate: null });
    expect(last.badges_awarded).not.toContain('course-graduate');
    expect(await certificatesOf(u.id)).toEqual([]);
    expect(await status(u)).toMatchObject({ state: 'available', modules_passed: 15 });
    const failed = ok(await takeFinalExam(u.client, 0, p.service));
    expect(failed).toMatchObject({ passed: false, certificate: null });
    expect(await certificatesOf(u.id)).toEqual([]);
    expect(ok(await u.client.from('earned_badges').select('badge_id').eq('badge_id', 'course-graduate'))).toEqual([]);
    // the badge says what earns it now (supabase/seeds/final-exam.sql on a fresh database)
    expect(ok(await p.visitor.from('badges').select('description').eq('id', 'course-graduate').single()).description).toBe(
      'Passed the final exam and earned the certificate of completion.',
    );
  });

  it('the learner cannot call the issuing helpers', async () => {
    refused(await p.learner.client.schema('private').rpc('issue_certificate', { p_user: p.learner.id }));
    refused(await p.learner.client.rpc('issue_certificate', { p_user: p.learner.id }), 404);
    refused(await p.admin.client.rpc('issue_certificate', { p_user: p.admin.id }), 404);
    expect(await certificatesOf(p.learner.id)).toEqual([]);
  });
});
