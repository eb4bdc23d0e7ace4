// Saves the player's position through save_lesson_progress; the database caps it at the lesson's
// length and decides when the lesson counts as watched (90 %). The answer updates the learner's
// lesson places at once; a lesson that just became watched refreshes the course progress bars.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { progressKeys } from '../../../lib/progress/progress-keys.ts';
import { lessonKeys } from './lesson-keys.ts';
import type { LessonPlace } from './fetch-lesson-progress.ts';

export async function saveLessonProgress(lessonId: number, seconds: number): Promise<LessonPlace> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('save_lesson_progress', {
    lesson_id: lessonId,
    position_seconds: Math.round(seconds * 100) / 100,
  });
  if (error) throw new Error(error.message);
  return { lesson_id: data.lesson_id, position_seconds: data.position_seconds, watched_at: data.watched_at };
}

export function useSaveLessonProgress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, seconds }: { lessonId: number; seconds: number }) => saveLessonProgress(lessonId, seconds),
    onSuccess: (place) => {
      const key = lessonKeys.progress(userId);
      const before = queryClient.getQueryData<Map<number, LessonPlace>>(key)?.get(place.lesson_id);
      queryClient.setQueryData<Map<number, LessonPlace>>(key, (old) => new Map(old ?? []).set(place.lesson_id, place));
      if (place.watched_at && !before?.watched_at) void queryClient.invalidateQueries({ queryKey: progressKeys.mine(userId) });
    },
  });
}
