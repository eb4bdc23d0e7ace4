// The lesson video generator as a real child process (scripts/videos/make-lesson-videos.ts, as npm start
// and npm run videos run it) against the test stack: killed with SIGKILL mid-render (it and its ffmpeg),
// it leaves a job rendering and a temporary folder; the next run takes the job back, removes the folder
// and completes every video. A render that fails is logged, recorded on its job with its error, the run
// goes on and exits with 1; re-queued (admin_retry_lesson_video), the next run publishes it. With the
// text-to-speech engine (flite, which .ci/run installs) every video it publishes speaks: it has an
// audio track, and the lesson's length is the voiced video's; on a machine without the engine the run
// says so and publishes captioned videos without sound. Every published video has its chapters file
// (the lesson's chapters_path), each chapter within the video's length; the third lesson (Commodity
// Futures) draws a chart: its chart slide moves at 24 frames a second, the other slides are one frame.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serviceClient } from '../support/clients.ts';
import { runGenerator, streamKinds, videoFrames } from '../support/video-generator.ts';
import { generatedPaths } from '../../scripts/videos/lesson-slides.ts';
import { parseChapters } from '../../src/features/lessons/lib/chapters.ts';
import { findVoice } from '../../scripts/videos/narration.ts';
import { BUCKET } from '../../scripts/videos/publish-videos.ts';

const MODULE = 12;
const service = serviceClient();
let cacheDir: string;
let lessons: { id: number; position: number; duration_seconds: number }[];

const generator = (ids: number[], env: Record<string, string> = {}) => runGenerator(inject('apiUrl'), cacheDir, ids, env);

const jobs = async (ids: number[]) => {
  const { data, error } = await service
    .from('lesson_video_jobs')
    .select('lesson_id, state, error, attempts')
    .in('lesson_id', ids)
    .order('lesson_id');
  expect(error).toBeNull();
  return data!;
};
const rows = async (ids: number[]) => {
  const { data, error } = await service
    .from('lessons')
    .select('id, video_path, captions_path, chapters_path, duration_seconds')
    .in('id', ids)
    .order('id');
  expect(error).toBeNull();
  return data!;
};
const tempFolders = async () => (await readdir(cacheDir)).filter((n) => /\.tmp-\d+$/.test(n));

/**
 * The published video's stream kinds, the end of its last caption in seconds, its frames and length
 * as ffmpeg decodes it, and its chapters — checked here: one at least, each within the video.
 */
const published = async (position: number) => {
  const paths = generatedPaths(MODULE, position);
  const video = await service.storage.from(BUCKET).download(paths.video);
  expect(video.error).toBeNull();
  const file = join(cacheDir, `published-${position}.webm`);
  await writeFile(file, Buffer.from(await video.data!.arrayBuffer()));
  const vtt = await (await service.storage.from(BUCKET).download(paths.captions)).data!.text();
  const [, h, m, sec] = /--> (\d\d):(\d\d):(\d\d\.\d{3})\n[^\n]*\n$/.exec(vtt)!;
  const kinds = streamKinds(file);
  const decoded = videoFrames(file);
  await rm(file);
  const chaptersFile = await service.storage.from(BUCKET).download(paths.chapters);
  expect(chaptersFile.error).toBeNull();
  const chapters = parseChapters(await chaptersFile.data!.text());
  expect(chapters.length).toBeGreaterThanOrEqual(4);
  expect(chapters[0]!.start).toBe(0);
  for (const c of chapters) {
    expect(c.start).toBeGreaterThanOrEqual(0);
    expect(c.end).toBeGreaterThan(c.start);
    expect(c.end).toBeLessThanOrEqual(decoded.seconds + 0.05);
  }
  return { kinds, captionsEnd: Number(h) * 3600 + Number(m) * 60 + Number(sec), chapters, ...decoded };
};

/** Every published lesson points at its chapters file. */
const expectChapters = async (ids: number[]) => {
  for (const r of await rows(ids)) {
    const l = lessons.find((x) => x.id === r.id)!;
    expect(r.chapters_path).toBe(generatedPaths(MODULE, l.position).chapters);
  }
};

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'lesson-video-jobs-'));
  const { data, error } = await service
    .from('lessons')
    .select('id, position, duration_seconds, video_path, video_url')
    .eq('module_id', MODULE)
    .in('position', [1, 2, 3])
    .order('position');
  expect(error).toBeNull();
  expect(data!.every((l) => !l.video_path && !l.video_url)).toBe(true);
  lessons = data!;
});

afterAll(async () => {
  const ids = lessons.map((l) => l.id);
  for (const l of lessons)
    await service
      .from('lessons')
      .update({ video_path: null, captions_path: null, chapters_path: null, duration_seconds: l.duration_seconds })
      .eq('id', l.id);
  await service.from('lesson_video_jobs').delete().in('lesson_id', ids);
  const paths = lessons.flatMap((l) => Object.values(generatedPaths(MODULE, l.position)));
  await service.storage.from(BUCKET).remove(paths);
  await rm(cacheDir, { recursive: true, force: true });
});

describe('the lesson video generator', () => {
  it(
    'killed mid-render, leaves the job rendering; a restart takes it back, cleans up and completes every video',
    { timeout: 600_000 },
    async () => {
      const ids = lessons.slice(0, 2).map((l) => l.id);
      const first = generator(ids);
      // Wait until a render is under way: its job says rendering and its temporary folder exists.
      for (;;) {
        expect(first.child.exitCode, first.out()).toBeNull();
        const states = await jobs(ids);
        if (states.some((j) => j.state === 'rendering') && (await tempFolders()).length > 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      process.kill(-first.child.pid!, 'SIGKILL');
      await first.exit;
      // One render at a time per core: one or both jobs were rendering, and at least one had its folder.
      const rendering = (await jobs(ids)).filter((j) => j.state === 'rendering').length;
      const left = (await tempFolders()).length;
      expect(rendering).toBeGreaterThanOrEqual(1);
      expect(left).toBeGreaterThanOrEqual(1);
      expect(left).toBeLessThanOrEqual(rendering);

      const second = generator(ids);
      expect(await second.exit, second.out()).toBe(0);
      expect(second.out()).toContain(
        `${rendering} taken back from a stopped run, ${left} unfinished render${left === 1 ? '' : 's'} removed`,
      );
      expect(second.out()).not.toMatch(/failed/);
      expect((await jobs(ids)).map((j) => j.state)).toEqual(['published', 'published']);
      expect((await jobs(ids)).every((j) => j.attempts >= 1 && j.error === null)).toBe(true);
      for (const r of await rows(ids)) {
        const l = lessons.find((x) => x.id === r.id)!;
        expect(r).toMatchObject({
          video_path: generatedPaths(MODULE, l.position).video,
          captions_path: generatedPaths(MODULE, l.position).captions,
        });
      }
      expect(await tempFolders()).toEqual([]);

      // Narrated: an audio track beside the video, the lesson as long as the voiced video.
      expect(findVoice().voice, 'flite is installed (.ci/run)').not.toBeNull();
      expect(second.out()).toContain('lesson videos: narrated by flite-slt');
      for (const r of await rows(ids)) {
        const video = await published(lessons.find((x) => x.id === r.id)!.position);
        expect(video.kinds).toEqual(['video', 'audio']);
        expect(r.duration_seconds).toBe(Math.floor(video.captionsEnd));
        // No chart in these lessons: each slide is one frame, held while it is spoken (and the last
        // one again at the very end, so the picture lasts as long as the voice).
        expect(video.frames).toBe(video.chapters.length + 1);
        expect(video.seconds).toBeCloseTo(video.captionsEnd, 1);
      }
      await expectChapters(ids);
    },
  );

  it('records a failed render with its error, logs it and goes on; retried, the next run publishes it', { timeout: 600_000 }, async () => {
    const id = lessons[2]!.id;
    const bad = generator([id], { LESSON_VIDEOS_FFMPEG: '/bin/false' });
    expect(await bad.exit, bad.out()).toBe(1);
    expect(bad.out()).toMatch(
      new RegExp(`lesson videos: lesson ${id} \\(module ${MODULE}, lesson 3, “[^”]+”\\) failed: ffmpeg exited with 1`),
    );
    const [failed] = await jobs([id]);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, error: expect.stringMatching(/^ffmpeg exited with 1/) });
    expect((await rows([id]))[0]!.video_path).toBeNull();
    expect(await tempFolders()).toEqual([]);

    const { data, error } = await service.rpc('admin_retry_lesson_video', { lesson_id: id });
    expect(error).toBeNull();
    expect(data).toMatchObject({ state: 'queued', error: null });
    // On a machine without the engine (none on the PATH): captioned, silent, and it says so.
    const good = generator([id], { PATH: cacheDir });
    expect(await good.exit, good.out()).toBe(0);
    expect(good.out()).toContain('lesson videos: captioned, without a voice: no flite on the PATH');
    const video = await published(3);
    expect(video.kinds).toEqual(['video']);
    expect(await jobs([id])).toEqual([{ lesson_id: id, state: 'published', error: null, attempts: 2 }]);
    expect((await rows([id]))[0]!.video_path).toBe(generatedPaths(MODULE, 3).video);
    await expectChapters([id]);
    // Commodity Futures draws the crude oil exercise's chart: its slide moves at 24 frames a second.
    const chart = video.chapters.find((c) => c.title === 'What a futures contract is')!;
    const moving = video.times.filter((t) => t >= chart.start && t < chart.end);
    expect(moving.length).toBeGreaterThanOrEqual(2 * 24);
    const gaps = moving.slice(1, 49).map((t, i) => t - moving[i]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(1 / 24 + 0.002);
    expect(video.frames - moving.length).toBe(video.chapters.length);
    // Silent, the video still lasts as long as its captions.
    expect(video.seconds).toBeCloseTo(video.captionsEnd, 1);
  });
});
