// The plan of every lesson's generated video (scripts/videos/lesson-slides.ts), from the notes as the
// migration holds them: a title slide and four to eight slides in all, captions that cover the video
// without gaps or overlaps, within a minute, every word taken from the lesson's title and notes.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  generatedPaths,
  MAX_SECONDS,
  planLessonVideo,
  shorten,
  timeToVoice,
  toWebVtt,
  withoutAsides,
  type LessonSource,
} from './lesson-slides.ts';

const sql = readFileSync(resolve(import.meta.dirname, '../../supabase/migrations/20261124110100_lesson_notes.sql'), 'utf8');
const lessons: LessonSource[] = [...sql.matchAll(/\((\d+), (\d+), '((?:[^']|'')*)', \$md\$\n([\s\S]*?)\$md\$\)/g)].map((m) => ({
  moduleId: Number(m[1]),
  position: Number(m[2]),
  title: m[3]!.replace(/''/g, "'"),
  notes: m[4]!,
}));

/** The notes as plain words (markdown marks and punctuation gone), to find a slide's words in. */
const words = (text: string) =>
  text
    .replace(/[*_`#>|[\]()]/g, ' ')
    .toLowerCase()
    .match(/[a-z0-9$%'’]+/g) ?? [];

describe('lesson video plans', () => {
  it('reads all 83 lessons from the migration', () => {
    expect(lessons).toHaveLength(83);
  });

  it('gives every lesson 4 to 8 slides, at most a minute, captions covering it end to end', () => {
    for (const lesson of lessons) {
      const name = `${lesson.moduleId}.${lesson.position}`;
      const plan = planLessonVideo(lesson);
      expect(plan.slides.length, name).toBeGreaterThanOrEqual(4);
      expect(plan.slides.length, name).toBeLessThanOrEqual(8);
      expect(plan.seconds, name).toBeGreaterThanOrEqual(25);
      expect(plan.seconds, name).toBeLessThanOrEqual(MAX_SECONDS);
      expect(plan.slides[0]).toMatchObject({ kind: 'title', heading: lesson.title, start: 0 });
      expect(plan.slides.at(-1)).toMatchObject({ kind: 'key-points', heading: 'Key points', end: plan.seconds });
      let t = 0;
      for (const cue of plan.cues) {
        expect(cue.start, name).toBe(t);
        expect(cue.end, name).toBeGreaterThan(cue.start);
        expect(cue.end, name).toBeLessThanOrEqual(plan.seconds);
        expect(cue.text.length, name).toBeLessThanOrEqual(100);
        t = cue.end;
      }
      expect(t, name).toBe(plan.seconds);
      for (const slide of plan.slides) {
        expect(slide.cues.length, name).toBeGreaterThan(0);
        expect(slide.cues[0]!.start).toBe(slide.start);
        expect(slide.cues.at(-1)!.end).toBe(slide.end);
        for (const line of slide.lines) expect(line.length, name).toBeLessThanOrEqual(80);
      }
    }
  });

  it('takes every word on a slide and in a caption from the lesson', () => {
    for (const lesson of lessons) {
      const source = new Set(words(`${lesson.title} ${lesson.notes} module ${lesson.moduleId} lesson ${lesson.position} key points`));
      const plan = planLessonVideo(lesson);
      const shown = plan.slides.flatMap((s) => [s.heading, s.eyebrow, ...s.lines]).concat(plan.cues.map((c) => c.text));
      for (const text of shown)
        for (const w of words(text)) expect(source.has(w), `${lesson.moduleId}.${lesson.position}: "${w}" in "${text}"`).toBe(true);
    }
  });

  it('shows the first lesson as a person would read it', () => {
    const plan = planLessonVideo({ ...lessons[0]!, moduleTitle: 'Stock Market Basics' });
    expect(plan.slides[0]).toMatchObject({
      eyebrow: 'Module 1 · Lesson 1',
      heading: 'What a Stock Really Is',
      lines: ['Stock Market Basics'],
    });
    expect(plan.slides[1]!.heading).toBe('Owning a piece of a business');
    expect(plan.slides[1]!.lines[0]).toBe('A stock is a small slice of ownership in a company.');
    expect(plan.slides.at(-1)!.lines[0]).toBe('A share is a unit of ownership, not a loan.');
    expect(plan.cues[1]!.text).toBe('A stock (also called a share or equity) is a small slice of ownership in a company.');
  });

  it('writes WebVTT with escaped text and millisecond times', () => {
    const vtt = toWebVtt([
      { start: 0, end: 4, text: 'Buy <low> & sell high' },
      { start: 4, end: 61.5, text: 'Then\nwait' },
    ]);
    expect(vtt).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nBuy &lt;low&gt; &amp; sell high\n\n2\n00:00:04.000 --> 00:01:01.500\nThen wait\n',
    );
  });

  it('shortens at a sentence, a clause or a word, never on a dangling small word', () => {
    expect(shorten('Short enough.', 20)).toBe('Short enough.');
    expect(shorten('One sentence here. And another one that is long.', 30)).toBe('One sentence here.');
    expect(shorten('Most companies are private: their shares are held by founders and employees', 60)).toBe(
      'Most companies are private: their shares are held…',
    );
    expect(shorten('Price and value are not the same thing — learning to tell them apart is hard', 70)).toBe(
      'Price and value are not the same thing…',
    );
    expect(withoutAsides('A stock (also called a share) is a slice (of ownership).')).toBe('A stock is a slice.');
  });

  it('times slides and captions to the voice: each caption as long as its clip and a pause', () => {
    const plan = planLessonVideo(lessons[0]!);
    const spoken = plan.cues.map((_, i) => 1.1 + i);
    const voiced = timeToVoice(plan, spoken);
    expect(voiced.cues.map((c) => c.text)).toEqual(plan.cues.map((c) => c.text));
    let t = 0;
    for (const [i, cue] of voiced.cues.entries()) {
      expect(cue.start).toBe(t);
      expect(cue.end - cue.start).toBeGreaterThanOrEqual(spoken[i]! + 0.5);
      expect(cue.end - cue.start).toBeLessThan(spoken[i]! + 1);
      expect((cue.end * 4) % 1).toBe(0); // on a frame at 4 fps
      t = cue.end;
    }
    expect(voiced.seconds).toBe(t);
    for (const slide of voiced.slides) {
      expect(slide.start).toBe(slide.cues[0]!.start);
      expect(slide.end).toBe(slide.cues.at(-1)!.end);
    }
    expect(() => timeToVoice(plan, [1])).toThrow(/1 spoken clips/);
  });

  it('names the files in the bucket by module and position', () => {
    expect(generatedPaths(3, 2)).toEqual({
      video: 'generated/module-03/lesson-2.webm',
      captions: 'generated/module-03/lesson-2.vtt',
      chapters: 'generated/module-03/lesson-2.chapters.vtt',
    });
  });
});
