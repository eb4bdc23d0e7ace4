// The chart a lesson's video draws, for the lessons that teach reading a chart: the candles of one of
// the course's chart exercises (public.chart_exercise_bars, the same bars the exercise shows) with what
// the lesson teaches drawn over them — a support level or a trend line from the exercise's answer key,
// a moving average or the RSI computed bar by bar, a breakout, a stop below the swing low. Which lessons
// get one, over which exercise, and which of the lesson's sections it illustrates: RULES. Pure
// functions: chart-frames.ts draws a scene at any moment of its animation (timeline()).

export interface Bar {
  open: number;
  high: number;
  low: number;
  close: number;
}

export type Overlay =
  /** The candles alone; once formed, the last one's four prices are named. */
  | { kind: 'candles' }
  /** A horizontal level (support, resistance, a gap to fill). */
  | { kind: 'level'; price: number; label: string }
  /** A trend line through two bars (positions from 1) at two prices, drawn on to the last bar. */
  | { kind: 'trend'; from: number; fromPrice: number; to: number; toPrice: number }
  /** A simple moving average of the closes, worked out bar by bar over its window. */
  | { kind: 'sma'; length: number }
  /** Wilder's RSI of the closes in a pane under the price, bar by bar, with its 30 and 70 lines. */
  | { kind: 'rsi'; length: number }
  /** A level, then the first candle to close above it marked. */
  | { kind: 'breakout'; price: number }
  /** The entry at the last close and the stop below the swing low. */
  | { kind: 'stop'; entry: number; stop: number };

export interface ChartScene {
  bars: Bar[];
  overlay: Overlay;
  /** The small line above the chart naming where the bars come from. */
  source: string;
}

/** A chart exercise as the generator reads it: its bars and its answer key (admins' columns). */
export interface ExerciseChart {
  moduleId: number;
  position: number;
  title: string;
  bars: Bar[];
  key: {
    answer_price: number | null;
    answer_position: number | null;
    accept_high: number | null;
    line_from: number | null;
    line_from_price: number | null;
    line_to: number | null;
    line_to_price: number | null;
  } | null;
}

interface Rule {
  /** Matched against the lesson's title. */
  lesson: RegExp;
  /** The section the chart illustrates (its heading); else the first section of the video. */
  section: RegExp;
  exercise: [moduleId: number, position: number];
  overlay: (ex: ExerciseChart) => Overlay | null;
}

const price = (n: number | null | undefined) => (n === null || n === undefined ? null : Number(n));

/** The highest close of the `length` bars before `position` (from 1): what a breakout system must beat. */
export function highestCloseBefore(bars: Bar[], position: number, length: number): number {
  return Math.max(...bars.slice(Math.max(0, position - 1 - length), position - 1).map((b) => b.close));
}

export const RULES: Rule[] = [
  { lesson: /candlestick/i, section: /anatomy/i, exercise: [1, 1], overlay: () => ({ kind: 'candles' }) },
  { lesson: /bull and bear/i, section: /bull and bear/i, exercise: [1, 1], overlay: () => ({ kind: 'candles' }) },
  { lesson: /commodity futures/i, section: /futures contract/i, exercise: [12, 1], overlay: () => ({ kind: 'candles' }) },
  {
    lesson: /support and resistance/i,
    section: /how to draw/i,
    exercise: [3, 1],
    overlay: (ex) => {
      const p = price(ex.key?.answer_price);
      return p === null ? null : { kind: 'level', price: p, label: 'Support' };
    },
  },
  {
    lesson: /^trends/i,
    section: /trendlines/i,
    exercise: [3, 2],
    overlay: ({ key: k }) =>
      k?.line_from && k.line_to && k.line_from_price !== null && k.line_to_price !== null
        ? { kind: 'trend', from: k.line_from, fromPrice: Number(k.line_from_price), to: k.line_to, toPrice: Number(k.line_to_price) }
        : null,
  },
  { lesson: /moving averages/i, section: /smoothing/i, exercise: [4, 1], overlay: () => ({ kind: 'sma', length: 10 }) },
  { lesson: /\bRSI\b/, section: /what rsi calculates/i, exercise: [3, 1], overlay: () => ({ kind: 'rsi', length: 14 }) },
  {
    lesson: /breakouts/i,
    section: /what a breakout is/i,
    exercise: [5, 1],
    overlay: (ex) => {
      const p = price(ex.key?.answer_price);
      return p === null ? null : { kind: 'breakout', price: p };
    },
  },
  {
    lesson: /trend-following/i,
    section: /typical rules/i,
    exercise: [13, 1],
    overlay: (ex) => {
      const at = ex.key?.answer_position;
      return at ? { kind: 'breakout', price: highestCloseBefore(ex.bars, at, 20) } : null;
    },
  },
  {
    lesson: /stop orders/i,
    section: /where to put a stop/i,
    exercise: [2, 1],
    overlay: (ex) => {
      const stop = price(ex.key?.accept_high);
      return stop === null ? null : { kind: 'stop', entry: ex.bars.at(-1)!.close, stop };
    },
  },
  {
    lesson: /sizing from the stop/i,
    section: /comes from the chart/i,
    exercise: [11, 1],
    overlay: (ex) => {
      const stop = price(ex.key?.accept_high);
      return stop === null ? null : { kind: 'stop', entry: ex.bars.at(-1)!.close, stop };
    },
  },
  {
    lesson: /^gaps/i,
    section: /^gaps$/i,
    exercise: [14, 1],
    overlay: (ex) => {
      const p = price(ex.key?.answer_price);
      return p === null ? null : { kind: 'level', price: p, label: 'Gap fill' };
    },
  },
];

/** The chart a lesson's video draws, and the heading of the section it illustrates; null: slides only. */
export function chartFor(title: string, exercises: ExerciseChart[]): { scene: ChartScene; section: RegExp } | null {
  for (const rule of RULES) {
    if (!rule.lesson.test(title)) continue;
    const ex = exercises.find((e) => e.moduleId === rule.exercise[0] && e.position === rule.exercise[1]);
    if (!ex || ex.bars.length < 5) return null;
    const overlay = rule.overlay(ex);
    if (!overlay) return null;
    return { scene: { bars: ex.bars, overlay, source: `Practice chart · ${ex.title}` }, section: rule.section };
  }
  return null;
}

/** Simple moving average of the closes: null until `length` bars are there. */
export function sma(bars: Bar[], length: number): (number | null)[] {
  let sum = 0;
  return bars.map((b, i) => {
    sum += b.close;
    if (i >= length) sum -= bars[i - length]!.close;
    return i >= length - 1 ? sum / length : null;
  });
}

/** Wilder's RSI of the closes (0–100): null for the first `length` bars. */
export function rsi(bars: Bar[], length: number): (number | null)[] {
  const out: (number | null)[] = bars.map(() => null);
  let gain = 0;
  let loss = 0;
  for (let i = 1; i < bars.length; i++) {
    const change = bars[i]!.close - bars[i - 1]!.close;
    const up = Math.max(change, 0);
    const down = Math.max(-change, 0);
    if (i <= length) {
      gain += up / length;
      loss += down / length;
      if (i < length) continue;
    } else {
      gain = (gain * (length - 1) + up) / length;
      loss = (loss * (length - 1) + down) / length;
    }
    out[i] = loss === 0 ? 100 : 100 - 100 / (1 + gain / loss);
  }
  return out;
}

/** Seconds the candles take to form, one after another. */
const CANDLES_SECONDS = 3;
const PAUSE_SECONDS = 0.3;
/** Seconds each overlay takes to draw. */
const OVERLAY_SECONDS: Record<Overlay['kind'], number> = {
  candles: 0.8,
  level: 1.2,
  trend: 1.2,
  sma: 3,
  rsi: 3,
  breakout: 2,
  stop: 1.6,
};

export interface Timeline {
  /** Seconds until the candles have formed. */
  candles: number;
  /** When the overlay starts and how long it takes. */
  overlayAt: number;
  overlay: number;
  /** The whole animation: after it the last frame is held. */
  seconds: number;
}

/** The scene's animation, squeezed to fit in `within` seconds (the slide's length) less a half second. */
export function timeline(scene: ChartScene, within = Infinity): Timeline {
  const full = CANDLES_SECONDS + PAUSE_SECONDS + OVERLAY_SECONDS[scene.overlay.kind];
  const k = Math.min(1, Math.max(0.2, (within - 0.5) / full));
  const candles = CANDLES_SECONDS * k;
  const overlayAt = candles + PAUSE_SECONDS * k;
  const overlay = OVERLAY_SECONDS[scene.overlay.kind] * k;
  return { candles, overlayAt, overlay, seconds: overlayAt + overlay };
}

/** What is drawn at `t` seconds: how many candles (a fraction for the one forming) and the overlay's progress (0–1). */
export function progressAt(scene: ChartScene, t: number, line: Timeline): { candles: number; overlay: number } {
  const n = scene.bars.length;
  const candles = Math.min(n, Math.max(0, (t / line.candles) * n));
  const overlay = Math.min(1, Math.max(0, (t - line.overlayAt) / line.overlay));
  return { candles, overlay };
}
