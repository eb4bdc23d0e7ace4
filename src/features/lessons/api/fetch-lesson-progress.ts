// The signed-in learner's place in every lesson they started: saved position and when it became
// watched. Filtered by their id (RLS is the guard, not the filter: an admin reads everyone's rows).
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { lessonKeys } from './lesson-keys.ts';

export interface LessonPlace {
  lesson_id: number;
  position_seconds: number;
  watched_at: string | null;
}

export async function fetchLessonProgress(userId: string): Promise<Map<number, LessonPlace>> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('lesson_progress').select('lesson_id, position_seconds, watched_at').eq('user_id', userId);
  if (error) throw new Error(error.message);
  return new Map(data.map((row) => [row.lesson_id, row]));
}

export function useLessonProgress(userId: string) {
  return useQuery({ queryKey: lessonKeys.progress(userId), queryFn: () => fetchLessonProgress(userId), enabled: userId !== '' });
}
