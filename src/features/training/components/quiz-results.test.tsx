// @vitest-environment jsdom
// The results screen renders exactly what complete_quiz answered: the spec's texts for pass and fail,
// the review (correct answer only when wrong), new badges and the way to the final exam.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import type { QuizResult } from '../api/complete-quiz.ts';
import { QuizResults } from './quiz-results.tsx';

afterEach(cleanup);

const review = [
  {
    question_id: 11,
    question: 'What is a share?',
    options: ['Ownership', 'A loan'],
    answer: 0,
    correct_answer: 0,
    is_correct: true,
    explanation: 'Shares are equity.',
  },
  {
    question_id: 12,
    question: 'What is a bond?',
    options: ['Ownership', 'A loan'],
    answer: 0,
    correct_answer: 1,
    is_correct: false,
    explanation: 'Bonds are debt.',
  },
  {
    question_id: 13,
    question: 'What is a dividend?',
    options: ['A payout', 'A fee'],
    answer: 0,
    correct_answer: 0,
    is_correct: true,
    explanation: 'Paid from profits.',
  },
];

function result(patch: Partial<QuizResult>): QuizResult {
  return {
    module_id: 1,
    score: 67,
    passed: false,
    correct: 2,
    total: 3,
    pass_mark: 70,
    current_module: 1,
    badges_awarded: [],
    certificate: null,
    review,
    ...patch,
  };
}

function setup(r: QuizResult, examOpen = false) {
  const onTryAgain = vi.fn();
  const onContinue = vi.fn();
  const badges = [
    {
      badge_id: 'quiz-master',
      name: 'Quiz Master',
      description: 'Scored 100% on a module quiz.',
      icon: 'trophy',
      awarded_at: '2026-11-22T00:00:00Z',
    },
  ];
  renderWithProviders(<QuizResults result={r} badges={badges} examOpen={examOpen} onTryAgain={onTryAgain} onContinue={onContinue} />);
  return { onTryAgain, onContinue, user: userEvent.setup({ delay: null }) };
}

describe('QuizResults', () => {
  it("fails below 70: 'Keep Studying!', the spec's advice, Try Again and Continue Learning", async () => {
    const { onTryAgain, onContinue, user } = setup(result({}));
    expect(screen.getByRole('heading', { name: 'Keep Studying!' })).toBeTruthy();
    expect(screen.getByText('67%')).toBeTruthy();
    expect(screen.getByText('2 of 3 correct')).toBeTruthy();
    expect(screen.getByText('You need 70% or higher to pass. Review the material and try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onTryAgain).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Continue Learning' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('reviews every question: the answer given, the correct one only when wrong, the explanation', () => {
    setup(result({}));
    const right = within(screen.getByRole('listitem', { name: 'Question 1' }));
    expect(right.getByText('Correct')).toBeTruthy();
    expect(right.queryByText('Correct answer:')).toBeNull();
    expect(right.getByText('Shares are equity.')).toBeTruthy();
    const wrong = within(screen.getByRole('listitem', { name: 'Question 2' }));
    expect(wrong.getByText('Incorrect')).toBeTruthy();
    expect(wrong.getByText('Your answer:').parentElement!.textContent).toBe('Your answer: Ownership');
    expect(wrong.getByText('Correct answer:').parentElement!.textContent).toBe('Correct answer: A loan');
    expect(wrong.getByText('Bonds are debt.')).toBeTruthy();
  });

  it("passes at 70 or more with the spec's texts, and names a newly earned badge", () => {
    setup(result({ score: 100, passed: true, correct: 3, badges_awarded: ['quiz-master'] }));
    expect(screen.getByRole('heading', { name: 'Congratulations!' })).toBeTruthy();
    expect(screen.getByText('You passed the quiz and earned completion for this module!')).toBeTruthy();
    expect(screen.getByText('New badge: Quiz Master')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.queryByText('You passed every module!')).toBeNull();
  });

  it('points to the final exam once every module is passed (the exam issues the certificate)', () => {
    setup(result({ score: 80, passed: true }), true);
    expect(screen.getByText('You passed every module!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take the final exam' }).getAttribute('href')).toBe('/final-exam');
    expect(screen.queryByRole('link', { name: 'View your certificate' })).toBeNull();
  });
});
