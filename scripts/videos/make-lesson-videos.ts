// `npm run videos`: gives every lesson without a video a short generated one (slides and captions made
// from its notes; see publish-videos.ts), against the running stack. `npm start` runs it by itself in
// the background once the stack is ready (web/start.ts; LESSON_VIDEOS=off skips that).
//   npm run videos                  every lesson with neither video_path nor video_url
//   npm run videos -- --refresh     also make again the lessons that carry their generated video
//   npm run videos -- --lesson 12   only that lesson (repeatable)
// The API URL is SUPABASE_URL when set, else the local stack's port (STACK_API_PORT, else
// supabase/config.toml's); the key is SUPABASE_SERVICE_ROLE_KEY when set, else the local demo service
// key — as `npm run admin` does. Rendered videos are cached in .local/lesson-videos/.
import { setPriority } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { loadConfig, projectRoot } from '../../stack/config.ts';
import { SERVICE_ROLE_KEY } from '../../stack/keys.ts';
import { publishLessonVideos, type PublishSummary } from './publish-videos.ts';

export const CACHE_DIR = resolve(projectRoot, '.local/lesson-videos');

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

export function describe(s: PublishSummary, ms: number): string {
  if (s.pending === 0) return 'lesson videos: every lesson has a video';
  const made = s.rendered ? `, ${s.rendered} rendered in ${(s.renderMs / 1000).toFixed(0)} s (${(s.renderMs / s.rendered / 1000).toFixed(1)} s each)` : ', all from the cache';
  const skipped = s.skipped ? `, ${s.skipped} left alone (given a video meanwhile)` : '';
  return `lesson videos: ${s.published}/${s.pending} published in ${(ms / 1000).toFixed(0)} s${made}, ${mb(s.bytes)}${skipped}`;
}

async function main() {
  const { values } = parseArgs({ options: { refresh: { type: 'boolean' }, lesson: { type: 'string', multiple: true }, background: { type: 'boolean' } } });
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
    process.on('SIGTERM', () => abort.abort());
  } else console.log(`Server: ${url}`);
  const db = createClient(url, process.env.SUPABASE_SERVICE_ROLE_KEY ?? SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never }, // Node 20 has no global WebSocket
  });
  const t0 = performance.now();
  let lastLog = 0;
  const summary = await publishLessonVideos(db, {
    cacheDir: CACHE_DIR,
    lessonIds: values.lesson?.map(Number),
    refresh: values.refresh,
    niceness: background ? 19 : undefined,
    signal: abort.signal,
    onProgress(done, total) {
      // Briefly: the first one, then every 10 or 20 s, and the last one.
      const now = performance.now();
      if (!background || done === 1 || done === total || now - lastLog > (background ? 20_000 : 10_000)) {
        lastLog = now;
        if (done < total) console.log(`lesson videos: ${done}/${total}`);
      }
    },
  });
  console.log(describe(summary, performance.now() - t0));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await main();
  } catch (e) {
    console.error(`lesson videos: ${(e as Error).message}`);
    process.exit(1);
  }
}
