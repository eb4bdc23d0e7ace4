// Reads the learner's course state: modules, their own progress, badges and certificate, in
// parallel. Every read of the learner's rows filters by their id: RLS is the guard, not the filter
// (an admin may read everyone's rows). Modules come back in course order.
import { queryOptions } from '@tanstack/react-query';
import { loadSupabase } from '../load-supabase.ts';
import { progressKeys } from './progress-keys.ts';
import type { Level, ModuleProgress, ProgressData } from './progress-types.ts';

export async function fetchProgress(userId: string): Promise<ProgressData> {
  const supabase = await loadSupabase();
  const [modules, progress, badges, certificate, lessons] = await Promise.all([
    supabase
      .from('modules')
      .select('id, level, position, title, description, duration, lesson_count, video_url, thumbnail')
      .order('position'),
    supabase.from('module_progress').select('module_id, best_score, attempt_count, passed_at').eq('user_id', userId),
    supabase.from('earned_badges').select('badge_id, name, description, icon, awarded_at').eq('user_id', userId).order('awarded_at'),
    supabase.from('certificates').select('code, holder_name, issued_at').eq('user_id', userId).maybeSingle(),
    // The view counts only the caller's own watched lessons.
    supabase.from('module_lesson_progress').select('module_id, lesson_count, watched_count'),
  ]);
  const failed = modules.error ?? progress.error ?? badges.error ?? certificate.error ?? lessons.error;
  if (failed) throw new Error(failed.message);

  const mine = new Map(progress.data!.map((row) => [row.module_id, row]));
  const watched = new Map(lessons.data!.map((row) => [row.module_id, row.watched_count]));
  return {
    modules: modules.data!.map((m): ModuleProgress => {
      const row = mine.get(m.id);
      return {
        ...m,
        level: m.level as Level,
        completed: row?.passed_at != null,
        best_score: row?.best_score ?? 0,
        attempt_count: row?.attempt_count ?? 0,
        lessons_watched: watched.get(m.id) ?? 0,
      };
    }),
    badges: badges.data!,
    certificate: certificate.data ?? null,
  };
}

export const progressQuery = (userId: string) =>
  queryOptions({ queryKey: progressKeys.mine(userId), queryFn: () => fetchProgress(userId) });
