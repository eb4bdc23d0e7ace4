// Sends the learner's answers to the database, which grades them (`complete_quiz`), and shows the
// result everywhere at once through the shared progress store.
import { useCallback, useState } from 'react';
import { supabase } from '../../../lib/supabase.ts';
import { recordGradedAttempt } from '../../../lib/progress/progress-store.ts';
import type { GradedAttempt } from '../../../lib/progress/progress-types.ts';

export interface QuizReviewItem {
  question_id: number;
  question: string;
  options: string[];
  answer: number;
  correct_answer: number;
  is_correct: boolean;
  explanation: string;
}

export interface QuizResult extends GradedAttempt {
  correct: number;
  total: number;
  pass_mark: number;
  current_module: number;
  badges_awarded: string[];
  review: QuizReviewItem[];
}

export async function completeQuiz(moduleId: number, answers: number[]): Promise<QuizResult> {
  const { data, error, status } = await supabase.rpc('complete_quiz', { module_id: moduleId, answers });
  if (error) {
    // postgrest-js reports a request that never got an answer with status 0.
    throw new Error(status === 0 ? 'The server could not be reached. Check your connection and try again.' : error.message);
  }
  return data as unknown as QuizResult;
}

export function useCompleteQuiz() {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(async (moduleId: number, answers: number[]): Promise<QuizResult | null> => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await completeQuiz(moduleId, answers);
      void recordGradedAttempt(result);
      return result;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return null;
    } finally {
      setSubmitting(false);
    }
  }, []);

  return { submit, submitting, error, clearError: useCallback(() => setError(null), []) };
}
