// Sends the learner's answers for a started attempt to the database, which grades them against the
// attempt's draw (`complete_quiz`, once per attempt), and shows the
// result everywhere at once: the graded attempt is applied to the cached progress, which is then read
// again for what only the database knows (badges).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { applyGradedAttempt } from '../../../lib/progress/apply-graded-attempt.ts';
import { progressKeys } from '../../../lib/progress/progress-keys.ts';
import type { GradedAttempt, ProgressData } from '../../../lib/progress/progress-types.ts';
import type { Database } from '../../../lib/database.types.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';

type Row = Database['public']['CompositeTypes']['quiz_result'];
type ReviewRow = Database['public']['CompositeTypes']['quiz_review_item'];

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

// The database fills every field of a quiz_result; a composite type's fields are nullable to
// TypeScript only because SQL cannot declare them not null.
function given<T>(value: T | null, field: string): T {
  if (value === null) throw new Error(`complete_quiz returned no ${field}.`);
  return value;
}

function toReviewItem(r: ReviewRow): QuizReviewItem {
  return {
    question_id: given(r.question_id, 'question_id'),
    question: given(r.question, 'question'),
    options: given(r.options, 'options'),
    answer: given(r.answer, 'answer'),
    correct_answer: given(r.correct_answer, 'correct_answer'),
    is_correct: given(r.is_correct, 'is_correct'),
    explanation: given(r.explanation, 'explanation'),
  };
}

/** Every key read by name from the generated type, so a change to the SQL contract fails typecheck. */
export function toQuizResult(row: Row): QuizResult {
  const certificate = row.certificate;
  return {
    module_id: given(row.module_id, 'module_id'),
    score: given(row.score, 'score'),
    passed: given(row.passed, 'passed'),
    correct: given(row.correct, 'correct'),
    total: given(row.total, 'total'),
    pass_mark: given(row.pass_mark, 'pass_mark'),
    current_module: given(row.current_module, 'current_module'),
    badges_awarded: row.badges_awarded ?? [],
    certificate: certificate?.code
      ? {
          code: certificate.code,
          holder_name: given(certificate.holder_name, 'holder_name'),
          issued_at: given(certificate.issued_at, 'issued_at'),
        }
      : null,
    review: given(row.review, 'review').map(toReviewItem),
  };
}

/** `answers`: the chosen option (index as shown) per drawn question id. */
export async function completeQuiz(attemptId: string, answers: Record<string, number>): Promise<QuizResult> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase.rpc('complete_quiz', { attempt_id: attemptId, answers });
  if (error) {
    // postgrest-js reports a request that never got an answer with status 0.
    throw new Error(status === 0 ? 'The server could not be reached. Check your connection and try again.' : error.message);
  }
  return toQuizResult(data);
}

/** The quiz shows a failed grading itself (its answers are kept for another try). */
export function useCompleteQuiz() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: ({ attemptId, answers }: { attemptId: string; answers: Record<string, number> }) => completeQuiz(attemptId, answers),
    onSuccess: (result) => {
      const key = progressKeys.mine(userId);
      queryClient.setQueryData<ProgressData>(key, (data) => (data ? applyGradedAttempt(data, result) : data));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
