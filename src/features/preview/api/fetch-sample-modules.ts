// The preview's three sample modules: the first module of each level, from public.modules (readable
// by visitors). For a signed-in learner, completion comes from their own progress (filtered by their
// id). The client is loaded on demand, so the page itself paints (and pre-renders) without supabase-js.
import { useQuery } from '@tanstack/react-query';
import { loadSupabase, type Supabase } from '../../../lib/load-supabase.ts';

export interface SampleModule {
  id: number;
  title: string;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  duration: string;
  lessons: number;
  /** Lessons the signed-in learner has watched; null for a visitor. */
  lessonsWatched: number | null;
  completed: boolean;
}

const DIFFICULTY = { BEGINNER: 'Beginner', INTERMEDIATE: 'Intermediate', ADVANCED: 'Advanced' } as const;
const SAMPLE_MODULE_IDS = [1, 5, 9];

export const previewKeys = {
  sampleModules: (userId: string | null) => ['preview', 'sample-modules', userId] as const,
};

async function fetchCompletedIds(supabase: Supabase, userId: string): Promise<Set<number>> {
  const { data, error } = await supabase
    .from('module_progress')
    .select('module_id')
    .eq('user_id', userId)
    .in('module_id', SAMPLE_MODULE_IDS)
    .not('passed_at', 'is', null);
  if (error) throw error;
  return new Set(data.map((r) => r.module_id));
}

async function fetchWatchedCounts(supabase: Supabase): Promise<Map<number, number>> {
  // The view counts only the caller's own watched lessons.
  const { data, error } = await supabase
    .from('module_lesson_progress')
    .select('module_id, watched_count')
    .in('module_id', SAMPLE_MODULE_IDS);
  if (error) throw error;
  return new Map(data.map((r) => [r.module_id ?? 0, r.watched_count ?? 0]));
}

export async function fetchSampleModules(userId: string | null): Promise<SampleModule[]> {
  const supabase = await loadSupabase();
  const [modules, completed, watched] = await Promise.all([
    supabase.from('modules').select('id, level, title, duration, lesson_count').in('id', SAMPLE_MODULE_IDS).order('position'),
    userId ? fetchCompletedIds(supabase, userId) : Promise.resolve(new Set<number>()),
    userId ? fetchWatchedCounts(supabase) : Promise.resolve(null),
  ]);
  if (modules.error) throw modules.error;
  return modules.data.map((m) => ({
    id: m.id,
    title: m.title,
    difficulty: DIFFICULTY[m.level as keyof typeof DIFFICULTY] ?? 'Beginner',
    duration: m.duration,
    lessons: m.lesson_count,
    lessonsWatched: watched ? Math.min(watched.get(m.id) ?? 0, m.lesson_count) : null,
    completed: completed.has(m.id),
  }));
}

/** The section shows a failure itself. */
export function useSampleModules(userId: string | null) {
  return useQuery({ queryKey: previewKeys.sampleModules(userId), queryFn: () => fetchSampleModules(userId) });
}
