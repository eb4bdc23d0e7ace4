// A module's quiz questions in order. The table has no answers: those stay in the database until
// `complete_quiz` grades the attempt.
import { useCallback, useEffect, useState } from 'react';
import { supabase } from '../../../lib/supabase.ts';

export interface QuizQuestion {
  id: number;
  position: number;
  question: string;
  options: string[];
}

export async function fetchQuizQuestions(moduleId: number): Promise<QuizQuestion[]> {
  const { data, error } = await supabase
    .from('quiz_questions')
    .select('id, position, question, options')
    .eq('module_id', moduleId)
    .order('position')
    .order('id');
  if (error) throw new Error(error.message);
  return data;
}

interface QuestionsState {
  questions: QuizQuestion[] | null;
  error: string | null;
}

export function useQuizQuestions(moduleId: number) {
  const [state, setState] = useState<QuestionsState>({ questions: null, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    // Back to loading when the input changes. (Replaced by the TanStack Query data layer, issue 11.)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState({ questions: null, error: null });
    fetchQuizQuestions(moduleId).then(
      (questions) => live && setState({ questions, error: null }),
      (e: Error) => live && setState({ questions: null, error: e.message }),
    );
    return () => {
      live = false;
    };
  }, [moduleId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
