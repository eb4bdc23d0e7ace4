// Every published lesson of the course without its notes (a few kB), in course order: the module's
// lesson list, previous/next and the default lesson of a module all come from this one read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { lessonKeys } from './lesson-keys.ts';

export interface LessonSummary {
  id: number;
  module_id: number;
  position: number;
  title: string;
  duration_seconds: number;
  video_path: string | null;
  video_url: string | null;
  captions_path: string | null;
  chapters_path: string | null;
}

export async function fetchLessons(): Promise<LessonSummary[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('lessons')
    .select('id, module_id, position, title, duration_seconds, video_path, video_url, captions_path, chapters_path')
    .eq('published', true)
    .order('module_id')
    .order('position');
  if (error) throw new Error(error.message);
  return data;
}

export const lessonsQuery = () => queryOptions({ queryKey: lessonKeys.list(), queryFn: fetchLessons, staleTime: 5 * 60_000 });

export function useLessons() {
  return useQuery(lessonsQuery());
}
