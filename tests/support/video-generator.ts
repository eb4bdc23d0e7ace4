// The lesson video generator as npm start and npm run videos run it — scripts/videos/make-lesson-videos.ts
// in a child process of its own process group (a kill of the group reaches its ffmpeg too) — against a
// test stack, with its own render cache.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

export interface GeneratorRun {
  child: ChildProcess;
  /** stdout and stderr so far. */
  out: () => string;
  exit: Promise<number | null>;
}

export function runGenerator(apiUrl: string, cacheDir: string, lessonIds: number[], env: Record<string, string> = {}): GeneratorRun {
  const args = ['--import', 'tsx', 'scripts/videos/make-lesson-videos.ts', ...lessonIds.flatMap((id) => ['--lesson', String(id)])];
  const child = spawn(process.execPath, args, {
    cwd: resolve(import.meta.dirname, '../..'),
    detached: true,
    env: { ...process.env, SUPABASE_URL: apiUrl, LESSON_VIDEOS_CACHE_DIR: cacheDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return { child, out: () => out, exit: new Promise((r) => child.once('exit', (code) => r(code))) };
}

/** The kinds of the streams in a media file, as ffmpeg reads them (`['video', 'audio']`). */
export function streamKinds(file: string): string[] {
  // No ffprobe ships with @ffmpeg-installer: `ffmpeg -i` prints the same stream list, then exits 1.
  const probe = spawnSync(ffmpeg.path, ['-hide_banner', '-i', file], { encoding: 'utf8' });
  return [...probe.stderr.matchAll(/^\s*Stream #\d+:\d+.*?: (Video|Audio|Subtitle):/gm)].map((m) => m[1]!.toLowerCase());
}

/** A media file's length in seconds and its video frames, as ffmpeg counts them decoding it. */
export function videoFrames(file: string): { seconds: number; frames: number; times: number[] } {
  const run = spawnSync(ffmpeg.path, ['-hide_banner', '-i', file, '-map', '0:v', '-vf', 'showinfo', '-f', 'null', '-'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const [, h, m, s] = /Duration: (\d+):(\d+):(\d+\.\d+)/.exec(run.stderr) ?? [];
  const times = [...run.stderr.matchAll(/pts_time:([\d.]+)/g)].map((t) => Number(t[1]));
  return { seconds: Number(h) * 3600 + Number(m) * 60 + Number(s), frames: times.length, times };
}
