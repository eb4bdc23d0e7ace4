// The chart slides of the lesson videos: which lessons draw a chart and over which exercise's bars (as
// the migrations store them), the indicators worked out bar by bar, the frames at 24 a second while
// the chart moves, the pixels of a frame (candles appearing one by one, the support line drawn, the
// finished state held), and the chapters file read back as the player reads it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { parseChapters } from '../../src/features/lessons/lib/chapters.ts';
import { drawChart, scales, type Box } from './chart-frames.ts';
import { chartFor, highestCloseBefore, rsi, sma, timeline, type Bar, type ChartScene, type ExerciseChart } from './chart-scenes.ts';
import { chapters, planLessonVideo, toChaptersVtt, type LessonSource } from './lesson-slides.ts';
import { FPS, framesOf } from './render-video.ts';

const migration = (name: string) => readFileSync(resolve(import.meta.dirname, '../../supabase/migrations', name), 'utf8');
const notes = migration('20261124110100_lesson_notes.sql');
const lessons: LessonSource[] = [...notes.matchAll(/\((\d+), (\d+), '((?:[^']|'')*)', \$md\$\n([\s\S]*?)\$md\$\)/g)].map((m) => ({
  moduleId: Number(m[1]),
  position: Number(m[2]),
  title: m[3]!.replace(/''/g, "'"),
  notes: m[4]!,
}));

/** The exercises' bars as the migrations insert them; the keys the rules read, as those migrations give them. */
function exercises(): ExerciseChart[] {
  const byKey = new Map<string, ExerciseChart>();
  const add = (moduleId: number, position: number, bar: Bar) => {
    const k = `${moduleId}.${position}`;
    if (!byKey.has(k))
      byKey.set(k, {
        moduleId,
        position,
        title: `Exercise ${k}`,
        bars: [],
        key: {
          answer_price: null,
          answer_position: null,
          accept_high: null,
          line_from: null,
          line_from_price: null,
          line_to: null,
          line_to_price: null,
        },
      });
    byKey.get(k)!.bars.push(bar);
  };
  const bar = (m: RegExpMatchArray, at: number) => ({ open: +m[at]!, high: +m[at + 1]!, low: +m[at + 2]!, close: +m[at + 3]! });
  for (const m of migration('20261124120100_chart_exercises.sql').matchAll(
    /^\s*\((\d+), \d+, '[\d-]+', ([\d.]+), ([\d.]+), ([\d.]+), ([\d.]+)\)/gm,
  ))
    add(Number(m[1]), 1, bar(m, 2));
  for (const m of migration('20261130130000_exercise_every_module.sql').matchAll(
    /^\s*\((\d+), (\d+), \d+, '[\d-]+', ([\d.]+), ([\d.]+), ([\d.]+), ([\d.]+)\)/gm,
  ))
    add(Number(m[1]), Number(m[2]), bar(m, 3));
  const keys: Record<string, Partial<NonNullable<ExerciseChart['key']>>> = {
    '2.1': { accept_high: 52.31 },
    '3.1': { answer_price: 72 },
    '3.2': { line_from: 1, line_from_price: 61.74, line_to: 20, line_to_price: 67.63 },
    '5.1': { answer_price: 44.25 },
    '11.1': { accept_high: 208.3 },
    '13.1': { answer_position: 28 },
    '14.1': { answer_price: 88.4 },
  };
  for (const [k, v] of Object.entries(keys)) Object.assign(byKey.get(k)!.key!, v);
  return [...byKey.values()];
}

const lesson = (id: string) => lessons.find((l) => `${l.moduleId}.${l.position}` === id)!;

describe('chart scenes', () => {
  const all = exercises();

  it('draws charts in the lessons that teach them, over the exercises the migrations store', () => {
    expect(all.length).toBeGreaterThanOrEqual(21);
    const charted = lessons.filter((l) => chartFor(l.title, all)).map((l) => `${l.moduleId}.${l.position}`);
    expect(charted).toEqual(['1.4', '2.3', '3.1', '3.3', '3.4', '4.1', '4.2', '5.6', '11.2', '12.3', '13.4', '14.4']);
    expect(chartFor(lesson('3.4').title, all)!.scene.overlay).toEqual({ kind: 'level', price: 72, label: 'Support' });
    expect(chartFor(lesson('4.1').title, all)!.scene.overlay).toEqual({ kind: 'sma', length: 10 });
    expect(chartFor(lesson('6.1').title, all)).toBeNull();
    // Without its exercise (a database without the seed's exercises) a lesson keeps its slides.
    expect(chartFor(lesson('3.4').title, [])).toBeNull();
  });

  it('puts the chart on the section it illustrates, kept when the video is trimmed', () => {
    for (const l of lessons) {
      const chart = chartFor(l.title, all);
      if (!chart) continue;
      const plan = planLessonVideo(l, chart);
      const slides = plan.slides.filter((s) => s.kind === 'chart');
      expect(slides, l.title).toHaveLength(1);
      expect(slides[0]!.heading, l.title).toMatch(chart.section);
      expect(slides[0]!.chart).toBe(chart.scene);
      expect(plan.seconds).toBeLessThanOrEqual(60);
    }
    expect(planLessonVideo(lesson('3.4')).slides.some((s) => s.kind === 'chart')).toBe(false);
  });

  it('works out the moving average and the RSI bar by bar', () => {
    const bars = [1, 2, 3, 4, 5, 4, 3, 4].map((c) => ({ open: c, high: c, low: c, close: c }));
    expect(sma(bars, 3)).toEqual([null, null, 2, 3, 4, 13 / 3, 4, 11 / 3]);
    const r = rsi(bars, 4);
    expect(r.slice(0, 4)).toEqual([null, null, null, null]);
    expect(r[4]).toBe(100); // four rises, no fall
    expect(r[5]).toBeCloseTo(100 - 100 / (1 + 0.75 / 0.25), 6); // Wilder's smoothing: gain 0.75, loss 0.25
    expect(highestCloseBefore(bars, 8, 3)).toBe(5);
  });
});

describe('chart frames', () => {
  const bars: Bar[] = Array.from({ length: 20 }, (_, i) => ({ open: 10 + i, high: 11.5 + i, low: 9.5 + i, close: 11 + i }));
  const scene: ChartScene = { bars, overlay: { kind: 'level', price: 12, label: 'Support' }, source: 'Practice chart' };
  const box: Box = { left: 0, top: 40, right: 640, bottom: 360 };
  const line = timeline(scene);
  const UP = [0x40, 0xc0, 0x57];

  /** The frame at `t` seconds and a pixel reader. */
  const frame = (t: number) => {
    const canvas = createCanvas(640, 360);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, 640, 360);
    drawChart(ctx, scene, t, line, box);
    const data = canvas.data();
    return (x: number, y: number) => [
      ...data.subarray((Math.round(y) * 640 + Math.round(x)) * 4, (Math.round(y) * 640 + Math.round(x)) * 4 + 3),
    ];
  };
  const s = scales(scene, box);
  const candleBody = (i: number) => [s.x(i), s.y((bars[i]!.open + bars[i]!.close) / 2)] as const;

  it('forms the candles one after another', () => {
    const early = frame(line.candles * 0.25);
    expect(early(...candleBody(0))).toEqual(UP);
    expect(early(...candleBody(15))).toEqual([0, 0, 0]);
    const formed = frame(line.candles);
    expect(formed(...candleBody(15))).toEqual(UP);
    expect(formed(...candleBody(19))).toEqual(UP);
  });

  it('draws the level from left to right after the candles, and holds the finished chart', () => {
    const y = s.y(12);
    // The dashed line: some pixel of a short stretch is the level's colour.
    const lineAt = (read: ReturnType<typeof frame>, x0: number) =>
      Array.from({ length: 24 }, (_, k) => read(x0 + k, y)).some((p) => p.join() === '77,171,247');
    expect(lineAt(frame(line.candles), 20)).toBe(false);
    const half = frame(line.overlayAt + line.overlay / 2);
    expect(lineAt(half, 20)).toBe(true);
    expect(lineAt(half, s.plotRight - 40)).toBe(false);
    expect(lineAt(frame(Infinity), s.plotRight - 40)).toBe(true);
  });

  it('squeezes the animation into a short slide', () => {
    expect(timeline(scene).seconds).toBeCloseTo(4.5, 6);
    expect(timeline(scene, 3).seconds).toBeCloseTo(2.5, 6);
  });

  it('moves at 24 frames a second on a chart slide and holds one frame on a still one', () => {
    const plan = planLessonVideo(lesson('3.4'), chartFor(lesson('3.4').title, exercises()));
    const frames = framesOf(plan);
    const chartSlide = plan.slides.findIndex((sl) => sl.kind === 'chart');
    const moving = frames.filter((f) => f.slide === chartSlide);
    expect(FPS).toBeGreaterThanOrEqual(24);
    expect(moving.length).toBeGreaterThan(3 * FPS);
    for (let i = 1; i < moving.length; i++) expect(moving[i]!.start - moving[i - 1]!.start).toBeCloseTo(1 / FPS, 9);
    expect(moving.at(-1)!.t).toBe(Infinity);
    // One frame per still slide, and the last one again in the video's last 1/24 s (so it lasts to the end).
    expect(frames.filter((f) => f.slide !== chartSlide)).toHaveLength(plan.slides.length);
    expect(frames.every((f, i) => i === 0 || f.start > frames[i - 1]!.start)).toBe(true);
    expect(frames.at(-1)).toEqual({ slide: plan.slides.length - 1, t: Infinity, start: plan.seconds - 1 / FPS });
  });
});

describe('chapters', () => {
  it('gives one chapter per slide, read back by the player as written, within the video', () => {
    for (const l of lessons) {
      const plan = planLessonVideo(l, chartFor(l.title, exercises()));
      const read = parseChapters(toChaptersVtt(plan));
      expect(read.map((c) => c.title)).toEqual(['Introduction', ...plan.slides.slice(1).map((sl) => sl.heading)]);
      expect(read).toEqual(chapters(plan).map((c) => ({ start: c.start, end: c.end, title: c.text })));
      expect(read[0]!.start).toBe(0);
      expect(read.at(-1)!.end).toBe(plan.seconds);
    }
  });
});
