// `npm run videos`: gives every lesson without a video a short generated one (slides and captions made
// from its notes; see publish-videos.ts), against the running stack. `npm start` runs it by itself in
// the background once the stack is ready (web/start.ts; LESSON_VIDEOS=off skips that).
//   npm run videos                  every lesson with neither video_path nor video_url
//   npm run videos -- --refresh     also make again the lessons that carry their generated video
//   npm run videos -- --lesson 12   only that lesson (repeatable)
// Each caption is spoken by Flite when it is installed (narration.ts; LESSON_VIDEOS_VOICE=festival|off),
// and the run says which voice it uses or why there is none (the videos are then captioned only).
// The API URL is SUPABASE_URL when set, else the local stack's port (STACK_API_PORT, else
// supabase/config.toml's); the key is SUPABASE_SERVICE_ROLE_KEY when set, else the local demo service
// key — as `npm run admin` does. Rendered videos are cached in ~/.cache/tradecraft/lesson-videos (see
// CACHE_DIR), one render per core at a time. Each lesson's video is a job in public.lesson_video_jobs (publish-videos.ts):
// a run takes back what a killed one left, logs every failure, prints its progress and, once its queue
// is empty, whether all lesson videos are ready. npm start's run then keeps watching for jobs an admin
// retries in the console; a failure makes `npm run videos` exit with 1.
import { readFileSync } from 'node:fs';
import { availableParallelism, homedir, setPriority } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { retryingFetch } from '../../server/retrying-fetch.ts';
import { loadConfig, projectRoot, SERVICE_ROLE_KEY } from 'supabase-stand-in/project';
import { findVoice } from './narration.ts';
import { publishLessonVideos, type PublishSummary } from './publish-videos.ts';

/**
 * The render cache, shared by every checkout on the machine (entries are keyed by a hash of what is
 * drawn, so a clone or a fresh database finds the videos already made): LESSON_VIDEOS_CACHE_DIR, else
 * $XDG_CACHE_HOME/tradecraft/lesson-videos (~/.cache/…).
 */
export const CACHE_DIR = process.env.LESSON_VIDEOS_CACHE_DIR
  ? resolve(projectRoot, process.env.LESSON_VIDEOS_CACHE_DIR)
  : join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'tradecraft', 'lesson-videos');
/** Renders at once: one per core (LESSON_VIDEOS_CONCURRENCY to change it). */
const CONCURRENCY = Number(process.env.LESSON_VIDEOS_CONCURRENCY) || availableParallelism();
/** How often a watching run (npm start's) looks for jobs an admin re-queued. */
const WATCH_MS = 5000;

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

export function describe(s: PublishSummary, ms: number): string {
  if (s.pending === 0) return 'lesson videos: nothing to render';
  const made = s.rendered
    ? `, ${s.rendered} rendered in ${(s.renderMs / 1000).toFixed(0)} s (${(s.renderMs / s.rendered / 1000).toFixed(1)} s each)`
    : ', all from the cache';
  const skipped = s.skipped ? `, ${s.skipped} left alone (given a video meanwhile)` : '';
  const failed = s.failed ? `, ${s.failed} failed` : '';
  return `lesson videos: ${s.published}/${s.pending} published in ${(ms / 1000).toFixed(0)} s${made}, ${mb(s.bytes)}${skipped}${failed}`;
}

/** The whole course's state: lessons, those with a video, and failed jobs. */
export async function readiness(db: SupabaseClient): Promise<{ lessons: number; withVideo: number; failed: number }> {
  const count = async (q: PromiseLike<{ count: number | null; error: { message: string } | null }>) => {
    const { count: n, error } = await q;
    if (error) throw new Error(error.message);
    return n ?? 0;
  };
  const [lessons, withVideo, failed] = await Promise.all([
    count(db.from('lessons').select('id', { count: 'exact', head: true })),
    count(db.from('lessons').select('id', { count: 'exact', head: true }).or('video_path.not.is.null,video_url.not.is.null')),
    count(db.from('lesson_video_jobs').select('lesson_id', { count: 'exact', head: true }).eq('state', 'failed')),
  ]);
  return { lessons, withVideo, failed };
}

/**
 * CPU seconds this run has used: its own, and its finished children's (the encoders and the voice),
 * from /proc/self/stat (utime, stime, cutime, cstime in clock ticks); elsewhere its own only.
 */
export function cpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8')
      .replace(/^.*\) /s, '')
      .split(' ');
    // After the name: state is field 3, utime…cstime are fields 14–17; USER_HZ is 100 on Linux.
    return fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0) / 100;
  } catch {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  }
}

export function describeReadiness(r: { lessons: number; withVideo: number; failed: number }, ms: number, cpu?: number): string {
  const used = cpu === undefined ? '' : ` (CPU ${cpu.toFixed(1)} s: ${(cpu / 2).toFixed(1)} s of two idle cores)`;
  if (r.withVideo === r.lessons) return `lesson videos: all lesson videos ready: ${r.lessons} in ${(ms / 1000).toFixed(1)} s${used}`;
  const failed = r.failed ? `, ${r.failed} failed — see Admin › Content, or npm run videos -- --lesson <id>` : '';
  return `lesson videos: ${r.withVideo}/${r.lessons} lessons have a video${failed}`;
}

async function main() {
  const { values } = parseArgs({
    options: { refresh: { type: 'boolean' }, lesson: { type: 'string', multiple: true }, background: { type: 'boolean' } },
  });
  const url = process.env.SUPABASE_URL ?? `http://127.0.0.1:${loadConfig().apiPort}`;
  const background = values.background === true;
  const abort = new AbortController();
  if (background) {
    // Started by npm start: the app comes first, and this stops with it.
    try {
      setPriority(19);
    } catch {
      // not allowed: normal priority
    }
    process.on('disconnect', () => process.exit(0));
  } else console.log(`Server: ${url}`);
  process.on('SIGTERM', () => abort.abort());
  const db = createClient(url, process.env.SUPABASE_SERVICE_ROLE_KEY ?? SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: retryingFetch() },
    realtime: { transport: WebSocket as never }, // Node 20 has no global WebSocket
  });
  const t0 = performance.now();
  const found = findVoice();
  let lastLog = 0;
  let failures = 0;
  await publishLessonVideos(db, {
    cacheDir: CACHE_DIR,
    lessonIds: values.lesson?.map(Number),
    refresh: values.refresh,
    voice: found.voice,
    niceness: background ? 19 : undefined,
    concurrency: CONCURRENCY,
    signal: abort.signal,
    // npm start's run stays on for the jobs an admin retries; npm run videos ends with its queue.
    watchMs: background ? WATCH_MS : undefined,
    onStart(s) {
      const back = [
        s.resumed ? `${s.resumed} taken back from a stopped run` : '',
        s.cleaned ? `${s.cleaned} unfinished render${s.cleaned === 1 ? '' : 's'} removed` : '',
      ].filter(Boolean);
      console.log(`lesson videos: ${s.pending} to make${back.length ? ` (${back.join(', ')})` : ''}`);
      console.log(found.voice ? `lesson videos: narrated by ${found.voice.id}` : `lesson videos: captioned, without a voice: ${found.why}`);
    },
    onProgress(done, total) {
      const now = performance.now();
      // Briefly: the first one, then every 10 or 20 s, and the last one.
      if (!background || done === 1 || done === total || now - lastLog > (background ? 20_000 : 10_000)) {
        lastLog = now;
        if (done < total) console.log(`lesson videos: ${done}/${total}`);
      }
    },
    onFailure(lesson, message) {
      failures++;
      console.error(
        `lesson videos: lesson ${lesson.id} (module ${lesson.module_id}, lesson ${lesson.position}, “${lesson.title}”) failed: ${message}`,
      );
    },
    async onIdle(s) {
      if (s.pending) console.log(describe(s, performance.now() - t0));
      console.log(describeReadiness(await readiness(db), performance.now() - t0, cpuSeconds()));
    },
  });
  if (!background && failures) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await main();
  } catch (e) {
    console.error(`lesson videos: ${(e as Error).message}`);
    process.exit(1);
  }
}
