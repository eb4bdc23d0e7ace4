// @vitest-environment jsdom
// One quiz question: 'Question n of N', Previous disabled on the first question, Next disabled until
// answered, 'Complete Quiz' on the last, and Enter advancing once an option is chosen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { QuizQuestionStep } from './quiz-question-step.tsx';

afterEach(cleanup);

const question = { question_id: 1, question: 'What is a share?', options: ['Ownership', 'A loan', 'A fee'] };

function setup(number: number, total: number, answer: number | null) {
  const calls = { choose: vi.fn(), previous: vi.fn(), next: vi.fn(), complete: vi.fn() };
  renderWithProviders(
    <QuizQuestionStep
      question={question}
      number={number}
      total={total}
      answer={answer}
      submitting={false}
      onChoose={calls.choose}
      onPrevious={calls.previous}
      onNext={calls.next}
      onComplete={calls.complete}
    />,
  );
  return calls;
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('QuizQuestionStep', () => {
  it('on the first question, unanswered: Previous and Next disabled, Enter does nothing', () => {
    const calls = setup(1, 3, null);
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Question 1 of 3' })).toBeTruthy();
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
    fireEvent.keyDown(screen.getAllByRole('radio')[0]!, { key: 'Enter' });
    expect(calls.next).not.toHaveBeenCalled();
  });

  it('reports the chosen option by index', () => {
    const calls = setup(1, 3, null);
    fireEvent.click(screen.getByRole('radio', { name: 'A loan' }));
    expect(calls.choose).toHaveBeenCalledWith(1);
  });

  it('answered, in the middle: both enabled, Enter advances', () => {
    const calls = setup(2, 3, 0);
    expect(button('Previous').disabled).toBe(false);
    expect(button('Next').disabled).toBe(false);
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Ownership' }), { key: 'Enter' });
    expect(calls.next).toHaveBeenCalledOnce();
  });

  it("on the last question the button reads 'Complete Quiz' and completes", () => {
    const calls = setup(3, 3, null);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(button('Complete Quiz').disabled).toBe(true);
    cleanup();
    const answered = setup(3, 3, 2);
    fireEvent.click(button('Complete Quiz'));
    expect(answered.complete).toHaveBeenCalledOnce();
    expect(calls.complete).not.toHaveBeenCalled();
  });
});
