// The preview's three sample modules: the first module of each level, from public.modules (readable
// by visitors). For a signed-in learner, completion comes from their own progress. The client is
// loaded on demand, so the page itself paints (and pre-renders) without supabase-js.
import { loadSupabase, type Supabase } from '../../../lib/auth/load-supabase.ts';

export interface SampleModule {
  id: number;
  title: string;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  duration: string;
  lessons: number;
  completed: boolean;
}

const DIFFICULTY = { BEGINNER: 'Beginner', INTERMEDIATE: 'Intermediate', ADVANCED: 'Advanced' } as const;
const SAMPLE_MODULE_IDS = [1, 5, 9];

async function fetchCompletedIds(supabase: Supabase): Promise<Set<number>> {
  const { data, error } = await supabase.from('module_progress_overview').select('module_id, completed').in('module_id', SAMPLE_MODULE_IDS);
  if (error) throw error;
  return new Set(data.filter((r) => r.completed).map((r) => r.module_id));
}

export async function fetchSampleModules(signedIn: boolean): Promise<SampleModule[]> {
  const supabase = await loadSupabase();
  const [modules, completed] = await Promise.all([
    supabase.from('modules').select('id, level, title, duration, lesson_count').in('id', SAMPLE_MODULE_IDS).order('position'),
    signedIn ? fetchCompletedIds(supabase) : Promise.resolve(new Set<number>()),
  ]);
  if (modules.error) throw modules.error;
  return modules.data.map((m) => ({
    id: m.id,
    title: m.title,
    difficulty: DIFFICULTY[m.level as keyof typeof DIFFICULTY] ?? 'Beginner',
    duration: m.duration,
    lessons: m.lesson_count,
    completed: completed.has(m.id),
  }));
}
