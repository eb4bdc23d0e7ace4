// The profile menu's extras: badges earned and how many modules are completed.
import { supabase } from '../../../lib/supabase.ts';
import { useLoad } from '../hooks/use-load.ts';

export interface AccountSummary {
  badges: { id: string; name: string; icon: string; description: string }[];
  completedModules: number;
  totalModules: number;
}

export async function fetchAccountSummary(): Promise<AccountSummary> {
  const [badges, progress] = await Promise.all([
    supabase.from('earned_badges').select('badge_id, name, icon, description').order('awarded_at'),
    supabase.from('module_progress_overview').select('module_id, completed'),
  ]);
  if (badges.error) throw badges.error;
  if (progress.error) throw progress.error;
  return {
    badges: badges.data.map((b) => ({ id: b.badge_id, name: b.name, icon: b.icon, description: b.description })),
    completedModules: progress.data.filter((p) => p.completed).length,
    totalModules: progress.data.length,
  };
}

/** Loaded when the menu opens (`round` changes), so it reflects quizzes just taken. */
export function useAccountSummary(round: number) {
  return useLoad(round > 0 ? fetchAccountSummary : null, String(round), 'Could not load your progress');
}
