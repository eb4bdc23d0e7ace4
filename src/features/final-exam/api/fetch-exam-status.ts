// Where the learner stands with the final exam (`final_exam_status`, a read: GET): locked until every
// module is passed, available, in progress (with its deadline), cooling down (with when it reopens) or
// passed, and the exam's rules as the database holds them, so the screens never restate a number.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import type { Database } from '../../../lib/database.types.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { examKeys } from './exam-keys.ts';

type Row = Database['public']['CompositeTypes']['final_exam_state'];

export type ExamState = 'locked' | 'available' | 'in_progress' | 'cooling_down' | 'passed';

export interface ExamStatus {
  state: ExamState;
  modulesPassed: number;
  modulesTotal: number;
  questionCount: number;
  timeLimitSeconds: number;
  passMark: number;
  retakeHours: number;
  /** The attempt in progress, if any. */
  attemptId: string | null;
  deadline: string | null;
  /** When the next attempt may start (cooling_down). */
  reopensAt: string | null;
  lastStatus: 'passed' | 'failed' | 'expired' | null;
  lastScore: number | null;
}

// A composite type's fields are nullable to TypeScript only because SQL cannot declare them not null.
function given<T>(value: T | null, field: string): T {
  if (value === null) throw new Error(`final_exam_status returned no ${field}.`);
  return value;
}

export function toExamStatus(row: Row): ExamStatus {
  return {
    state: given(row.state, 'state') as ExamState,
    modulesPassed: given(row.modules_passed, 'modules_passed'),
    modulesTotal: given(row.modules_total, 'modules_total'),
    questionCount: given(row.question_count, 'question_count'),
    timeLimitSeconds: given(row.time_limit_seconds, 'time_limit_seconds'),
    passMark: given(row.pass_mark, 'pass_mark'),
    retakeHours: given(row.retake_hours, 'retake_hours'),
    attemptId: row.attempt_id,
    deadline: row.deadline,
    reopensAt: row.reopens_at,
    lastStatus: row.last_status as ExamStatus['lastStatus'],
    lastScore: row.last_score,
  };
}

export async function fetchExamStatus(): Promise<ExamStatus> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('final_exam_status', undefined, { get: true });
  if (error) throw new Error(error.message);
  return toExamStatus(data);
}

export const examStatusQuery = (userId: string) => queryOptions({ queryKey: examKeys.status(userId), queryFn: fetchExamStatus });

export function useExamStatus() {
  const userId = useAuth().user?.id ?? '';
  return useQuery({ ...examStatusQuery(userId), enabled: userId !== '' });
}
