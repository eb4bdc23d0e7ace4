// One attempt at a drawn quiz: answering, the discard confirmation, grading and the results. 'Try Again'
// asks the modal for a new draw (a new attempt), which replaces this session.
import { useEffect, useReducer, useState, type RefObject } from 'react';
import { Stack } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useCourseProgress } from '../../../lib/progress/use-course-progress.ts';
import { useCompleteQuiz, type QuizResult } from '../api/complete-quiz.ts';
import type { QuizDraw } from '../api/start-quiz.ts';
import { finalAnswers, hasAnyAnswer, quizStepsReducer, startQuiz } from '../lib/quiz-steps.ts';
import { ConfirmDiscard } from './confirm-discard.tsx';
import { QuizQuestionStep } from './quiz-question-step.tsx';
import { QuizResults } from './quiz-results.tsx';

interface QuizSessionProps {
  draw: QuizDraw;
  onClose: () => void;
  /** Starts a new attempt with a new draw. */
  onTryAgain: () => void;
  /** Set here to what the modal's close button should do right now. */
  requestClose: RefObject<() => void>;
}

export function QuizSession({ draw, onClose, onTryAgain, requestClose: requestCloseRef }: QuizSessionProps) {
  const questions = draw.questions;
  const [steps, dispatch] = useReducer(quizStepsReducer, questions.length, startQuiz);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<QuizResult | null>(null);
  const grading = useCompleteQuiz();
  const { badges, overall, certificate } = useCourseProgress();
  const examOpen = overall.total > 0 && overall.completed === overall.total && !certificate;

  const unsaved = result === null && (hasAnyAnswer(steps) || grading.isPending);
  useEffect(() => {
    requestCloseRef.current = unsaved ? () => setConfirming(true) : onClose;
    return () => {
      requestCloseRef.current = onClose;
    };
  }, [unsaved, onClose, requestCloseRef]);

  function complete() {
    const answers = finalAnswers(steps);
    if (!answers) return;
    const byQuestion = Object.fromEntries(questions.map((q, i) => [String(q.question_id), answers[i]!]));
    grading.mutate({ attemptId: draw.attempt_id, answers: byQuestion }, { onSuccess: setResult });
  }

  if (confirming) {
    const answered = steps.answers.filter((a) => a !== null).length;
    return <ConfirmDiscard answered={answered} total={questions.length} onKeep={() => setConfirming(false)} onDiscard={onClose} />;
  }
  if (result)
    return (
      <QuizResults result={result} badges={badges} examOpen={result.passed && examOpen} onTryAgain={onTryAgain} onContinue={onClose} />
    );

  return (
    <Stack gap="md">
      <QuizQuestionStep
        question={questions[steps.index]!}
        number={steps.index + 1}
        total={questions.length}
        answer={steps.answers[steps.index] ?? null}
        submitting={grading.isPending}
        onChoose={(option) => dispatch({ type: 'choose', option })}
        onPrevious={() => dispatch({ type: 'previous' })}
        onNext={() => dispatch({ type: 'next' })}
        onComplete={() => void complete()}
      />
      <ErrorAlert
        message={
          grading.error &&
          `Your quiz could not be graded: ${grading.error.message} Your answers are kept; press 'Complete Quiz' to try again.`
        }
      />
    </Stack>
  );
}
