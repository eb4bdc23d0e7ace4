// A module's chart exercises with their stored bars. No answers here: the key reaches the browser
// only in grade_chart_exercise's result.
import { useQuery } from '@tanstack/react-query';
import type { Candle } from '../../../components/candle-chart.tsx';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { exercisesKeys } from './exercises-keys.ts';

export type ExerciseKind = 'level' | 'candle' | 'line' | 'number' | 'choice';
const KINDS: ExerciseKind[] = ['level', 'candle', 'line', 'number', 'choice'];

export interface ChartExercise {
  id: number;
  kind: ExerciseKind;
  title: string;
  prompt: string;
  /** Choice exercises: the options, in order. */
  choices: string[];
  /** Number exercises: what the number is ("Shares to buy"). */
  answerLabel: string | null;
  candles: Candle[];
}

export async function fetchModuleExercises(moduleId: number): Promise<ChartExercise[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('chart_exercises')
    .select('id, kind, title, prompt, choices, answer_label, chart_exercise_bars(position, bucket_start, open, high, low, close)')
    .eq('module_id', moduleId)
    .order('position');
  if (error) throw error;
  return data.map((e) => ({
    id: e.id,
    kind: KINDS.find((k) => k === e.kind) ?? 'level',
    title: e.title,
    prompt: e.prompt,
    choices: e.choices ?? [],
    answerLabel: e.answer_label,
    candles: [...e.chart_exercise_bars]
      .sort((a, b) => a.position - b.position)
      .map((b) => ({
        time: Date.parse(b.bucket_start) / 1000,
        open: Number(b.open),
        high: Number(b.high),
        low: Number(b.low),
        close: Number(b.close),
      })),
  }));
}

export function useModuleExercises(moduleId: number) {
  return useQuery({
    queryKey: exercisesKeys.module(moduleId),
    queryFn: () => fetchModuleExercises(moduleId),
    staleTime: 5 * 60_000,
    meta: { errorTitle: 'Could not load the exercises' },
  });
}
