import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canGoOn,
  finalAnswers,
  hasAnyAnswer,
  isLastQuestion,
  quizStepsReducer,
  startQuiz,
  type QuizStepAction,
  type QuizSteps,
} from './quiz-steps.ts';

const run = (s: QuizSteps, ...actions: QuizStepAction[]) => actions.reduce(quizStepsReducer, s);

describe('quiz steps', () => {
  it('starts on question 1 with nothing answered: Previous and Next both disabled', () => {
    const s = startQuiz(3);
    expect(s).toEqual({ index: 0, answers: [null, null, null] });
    expect(canGoBack(s)).toBe(false);
    expect(canGoOn(s)).toBe(false);
    expect(hasAnyAnswer(s)).toBe(false);
  });

  it('does not move on before the question is answered', () => {
    expect(run(startQuiz(3), { type: 'next' }).index).toBe(0);
  });

  it('answers, moves on, goes back with the answer kept', () => {
    const s = run(startQuiz(3), { type: 'choose', option: 2 }, { type: 'next' });
    expect(s.index).toBe(1);
    expect(canGoBack(s)).toBe(true);
    expect(canGoOn(s)).toBe(false);
    const back = run(s, { type: 'previous' });
    expect(back).toEqual({ index: 0, answers: [2, null, null] });
    expect(canGoOn(back)).toBe(true);
  });

  it('stops at the last question and gives the answers only when all are chosen', () => {
    let s = run(startQuiz(2), { type: 'choose', option: 0 }, { type: 'next' });
    expect(isLastQuestion(s)).toBe(true);
    expect(finalAnswers(s)).toBeNull();
    s = run(s, { type: 'choose', option: 3 }, { type: 'next' });
    expect(s.index).toBe(1);
    expect(finalAnswers(s)).toEqual([0, 3]);
  });

  it('changes an answer and restarts with no answers', () => {
    const s = run(startQuiz(2), { type: 'choose', option: 0 }, { type: 'choose', option: 1 });
    expect(s.answers).toEqual([1, null]);
    expect(run(s, { type: 'next' }, { type: 'restart', total: 2 })).toEqual(startQuiz(2));
  });

  it('does not go back from the first question', () => {
    expect(run(startQuiz(2), { type: 'previous' }).index).toBe(0);
  });
});
