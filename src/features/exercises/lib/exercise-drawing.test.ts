import { describe, expect, it } from 'vitest';
import type { GradedExercise } from '../api/grade-exercise.ts';
import { exerciseLines, exerciseMarkers, exerciseSegments, pickPoints, PICK_COLOR, RIGHT_COLOR, WRONG_COLOR } from './exercise-drawing.ts';

const base: GradedExercise = {
  attempt_id: 1,
  exercise_id: 1,
  is_correct: false,
  answer_price: null,
  answer_time: null,
  accept_low: null,
  accept_high: null,
  accept_from: null,
  accept_to: null,
  key_price: null,
  key_time: null,
  explanation: 'why',
  attempt_count: 1,
  answer_end_price: null,
  answer_end_time: null,
  answer_value: null,
  answer_choice: null,
  key_end_price: null,
  key_end_time: null,
  key_value: null,
  key_choice: null,
  tolerance: null,
};
const day = (n: number) => Date.parse(`2026-06-${String(n).padStart(2, '0')}T00:00:00Z`) / 1000;
const iso = (n: number) => `2026-06-${String(n).padStart(2, '0')}T00:00:00+00:00`;
const times = [1, 2, 3, 4, 5, 8, 9, 10, 11, 12].map(day);

describe('exercise drawing', () => {
  it('before grading draws only the pick', () => {
    expect(exerciseLines('level', { price: 71.5 }, null).map((l) => l.title)).toEqual(['Your answer']);
    expect(exerciseMarkers('candle', { time: 100 }, null).map((m) => m.text)).toEqual(['Your pick']);
    expect(exerciseLines('level', null, null)).toEqual([]);
  });

  it('after a wrong level answer draws the band, the key level and the answer in red', () => {
    const lines = exerciseLines('level', { price: 79 }, { ...base, answer_price: 79, accept_low: 71, accept_high: 72.8, key_price: 72 });
    expect(lines.map((l) => `${l.title}@${l.price}`)).toEqual(['Accepted from@71', 'Accepted to@72.8', 'Key level@72', 'Your answer@79']);
    expect(lines.at(-1)!.color).toBe(WRONG_COLOR);
  });

  it('after a right candle answer marks the key candle once', () => {
    const t = '2026-07-09T00:00:00+00:00';
    const markers = exerciseMarkers('candle', { time: Date.parse(t) / 1000 }, { ...base, is_correct: true, answer_time: t, key_time: t });
    expect(markers).toEqual([{ time: Date.parse(t) / 1000, color: RIGHT_COLOR, text: 'Answer' }]);
  });

  it('a number exercise draws no band from its accepted range', () => {
    expect(exerciseLines('number', { value: 21 }, { ...base, accept_low: 21, accept_high: 21, key_value: 21 })).toEqual([]);
    expect(exerciseMarkers('choice', { choice: 1 }, { ...base, key_choice: 1 })).toEqual([]);
  });

  it('a line exercise draws its first point, then the line across the chart, then the key line', () => {
    const first = { time: day(3), price: 10 };
    expect(pickPoints(first, times)).toEqual([{ position: 2, price: 10 }]);
    expect(pickPoints({ time: 999, price: 10 }, times)).toEqual([]);
    const [dot] = exerciseSegments('line', first, null, times);
    expect(dot).toMatchObject({ points: [{ position: 2, price: 10 }], color: PICK_COLOR });

    const pick = { ...first, endTime: day(8), endPrice: 13 }; // positions 2 and 5: +1 a candle
    const [line] = exerciseSegments('line', pick, null, times);
    expect(line!.from).toEqual({ position: 0, price: 8 });
    expect(line!.to).toEqual({ position: 9, price: 17 });

    const graded = {
      ...base,
      is_correct: false,
      key_time: iso(1),
      key_price: 8,
      key_end_time: iso(12),
      key_end_price: 8 + 4.5,
      tolerance: 0.5,
    };
    const drawn = exerciseSegments('line', pick, graded, times);
    expect(drawn.map((s) => `${s.title}:${s.from.price}->${s.to.price}:${s.color}`)).toEqual([
      `Key line:8->12.5:${RIGHT_COLOR}`,
      `Your line:8->17:${WRONG_COLOR}`,
    ]);
    expect(exerciseSegments('level', pick, graded, times)).toEqual([]);
  });
});
