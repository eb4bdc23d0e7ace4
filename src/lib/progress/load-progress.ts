// Reads the learner's course state: modules, their own progress (RLS limits it to them), badges and
// certificate, in parallel. Modules come back in course order.
import { supabase } from '../supabase.ts';
import type { Level, ModuleProgress, ProgressData } from './progress-types.ts';

export async function loadProgress(): Promise<ProgressData> {
  const [modules, overview, badges, certificate] = await Promise.all([
    supabase.from('modules').select('id, level, position, title, description, duration, lesson_count, video_url, thumbnail').order('position'),
    supabase.from('module_progress_overview').select('module_id, best_score, attempt_count, completed'),
    supabase.from('earned_badges').select('badge_id, name, description, icon, awarded_at').order('awarded_at'),
    supabase.from('certificates').select('code, holder_name, issued_at').maybeSingle(),
  ]);
  const failed = modules.error ?? overview.error ?? badges.error ?? certificate.error;
  if (failed) throw new Error(failed.message);

  const mine = new Map((overview.data ?? []).map((row) => [row.module_id, row]));
  return {
    modules: (modules.data ?? []).map((m): ModuleProgress => {
      const row = mine.get(m.id);
      return {
        ...m,
        level: m.level as Level,
        completed: row?.completed ?? false,
        best_score: row?.best_score ?? 0,
        attempt_count: row?.attempt_count ?? 0,
      };
    }),
    badges: badges.data ?? [],
    certificate: certificate.data ?? null,
  };
}
