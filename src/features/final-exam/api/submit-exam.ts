// Sends the answers of a running attempt to the database, which grades them against the draw, once
// (`submit_final_exam`); after the time limit it records the attempt as expired instead. A passed exam
// issues the certificate: the learner's progress (which holds it) and the exam status are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import type { Database } from '../../../lib/database.types.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { progressKeys } from '../../../lib/progress/progress-keys.ts';
import type { Certificate, ProgressData } from '../../../lib/progress/progress-types.ts';
import { examKeys } from './exam-keys.ts';

type Row = Database['public']['CompositeTypes']['final_exam_result'];
type ReviewRow = Database['public']['CompositeTypes']['final_exam_review_item'];

export interface ExamReviewItem {
  question_id: number;
  module_id: number;
  module_title: string;
  question: string;
  options: string[];
  /** The option chosen (index as shown), null when unanswered. */
  answer: number | null;
  is_correct: boolean;
  /** Only for a passed exam. */
  correct_answer: number | null;
  explanation: string | null;
}

export interface ExamResult {
  status: 'passed' | 'failed' | 'expired';
  passed: boolean;
  score: number | null;
  correct: number | null;
  total: number;
  passMark: number;
  reopensAt: string | null;
  badgesAwarded: string[];
  certificate: Certificate | null;
  review: ExamReviewItem[];
}

function given<T>(value: T | null, field: string): T {
  if (value === null) throw new Error(`submit_final_exam returned no ${field}.`);
  return value;
}

function toReviewItem(r: ReviewRow): ExamReviewItem {
  return {
    question_id: given(r.question_id, 'question_id'),
    module_id: given(r.module_id, 'module_id'),
    module_title: given(r.module_title, 'module_title'),
    question: given(r.question, 'question'),
    options: given(r.options, 'options'),
    answer: r.answer,
    is_correct: given(r.is_correct, 'is_correct'),
    correct_answer: r.correct_answer,
    explanation: r.explanation,
  };
}

export function toExamResult(row: Row): ExamResult {
  const certificate = row.certificate;
  return {
    status: given(row.status, 'status') as ExamResult['status'],
    passed: given(row.passed, 'passed'),
    score: row.score,
    correct: row.correct,
    total: given(row.total, 'total'),
    passMark: given(row.pass_mark, 'pass_mark'),
    reopensAt: row.reopens_at,
    badgesAwarded: row.badges_awarded ?? [],
    certificate: certificate?.code
      ? {
          code: certificate.code,
          holder_name: given(certificate.holder_name, 'holder_name'),
          issued_at: given(certificate.issued_at, 'issued_at'),
        }
      : null,
    review: (row.review ?? []).map(toReviewItem),
  };
}

/** `answers`: the chosen option (index as shown) per drawn question id; unanswered questions are left out. */
export async function submitExam(attemptId: string, answers: Record<string, number>): Promise<ExamResult> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase.rpc('submit_final_exam', { attempt_id: attemptId, answers });
  if (error) throw new Error(status === 0 ? 'The server could not be reached. Check your connection and try again.' : error.message);
  return toExamResult(data);
}

export function useSubmitExam() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: ({ attemptId, answers }: { attemptId: string; answers: Record<string, number> }) => submitExam(attemptId, answers),
    onSuccess: (result) => {
      const progress = progressKeys.mine(userId);
      if (result.certificate)
        queryClient.setQueryData<ProgressData>(progress, (data) => (data ? { ...data, certificate: result.certificate } : data));
      void queryClient.invalidateQueries({ queryKey: progress });
      void queryClient.invalidateQueries({ queryKey: examKeys.status(userId) });
    },
  });
}
