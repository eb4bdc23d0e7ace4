// Gives every lesson without a video its generated one: renders it (render-video.ts, cached), uploads
// the WebM and the WebVTT captions to `lesson-videos/generated/module-XX/lesson-N.*` with the service
// role, then sets the lesson's video_path, captions_path and duration_seconds. Only a lesson whose
// video_path and video_url are both empty is touched — the update itself says so, so an admin's video
// set meanwhile is never replaced — and a second run finds nothing to do. One lesson at a time.
import { readFile } from 'node:fs/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import { generatedPaths, planLessonVideo } from './lesson-slides.ts';
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
  modules: { title: string } | null;
}

export interface PublishOptions {
  /** Where rendered videos are cached (`.local/lesson-videos`). */
  cacheDir: string;
  /** Only these lessons (default: all). */
  lessonIds?: number[];
  /** Also make again the lessons that carry their generated video (after their notes changed). */
  refresh?: boolean;
  /** Encoder priority (19 = only what the machine has to spare). */
  niceness?: number;
  /** Told after each lesson: how many are done of how many. */
  onProgress?: (done: number, total: number, lesson: { id: number; rendered: boolean }) => void;
  signal?: AbortSignal;
}

export interface PublishSummary {
  /** Lessons that needed a video. */
  pending: number;
  published: number;
  rendered: number;
  /** Lessons whose row changed under us (an admin set a video meanwhile): left alone. */
  skipped: number;
  bytes: number;
  renderMs: number;
}

/** The lessons that get a generated video now. */
async function pendingLessons(db: SupabaseClient, options: PublishOptions): Promise<LessonRow[]> {
  let query = db.from('lessons').select('id, module_id, position, title, notes, video_path, video_url, modules(title)').order('module_id').order('position');
  if (options.lessonIds) query = query.in('id', options.lessonIds);
  const { data, error } = await query.returns<LessonRow[]>();
  if (error) throw new Error(`Reading the lessons: ${error.message}`);
  return data.filter((l) => !l.video_url && (!l.video_path || (options.refresh && l.video_path === generatedPaths(l.module_id, l.position).video)));
}

export async function publishLessonVideos(db: SupabaseClient, options: PublishOptions): Promise<PublishSummary> {
  const lessons = await pendingLessons(db, options);
  const summary: PublishSummary = { pending: lessons.length, published: 0, rendered: 0, skipped: 0, bytes: 0, renderMs: 0 };
  const bucket = db.storage.from(BUCKET);
  for (const [i, lesson] of lessons.entries()) {
    if (options.signal?.aborted) break;
    const plan = planLessonVideo({ moduleId: lesson.module_id, position: lesson.position, title: lesson.title, notes: lesson.notes, moduleTitle: lesson.modules?.title });
    const t0 = performance.now();
    const made = await renderLessonVideo(plan, options.cacheDir, `lesson-${lesson.id}`, { niceness: options.niceness });
    if (!made.cached) {
      summary.rendered++;
      summary.renderMs += performance.now() - t0;
    }
    const paths = generatedPaths(lesson.module_id, lesson.position);
    const [video, captions] = await Promise.all([readFile(made.video), readFile(made.captions)]);
    for (const [path, body, type] of [[paths.video, video, 'video/webm'], [paths.captions, captions, 'text/vtt']] as const) {
      const up = await bucket.upload(path, new Blob([body], { type }), { upsert: true, contentType: type, cacheControl: '3600' });
      if (up.error) throw new Error(`Uploading ${path}: ${up.error.message}`);
    }
    // The row is written only while it still has no video (or, refreshing, still has ours).
    let update = db.from('lessons').update({ video_path: paths.video, captions_path: paths.captions, duration_seconds: plan.seconds }).eq('id', lesson.id).is('video_url', null);
    update = lesson.video_path ? update.eq('video_path', lesson.video_path) : update.is('video_path', null);
    const { data, error } = await update.select('id');
    if (error) throw new Error(`Updating lesson ${lesson.id}: ${error.message}`);
    if (data.length) {
      summary.published++;
      summary.bytes += made.bytes;
    } else summary.skipped++;
    options.onProgress?.(i + 1, lessons.length, { id: lesson.id, rendered: !made.cached });
  }
  return summary;
}
