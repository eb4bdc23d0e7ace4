// The shape `useCourseProgress()` returns: the course as the signed-in learner sees it.
export type Level = 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';

export const LEVELS: readonly Level[] = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'];

export interface ModuleProgress {
  id: number;
  level: Level;
  position: number;
  title: string;
  description: string;
  duration: string;
  lesson_count: number;
  /** Lessons of the module the learner has watched (90 %, decided by save_lesson_progress). */
  lessons_watched: number;
  video_url: string | null;
  thumbnail: string;
  completed: boolean;
  best_score: number;
  attempt_count: number;
}

export interface EarnedBadge {
  badge_id: string;
  name: string;
  description: string;
  icon: string;
  awarded_at: string;
}

export interface Certificate {
  code: string;
  holder_name: string;
  issued_at: string;
}

export interface Tally {
  completed: number;
  total: number;
  /** Whole percent, 0 when there is nothing to count. */
  percent: number;
}

/** What the database holds for the learner; everything else is derived from it. */
export interface ProgressData {
  modules: ModuleProgress[];
  badges: EarnedBadge[];
  certificate: Certificate | null;
}

export interface CourseProgress extends ProgressData {
  byLevel: Record<Level, ModuleProgress[]>;
  overall: Tally;
  levels: Record<Level, Tally>;
  /** The first module (in course order) not yet passed; the last one once all are; null while loading. */
  currentModule: ModuleProgress | null;
  loading: boolean;
  /** Why the last load failed, readable; null when it did not. */
  error: string | null;
  /** Reads everything again; resolves when done (errors land in `error`). */
  refresh(): Promise<void>;
}

/** The part of `complete_quiz`'s answer that changes progress. */
export interface GradedAttempt {
  module_id: number;
  score: number;
  passed: boolean;
  certificate: Certificate | null;
}
