// Sends one answer to grade_chart_exercise: the database grades it, stores the attempt and returns
// the verdict with the answer key and the explanation to draw.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import type { Database } from '../../../lib/database.types.ts';
import { exercisesKeys } from './exercises-keys.ts';

export type GradedExercise = Database['public']['CompositeTypes']['chart_exercise_result'];

export interface ExerciseAnswer {
  exerciseId: number;
  /** Level exercises: the clicked price. */
  price?: number;
  /** Candle exercises: the clicked candle (seconds since the epoch). Line exercises: with price, the first point. */
  time?: number;
  /** Line exercises: the second point. */
  endPrice?: number;
  endTime?: number;
  /** Number exercises: the typed number. */
  value?: number;
  /** Choice exercises: the chosen option's index (from 0). */
  choice?: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export async function gradeExercise(answer: ExerciseAnswer): Promise<GradedExercise> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .rpc('grade_chart_exercise', {
      exercise_id: answer.exerciseId,
      ...(answer.price !== undefined ? { price: cents(answer.price) } : {}),
      ...(answer.time !== undefined ? { bar_time: iso(answer.time) } : {}),
      ...(answer.endPrice !== undefined ? { end_price: cents(answer.endPrice) } : {}),
      ...(answer.endTime !== undefined ? { end_time: iso(answer.endTime) } : {}),
      ...(answer.value !== undefined ? { value: answer.value } : {}),
      ...(answer.choice !== undefined ? { choice: answer.choice } : {}),
    })
    .single();
  if (error) throw error;
  return data;
}

export function useGradeExercise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: gradeExercise,
    meta: { errorTitle: 'Answer not graded' },
    onSuccess: () => client.invalidateQueries({ queryKey: [...exercisesKeys.all, 'attempts'] }),
  });
}
