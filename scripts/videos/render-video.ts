// Draws a lesson's slides (lesson-slides.ts) as 1280×720 frames with @napi-rs/canvas and the Inter font
// (@expo-google-fonts/inter), and encodes them with the ffmpeg of @ffmpeg-installer/ffmpeg into a
// small WebM (VP9, a keyframe where each slide starts). A still slide is one frame held for as long as
// it is spoken; a chart slide (chart-frames.ts) moves at 24 frames a second while its candles form and
// its line or indicator is drawn, then its last frame is held. The frames go to ffmpeg as raw PAM
// images (no PNG to compress), listed with their times for its concat demuxer. With a voice
// (narration.ts) each caption is spoken, the slides and captions are timed to the voice and the WebM
// carries it as an Opus track; without one it is the captioned video alone. The bottom of each slide
// is left empty for the captions the player overlays. The result is cached under
// `<cacheDir>/<key>-<hash>/` (hash of the plan and the voice), so a restart renders nothing again.
// LESSON_VIDEOS_FFMPEG names another ffmpeg binary (a system one).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { drawChart } from './chart-frames.ts';
import { timeline } from './chart-scenes.ts';
import { timeToVoice, toChaptersVtt, toWebVtt, type LessonVideoPlan, type Slide } from './lesson-slides.ts';
import { layWav, pcmSeconds, readWav, type Pcm, type Voice } from './narration.ts';

export const WIDTH = 1280;
export const HEIGHT = 720;
/** Frames a second where something moves (a chart slide's animation); still slides are held frames. */
export const FPS = 24;
/** Bumped when the drawing or the encoding changes, so cached videos are made again. */
const RENDER_VERSION = 4;

const BG = '#102039';
const ACCENT = '#4dabf7';
const INK = '#ffffff';
const MUTED = '#c5d3e8';
const LEFT = 96;
const RIGHT = WIDTH - 96;
/** Slides keep their text above this line: the captions sit below it. */
const TEXT_BOTTOM = 540;

let fontsReady = false;
function registerFonts() {
  if (fontsReady) return;
  const require = createRequire(import.meta.url);
  for (const [file, family] of [
    ['@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf', 'Inter'],
    ['@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf', 'Inter SemiBold'],
    ['@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf', 'Inter Bold'],
  ] as const) {
    if (!GlobalFonts.registerFromPath(require.resolve(file), family)) throw new Error(`Could not load the font ${file}`);
  }
  fontsReady = true;
}

/** `text` broken into lines no wider than `width` (at most `max` lines; the last one ends with … when cut). */
function wrap(ctx: SKRSContext2D, text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]!.replace(/[\s,;:.]+$/, '')}…`;
  return kept;
}

function drawBackground(ctx: SKRSContext2D, slide: Slide, index: number, count: number) {
  // A flat colour: a gradient costs the encoder ten times the bytes of the text.
  ctx.fillStyle = BG;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.fillStyle = ACCENT;
  ctx.fillRect(0, 0, 12, HEIGHT);
  ctx.textBaseline = 'alphabetic';
  ctx.font = '22px "Inter SemiBold"';
  ctx.fillStyle = ACCENT;
  ctx.fillText('TRADECRAFT', LEFT, 72);
  ctx.font = '22px Inter';
  ctx.fillStyle = MUTED;
  const right = `${slide.eyebrow}  ·  ${index + 1}/${count}`;
  ctx.fillText(right, RIGHT - ctx.measureText(right).width, 72);
}

function drawTitle(ctx: SKRSContext2D, slide: Slide) {
  ctx.font = '30px "Inter SemiBold"';
  ctx.fillStyle = ACCENT;
  ctx.fillText(slide.eyebrow.toUpperCase(), LEFT, 230);
  ctx.font = '68px "Inter Bold"';
  ctx.fillStyle = INK;
  const title = wrap(ctx, slide.heading, RIGHT - LEFT, 3);
  title.forEach((l, i) => ctx.fillText(l, LEFT, 320 + i * 82));
  ctx.font = '32px Inter';
  ctx.fillStyle = MUTED;
  slide.lines.slice(0, 1).forEach((l) => ctx.fillText(l, LEFT, 320 + title.length * 82 + 24));
}

function drawPoints(ctx: SKRSContext2D, slide: Slide) {
  ctx.font = '52px "Inter Bold"';
  ctx.fillStyle = INK;
  const heading = wrap(ctx, slide.heading, RIGHT - LEFT, 2);
  heading.forEach((l, i) => ctx.fillText(l, LEFT, 170 + i * 62));
  const top = 170 + (heading.length - 1) * 62 + 70;
  // The largest size at which every point fits above the captions.
  for (const size of [38, 34, 30, 27, 24]) {
    ctx.font = `${size}px Inter`;
    const gap = Math.round(size * 0.6);
    const blocks = slide.lines.map((p) => wrap(ctx, p, RIGHT - LEFT - 48, 2));
    const height = blocks.reduce((h, b) => h + b.length * size * 1.3 + gap, 0);
    if (top + height > TEXT_BOTTOM && size > 24) continue;
    let y = top + size;
    for (const [i, block] of blocks.entries()) {
      ctx.fillStyle = ACCENT;
      if (slide.kind === 'key-points') {
        ctx.font = `${size}px "Inter Bold"`;
        ctx.fillText(`${i + 1}`, LEFT, y);
        ctx.font = `${size}px Inter`;
      } else {
        ctx.beginPath();
        ctx.arc(LEFT + 10, y - size * 0.35, size * 0.16, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.fillStyle = MUTED;
      for (const line of block) {
        ctx.fillText(line, LEFT + 48, y);
        y += size * 1.3;
      }
      y += gap;
    }
    return;
  }
}

/** Where a chart slide draws its chart: under its heading, above the captions. */
export const CHART_BOX = { left: LEFT, top: 170, right: RIGHT, bottom: TEXT_BOTTOM - 10 };

function drawChartSlide(ctx: SKRSContext2D, slide: Slide, t: number) {
  ctx.font = '44px "Inter Bold"';
  ctx.fillStyle = INK;
  ctx.fillText(wrap(ctx, slide.heading, RIGHT - LEFT, 1)[0] ?? '', LEFT, 128);
  drawChart(ctx, slide.chart!, t, timeline(slide.chart!, slide.end - slide.start), CHART_BOX);
}

/** Draws slide `index` of `count` into `ctx`; a chart slide as it is `t` seconds after it starts. */
export function drawSlideFrame(ctx: SKRSContext2D, slide: Slide, index: number, count: number, t = Infinity) {
  registerFonts();
  drawBackground(ctx, slide, index, count);
  if (slide.kind === 'title') drawTitle(ctx, slide);
  else if (slide.kind === 'chart' && slide.chart) drawChartSlide(ctx, slide, t);
  else drawPoints(ctx, slide);
}

/** One slide as a PNG (a chart slide finished). */
export async function drawSlide(slide: Slide, index: number, count: number, t = Infinity): Promise<Buffer> {
  const canvas = createCanvas(WIDTH, HEIGHT);
  drawSlideFrame(canvas.getContext('2d'), slide, index, count, t);
  return canvas.encode('png');
}

const PAM_HEADER = Buffer.from(`P7\nWIDTH ${WIDTH}\nHEIGHT ${HEIGHT}\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n`);

/** A frame at a time: each starts at `start` seconds; the list gives each its length for the concat demuxer. */
export interface Frame {
  slide: number;
  /** Seconds into the slide (Infinity: its finished state). */
  t: number;
  start: number;
}

/**
 * The frames of a plan: one per still slide; a chart slide's animation at FPS, then its last frame
 * held; and the last slide once more in the last 1/FPS s, so the video track lasts to the end (a
 * held frame's length is not kept: without it a silent video would end where its last slide starts).
 */
export function framesOf(plan: LessonVideoPlan): Frame[] {
  const frames: Frame[] = [];
  for (const [i, slide] of plan.slides.entries()) {
    if (slide.kind === 'chart' && slide.chart) {
      const moving = Math.floor(timeline(slide.chart, slide.end - slide.start).seconds * FPS);
      for (let f = 0; f < moving; f++) frames.push({ slide: i, t: f / FPS, start: slide.start + f / FPS });
      frames.push({ slide: i, t: Infinity, start: slide.start + moving / FPS });
    } else frames.push({ slide: i, t: Infinity, start: slide.start });
  }
  const closing = plan.seconds - 1 / FPS;
  if (closing > frames.at(-1)!.start) frames.push({ slide: plan.slides.length - 1, t: Infinity, start: closing });
  return frames;
}

export function planHash(plan: LessonVideoPlan, voice: Voice | null = null): string {
  return createHash('sha256')
    .update(JSON.stringify({ RENDER_VERSION, FPS, WIDTH, HEIGHT, voice: voice?.id ?? null, slides: plan.slides }))
    .digest('hex')
    .slice(0, 16);
}

export interface RenderedVideo {
  video: string;
  captions: string;
  /** The WebVTT chapters: one titled cue per slide. */
  chapters: string;
  bytes: number;
  /** The video's length (timed to the voice when it has one). */
  seconds: number;
  /** It has a spoken narration track. */
  voiced: boolean;
  cached: boolean;
}

/** What the cache keeps beside a video: its length and whether it speaks. */
interface Meta {
  seconds: number;
  voiced: boolean;
}

function run(bin: string, args: string[], niceness: number | undefined): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-4000)));
    if (niceness !== undefined && child.pid) {
      try {
        // Keep the app responsive: the encoder gets what the machine has to spare.
        setPriority(child.pid, niceness);
      } catch {
        // not allowed here: run at normal priority
      }
    }
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      if (code === 0) return ok();
      const how = code === null ? `was stopped by ${signal}` : `exited with ${code}`;
      fail(new Error(`ffmpeg ${how}${err.trim() ? `: ${err.trim()}` : ''}`));
    });
  });
}

/**
 * The lesson's video and captions, rendered into `<cacheDir>/<key>-<hash>/` unless already there.
 * `niceness` lowers the encoder's priority (the background run at start-up passes 19).
 */
export async function renderLessonVideo(
  planned: LessonVideoPlan,
  cacheDir: string,
  key: string,
  options: { niceness?: number; threads?: number; voice?: Voice | null } = {},
): Promise<RenderedVideo> {
  const voice = options.voice ?? null;
  const dir = join(cacheDir, `${key}-${planHash(planned, voice)}`);
  const video = join(dir, 'lesson.webm');
  const captions = join(dir, 'lesson.vtt');
  const chapters = join(dir, 'chapters.vtt');
  const metaFile = join(dir, 'lesson.json');
  if (existsSync(video) && existsSync(captions) && existsSync(chapters) && existsSync(metaFile)) {
    const meta = JSON.parse(await readFile(metaFile, 'utf8')) as Meta;
    return { video, captions, chapters, bytes: (await stat(video)).size, ...meta, cached: true };
  }
  const work = `${dir}.tmp-${process.pid}`;
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  let plan = planned;
  try {
    // The voice first: each caption spoken, then the slides and captions timed to it.
    const narration = join(work, 'narration.wav');
    if (voice) {
      const clips: Pcm[] = [];
      for (const [i, cue] of planned.cues.entries()) {
        const wav = join(work, `cue-${i}.wav`);
        await voice.say(cue.text, wav, work);
        clips.push(readWav(await readFile(wav)));
        await rm(wav);
      }
      plan = timeToVoice(planned, clips.map(pcmSeconds));
      await writeFile(
        narration,
        layWav(
          clips.map((pcm, i) => ({ start: plan.cues[i]!.start, pcm })),
          plan.seconds,
          clips[0]?.sampleRate ?? 16000,
        ),
      );
    }
    // The concat demuxer shows each frame until the next one starts (the last one is listed twice, as
    // it requires). Times in whole microseconds, so a 24 fps frame lands on its 1/24 s exactly.
    const frames = framesOf(plan);
    const canvas = createCanvas(WIDTH, HEIGHT);
    const ctx = canvas.getContext('2d');
    const list: string[] = [];
    const us = (s: number) => Math.round(s * 1e6);
    let file = '';
    for (const [i, f] of frames.entries()) {
      const previous = frames[i - 1];
      // The closing frame repeats the last one: the same file.
      if (!previous || previous.slide !== f.slide || f.t !== Infinity || previous.t !== Infinity) {
        drawSlideFrame(ctx, plan.slides[f.slide]!, f.slide, plan.slides.length, f.t);
        file = `frame-${i}.pam`;
        await writeFile(join(work, file), Buffer.concat([PAM_HEADER, canvas.data()]));
      }
      const end = frames[i + 1]?.start ?? plan.seconds;
      list.push(`file '${file}'`, `duration ${((us(end) - us(f.start)) / 1e6).toFixed(6)}`);
    }
    list.push(`file '${file}'`);
    await writeFile(join(work, 'frames.txt'), `${list.join('\n')}\n`);
    await writeFile(join(work, 'lesson.vtt'), toWebVtt(plan.cues));
    await writeFile(join(work, 'chapters.vtt'), toChaptersVtt(plan));
    // VP9 at constant quality: a still slide costs almost nothing between keyframes, and a keyframe
    // of a slide costs ~14 kB, so there is one where each slide starts and one every 10 s after.
    // The realtime preset: a quarter of the CPU of `good -cpu-used 4` (0.7 s instead of 3.5 s for a
    // 38 s lesson) for a third more bytes (108 kB instead of 81 kB).
    // The voice as Opus at 24 kb/s (about 3 kB a second), at the engine's own 16 kHz and libopus's
    // lowest complexity: 0.1 s of CPU for a lesson instead of 0.9 s at the default (10) and 48 kHz,
    // for speech that a synthetic voice leaves as clear.
    const audio = voice
      ? [
          '-i',
          narration,
          '-map',
          '0:v',
          '-map',
          '1:a',
          '-c:a',
          'libopus',
          '-b:a',
          '24k',
          '-ac',
          '1',
          '-ar',
          '16000',
          '-compression_level',
          '0',
        ]
      : ['-an'];
    await run(
      process.env.LESSON_VIDEOS_FFMPEG || ffmpeg.path,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'concat',
        '-safe',
        '0',
        '-i',
        join(work, 'frames.txt'),
        ...audio,
        // Each frame kept at its own time (variable frame rate): a still slide is one frame, encoded
        // once, however long it is spoken; the 1/24 s time base keeps a chart's frames exact.
        '-vf',
        'format=yuv420p',
        '-vsync',
        'vfr',
        '-r',
        String(FPS),
        '-t',
        String(plan.seconds),
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '0',
        '-crf',
        '52',
        '-g',
        String(10 * FPS),
        '-force_key_frames',
        plan.slides.map((s) => s.start).join(','),
        '-deadline',
        'realtime',
        '-cpu-used',
        '8',
        '-row-mt',
        '1',
        '-threads',
        String(options.threads ?? 1),
        '-fflags',
        '+bitexact',
        '-f',
        'webm',
        join(work, 'lesson.webm'),
      ],
      options.niceness,
    );
    await writeFile(join(work, 'lesson.json'), JSON.stringify({ seconds: plan.seconds, voiced: voice !== null } satisfies Meta));
    // Only the video, its captions and chapters and its length are kept.
    await Promise.all([
      ...frames.map((_, i) => rm(join(work, `frame-${i}.pam`), { force: true })),
      rm(join(work, 'frames.txt')),
      rm(join(work, 'say.txt'), { force: true }),
      rm(narration, { force: true }),
    ]);
    await rm(dir, { recursive: true, force: true });
    await rename(work, dir);
  } catch (e) {
    await rm(work, { recursive: true, force: true });
    throw e;
  }
  return { video, captions, chapters, bytes: (await stat(video)).size, seconds: plan.seconds, voiced: voice !== null, cached: false };
}

export const readRendered = (r: RenderedVideo) => Promise.all([readFile(r.video), readFile(r.captions, 'utf8')]);
