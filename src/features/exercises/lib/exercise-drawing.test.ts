import { describe, expect, it } from 'vitest';
import type { GradedExercise } from '../api/grade-exercise.ts';
import { exerciseLines, exerciseMarkers, RIGHT_COLOR, WRONG_COLOR } from './exercise-drawing.ts';

const base: GradedExercise = {
  attempt_id: 1, exercise_id: 1, is_correct: false, answer_price: null, answer_time: null, accept_low: null, accept_high: null,
  accept_from: null, accept_to: null, key_price: null, key_time: null, explanation: 'why', attempt_count: 1,
};

describe('exercise drawing', () => {
  it('before grading draws only the pick', () => {
    expect(exerciseLines({ price: 71.5 }, null).map((l) => l.title)).toEqual(['Your answer']);
    expect(exerciseMarkers({ time: 100 }, null).map((m) => m.text)).toEqual(['Your pick']);
    expect(exerciseLines(null, null)).toEqual([]);
  });

  it('after a wrong level answer draws the band, the key level and the answer in red', () => {
    const lines = exerciseLines({ price: 79 }, { ...base, answer_price: 79, accept_low: 71, accept_high: 72.8, key_price: 72 });
    expect(lines.map((l) => `${l.title}@${l.price}`)).toEqual(['Accepted from@71', 'Accepted to@72.8', 'Key level@72', 'Your answer@79']);
    expect(lines.at(-1)!.color).toBe(WRONG_COLOR);
  });

  it('after a right candle answer marks the key candle once', () => {
    const t = '2026-07-09T00:00:00+00:00';
    const markers = exerciseMarkers({ time: Date.parse(t) / 1000 }, { ...base, is_correct: true, answer_time: t, key_time: t });
    expect(markers).toEqual([{ time: Date.parse(t) / 1000, color: RIGHT_COLOR, text: 'Answer' }]);
  });
});
