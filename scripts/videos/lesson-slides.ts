// A lesson's notes (markdown) as the plan of a short demo video: a title slide, a slide for each of the
// first sections (heading + up to three short points) and the lesson's key points, with WebVTT
// captions timed to the slides. Pure functions: render-video.ts draws and encodes the plan,
// publish-videos.ts uploads it. Every word on a slide or in a caption comes from the lesson's title
// and notes. Times are whole seconds (the video runs at 4 fps), the whole video at most MAX_SECONDS.
import { parser, RuleType, type MarkdownToJSX } from 'markdown-to-jsx';
import type { ChartScene } from './chart-scenes.ts';

export interface LessonSource {
  moduleId: number;
  position: number;
  title: string;
  notes: string;
  /** The module's title, shown on the title slide when known. */
  moduleTitle?: string;
}

export interface Cue {
  start: number;
  end: number;
  text: string;
}

export interface Slide {
  /** chart: a section drawn as an animated chart (chart-scenes.ts) while its points are spoken. */
  kind: 'title' | 'section' | 'chart' | 'key-points';
  /** Small line above the heading ("Module 3 · Lesson 2" on the title slide). */
  eyebrow: string;
  heading: string;
  /** Title slide: the subtitle lines; other slides: the points, each one short line or two. */
  lines: string[];
  start: number;
  end: number;
  cues: Cue[];
  chart?: ChartScene;
}

export interface LessonVideoPlan {
  slides: Slide[];
  cues: Cue[];
  seconds: number;
}

export const MAX_SECONDS = 60;
/** The plan is trimmed (fewer points, then fewer sections) until it is this long or shorter. */
export const TARGET_SECONDS = 50;
const MAX_SECTIONS = 4;
const MIN_SECTIONS = 2;
const POINTS_PER_SLIDE = 3;
const MAX_KEY_POINTS = 4;
/** Characters of a point on a slide, and of a caption (two lines at most on a phone). */
const SHOW_CHARS = 80;
const SAY_CHARS = 100;

type Node = MarkdownToJSX.ASTNode;

/** Plain text of inline nodes (bold, links and code lose their marks). */
function plain(nodes: Node[]): string {
  let out = '';
  for (const n of nodes) {
    if (n.type === RuleType.text || n.type === RuleType.codeInline) out += n.text;
    else if (n.type === RuleType.breakLine) out += ' ';
    else if ('children' in n && Array.isArray(n.children)) out += plain(n.children);
  }
  return out.replace(/\s+/g, ' ').trim();
}

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

export function sentences(text: string): string[] {
  return [...segmenter.segment(text)].map((s) => s.segment.trim()).filter(Boolean);
}

/**
 * `text` cut to at most `max` characters: at the end of a sentence when one ends past half-way, else
 * at a clause (comma, colon, semicolon, dash) or a word, with an ellipsis.
 */
export function shorten(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const head = t.slice(0, max);
  const ends = [...head.matchAll(/[.!?](?=\s|$)/g)].map((m) => m.index + 1).filter((i) => i >= max / 2);
  if (ends.length) return head.slice(0, ends.at(-1)).trim();
  // Never end on "a", "of the"…: drop the small words a cut leaves hanging.
  const cut = (i: number) =>
    `${head
      .slice(0, i)
      .replace(/[\s,;:—–-]+$/, '')
      .replace(/(\s+(a|an|the|of|in|to|and|or|for|with|at|on|by|as|is|are|that|than|from|your|its|their))+$/i, '')}…`;
  const clause = Math.max(
    head.lastIndexOf(', '),
    head.lastIndexOf('; '),
    head.lastIndexOf(': '),
    head.lastIndexOf(' — '),
    head.lastIndexOf(' ('),
  );
  if (clause >= max / 2) return cut(clause);
  return cut(head.slice(0, max - 1).lastIndexOf(' '));
}

/** A sentence without its parenthetical asides, for a slide ("A stock (also called…) is" → "A stock is"). */
export function withoutAsides(text: string): string {
  return text
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/\s+([,.;:])/g, '$1')
    .trim();
}

interface Point {
  show: string;
  say: string;
}

interface Section {
  heading: string;
  points: Point[];
}

/** A list item: its bold lead ("**A claim on the value.** If…") on the slide, its sentence in the caption. */
function itemPoint(item: Node[]): Point {
  const text = plain(item);
  const first = item[0];
  const lead = first && first.type === RuleType.textFormatted && first.tag === 'strong' ? plain(first.children).replace(/[.:]$/, '') : '';
  const say = shorten(text, SAY_CHARS);
  return {
    show:
      lead && lead.length <= SHOW_CHARS && lead.split(' ').length >= 2
        ? lead
        : shorten(withoutAsides(sentences(text)[0] ?? text), SHOW_CHARS),
    say,
  };
}

/** The notes' sections in order, each with its points: a paragraph gives its first sentence, a list its items. */
function sectionsOf(notes: string): Section[] {
  const sections: Section[] = [];
  let current: Section | null = null;
  for (const node of parser(notes, { disableParsingRawHTML: true })) {
    if (node.type === RuleType.heading) {
      current = { heading: plain(node.children), points: [] };
      sections.push(current);
      continue;
    }
    if (node.type === RuleType.orderedList || node.type === RuleType.unorderedList) {
      current?.points.push(...node.items.map(itemPoint).filter((p) => p.say));
    } else if (node.type === RuleType.paragraph) {
      // A sentence that only leads into a list ("…gives you two things:") is left to the list.
      const first = sentences(plain(node.children))[0];
      if (current && first && !first.endsWith(':'))
        current.points.push({ show: shorten(withoutAsides(first), SHOW_CHARS), say: shorten(first, SAY_CHARS) });
    }
  }
  return sections;
}

/** Seconds to read a caption: about 170 words a minute plus a second, 3 to 6 s. */
export function readingSeconds(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.min(6, Math.max(3, Math.round(words / 2.8 + 1)));
}

const isKeyPoints = (s: Section) => /^key (points|takeaways)$/i.test(s.heading);

/**
 * The slides and captions of one lesson's video. With a `chart`, the section whose heading matches
 * `chart.section` (else the first one) is drawn as that chart, its points spoken over it; it is kept
 * when sections are trimmed.
 */
export function planLessonVideo(lesson: LessonSource, chart?: { scene: ChartScene; section: RegExp } | null): LessonVideoPlan {
  const sections = sectionsOf(lesson.notes);
  const keyPoints = sections.find(isKeyPoints)?.points.slice(0, MAX_KEY_POINTS) ?? [];
  const all = sections.filter((s) => !isKeyPoints(s) && s.points.length > 0);
  let body = all.slice(0, MAX_SECTIONS);
  const charted = chart ? (all.find((s) => chart.section.test(s.heading)) ?? body[0]) : undefined;
  if (charted && !body.includes(charted)) body[body.length - 1] = charted;
  body = body.map((s) => ({ heading: s.heading, points: s.points.slice(0, POINTS_PER_SLIDE) }));
  let chartSection = charted && body.find((s) => s.heading === charted.heading);
  /** Drops the last section that is not the chart's. */
  const dropSection = () => {
    const i = body.findLastIndex((s) => s !== chartSection);
    if (i >= 0) body.splice(i, 1);
  };

  const eyebrow = `Module ${lesson.moduleId} · Lesson ${lesson.position}`;
  const titleSay = shorten(`Module ${lesson.moduleId}, lesson ${lesson.position}: ${lesson.title}.`.replace(/([.!?])\.$/, '$1'), SAY_CHARS);
  const draft = () => [
    { kind: 'title' as const, eyebrow, heading: lesson.title, lines: lesson.moduleTitle ? [lesson.moduleTitle] : [], says: [titleSay] },
    ...body.map((s) => ({
      kind: s === chartSection ? ('chart' as const) : ('section' as const),
      eyebrow,
      heading: s.heading,
      lines: s.points.map((p) => p.show),
      says: s.points.map((p) => p.say),
    })),
    ...(keyPoints.length
      ? [
          {
            kind: 'key-points' as const,
            eyebrow,
            heading: 'Key points',
            lines: keyPoints.map((p) => p.show),
            says: keyPoints.map((p) => p.say),
          },
        ]
      : []),
  ];
  const length = () => draft().reduce((sum, s) => sum + s.says.reduce((a, t) => a + readingSeconds(t), 0), 0);

  // Trim to the target: a section's third point, then whole sections (keeping two), then key points.
  while (length() > TARGET_SECONDS) {
    const longest = body.reduce<Section | null>(
      (best, s) => (s.points.length > 2 && (!best || s.points.length >= best.points.length) ? s : best),
      null,
    );
    if (longest) longest.points.pop();
    else if (body.length > MIN_SECTIONS) dropSection();
    else if (keyPoints.length > 2) keyPoints.pop();
    else break;
  }
  while (length() > MAX_SECONDS && body.length > 0) {
    if (body.length === 1) chartSection = undefined;
    dropSection();
  }

  const slides: Slide[] = [];
  const cues: Cue[] = [];
  let t = 0;
  for (const d of draft()) {
    const start = t;
    const own: Cue[] = d.says.map((text) => {
      const cue = { start: t, end: t + readingSeconds(text), text };
      t = cue.end;
      return cue;
    });
    cues.push(...own);
    const scene = d.kind === 'chart' ? chart?.scene : undefined;
    slides.push({
      kind: d.kind,
      eyebrow: d.eyebrow,
      heading: d.heading,
      lines: d.lines,
      start,
      end: t,
      cues: own,
      ...(scene && { chart: scene }),
    });
  }
  return { slides, cues, seconds: t };
}

/** Silence after each spoken caption, and the step every time is rounded up to (a frame at 4 fps). */
const PAUSE_SECONDS = 0.6;
const STEP_SECONDS = 0.25;

/**
 * The plan timed to its narration: each caption lasts as long as its spoken clip (`spoken[i]` seconds)
 * and a short pause, so slides and captions follow the voice; without a voice the plan stays as it is.
 */
export function timeToVoice(plan: LessonVideoPlan, spoken: number[]): LessonVideoPlan {
  if (spoken.length !== plan.cues.length) throw new Error(`${spoken.length} spoken clips for ${plan.cues.length} captions`);
  let t = 0;
  let i = 0;
  const cues: Cue[] = [];
  const slides = plan.slides.map((slide) => {
    const start = t;
    const own = slide.cues.map((c) => {
      const length = Math.ceil((spoken[i++]! + PAUSE_SECONDS) / STEP_SECONDS) * STEP_SECONDS;
      const cue = { start: t, end: t + length, text: c.text };
      t = cue.end;
      return cue;
    });
    cues.push(...own);
    return { ...slide, start, end: t, cues: own };
  });
  return { slides, cues, seconds: t };
}

function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const hh = Math.floor(ms / 3_600_000);
  const mm = Math.floor(ms / 60_000) % 60;
  const ss = Math.floor(ms / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(hh)}:${pad(mm)}:${pad(ss)}.${pad(ms % 1000, 3)}`;
}

/** The captions as a WebVTT file (the text escaped; cues numbered from 1). */
export function toWebVtt(cues: Cue[]): string {
  const escape = (s: string) =>
    s
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/\s*\n\s*/g, ' ');
  return `WEBVTT\n\n${cues.map((c, i) => `${i + 1}\n${vttTime(c.start)} --> ${vttTime(c.end)}\n${escape(c.text)}\n`).join('\n')}`;
}

/** The chapters of a video: one per slide, titled by its heading (the title slide is the introduction). */
export function chapters(plan: LessonVideoPlan): Cue[] {
  return plan.slides.map((s) => ({ start: s.start, end: s.end, text: s.kind === 'title' ? 'Introduction' : s.heading }));
}

/** The chapters as a WebVTT file for a `<track kind="chapters">`: cues named chapter-1…, titled. */
export function toChaptersVtt(plan: LessonVideoPlan): string {
  return toWebVtt(chapters(plan)).replace(/^(\d+)$/gm, 'chapter-$1');
}

/** Where a lesson's generated video, captions and chapters live in the lesson-videos bucket. */
export function generatedPaths(moduleId: number, position: number): { video: string; captions: string; chapters: string } {
  const base = `generated/module-${String(moduleId).padStart(2, '0')}/lesson-${position}`;
  return { video: `${base}.webm`, captions: `${base}.vtt`, chapters: `${base}.chapters.vtt` };
}
