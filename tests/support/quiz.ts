// Taking a quiz or the final exam the only way a learner can: start_quiz / start_final_exam draw the
// questions, complete_quiz / submit_final_exam grade them. The correct options are looked up through the
// service role (never by the learner's client) and matched to the shuffled options by their text.
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
export async function correctAsShown(draw: Pick<Draw, 'questions'>, service: SupabaseClient = serviceClient()): Promise<number[]> {
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
export async function answersFor(draw: Pick<Draw, 'questions'>, right: number, service?: SupabaseClient): Promise<Record<string, number>> {
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

/** Marks every module of the course (or the given ones) passed, as the service role: the fast way to a learner the final exam is open to. */
export async function passModules(userId: string, moduleIds?: number[], service: SupabaseClient = serviceClient()): Promise<void> {
  const ids = moduleIds ?? must(await service.from('modules').select('id').order('position')).map((m) => m.id as number);
  const now = new Date().toISOString();
  must(
    await service
      .from('module_progress')
      .upsert(ids.map((id) => ({ user_id: userId, module_id: id, best_score: 90, attempt_count: 1, passed_at: now, last_attempt_at: now })))
      .select('module_id'),
  );
}

export interface ExamQuestion extends DrawnQuestion {
  module_id: number;
}

export interface ExamDraw {
  attempt_id: string;
  started_at: string;
  deadline: string;
  server_time: string;
  time_limit_seconds: number;
  pass_mark: number;
  questions: ExamQuestion[];
}

export async function startFinalExam(client: SupabaseClient): Promise<ExamDraw> {
  const draw: ExamDraw = must(await client.rpc('start_final_exam'));
  return draw;
}

/** Starts the final exam and submits it with `right` correct answers (the rest wrong); returns submit_final_exam's raw response. */
export async function takeFinalExam(client: SupabaseClient, right: number, service?: SupabaseClient) {
  const draw = await startFinalExam(client);
  const answers = await answersFor(draw, Math.min(right, draw.questions.length), service);
  return client.rpc('submit_final_exam', { attempt_id: draw.attempt_id, answers });
}

/** A learner with the certificate, earned the only way there is: every module passed, then the final exam. */
export async function earnCertificate(client: SupabaseClient, userId: string, service: SupabaseClient = serviceClient()) {
  await passModules(userId, undefined, service);
  const result = must(await takeFinalExam(client, 30, service));
  if (!result.passed) throw new Error(`the final exam was not passed: ${JSON.stringify(result)}`);
  return result as { certificate: { code: string; holder_name: string; issued_at: string } | null; score: number };
}
