import { describe, expect, it } from 'vitest';
import type { LessonSummary } from '../api/fetch-lessons.ts';
import { neighbours, pickLesson } from './pick-lesson.ts';

const lesson = (id: number, module_id: number, position: number): LessonSummary => ({
  id,
  module_id,
  position,
  title: `L${id}`,
  duration_seconds: 60,
  video_path: null,
  video_url: null,
  captions_path: null,
  chapters_path: null,
});
const course = [lesson(1, 1, 1), lesson(2, 1, 2), lesson(3, 2, 1), lesson(4, 2, 2), lesson(5, 5, 1)];

describe('picking the lesson', () => {
  it('takes the URL lesson, else the first unwatched of the module, else its first', () => {
    expect(pickLesson(course, 1, 4, () => false)?.id).toBe(4);
    expect(pickLesson(course, 1, 99, () => false)).toBeNull();
    expect(pickLesson(course, 1, null, (id) => id === 1)?.id).toBe(2);
    expect(pickLesson(course, 1, null, () => true)?.id).toBe(1);
    expect(pickLesson(course, 3, null, () => false)).toBeNull();
  });

  it('walks the channel across modules, not beyond it', () => {
    expect(neighbours(course, [1, 2], 2)).toEqual({ previous: course[0], next: course[2] });
    expect(neighbours(course, [1, 2], 1).previous).toBeNull();
    expect(neighbours(course, [1, 2], 4).next).toBeNull();
  });
});
