// Draws a chart scene (chart-scenes.ts) at one moment of its animation into a canvas: the candles
// forming one after another (the newest one growing from its open), then the overlay — a level or a
// trend line drawn from left to right, a moving average or the RSI worked out bar by bar with the bars
// it averages shaded, a breakout candle ringed, the entry and the stop. render-video.ts calls it for
// every frame of a chart slide (24 a second) and holds the last one.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { progressAt, rsi, sma, type Bar, type ChartScene, type Timeline } from './chart-scenes.ts';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const UP = '#40c057';
const DOWN = '#fa5252';
const GRID = '#24395c';
const AXIS = '#8ea3c2';
const LINE = '#ffd43b';
const LEVEL = '#4dabf7';
const STOP = '#ff8787';
const INK = '#ffffff';
/** Width kept at the right of the chart for the price labels. */
const AXIS_WIDTH = 84;

/** The price range the chart shows: every bar and every price the overlay draws, with a margin. */
export function priceRange(scene: ChartScene): { min: number; max: number } {
  const prices = scene.bars.flatMap((b) => [b.high, b.low]);
  const o = scene.overlay;
  if (o.kind === 'level' || o.kind === 'breakout') prices.push(o.price);
  if (o.kind === 'stop') prices.push(o.entry, o.stop);
  if (o.kind === 'trend') prices.push(o.fromPrice);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const pad = (max - min) * 0.08 || 1;
  return { min: min - pad, max: max + pad };
}

/** Where bar `i` (from 0) and price `p` are drawn in `box`. */
export function scales(scene: ChartScene, box: Box) {
  const { min, max } = priceRange(scene);
  const plotRight = box.right - AXIS_WIDTH;
  const step = (plotRight - box.left) / scene.bars.length;
  return {
    step,
    plotRight,
    x: (i: number) => box.left + step * (i + 0.5),
    y: (p: number) => box.bottom - ((p - min) / (max - min)) * (box.bottom - box.top),
    min,
    max,
  };
}

/** The boxes of the price pane and, for the RSI, of the indicator pane under it. */
export function panes(scene: ChartScene, box: Box): { price: Box; indicator: Box | null } {
  if (scene.overlay.kind !== 'rsi') return { price: box, indicator: null };
  const split = box.top + (box.bottom - box.top) * 0.66;
  return { price: { ...box, bottom: split - 14 }, indicator: { ...box, top: split + 6 } };
}

function label(ctx: SKRSContext2D, text: string, x: number, y: number, color: string, align: 'left' | 'right' = 'left') {
  ctx.font = '20px "Inter SemiBold"';
  const w = ctx.measureText(text).width;
  const left = align === 'right' ? x - w - 12 : x;
  ctx.fillStyle = 'rgba(16, 32, 57, 0.85)';
  ctx.fillRect(left - 6, y - 20, w + 12, 28);
  ctx.fillStyle = color;
  ctx.fillText(text, left, y);
}

function drawAxis(ctx: SKRSContext2D, s: ReturnType<typeof scales>, box: Box) {
  ctx.font = '18px Inter';
  ctx.lineWidth = 1;
  const span = s.max - s.min;
  const step = [0.5, 1, 2, 2.5, 5, 10, 20, 25, 50, 100].find((v) => span / v <= 5) ?? 200;
  for (let p = Math.ceil(s.min / step) * step; p <= s.max; p += step) {
    const y = Math.round(s.y(p)) + 0.5;
    ctx.strokeStyle = GRID;
    ctx.beginPath();
    ctx.moveTo(box.left, y);
    ctx.lineTo(s.plotRight, y);
    ctx.stroke();
    ctx.fillStyle = AXIS;
    ctx.fillText(p.toFixed(Number.isInteger(step) ? 0 : step < 1 ? 1 : 2), s.plotRight + 10, y + 6);
  }
}

function drawCandle(ctx: SKRSContext2D, s: ReturnType<typeof scales>, i: number, bar: Bar, grown: number) {
  // A forming candle grows from its open towards its close, high and low.
  const at = (p: number) => bar.open + (p - bar.open) * grown;
  const close = at(bar.close);
  const up = bar.close >= bar.open;
  const x = s.x(i);
  const w = Math.max(3, s.step * 0.62);
  ctx.strokeStyle = ctx.fillStyle = up ? UP : DOWN;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(x, s.y(at(bar.high)));
  ctx.lineTo(x, s.y(at(bar.low)));
  ctx.stroke();
  const top = s.y(Math.max(bar.open, close));
  ctx.fillRect(x - w / 2, top, w, Math.max(2, s.y(Math.min(bar.open, close)) - top));
}

/** A horizontal line across the chart, drawn to `fraction` of its width, with its label once it is there. */
function drawLevel(
  ctx: SKRSContext2D,
  s: ReturnType<typeof scales>,
  box: Box,
  price: number,
  text: string,
  color: string,
  fraction: number,
) {
  if (fraction <= 0) return;
  const y = s.y(price);
  ctx.strokeStyle = color;
  ctx.lineWidth = 3;
  ctx.setLineDash([14, 8]);
  ctx.beginPath();
  ctx.moveTo(box.left, y);
  ctx.lineTo(box.left + (s.plotRight - box.left) * fraction, y);
  ctx.stroke();
  ctx.setLineDash([]);
  if (fraction >= 1) label(ctx, `${text} ${price.toFixed(2)}`, box.left + 8, y - 10, color);
}

/** A polyline through the non-null values up to bar `upTo` (a fraction: the last segment partly drawn). */
function drawSeries(
  ctx: SKRSContext2D,
  xs: (i: number) => number,
  ys: (v: number) => number,
  values: (number | null)[],
  upTo: number,
  color: string,
) {
  ctx.strokeStyle = color;
  ctx.lineWidth = 3;
  ctx.beginPath();
  let started = false;
  for (let i = 0; i < values.length && i <= Math.ceil(upTo); i++) {
    const v = values[i];
    if (v === null || v === undefined) continue;
    let x = xs(i);
    let y = ys(v);
    const prev = values[i - 1];
    if (i > upTo && started && prev !== null && prev !== undefined) {
      // The segment being drawn, part of the way.
      const f = upTo - (i - 1);
      x = xs(i - 1) + (x - xs(i - 1)) * f;
      y = ys(prev) + (y - ys(prev)) * f;
    } else if (i > upTo) break;
    if (started) ctx.lineTo(x, y);
    else ctx.moveTo(x, y);
    started = true;
  }
  ctx.stroke();
}

/** The bar the overlay has reached, from `first` to the last, as it progresses (0–1). */
const reached = (first: number, count: number, progress: number) => first + (count - 1 - first) * progress;

/** Draws `scene` at `t` seconds into its animation (Infinity: finished) inside `box`. */
export function drawChart(ctx: SKRSContext2D, scene: ChartScene, t: number, line: Timeline, box: Box) {
  const { candles, overlay } = progressAt(scene, t, line);
  const pane = panes(scene, box);
  const s = scales(scene, pane.price);
  const o = scene.overlay;
  const n = scene.bars.length;

  ctx.font = '20px Inter';
  ctx.fillStyle = AXIS;
  ctx.fillText(scene.source, box.left, box.top - 14);
  drawAxis(ctx, s, pane.price);

  // The moving average's window (the bars it averages) shaded behind the candles.
  const values = o.kind === 'sma' ? sma(scene.bars, o.length) : o.kind === 'rsi' ? rsi(scene.bars, o.length) : null;
  const first = values ? values.findIndex((v) => v !== null) : 0;
  const at = values ? reached(first, n, overlay) : 0;
  if (o.kind === 'sma' && overlay > 0 && overlay < 1) {
    const last = Math.round(at);
    ctx.fillStyle = 'rgba(255, 212, 59, 0.12)';
    ctx.fillRect(s.x(last - o.length + 1) - s.step / 2, pane.price.top, s.step * o.length, pane.price.bottom - pane.price.top);
  }

  for (let i = 0; i < Math.ceil(candles); i++) drawCandle(ctx, s, i, scene.bars[i]!, Math.min(1, candles - i));

  switch (o.kind) {
    case 'candles': {
      if (overlay <= 0) break;
      // The last candle's four prices, each label joined to its price by a tick, spaced to stay apart.
      const bar = scene.bars[n - 1]!;
      const up = bar.close >= bar.open;
      const named: [string, number, string][] = [
        ['High', bar.high, AXIS],
        [up ? 'Close' : 'Open', Math.max(bar.open, bar.close), INK],
        [up ? 'Open' : 'Close', Math.min(bar.open, bar.close), INK],
        ['Low', bar.low, AXIS],
      ];
      const x = s.x(n - 1) - s.step * 1.5;
      let previous = -Infinity;
      ctx.globalAlpha = overlay;
      for (const [name, p, color] of named) {
        const y = Math.max(s.y(p) + 7, previous + 30);
        previous = y;
        ctx.strokeStyle = color;
        ctx.lineWidth = 1;
        ctx.beginPath();
        ctx.moveTo(x - 6, y - 7);
        ctx.lineTo(s.x(n - 1) - s.step * 0.4, s.y(p));
        ctx.stroke();
        label(ctx, `${name} ${p.toFixed(2)}`, x - 6, y, color, 'right');
      }
      ctx.globalAlpha = 1;
      break;
    }
    case 'level':
      drawLevel(ctx, s, pane.price, o.price, o.label, LEVEL, overlay);
      break;
    case 'breakout': {
      drawLevel(ctx, s, pane.price, o.price, 'Resistance', LEVEL, Math.min(1, overlay * 2));
      const i = scene.bars.findIndex((b) => b.close > o.price);
      if (overlay > 0.5 && i >= 0) {
        ctx.strokeStyle = LINE;
        ctx.lineWidth = 3;
        ctx.beginPath();
        ctx.arc(s.x(i), s.y(scene.bars[i]!.close), 10 + 22 * Math.min(1, (overlay - 0.5) * 4), 0, Math.PI * 2);
        ctx.stroke();
        if (overlay >= 1)
          label(ctx, `Breakout: close ${scene.bars[i]!.close.toFixed(2)}`, s.x(i) - 40, s.y(scene.bars[i]!.high) - 34, LINE, 'right');
      }
      break;
    }
    case 'stop':
      drawLevel(ctx, s, pane.price, o.entry, 'Entry', LEVEL, Math.min(1, overlay * 2));
      drawLevel(ctx, s, pane.price, o.stop, 'Stop', STOP, Math.max(0, overlay * 2 - 1));
      break;
    case 'trend': {
      if (overlay <= 0) break;
      // Through the two anchors, on to the last bar.
      const slope = (o.toPrice - o.fromPrice) / (o.to - o.from);
      const end = o.from - 1 + (n - o.from) * overlay;
      ctx.strokeStyle = LINE;
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.moveTo(s.x(o.from - 1), s.y(o.fromPrice));
      ctx.lineTo(s.x(end), s.y(o.fromPrice + slope * (end - (o.from - 1))));
      ctx.stroke();
      ctx.fillStyle = LINE;
      for (const [bar, p] of [
        [o.from, o.fromPrice],
        [o.to, o.toPrice],
      ] as const) {
        if (end < bar - 1) continue;
        ctx.beginPath();
        ctx.arc(s.x(bar - 1), s.y(p), 7, 0, Math.PI * 2);
        ctx.fill();
      }
      if (overlay >= 1) label(ctx, 'Trend line: higher lows', s.x(o.to - 1) + 20, s.y(o.toPrice) + 40, LINE);
      break;
    }
    case 'sma':
      if (overlay <= 0) break;
      drawSeries(ctx, s.x, s.y, values!, at, LINE);
      label(ctx, `${o.length}-day simple moving average`, box.left + 8, pane.price.top + 24, LINE);
      break;
    case 'rsi': {
      const p = pane.indicator!;
      const y = (v: number) => p.bottom - (v / 100) * (p.bottom - p.top);
      ctx.strokeStyle = GRID;
      ctx.lineWidth = 1;
      ctx.strokeRect(p.left + 0.5, p.top + 0.5, s.plotRight - p.left, p.bottom - p.top);
      ctx.font = '18px Inter';
      for (const v of [30, 70]) {
        ctx.strokeStyle = AXIS;
        ctx.setLineDash([6, 6]);
        ctx.beginPath();
        ctx.moveTo(p.left, y(v));
        ctx.lineTo(s.plotRight, y(v));
        ctx.stroke();
        ctx.setLineDash([]);
        ctx.fillStyle = AXIS;
        ctx.fillText(String(v), s.plotRight + 10, y(v) + 6);
      }
      ctx.fillStyle = AXIS;
      ctx.fillText(`RSI (${o.length})`, p.left + 8, p.top + 22);
      if (overlay <= 0) break;
      drawSeries(ctx, s.x, y, values!, at, LINE);
      const i = Math.min(n - 1, Math.floor(at));
      const v = values![i];
      if (v !== null && v !== undefined) label(ctx, `RSI ${v.toFixed(0)}`, s.plotRight, y(v) - 8, LINE, 'right');
      break;
    }
  }
}
