// Query keys of the lessons feature. The learner's own progress carries their id, so one user's
// positions are never shown to the next; the course progress (src/lib/progress) reads the per-module
// counts and is refreshed when a lesson becomes watched.
export const lessonKeys = {
  all: ['lessons'] as const,
  list: () => ['lessons', 'list'] as const,
  detail: (lessonId: number) => ['lessons', 'detail', lessonId] as const,
  progress: (userId: string) => ['lessons', 'progress', userId] as const,
  media: (path: string) => ['lessons', 'media', path] as const,
};
