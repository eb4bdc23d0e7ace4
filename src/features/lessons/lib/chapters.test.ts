import { describe, expect, it } from 'vitest';
import { chapterAt, parseChapters } from './chapters.ts';

describe('lesson chapters', () => {
  it('reads the titled cues of a chapters file, in time order', () => {
    const vtt =
      'WEBVTT\n\nchapter-2\n00:00:04.500 --> 00:01:02.000\nSupport &amp; resistance\n\nchapter-1\n00:00:00.000 --> 00:00:04.500\nIntroduction\n';
    expect(parseChapters(vtt)).toEqual([
      { start: 0, end: 4.5, title: 'Introduction' },
      { start: 4.5, end: 62, title: 'Support & resistance' },
    ]);
  });

  it('skips what is not a chapter', () => {
    expect(parseChapters('not a vtt')).toEqual([]);
    expect(parseChapters('WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nBackwards\n\n00:00:05.000 --> 00:00:06.000\n\n')).toEqual([]);
  });

  it('knows which chapter is playing', () => {
    const list = [
      { start: 0, end: 4, title: 'a' },
      { start: 4, end: 9, title: 'b' },
    ];
    expect(chapterAt(list, 0)).toBe(0);
    expect(chapterAt(list, 3.99)).toBe(0);
    expect(chapterAt(list, 4)).toBe(1);
    expect(chapterAt(list, 30)).toBe(1);
    expect(chapterAt([], 3)).toBe(-1);
  });
});
