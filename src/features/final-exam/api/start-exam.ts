// Starts the final exam in the database (`start_final_exam`): 30 questions drawn across the modules,
// options shuffled, no answers, and the deadline by the database's clock. A call while an attempt is
// running returns that attempt again (its clock keeps running), so a reload resumes it. Refusals carry
// their code: final_exam_locked, final_exam_cooling_down (with when it reopens), final_exam_passed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import type { Database } from '../../../lib/database.types.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { examKeys } from './exam-keys.ts';

type Row = Database['public']['CompositeTypes']['final_exam_draw'];
type QuestionRow = Database['public']['CompositeTypes']['final_exam_question'];

export interface ExamQuestion {
  question_id: number;
  module_id: number;
  question: string;
  /** In the order shown; answers are indexes into this list. */
  options: string[];
}

export interface ExamDraw {
  attemptId: string;
  startedAt: string;
  deadline: string;
  /** The database's clock when it answered, and this browser's when the answer arrived: the countdown follows the database. */
  serverTime: string;
  receivedAt: number;
  timeLimitSeconds: number;
  passMark: number;
  questions: ExamQuestion[];
}

export class ExamStartError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
    readonly reopensAt: string | null = null,
  ) {
    super(message);
  }
}

function given<T>(value: T | null, field: string): T {
  if (value === null) throw new Error(`start_final_exam returned no ${field}.`);
  return value;
}

function toQuestion(q: QuestionRow): ExamQuestion {
  return {
    question_id: given(q.question_id, 'question_id'),
    module_id: given(q.module_id, 'module_id'),
    question: given(q.question, 'question'),
    options: given(q.options, 'options'),
  };
}

export function toExamDraw(row: Row, receivedAt: number): ExamDraw {
  return {
    attemptId: given(row.attempt_id, 'attempt_id'),
    startedAt: given(row.started_at, 'started_at'),
    deadline: given(row.deadline, 'deadline'),
    serverTime: given(row.server_time, 'server_time'),
    receivedAt,
    timeLimitSeconds: given(row.time_limit_seconds, 'time_limit_seconds'),
    passMark: given(row.pass_mark, 'pass_mark'),
    questions: given(row.questions, 'questions').map(toQuestion),
  };
}

export async function startExam(): Promise<ExamDraw> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase.rpc('start_final_exam');
  if (error) {
    // postgrest-js reports a request that never got an answer with status 0.
    if (status === 0) throw new ExamStartError('The server could not be reached. Check your connection and try again.');
    throw new ExamStartError(error.message, error.code || null, error.code === 'final_exam_cooling_down' ? error.details || null : null);
  }
  return toExamDraw(data, Date.now());
}

/** Starting (or resuming) changes where the learner stands: the status is read again after. */
export function useStartExam() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation<ExamDraw, ExamStartError>({
    mutationFn: startExam,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: examKeys.status(userId) }),
  });
}
