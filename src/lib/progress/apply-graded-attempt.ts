// What a graded attempt changes, applied at once so every screen shows it before the re-read lands.
import type { GradedAttempt, ProgressData } from './progress-types.ts';

export function applyGradedAttempt(data: ProgressData, attempt: GradedAttempt): ProgressData {
  return {
    ...data,
    modules: data.modules.map((m) =>
      m.id === attempt.module_id
        ? {
            ...m,
            completed: m.completed || attempt.passed,
            best_score: Math.max(m.best_score, attempt.score),
            attempt_count: m.attempt_count + 1,
          }
        : m,
    ),
    certificate: data.certificate ?? attempt.certificate,
  };
}
