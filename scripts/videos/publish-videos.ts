// Gives every lesson without a video its generated one, as a job with a state in the database
// (public.lesson_video_jobs: queued → rendering → published, or failed with its error): renders it
// (render-video.ts, cached; a lesson that teaches reading a chart draws one from its chart exercise's
// bars, chart-scenes.ts), uploads the WebM, the WebVTT captions and the WebVTT chapters to
// `lesson-videos/generated/module-XX/lesson-N.*` with the service role, then sets the lesson's
// video_path, captions_path, chapters_path and duration_seconds. A generated video published before
// videos had chapters is made again. Only a lesson whose video_path and video_url are both
// empty is touched — the update itself says so, so an admin's video set meanwhile is never replaced —
// and a second run finds nothing to do. A run first queues the lessons that need a video, takes back
// the jobs a killed run left rendering and removes that run's temporary folders; a failed render is
// logged, recorded on its job and does not stop the others. Jobs an admin re-queues (Retry) while the
// run is on are done before it ends, and a watching run (npm start's) keeps looking for them.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import { chartFor, type ExerciseChart } from './chart-scenes.ts';
import { generatedPaths, planLessonVideo } from './lesson-slides.ts';
import type { Voice } from './narration.ts';
import { renderLessonVideo } from './render-video.ts';

export const BUCKET = 'lesson-videos';

interface LessonRow {
  id: number;
  module_id: number;
  position: number;
  title: string;
  notes: string;
  video_path: string | null;
  video_url: string | null;
  chapters_path: string | null;
  modules: { title: string } | null;
}

export type JobState = 'queued' | 'rendering' | 'published' | 'failed';

interface JobRow {
  lesson_id: number;
  state: JobState;
  attempts: number;
}

export interface PublishOptions {
  /** Where rendered videos are cached (`.local/lesson-videos`). */
  cacheDir: string;
  /** Only these lessons (default: all). Naming a lesson also re-queues its failed job. */
  lessonIds?: number[];
  /** Also make again the lessons that carry their generated video (after their notes changed). */
  refresh?: boolean;
  /** How many lessons are rendered at once (each ffmpeg uses one thread); default 1. */
  concurrency?: number;
  /** Speaks each lesson's captions (narration.ts); none: captioned videos without a voice. */
  voice?: Voice | null;
  /** Encoder priority (19 = only what the machine has to spare). */
  niceness?: number;
  /** Told after each job: how many are done (published or failed) of how many. */
  onProgress?: (done: number, total: number, lesson: { id: number; rendered: boolean; error?: string }) => void;
  /** Told once the first queue is known, when it has work (pending, resumed and cleaned are set). */
  onStart?: (summary: PublishSummary) => void;
  /** Told when a job fails (after it is recorded). */
  onFailure?: (lesson: { id: number; module_id: number; position: number; title: string }, message: string) => void;
  /** Keep looking for re-queued jobs every this many ms once the queue is empty, until `signal` aborts. */
  watchMs?: number;
  /** Told when the queue is empty (after the first pass, and after each watched job). */
  onIdle?: (summary: PublishSummary) => void | Promise<void>;
  signal?: AbortSignal;
}

export interface PublishSummary {
  /** Jobs this run had to do. */
  pending: number;
  published: number;
  failed: number;
  rendered: number;
  /** Lessons whose row changed under us (an admin set a video meanwhile): left alone. */
  skipped: number;
  /** Jobs a killed run had left rendering, taken back. */
  resumed: number;
  /** Temporary folders a killed run had left in the cache, removed. */
  cleaned: number;
  bytes: number;
  renderMs: number;
}

const LESSON_COLUMNS = 'id, module_id, position, title, notes, video_path, video_url, chapters_path, modules(title)';

const needsVideo = (l: LessonRow, refresh: boolean | undefined) =>
  !l.video_url &&
  (!l.video_path || (l.video_path === generatedPaths(l.module_id, l.position).video && (refresh === true || !l.chapters_path)));

/** Every chart exercise's bars and answer key (the service role reads the keys), for the chart slides. */
export async function readExerciseCharts(db: SupabaseClient): Promise<ExerciseChart[]> {
  const { data, error } = await db
    .from('chart_exercises')
    .select(
      'module_id, position, title, chart_exercise_bars(position, open, high, low, close), ' +
        'chart_exercise_keys(answer_price, answer_position, accept_high, line_from, line_from_price, line_to, line_to_price)',
    )
    .order('module_id')
    .order('position')
    .returns<
      {
        module_id: number;
        position: number;
        title: string;
        chart_exercise_bars: { position: number; open: number; high: number; low: number; close: number }[];
        chart_exercise_keys: ExerciseChart['key'] | ExerciseChart['key'][];
      }[]
    >();
  if (error) throw new Error(`Reading the chart exercises: ${error.message}`);
  return data.map((e) => ({
    moduleId: e.module_id,
    position: e.position,
    title: e.title,
    bars: e.chart_exercise_bars
      .sort((a, b) => a.position - b.position)
      .map((b) => ({ open: Number(b.open), high: Number(b.high), low: Number(b.low), close: Number(b.close) })),
    key: (Array.isArray(e.chart_exercise_keys) ? e.chart_exercise_keys[0] : e.chart_exercise_keys) ?? null,
  }));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the `<entry>.tmp-<pid>` folders of renders whose process is gone (a killed run). */
export async function cleanAbandonedRenders(cacheDir: string): Promise<number> {
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  let cleaned = 0;
  for (const name of names) {
    const pid = /\.tmp-(\d+)$/.exec(name)?.[1];
    if (!pid || isAlive(Number(pid))) continue;
    await rm(join(cacheDir, name), { recursive: true, force: true });
    cleaned++;
  }
  return cleaned;
}

async function readJobs(db: SupabaseClient, lessonIds?: number[]): Promise<Map<number, JobRow>> {
  let query = db.from('lesson_video_jobs').select('lesson_id, state, attempts');
  if (lessonIds) query = query.in('lesson_id', lessonIds);
  const { data, error } = await query.returns<JobRow[]>();
  if (error) throw new Error(`Reading the video jobs: ${error.message}`);
  return new Map(data.map((j) => [j.lesson_id, j]));
}

/**
 * Brings the jobs in line with the lessons: a lesson that needs a video gets a queued job (a job a
 * killed run left rendering is queued again; a failed one stays failed unless the lesson was named),
 * and a job whose lesson got a video from elsewhere is dropped. Returns how many were taken back.
 */
async function queueJobs(db: SupabaseClient, options: PublishOptions): Promise<number> {
  let query = db.from('lessons').select('id, video_path, video_url, chapters_path, module_id, position');
  if (options.lessonIds) query = query.in('id', options.lessonIds);
  const { data: lessons, error } = await query.returns<LessonRow[]>();
  if (error) throw new Error(`Reading the lessons: ${error.message}`);
  const jobs = await readJobs(db, options.lessonIds);
  const queue: number[] = [];
  const drop: number[] = [];
  let resumed = 0;
  for (const l of lessons) {
    const job = jobs.get(l.id);
    if (!needsVideo(l, options.refresh)) {
      if (job && job.state !== 'published') drop.push(l.id);
      continue;
    }
    if (job?.state === 'queued') continue;
    if (job?.state === 'failed' && !options.lessonIds) continue;
    if (job?.state === 'rendering') resumed++;
    queue.push(l.id);
  }
  if (queue.length) {
    const rows = queue.map((id) => ({
      lesson_id: id,
      state: 'queued',
      error: null,
      queued_at: new Date().toISOString(),
      started_at: null,
      finished_at: null,
    }));
    const up = await db.from('lesson_video_jobs').upsert(rows, { onConflict: 'lesson_id' });
    if (up.error) throw new Error(`Queueing the video jobs: ${up.error.message}`);
  }
  if (drop.length) {
    const del = await db.from('lesson_video_jobs').delete().in('lesson_id', drop);
    if (del.error) throw new Error(`Dropping the video jobs: ${del.error.message}`);
  }
  return resumed;
}

async function queuedLessons(db: SupabaseClient, lessonIds?: number[]): Promise<LessonRow[]> {
  let query = db.from('lesson_video_jobs').select('lesson_id').eq('state', 'queued');
  if (lessonIds) query = query.in('lesson_id', lessonIds);
  const { data: queued, error } = await query.returns<{ lesson_id: number }[]>();
  if (error) throw new Error(`Reading the video jobs: ${error.message}`);
  if (!queued.length) return [];
  const res = await db
    .from('lessons')
    .select(LESSON_COLUMNS)
    .in(
      'id',
      queued.map((j) => j.lesson_id),
    )
    .order('module_id')
    .order('position')
    .returns<LessonRow[]>();
  if (res.error) throw new Error(`Reading the lessons: ${res.error.message}`);
  return res.data;
}

async function setJob(db: SupabaseClient, lessonId: number, fields: Record<string, unknown>, onlyIf?: JobState): Promise<boolean> {
  let update = db.from('lesson_video_jobs').update(fields).eq('lesson_id', lessonId);
  if (onlyIf) update = update.eq('state', onlyIf);
  const { data, error } = await update.select('lesson_id');
  if (error) throw new Error(`Updating the video job of lesson ${lessonId}: ${error.message}`);
  return data.length > 0;
}

/** Renders, uploads and publishes one lesson's video; false when the lesson got a video meanwhile. */
async function publishOne(
  db: SupabaseClient,
  lesson: LessonRow,
  options: PublishOptions,
  summary: PublishSummary,
  charts: ExerciseChart[],
): Promise<{ published: boolean; rendered: boolean }> {
  const plan = planLessonVideo(
    {
      moduleId: lesson.module_id,
      position: lesson.position,
      title: lesson.title,
      notes: lesson.notes,
      moduleTitle: lesson.modules?.title,
    },
    chartFor(lesson.title, charts),
  );
  const t0 = performance.now();
  // Keyed by what is drawn (the plan's hash), not the lesson's id: another checkout shares the entry.
  const key = `module-${String(lesson.module_id).padStart(2, '0')}-lesson-${lesson.position}`;
  const made = await renderLessonVideo(plan, options.cacheDir, key, { niceness: options.niceness, voice: options.voice });
  if (!made.cached) {
    summary.rendered++;
    summary.renderMs += performance.now() - t0;
  }
  const paths = generatedPaths(lesson.module_id, lesson.position);
  const bucket = db.storage.from(BUCKET);
  const [video, captions, chapters] = await Promise.all([readFile(made.video), readFile(made.captions), readFile(made.chapters)]);
  for (const [path, body, type] of [
    [paths.video, video, 'video/webm'],
    [paths.captions, captions, 'text/vtt'],
    [paths.chapters, chapters, 'text/vtt'],
  ] as const) {
    const up = await bucket.upload(path, new Blob([body], { type }), { upsert: true, contentType: type, cacheControl: '3600' });
    if (up.error) throw new Error(`Uploading ${path}: ${up.error.message}`);
  }
  // The row is written only while it still has no video (or, refreshing, still has ours). Its length
  // is the video's, as the renderer made it (timed to the voice), in whole seconds as players show it.
  let update = db
    .from('lessons')
    .update({
      video_path: paths.video,
      captions_path: paths.captions,
      chapters_path: paths.chapters,
      duration_seconds: Math.floor(made.seconds),
    })
    .eq('id', lesson.id)
    .is('video_url', null);
  update = lesson.video_path ? update.eq('video_path', lesson.video_path) : update.is('video_path', null);
  const { data, error } = await update.select('id');
  if (error) throw new Error(`Updating lesson ${lesson.id}: ${error.message}`);
  if (data.length) summary.bytes += made.bytes;
  return { published: data.length > 0, rendered: !made.cached };
}

/** Waits `ms`, or less when `signal` aborts (Node's timer removes its abort listener either way). */
const wait = (ms: number, signal?: AbortSignal) => sleep(ms, undefined, { signal }).catch(() => undefined);

export async function publishLessonVideos(db: SupabaseClient, options: PublishOptions): Promise<PublishSummary> {
  const summary: PublishSummary = {
    pending: 0,
    published: 0,
    failed: 0,
    rendered: 0,
    skipped: 0,
    resumed: 0,
    cleaned: 0,
    bytes: 0,
    renderMs: 0,
  };
  summary.cleaned = await cleanAbandonedRenders(options.cacheDir);
  summary.resumed = await queueJobs(db, options);
  let charts: ExerciseChart[] | null = null;
  let done = 0;
  let idle = false;
  for (;;) {
    const lessons = options.signal?.aborted ? [] : await queuedLessons(db, options.lessonIds);
    summary.pending = done + lessons.length;
    if (done === 0 && lessons.length) options.onStart?.(summary);
    if (lessons.length) charts ??= await readExerciseCharts(db);
    // Up to `concurrency` lessons at a time, each taking the next queued one.
    let next = 0;
    const worker = async () => {
      while (next < lessons.length && !options.signal?.aborted) {
        const lesson = lessons[next++]!;
        const job = (await readJobs(db, [lesson.id])).get(lesson.id);
        // Claimed only while still queued: two generators never render the same job.
        if (
          !job ||
          !(await setJob(db, lesson.id, { state: 'rendering', attempts: job.attempts + 1, started_at: new Date().toISOString() }, 'queued'))
        ) {
          summary.pending--;
          continue;
        }
        let error: string | undefined;
        let rendered = false;
        try {
          const r = await publishOne(db, lesson, options, summary, charts ?? []);
          rendered = r.rendered;
          if (r.published) {
            summary.published++;
            await setJob(db, lesson.id, { state: 'published', error: null, finished_at: new Date().toISOString() });
          } else {
            summary.skipped++;
            await db.from('lesson_video_jobs').delete().eq('lesson_id', lesson.id);
          }
        } catch (e) {
          error = (e as Error).message.slice(0, 4000) || 'Unknown error';
          summary.failed++;
          await setJob(db, lesson.id, { state: 'failed', error, finished_at: new Date().toISOString() });
          options.onFailure?.(lesson, error);
        }
        done++;
        options.onProgress?.(done, summary.pending, { id: lesson.id, rendered, error });
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
    if (lessons.length) {
      idle = false;
      continue; // jobs re-queued meanwhile are done before the run ends
    }
    if (!idle) await options.onIdle?.(summary);
    idle = true;
    if (options.watchMs === undefined || options.signal?.aborted) break;
    await wait(options.watchMs, options.signal);
    if (options.signal?.aborted) break;
  }
  return summary;
}
