// Where the learner is in a quiz: the question shown and the answers so far. Pure, so the rules
// (Previous off on the first question, Next off until the question is answered, 'Complete Quiz' on
// the last) are tested without a browser.
export interface QuizSteps {
  index: number;
  /** One entry per question: the chosen option index, or null while unanswered. */
  answers: (number | null)[];
}

export type QuizStepAction =
  { type: 'choose'; option: number } | { type: 'next' } | { type: 'previous' } | { type: 'restart'; total: number };

export function startQuiz(total: number): QuizSteps {
  return { index: 0, answers: Array.from({ length: total }, () => null) };
}

export function canGoBack(s: QuizSteps): boolean {
  return s.index > 0;
}

export function canGoOn(s: QuizSteps): boolean {
  return s.answers[s.index] !== null && s.answers[s.index] !== undefined;
}

export function isLastQuestion(s: QuizSteps): boolean {
  return s.index === s.answers.length - 1;
}

export function hasAnyAnswer(s: QuizSteps): boolean {
  return s.answers.some((a) => a !== null);
}

/** The answers as `complete_quiz` takes them, or null while any question is unanswered. */
export function finalAnswers(s: QuizSteps): number[] | null {
  return s.answers.every((a) => a !== null) ? s.answers : null;
}

export function quizStepsReducer(s: QuizSteps, action: QuizStepAction): QuizSteps {
  switch (action.type) {
    case 'choose':
      return { ...s, answers: s.answers.map((a, i) => (i === s.index ? action.option : a)) };
    case 'next':
      return canGoOn(s) && !isLastQuestion(s) ? { ...s, index: s.index + 1 } : s;
    case 'previous':
      return canGoBack(s) ? { ...s, index: s.index - 1 } : s;
    case 'restart':
      return startQuiz(action.total);
  }
}
