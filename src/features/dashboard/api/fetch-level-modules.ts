// A tutorial channel's modules (its level) with the learner's progress on each.
import { supabase } from '../../../lib/supabase.ts';
import { useLoad } from '../hooks/use-load.ts';

export interface LevelModule {
  id: number;
  title: string;
  duration: string;
  thumbnail: string;
  videoUrl: string | null;
  lessonCount: number;
  completed: boolean;
  bestScore: number;
  attempts: number;
}

export async function fetchLevelModules(level: string): Promise<LevelModule[]> {
  const [modules, progress] = await Promise.all([
    supabase.from('modules').select('id, title, duration, thumbnail, video_url, lesson_count').eq('level', level).order('position'),
    supabase.from('module_progress_overview').select('module_id, completed, best_score, attempt_count').eq('level', level),
  ]);
  if (modules.error) throw modules.error;
  if (progress.error) throw progress.error;
  const byModule = new Map(progress.data.map((p) => [p.module_id, p]));
  return modules.data.map((m) => {
    const p = byModule.get(m.id);
    return {
      id: m.id,
      title: m.title,
      duration: m.duration,
      thumbnail: m.thumbnail,
      videoUrl: m.video_url,
      lessonCount: m.lesson_count,
      completed: !!p?.completed,
      bestScore: Number(p?.best_score ?? 0),
      attempts: Number(p?.attempt_count ?? 0),
    };
  });
}

/** `round` re-reads after a quiz. */
export function useLevelModules(level: string, round: number) {
  return useLoad(() => fetchLevelModules(level), `${level}:${round}`, 'Could not load the modules');
}
