import { describe, expect, it } from 'vitest';
import { applyGradedAttempt } from './apply-graded-attempt.ts';
import type { Level, ModuleProgress } from './progress-types.ts';
import { findCurrentModule, groupByLevel, tally, tallyLevels } from './summarize-progress.ts';

function mod(id: number, level: Level, completed = false, best_score = 0): ModuleProgress {
  return {
    id,
    level,
    position: id,
    title: `M${id}`,
    description: '',
    duration: '10:00',
    lesson_count: 1,
    video_url: null,
    thumbnail: 'trending-up',
    completed,
    best_score,
    attempt_count: best_score ? 1 : 0,
    lessons_watched: 0,
  };
}

const course = [
  mod(1, 'BEGINNER', true, 100),
  mod(2, 'BEGINNER', true, 80),
  mod(3, 'BEGINNER'),
  mod(4, 'INTERMEDIATE'),
  mod(5, 'ADVANCED', true, 70),
  mod(6, 'ADVANCED'),
];

describe('progress summary', () => {
  it('counts completed modules with a whole percent', () => {
    expect(tally(course)).toEqual({ completed: 3, total: 6, percent: 50 });
    expect(tally([])).toEqual({ completed: 0, total: 0, percent: 0 });
    expect(tally(course.slice(0, 3))).toEqual({ completed: 2, total: 3, percent: 67 });
  });

  it('splits by level and tallies each', () => {
    const byLevel = groupByLevel(course);
    expect(byLevel.BEGINNER.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(tallyLevels(byLevel)).toEqual({
      BEGINNER: { completed: 2, total: 3, percent: 67 },
      INTERMEDIATE: { completed: 0, total: 1, percent: 0 },
      ADVANCED: { completed: 1, total: 2, percent: 50 },
    });
  });

  it('takes the first module not passed as current, the last once all are passed', () => {
    expect(findCurrentModule(course)?.id).toBe(3);
    expect(findCurrentModule(course.map((m) => ({ ...m, completed: true })))?.id).toBe(6);
    expect(findCurrentModule([])).toBeNull();
  });
});

describe('applying a graded attempt', () => {
  const data = { modules: course, badges: [], certificate: null };

  it('marks a pass completed and keeps the best score', () => {
    const next = applyGradedAttempt(data, { module_id: 3, score: 80, passed: true, certificate: null });
    expect(next.modules[2]).toMatchObject({ completed: true, best_score: 80, attempt_count: 1 });
    expect(next.modules[0]).toBe(course[0]);
  });

  it('never lowers a best score or un-completes a module', () => {
    const next = applyGradedAttempt(data, { module_id: 1, score: 40, passed: false, certificate: null });
    expect(next.modules[0]).toMatchObject({ completed: true, best_score: 100, attempt_count: 2 });
  });

  it('takes a newly issued certificate', () => {
    const certificate = { code: 'TC-1', holder_name: 'Ann', issued_at: '2026-11-22T00:00:00Z' };
    expect(applyGradedAttempt(data, { module_id: 6, score: 100, passed: true, certificate }).certificate).toEqual(certificate);
  });
});
