// Which lesson a tutorials channel shows, and its neighbours. Pure, so the rules are tested alone.
import type { LessonSummary } from '../api/fetch-lessons.ts';

/** The lesson in the URL; else the module's first lesson not yet watched; else its first lesson. */
export function pickLesson(
  lessons: readonly LessonSummary[],
  moduleId: number | null,
  lessonId: number | null,
  watched: (id: number) => boolean,
): LessonSummary | null {
  if (lessonId !== null) return lessons.find((l) => l.id === lessonId) ?? null;
  const inModule = lessons.filter((l) => l.module_id === moduleId);
  return inModule.find((l) => !watched(l.id)) ?? inModule[0] ?? null;
}

/** Previous and next lesson in course order among the given modules (a channel's level). */
export function neighbours(lessons: readonly LessonSummary[], moduleIds: readonly number[], lessonId: number) {
  const path = lessons.filter((l) => moduleIds.includes(l.module_id));
  const i = path.findIndex((l) => l.id === lessonId);
  return { previous: i > 0 ? path[i - 1]! : null, next: i >= 0 && i < path.length - 1 ? path[i + 1]! : null };
}
