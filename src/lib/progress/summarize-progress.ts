// Derives the bars and the current module from the module rows, so every screen counts alike.
import { LEVELS, type Level, type ModuleProgress, type Tally } from './progress-types.ts';

export function tally(modules: readonly ModuleProgress[]): Tally {
  const completed = modules.filter((m) => m.completed).length;
  const total = modules.length;
  return { completed, total, percent: total === 0 ? 0 : Math.round((completed * 100) / total) };
}

export function groupByLevel(modules: readonly ModuleProgress[]): Record<Level, ModuleProgress[]> {
  const groups = { BEGINNER: [], INTERMEDIATE: [], ADVANCED: [] } as Record<Level, ModuleProgress[]>;
  for (const m of modules) groups[m.level]?.push(m);
  return groups;
}

export function tallyLevels(byLevel: Record<Level, ModuleProgress[]>): Record<Level, Tally> {
  return Object.fromEntries(LEVELS.map((level) => [level, tally(byLevel[level])])) as Record<Level, Tally>;
}

/** Same rule as the database's `profiles.current_module`: first not passed, else the last module. */
export function findCurrentModule(modules: readonly ModuleProgress[]): ModuleProgress | null {
  return modules.find((m) => !m.completed) ?? modules.at(-1) ?? null;
}
