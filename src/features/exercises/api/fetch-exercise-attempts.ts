// Which of a module's exercises the signed-in learner has solved (their own attempts, filtered by
// user explicitly; RLS is the guard, not the filter).
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { exercisesKeys } from './exercises-keys.ts';

export interface ExerciseRecord {
  attempts: number;
  solved: boolean;
}

export async function fetchExerciseAttempts(userId: string, exerciseIds: number[]): Promise<Map<number, ExerciseRecord>> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('chart_exercise_attempts')
    .select('exercise_id, is_correct')
    .eq('user_id', userId)
    .in('exercise_id', exerciseIds);
  if (error) throw error;
  const records = new Map<number, ExerciseRecord>();
  for (const a of data) {
    const r = records.get(a.exercise_id) ?? { attempts: 0, solved: false };
    records.set(a.exercise_id, { attempts: r.attempts + 1, solved: r.solved || a.is_correct });
  }
  return records;
}

export function useExerciseAttempts(userId: string, moduleId: number, exerciseIds: number[]) {
  return useQuery({
    queryKey: exercisesKeys.attempts(userId, moduleId),
    queryFn: () => fetchExerciseAttempts(userId, exerciseIds),
    enabled: exerciseIds.length > 0,
    meta: { errorTitle: 'Could not load your exercise attempts' },
  });
}
