// `npm start`: starts the embedded stack (PGlite under .local/, or DATABASE_URL), builds the SPA when
// its inputs changed since the last build (build.ts), and serves it on site_url's port (3000). The
// SPA is built against the stack it starts unless VITE_SUPABASE_URL says otherwise (spa-backend.ts).
// The last line says how long start-up took and where the time went, phase by phase. Two seconds
// later, lessons without a video start getting a generated one (scripts/videos/, LESSON_VIDEOS=off),
// and the simulated market starts moving the watchlist (server/market/, MARKET_SIMULATOR=off).
import { resolve } from 'node:path';
import { closeOnSignal, ensureEnvFile, printStack, projectRoot, runStack, SERVICE_ROLE_KEY } from 'supabase-stand-in';
import { startMarketSimulatorInBackground } from '../server/market/feed.ts';
import { startSessionJobs } from '../server/sessions/jobs.ts';
import { appStackOptions } from '../server/stack-options.ts';
import { startLessonVideosInBackground } from '../scripts/videos/background.ts';
import { buildSpa, type BuildResult } from './build.ts';
import { applySpaBackend, describeSpaBackend } from './spa-backend.ts';
import { createAppServer, spaHandler } from './static.ts';

// performance.now() counts from the start of the process: loading Node, tsx and the modules counts too.
const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
const phases: string[] = [`load ${seconds(performance.now())}`];
ensureEnvFile();
const spa = applySpaBackend('production');
// The app's port is bound with the stack's, before anything is written; it answers once dist/ is built.
const app = createAppServer();
let spaBuild: Promise<BuildResult> | undefined;
const stack = await runStack({
  ...appStackOptions,
  app: { server: app },
  // The stack and the build run side by side (the build is skipped when nothing changed), once every
  // port is known to be free.
  onListening: () => {
    spaBuild = buildSpa(projectRoot);
    spaBuild.catch(() => undefined); // reported where it is awaited
  },
  onPhase: (name, ms) => phases.push(`${name} ${seconds(ms)}`),
});
const built = await spaBuild!;
app.serve(spaHandler(resolve(projectRoot, 'dist')));
const appUrl = stack.listeners.find((l) => l.name === 'app')!.url;
printStack(stack, appUrl, describeSpaBackend(spa, stack.apiUrl));
const spaPhase = `SPA ${built.built ? 'build' : 'unchanged'} ${seconds(built.ms)}`;
console.log(`Ready in ${seconds(performance.now())} (${phases.join(', ')}; ${spaPhase}). Press Ctrl-C to stop.`);
// Lessons without a video get a generated one, in the background (LESSON_VIDEOS=off skips it).
const videos = startLessonVideosInBackground(stack.apiUrl);
// The watchlist moves: simulated ticks written as the service role (MARKET_SIMULATOR=off skips it).
const market = startMarketSimulatorInBackground(stack.apiUrl, SERVICE_ROLE_KEY);
// Sessions: series scheduled ahead, reminders written, their emails delivered to the mailbox (SESSION_JOBS=off skips it).
const sessionJobs = startSessionJobs({
  apiUrl: stack.apiUrl,
  serviceKey: SERVICE_ROLE_KEY,
  appUrl,
  deliver: (mail) => stack.mailbox.send(mail),
});
closeOnSignal(async () => {
  await sessionJobs.stop();
  await market.stop();
  await videos.stop();
  await stack.close(); // the app's server with it
});
