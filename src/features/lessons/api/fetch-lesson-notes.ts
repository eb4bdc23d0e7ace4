// One lesson's notes (markdown), read when the lesson opens.
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { lessonKeys } from './lesson-keys.ts';

export async function fetchLessonNotes(lessonId: number): Promise<string> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('lessons').select('notes').eq('id', lessonId).maybeSingle();
  if (error) throw new Error(error.message);
  if (!data) throw new Error('This lesson does not exist or is not published.');
  return data.notes;
}

export function useLessonNotes(lessonId: number) {
  return useQuery({ queryKey: lessonKeys.detail(lessonId), queryFn: () => fetchLessonNotes(lessonId), staleTime: 5 * 60_000 });
}
