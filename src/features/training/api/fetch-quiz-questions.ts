// A module's quiz questions in order. The table has no answers: those stay in the database until
// `complete_quiz` grades the attempt.
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { trainingKeys } from './training-keys.ts';

export interface QuizQuestion {
  id: number;
  position: number;
  question: string;
  options: string[];
}

export async function fetchQuizQuestions(moduleId: number): Promise<QuizQuestion[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('quiz_questions')
    .select('id, position, question, options')
    .eq('module_id', moduleId)
    .order('position')
    .order('id');
  if (error) throw new Error(error.message);
  return data;
}

/** The modal shows a failure itself, with a Retry button. */
export function useQuizQuestions(moduleId: number) {
  return useQuery({ queryKey: trainingKeys.quizQuestions(moduleId), queryFn: () => fetchQuizQuestions(moduleId), staleTime: Infinity });
}
