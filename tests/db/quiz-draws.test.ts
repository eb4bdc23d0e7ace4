// Quiz attempts started by the database: start_quiz draws five questions at random with shuffled
// options, complete_quiz grades only that draw and only once, and two failures in a row close the quiz
// for 10 minutes by the database's clock. Tried as every persona.
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../support/clients.ts';
import { answersFor, correctAsShown, startQuiz, takeQuiz } from '../support/quiz.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
beforeAll(async () => {
  p = await createPersonas('draws');
});

async function attemptCount(userId: string, moduleId: number): Promise<number> {
  return ok(await p.service.from('quiz_attempts').select('id').eq('user_id', userId).eq('module_id', moduleId)).length;
}

describe('start_quiz', () => {
  it('a visitor cannot start a quiz', async () => {
    refused(await p.visitor.rpc('start_quiz', { module_id: 1 }), 401);
  });

  it('draws five questions of the module with their options, never the answers', async () => {
    const draw = await startQuiz(p.learner.client, 1);
    expect(Object.keys(draw).sort()).toEqual(['attempt_id', 'module_id', 'questions', 'started_at']);
    expect(draw.module_id).toBe(1);
    expect(draw.questions).toHaveLength(5);
    const bank = ok(await p.service.from('quiz_questions').select('id, options').eq('module_id', 1));
    for (const q of draw.questions) {
      expect(Object.keys(q).sort()).toEqual(['options', 'question', 'question_id']);
      const original = bank.find((b) => b.id === q.question_id);
      expect(original, `question ${q.question_id} is from module 1`).toBeDefined();
      expect([...q.options].sort()).toEqual([...(original!.options as string[])].sort());
    }
    expect(new Set(draw.questions.map((q) => q.question_id)).size).toBe(5);
  });

  it('differs across attempts in questions or order, and shuffles options', async () => {
    const draws = [];
    for (let i = 0; i < 20; i++) draws.push(await startQuiz(p.other.client, 2));
    const shapes = new Set(draws.map((d) => d.questions.map((q) => q.question_id).join(',')));
    expect(shapes.size).toBeGreaterThan(1);
    // not only the order: the set of questions differs too (5 of a bank of 15)
    const sets = new Set(
      draws.map((d) =>
        d.questions
          .map((q) => q.question_id)
          .sort((a, b) => a - b)
          .join(','),
      ),
    );
    expect(sets.size).toBeGreaterThan(1);
    // and over 20 draws most of the bank comes up
    expect(new Set(draws.flatMap((d) => d.questions.map((q) => q.question_id))).size).toBeGreaterThanOrEqual(12);
    const bank = ok(await p.service.from('quiz_questions').select('id, options').eq('module_id', 2));
    const reordered = draws
      .flatMap((d) => d.questions)
      .some((q) => {
        const original = bank.find((b) => b.id === q.question_id)!.options as string[];
        return q.options.join('|') !== original.join('|');
      });
    expect(reordered).toBe(true);
  });

  it('unknown and missing modules are refused with a readable 400', async () => {
    expect(refused(await p.learner.client.rpc('start_quiz', { module_id: 999 }), 400).message).toMatch(/Module 999 does not exist/);
    expect(refused(await p.learner.client.rpc('start_quiz', { module_id: null }), 400).message).toMatch(/module_id is required/);
  });
});

describe('question banks', () => {
  it('every module has at least 15 questions, each with four options, an answer key and an explanation', async () => {
    const questions = ok(
      await p.admin.client
        .from('quiz_questions')
        .select('id, module_id, options, quiz_answer_keys(correct_option, explanation)')
        .lte('module_id', 15),
    );
    for (let m = 1; m <= 15; m++) {
      const mine = questions.filter((q) => q.module_id === m);
      expect(mine.length, `module ${m}`).toBeGreaterThanOrEqual(15);
      expect(new Set(mine.map((q) => (q.options as string[]).join('|'))).size, `module ${m} has no duplicate questions`).toBe(mine.length);
      for (const q of mine) {
        expect(q.options).toHaveLength(4);
        const key = q.quiz_answer_keys as unknown as { correct_option: number; explanation: string } | null;
        expect(key, `question ${q.id} has an answer key`).not.toBeNull();
        expect(key!.explanation.length, `question ${q.id} explains`).toBeGreaterThan(40);
      }
    }
  });
});

describe('the draw cannot be read or written by any API role', () => {
  it('learner, premium and admin cannot reach the draw tables', async () => {
    for (const u of [p.learner, p.premium, p.admin]) {
      refused(await u.client.schema('private').from('quiz_draws').select('*'));
      refused(
        await u.client
          .schema('private')
          .from('quiz_draw_questions')
          .insert({ draw_id: '00000000-0000-0000-0000-000000000000', position: 1, question_id: 1, option_order: [0, 1, 2, 3] }),
      );
      refused(await u.client.from('quiz_draws').select('*'));
    }
    refused(await p.visitor.schema('private').from('quiz_draws').select('*'));
  });

  it('learners still cannot read answer keys', async () => {
    expect(ok(await p.learner.client.from('quiz_answer_keys').select('*'))).toEqual([]);
    expect(ok(await p.premium.client.from('quiz_answer_keys').select('*'))).toEqual([]);
  });
});

describe('complete_quiz grades only the draw, once', () => {
  it('grades the draw and reviews it in the order and options shown', async () => {
    const u = await signUpUser('draw-grade');
    const draw = await startQuiz(u.client, 3);
    const correct = await correctAsShown(draw, p.service);
    const answers = await answersFor(draw, 4, p.service);
    const r = ok(await u.client.rpc('complete_quiz', { attempt_id: draw.attempt_id, answers }));
    expect(r).toMatchObject({ module_id: 3, score: 80, passed: true, correct: 4, total: 5 });
    expect(r.review.map((i: { question_id: number }) => i.question_id)).toEqual(draw.questions.map((q) => q.question_id));
    expect(r.review.map((i: { options: string[] }) => i.options)).toEqual(draw.questions.map((q) => q.options));
    expect(r.review.map((i: { correct_answer: number }) => i.correct_answer)).toEqual(correct);
    expect(r.review[4]).toMatchObject({ answer: (correct[4]! + 1) % 4, is_correct: false });
  });

  it('a finished attempt cannot be reused', async () => {
    const draw = await startQuiz(p.premium.client, 4);
    const answers = await answersFor(draw, 5, p.service);
    ok(await p.premium.client.rpc('complete_quiz', { attempt_id: draw.attempt_id, answers }));
    const before = await attemptCount(p.premium.id, 4);
    expect(refused(await p.premium.client.rpc('complete_quiz', { attempt_id: draw.attempt_id, answers }), 400).message).toMatch(
      /already finished/,
    );
    expect(await attemptCount(p.premium.id, 4)).toBe(before);
  });

  it('a newer attempt replaces the open one', async () => {
    const first = await startQuiz(p.premium.client, 5);
    const second = await startQuiz(p.premium.client, 5);
    const answers = await answersFor(first, 5, p.service);
    expect(refused(await p.premium.client.rpc('complete_quiz', { attempt_id: first.attempt_id, answers }), 400).message).toMatch(
      /replaced by a newer one/,
    );
    ok(await p.premium.client.rpc('complete_quiz', { attempt_id: second.attempt_id, answers: await answersFor(second, 5, p.service) }));
  });

  it("another learner's attempt is refused, even by an admin", async () => {
    const draw = await startQuiz(p.learner.client, 6);
    const answers = await answersFor(draw, 5, p.service);
    for (const u of [p.other, p.premium, p.admin]) {
      expect(refused(await u.client.rpc('complete_quiz', { attempt_id: draw.attempt_id, answers }), 400).message).toMatch(/does not exist/);
      expect(await attemptCount(u.id, 6)).toBe(0);
    }
    refused(await p.visitor.rpc('complete_quiz', { attempt_id: draw.attempt_id, answers }), 401);
    ok(await p.learner.client.rpc('complete_quiz', { attempt_id: draw.attempt_id, answers }));
  });

  it('answers for questions not drawn, forged ids or missing answers are refused and record nothing', async () => {
    const u = await signUpUser('draw-forge');
    const draw = await startQuiz(u.client, 7);
    const answers = await answersFor(draw, 5, p.service);
    const drawn = new Set(draw.questions.map((q) => q.question_id));
    const undrawn = ok(await p.service.from('quiz_questions').select('id').eq('module_id', 7))
      .map((q) => q.id as number)
      .find((id) => !drawn.has(id));
    const otherModule = ok(await p.service.from('quiz_questions').select('id').eq('module_id', 8).limit(1).single()).id as number;
    const [firstId] = Object.keys(answers);
    const withoutFirst = Object.fromEntries(Object.entries(answers).slice(1));
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...withoutFirst, [String(otherModule)]: 0 }, /was not part of this attempt/],
      [{ ...answers, 999999999: 0 }, /was not part of this attempt/],
      [{ ...answers, 'not-a-number': 0 }, /was not part of this attempt/],
      [withoutFirst, /5 questions, but 4 answers/],
      [{ ...answers, [firstId!]: 4 }, /index of one of the question's options/],
      [{ ...answers, [firstId!]: -1 }, /index of one of the question's options/],
      [{ ...answers, [firstId!]: '1' }, /index of one of the question's options/],
      [{ ...answers, [firstId!]: null }, /index of one of the question's options/],
    ];
    if (undrawn !== undefined) cases.push([{ ...withoutFirst, [String(undrawn)]: 0 }, /was not part of this attempt/]);
    for (const [bad, message] of cases) {
      expect(refused(await u.client.rpc('complete_quiz', { attempt_id: draw.attempt_id, answers: bad }), 400).message).toMatch(message);
    }
    expect(refused(await u.client.rpc('complete_quiz', { attempt_id: draw.attempt_id, answers: [0, 0, 0, 0, 0] }), 400).message).toMatch(
      /answers is required/,
    );
    expect(refused(await u.client.rpc('complete_quiz', { attempt_id: null, answers }), 400).message).toMatch(/attempt_id is required/);
    refused(await u.client.rpc('complete_quiz', { module_id: 7, answers: [0, 0, 0, 0, 0] }));
    expect(await attemptCount(u.id, 7)).toBe(0);
    // the attempt is still open and grades normally
    expect(ok(await u.client.rpc('complete_quiz', { attempt_id: draw.attempt_id, answers }))).toMatchObject({ score: 100, passed: true });
  });
});

describe('cooldown after two failed attempts in a row', () => {
  it('closes the quiz for 10 minutes by the database clock, whatever the client says', async () => {
    const u = await signUpUser('draw-cooldown');
    ok(await takeQuiz(u.client, 9, 1, p.service));
    ok(await takeQuiz(u.client, 9, 2, p.service));
    const res = await u.client.rpc('start_quiz', { module_id: 9 });
    const error = refused(res, 429);
    expect(error.code).toBe('quiz_cooling_down');
    expect(error.message).toMatch(/reopens at \d\d:\d\d UTC/);
    const reopens = Date.parse(error.details);
    const lastFailure = ok(
      await p.service
        .from('quiz_attempts')
        .select('created_at')
        .eq('user_id', u.id)
        .eq('module_id', 9)
        .order('id', { ascending: false })
        .limit(1)
        .single(),
    );
    expect(reopens - Date.parse(lastFailure.created_at)).toBeGreaterThan(9 * 60_000);
    expect(reopens - Date.parse(lastFailure.created_at)).toBeLessThanOrEqual(10 * 60_000);

    // the client cannot bring its own clock: there is no such argument
    refused(await u.client.rpc('start_quiz', { module_id: 9, now: new Date(Date.now() + 3600_000).toISOString() }));
    refused(await u.client.rpc('start_quiz', { module_id: 9 }), 429);
    // other modules and other learners are unaffected
    ok(await u.client.rpc('start_quiz', { module_id: 10 }));
    ok(await p.other.client.rpc('start_quiz', { module_id: 9 }));

    // 11 minutes later by the database's clock (the attempts are moved back), the quiz reopens
    ok(
      await p.service
        .from('quiz_attempts')
        .update({ created_at: new Date(Date.now() - 11 * 60_000).toISOString() })
        .eq('user_id', u.id)
        .eq('module_id', 9)
        .select(),
    );
    ok(await takeQuiz(u.client, 9, 0, p.service));
    // one more failure is not two in a row since the cooldown; the second one closes it again
    ok(await takeQuiz(u.client, 9, 0, p.service));
    refused(await u.client.rpc('start_quiz', { module_id: 9 }), 429);
  });

  it('a pass in between resets the count', async () => {
    const u = await signUpUser('draw-reset');
    ok(await takeQuiz(u.client, 11, 0, p.service));
    ok(await takeQuiz(u.client, 11, 5, p.service));
    ok(await takeQuiz(u.client, 11, 0, p.service));
    ok(await u.client.rpc('start_quiz', { module_id: 11 }));
  });
});
