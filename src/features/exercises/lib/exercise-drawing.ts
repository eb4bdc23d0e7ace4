// What a chart exercise draws: the learner's pick before grading, then after grading their answer
// (green when right, red when wrong), the level or candle the key names and the accepted band.
import type { ChartLine, ChartMarker } from '../../../components/candle-chart.tsx';
import type { GradedExercise } from '../api/grade-exercise.ts';

export const PICK_COLOR = '#1864ab';
export const RIGHT_COLOR = '#2b8a3e';
export const WRONG_COLOR = '#c92a2a';
const BAND_COLOR = '#868e96';

export interface Pick {
  price?: number;
  time?: number;
}

const seconds = (iso: string | null) => (iso ? Date.parse(iso) / 1000 : null);

export function formatPrice(price: number): string {
  return price.toFixed(2);
}

export function formatDay(time: number): string {
  return new Date(time * 1000).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

export function exerciseLines(pick: Pick | null, graded: GradedExercise | null): ChartLine[] {
  if (!graded) return pick?.price !== undefined ? [{ price: pick.price, color: PICK_COLOR, title: 'Your answer', dashed: true }] : [];
  const lines: ChartLine[] = [];
  if (graded.accept_low !== null && graded.accept_high !== null) {
    lines.push({ price: graded.accept_low, color: BAND_COLOR, title: 'Accepted from', dashed: true }, { price: graded.accept_high, color: BAND_COLOR, title: 'Accepted to', dashed: true });
  }
  if (graded.key_price !== null) lines.push({ price: graded.key_price, color: RIGHT_COLOR, title: 'Key level' });
  if (graded.answer_price !== null) lines.push({ price: graded.answer_price, color: graded.is_correct ? RIGHT_COLOR : WRONG_COLOR, title: 'Your answer', dashed: true });
  return lines;
}

export function exerciseMarkers(pick: Pick | null, graded: GradedExercise | null): ChartMarker[] {
  if (!graded) return pick?.time !== undefined ? [{ time: pick.time, color: PICK_COLOR, text: 'Your pick' }] : [];
  const markers: ChartMarker[] = [];
  const key = seconds(graded.key_time);
  const answer = seconds(graded.answer_time);
  if (key !== null) markers.push({ time: key, color: RIGHT_COLOR, text: 'Answer' });
  if (answer !== null && answer !== key) markers.push({ time: answer, color: graded.is_correct ? RIGHT_COLOR : WRONG_COLOR, text: 'Your pick', below: true });
  return markers;
}
