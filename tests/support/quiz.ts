// Taking a quiz the only way a learner can: start_quiz draws the questions, complete_quiz grades them.
// The correct options are looked up through the service role (never by the learner's client) and
// matched to the shuffled options by their text.
import type { SupabaseClient } from '@supabase/supabase-js';
import { serviceClient } from './clients.ts';

export interface DrawnQuestion {
  question_id: number;
  question: string;
  options: string[];
}

export interface Draw {
  attempt_id: string;
  module_id: number;
  started_at: string;
  questions: DrawnQuestion[];
}

function must<T>(res: { data: T; error: { message: string; code?: string } | null }): NonNullable<T> {
  if (res.error) throw new Error(`${res.error.code ?? ''} ${res.error.message}`);
  return res.data as NonNullable<T>;
}

export async function startQuiz(client: SupabaseClient, moduleId: number): Promise<Draw> {
  const draw: Draw = must(await client.rpc('start_quiz', { module_id: moduleId }));
  return draw;
}

/** For each drawn question, the index of its correct option as shown in the draw. */
export async function correctAsShown(draw: Draw, service: SupabaseClient = serviceClient()): Promise<number[]> {
  const ids = draw.questions.map((q) => q.question_id);
  const questions = must(await service.from('quiz_questions').select('id, options').in('id', ids));
  const keys = must(await service.from('quiz_answer_keys').select('question_id, correct_option').in('question_id', ids));
  return draw.questions.map((d) => {
    const original = questions.find((q) => q.id === d.question_id)!.options as string[];
    const key = keys.find((k) => k.question_id === d.question_id)!.correct_option as number;
    return d.options.indexOf(original[key]!);
  });
}

/** Answers for a draw: the first `right` questions correct, the rest wrong (the next option along). */
export async function answersFor(draw: Draw, right: number, service?: SupabaseClient): Promise<Record<string, number>> {
  const correct = await correctAsShown(draw, service);
  return Object.fromEntries(
    draw.questions.map((q, i) => [String(q.question_id), i < right ? correct[i]! : (correct[i]! + 1) % q.options.length]),
  );
}

/** Starts a quiz and completes it with `right` correct answers; returns complete_quiz's raw response. */
export async function takeQuiz(client: SupabaseClient, moduleId: number, right: number, service?: SupabaseClient) {
  const draw = await startQuiz(client, moduleId);
  const answers = await answersFor(draw, Math.min(right, draw.questions.length), service);
  return client.rpc('complete_quiz', { attempt_id: draw.attempt_id, answers });
}
