// A lesson's chapters, from the WebVTT file of kind "chapters" published beside its video: one titled
// cue per part. The player lists them, jumps to one, and highlights the one playing.
export interface Chapter {
  start: number;
  end: number;
  title: string;
}

const TIME = /^(?:(\d+):)?(\d{1,2}):(\d{2})\.(\d{3})$/;

function seconds(text: string): number | null {
  const m = TIME.exec(text.trim());
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

/** The chapters of a WebVTT file, in time order; cues without a time line or a title are skipped. */
export function parseChapters(vtt: string): Chapter[] {
  if (!/^\uFEFF?WEBVTT/.test(vtt)) return [];
  const chapters: Chapter[] = [];
  for (const block of vtt.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const at = lines.findIndex((l) => l.includes('-->'));
    if (at < 0) continue;
    const [from, to] = lines[at]!.split('-->');
    const start = seconds(from ?? '');
    const end = seconds((to ?? '').trim().split(/\s+/)[0] ?? '');
    const title = lines
      .slice(at + 1)
      .join(' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .trim();
    if (start === null || end === null || end <= start || !title) continue;
    chapters.push({ start, end, title });
  }
  return chapters.sort((a, b) => a.start - b.start);
}

/** The index of the chapter playing at `time` (the last one started), or -1 before the first. */
export function chapterAt(chapters: Chapter[], time: number): number {
  let current = -1;
  for (const [i, c] of chapters.entries()) if (c.start <= time + 0.001) current = i;
  return current;
}
