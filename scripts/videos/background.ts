// `npm start` makes the missing lesson videos in the background (make-lesson-videos.ts in a child
// process at the lowest priority, one render per core), a couple of seconds after the stack is ready,
// so start-up is not slowed and the app stays responsive. LESSON_VIDEOS=off skips it. The child ends
// with its parent (it watches the IPC channel) and on stop().
import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { SERVICE_ROLE_KEY } from 'supabase-stand-in/project';

export interface BackgroundVideos {
  stop(): Promise<void>;
}

export function startLessonVideosInBackground(apiUrl: string, delayMs = 2000): BackgroundVideos {
  if ((process.env.LESSON_VIDEOS ?? '').toLowerCase() === 'off') return { stop: async () => undefined };
  const run: { child?: ChildProcess } = {};
  const timer = setTimeout(() => {
    const child = fork(resolve(import.meta.dirname, 'make-lesson-videos.ts'), ['--background'], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, SUPABASE_URL: apiUrl, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.unref();
    child.channel?.unref();
    run.child = child;
  }, delayMs);
  timer.unref();
  return {
    async stop() {
      clearTimeout(timer);
      const c = run.child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise<void>((r) => c.once('exit', () => r()));
      c.kill('SIGKILL');
      await exited;
    },
  };
}
