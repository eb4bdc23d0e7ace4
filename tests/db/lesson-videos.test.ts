// Generated lesson videos on the real stack: one real lesson rendered (canvas + ffmpeg, a fresh cache)
// and published with the service role, the lesson row pointing at it; a second run changes nothing; a
// lesson an admin gave an external video is left alone; a learner signs the URL and gets byte ranges
// of a real WebM, and its captions.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, signUpUser } from '../support/clients.ts';
import { generatedPaths, planLessonVideo } from '../../scripts/videos/lesson-slides.ts';
import { BUCKET, publishLessonVideos } from '../../scripts/videos/publish-videos.ts';

const service = serviceClient();
const paths = generatedPaths(13, 1);
const ADMIN_URL = 'https://videos.example.com/admin-choice.mp4';
let cacheDir: string;
interface Row {
  id: number;
  title: string;
  notes: string;
  duration_seconds: number;
  video_path: string | null;
  video_url: string | null;
  captions_path: string | null;
  updated_at: string;
}
let mine: Row;
let admins: Row;

const read = async (id: number): Promise<Row> => {
  const { data, error } = await service
    .from('lessons')
    .select('id, title, notes, duration_seconds, video_path, video_url, captions_path, updated_at')
    .eq('id', id)
    .single<Row>();
  if (error) throw new Error(error.message);
  return data;
};

/** The Duration of a WebM's Segment Info (EBML id 0x4489, a float in milliseconds at the default scale). */
function webmDurationMs(bytes: Buffer): number {
  const at = bytes.indexOf(Buffer.from([0x44, 0x89]));
  expect(at).toBeGreaterThan(0);
  const size = bytes[at + 2]! & 0x7f;
  return size === 8 ? bytes.readDoubleBE(at + 3) : bytes.readFloatBE(at + 3);
}

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'lesson-videos-'));
  const { data, error } = await service.from('lessons').select('id').eq('module_id', 13).in('position', [1, 2]).order('position');
  expect(error).toBeNull();
  const [a, b] = data!.map((r) => r.id as number) as [number, number];
  const set = await service.from('lessons').update({ video_url: ADMIN_URL }).eq('id', b).select('id');
  expect(set.error).toBeNull();
  [mine, admins] = [await read(a), await read(b)];
  expect(mine.video_path).toBeNull();
  expect(mine.video_url).toBeNull();
});

afterAll(async () => {
  await service
    .from('lessons')
    .update({ video_path: null, captions_path: null, duration_seconds: mine.duration_seconds })
    .eq('id', mine.id);
  await service.from('lessons').update({ video_url: null }).eq('id', admins.id);
  await service.storage.from(BUCKET).remove([paths.video, paths.captions]);
  await rm(cacheDir, { recursive: true, force: true });
});

describe('generated lesson videos', () => {
  it(
    'renders a real lesson and publishes it to a lesson without a video, leaving the admin’s one alone',
    { timeout: 180_000 },
    async () => {
      const summary = await publishLessonVideos(service, { cacheDir, lessonIds: [mine.id, admins.id] });
      expect(summary).toMatchObject({ pending: 1, published: 1, rendered: 1, skipped: 0 });
      expect(summary.bytes).toBeGreaterThan(20_000);
      expect(summary.bytes).toBeLessThan(300_000); // no voice given: the captioned video alone (lesson-video-jobs.test.ts renders spoken ones)

      const plan = planLessonVideo({ moduleId: 13, position: 1, title: mine.title, notes: mine.notes });
      const row = await read(mine.id);
      expect(row).toMatchObject({
        video_path: paths.video,
        captions_path: paths.captions,
        video_url: null,
        duration_seconds: plan.seconds,
      });
      expect(plan.seconds).toBeLessThanOrEqual(60);
      const untouched = await read(admins.id);
      expect(untouched).toEqual(admins);
      expect(untouched.video_url).toBe(ADMIN_URL);

      // A real WebM: the EBML magic, the webm doc type, and a length that matches the captions'.
      const { data: blob, error } = await service.storage.from(BUCKET).download(paths.video);
      expect(error).toBeNull();
      const webm = Buffer.from(await blob!.arrayBuffer());
      expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect(webm.subarray(0, 64).includes(Buffer.from('webm'))).toBe(true);
      expect(webm.includes(Buffer.from('V_VP9'))).toBe(true);
      expect(Math.abs(webmDurationMs(webm) - plan.seconds * 1000)).toBeLessThan(300);
      const vtt = await (await service.storage.from(BUCKET).download(paths.captions)).data!.text();
      expect(vtt.startsWith('WEBVTT\n')).toBe(true);
      const ends = [...vtt.matchAll(/--> (\d\d):(\d\d):(\d\d)\.(\d{3})/g)].map(
        (m) => Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000,
      );
      expect(ends.at(-1)).toBe(plan.seconds);
    },
  );

  it('changes nothing on a second run', { timeout: 60_000 }, async () => {
    const before = await read(mine.id);
    const summary = await publishLessonVideos(service, { cacheDir, lessonIds: [mine.id, admins.id] });
    expect(summary).toMatchObject({ pending: 0, published: 0, rendered: 0 });
    expect(await read(mine.id)).toEqual(before);
    expect(await read(admins.id)).toEqual(admins);
  });

  it('lets a learner sign the video and stream byte ranges of it, and read its captions', async () => {
    const learner = await signUpUser('videos');
    const signed = await learner.client.storage.from(BUCKET).createSignedUrl(paths.video, 60);
    expect(signed.error).toBeNull();
    const res = await fetch(signed.data!.signedUrl, { headers: { range: 'bytes=0-1023' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-1023\/\d+$/);
    const head = Buffer.from(await res.arrayBuffer());
    expect(head.length).toBe(1024);
    expect(head.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const captions = await learner.client.storage.from(BUCKET).download(paths.captions);
    expect(captions.error).toBeNull();
    expect(await captions.data!.text()).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> /);
  });
});
