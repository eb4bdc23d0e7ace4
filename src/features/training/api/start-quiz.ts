// Starts a quiz attempt in the database (`start_quiz`): it draws five questions from the module's bank
// with their options shuffled and returns them without answers. Each call is a new attempt (a write),
// so it is a mutation; 'Try Again' calls it again for a new draw. After two failed attempts in a row
// the database refuses for a while and says when the quiz reopens.
import { useMutation } from '@tanstack/react-query';
import type { Database } from '../../../lib/database.types.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';

type Row = Database['public']['CompositeTypes']['quiz_draw'];
type QuestionRow = Database['public']['CompositeTypes']['drawn_question'];

export interface DrawnQuestion {
  question_id: number;
  question: string;
  /** In the order shown; answers are indexes into this list. */
  options: string[];
}

export interface QuizDraw {
  attempt_id: string;
  module_id: number;
  questions: DrawnQuestion[];
}

/** A refusal to start: `reopensAt` (ISO) is set when the quiz is cooling down after two failures. */
export class QuizStartError extends Error {
  constructor(
    message: string,
    readonly reopensAt: string | null = null,
  ) {
    super(message);
  }
}

// A composite type's fields are nullable to TypeScript only because SQL cannot declare them not null.
function given<T>(value: T | null, field: string): T {
  if (value === null) throw new Error(`start_quiz returned no ${field}.`);
  return value;
}

function toQuestion(q: QuestionRow): DrawnQuestion {
  return {
    question_id: given(q.question_id, 'question_id'),
    question: given(q.question, 'question'),
    options: given(q.options, 'options'),
  };
}

export function toQuizDraw(row: Row): QuizDraw {
  return {
    attempt_id: given(row.attempt_id, 'attempt_id'),
    module_id: given(row.module_id, 'module_id'),
    questions: given(row.questions, 'questions').map(toQuestion),
  };
}

export async function startQuiz(moduleId: number): Promise<QuizDraw> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase.rpc('start_quiz', { module_id: moduleId });
  if (error) {
    if (error.code === 'quiz_cooling_down') throw new QuizStartError(error.message, error.details || null);
    // postgrest-js reports a request that never got an answer with status 0.
    throw new QuizStartError(status === 0 ? 'The server could not be reached. Check your connection and try again.' : error.message);
  }
  return toQuizDraw(data);
}

/** The quiz modal shows a refusal itself (cooldown or failure, with Retry). */
export function useStartQuiz() {
  return useMutation<QuizDraw, QuizStartError, number>({ mutationFn: startQuiz });
}
