// What a chart exercise draws: the learner's pick before grading, then after grading their answer
// (green when right, red when wrong), the level, candle or line the key names and the accepted band.
// Number and choice exercises draw nothing on the chart.
import type { ChartLine, ChartMarker } from '../../../components/candle-chart.tsx';
import type { ExerciseKind } from '../api/fetch-module-exercises.ts';
import type { GradedExercise } from '../api/grade-exercise.ts';
import { lineAcross, type LinePoint } from './line-geometry.ts';

export const PICK_COLOR = '#1864ab';
export const RIGHT_COLOR = '#2b8a3e';
export const WRONG_COLOR = '#c92a2a';
const BAND_COLOR = '#868e96';

export interface Pick {
  /** Level: the price. Line: the first point's price. */
  price?: number;
  /** Candle: the candle. Line: the first point's candle. */
  time?: number;
  /** Line: the second point. */
  endPrice?: number;
  endTime?: number;
  /** Number: the typed number. */
  value?: number;
  /** Choice: the chosen option (from 0). */
  choice?: number;
}

/** A line drawn over the chart, between two candle positions, with the points that made it. */
export interface Segment {
  from: LinePoint;
  to: LinePoint;
  points: LinePoint[];
  color: string;
  title: string;
  dashed?: boolean;
}

const seconds = (iso: string | null) => (iso ? Date.parse(iso) / 1000 : null);

export function formatPrice(price: number): string {
  return price.toFixed(2);
}

export function formatDay(time: number): string {
  return new Date(time * 1000).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

export function exerciseLines(kind: ExerciseKind, pick: Pick | null, graded: GradedExercise | null): ChartLine[] {
  if (kind !== 'level') return [];
  if (!graded) return pick?.price !== undefined ? [{ price: pick.price, color: PICK_COLOR, title: 'Your answer', dashed: true }] : [];
  const lines: ChartLine[] = [];
  if (graded.accept_low !== null && graded.accept_high !== null) {
    lines.push(
      { price: graded.accept_low, color: BAND_COLOR, title: 'Accepted from', dashed: true },
      { price: graded.accept_high, color: BAND_COLOR, title: 'Accepted to', dashed: true },
    );
  }
  if (graded.key_price !== null) lines.push({ price: graded.key_price, color: RIGHT_COLOR, title: 'Key level' });
  if (graded.answer_price !== null)
    lines.push({ price: graded.answer_price, color: graded.is_correct ? RIGHT_COLOR : WRONG_COLOR, title: 'Your answer', dashed: true });
  return lines;
}

export function exerciseMarkers(kind: ExerciseKind, pick: Pick | null, graded: GradedExercise | null): ChartMarker[] {
  if (kind !== 'candle') return [];
  if (!graded) return pick?.time !== undefined ? [{ time: pick.time, color: PICK_COLOR, text: 'Your pick' }] : [];
  const markers: ChartMarker[] = [];
  const key = seconds(graded.key_time);
  const answer = seconds(graded.answer_time);
  if (key !== null) markers.push({ time: key, color: RIGHT_COLOR, text: 'Answer' });
  if (answer !== null && answer !== key)
    markers.push({ time: answer, color: graded.is_correct ? RIGHT_COLOR : WRONG_COLOR, text: 'Your pick', below: true });
  return markers;
}

/** The points of a line exercise's pick (one or two), as candle positions. */
export function pickPoints(pick: Pick | null, times: number[]): LinePoint[] {
  const point = (time: number | undefined, price: number | undefined) => {
    const position = time === undefined ? -1 : times.indexOf(time);
    return position >= 0 && price !== undefined ? [{ position, price }] : [];
  };
  return [...point(pick?.time, pick?.price), ...point(pick?.endTime, pick?.endPrice)];
}

function segment(points: LinePoint[], candleCount: number, color: string, title: string, dashed = false): Segment[] {
  if (points.length !== 2) return [];
  const [from, to] = lineAcross(points[0]!, points[1]!, candleCount);
  return [{ from, to, points, color, title, dashed }];
}

/** Line exercises: the learner's line (with its points) and, after grading, the key line. */
export function exerciseSegments(kind: ExerciseKind, pick: Pick | null, graded: GradedExercise | null, times: number[]): Segment[] {
  if (kind !== 'line') return [];
  const mine = pickPoints(pick, times);
  if (!graded)
    return mine.length === 1
      ? [{ from: mine[0]!, to: mine[0]!, points: mine, color: PICK_COLOR, title: 'Your line' }]
      : segment(mine, times.length, PICK_COLOR, 'Your line', true);
  const key = pickPoints(
    {
      time: seconds(graded.key_time) ?? undefined,
      price: graded.key_price ?? undefined,
      endTime: seconds(graded.key_end_time) ?? undefined,
      endPrice: graded.key_end_price ?? undefined,
    },
    times,
  );
  return [
    ...segment(key, times.length, RIGHT_COLOR, 'Key line'),
    ...segment(mine, times.length, graded.is_correct ? RIGHT_COLOR : WRONG_COLOR, 'Your line', true),
  ];
}
