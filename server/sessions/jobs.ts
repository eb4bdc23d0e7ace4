// The live sessions' periodic job, as the service role through the API (the same calls work against
// PGlite, PostgreSQL and a hosted project): every minute public.run_session_jobs() schedules the
// series' next occurrences and writes the reminders due (24 h and 15 min before, to members who
// answered), then public.take_outbox_emails() hands over the reminder emails, which go to the stack's
// mailbox. On hosted Supabase the same two calls run in a scheduled Edge Function that sends the
// emails through a mail provider (docs/live-sessions.md). The same run expires the VIP signals past
// their expiry whose symbol got no tick since (public.expire_signals()), queues the week's digests
// (public.run_weekly_digest(), once per member per ISO week), and removes the Storage objects nothing
// points to any more (storage-cleanup.ts); the outbox also holds the welcome emails the database
// queues at sign-up. server/mail/outbox-email.ts lays every email out. `npm start` runs it
// (SESSION_JOBS=off skips it).
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { retryingFetch } from '../retrying-fetch.ts';
import type { Mail } from 'supabase-stand-in';
import { renderOutboxEmail, type OutboxEmail } from '../mail/outbox-email.ts';
import { removeOrphanedObjects } from './storage-cleanup.ts';

export interface SessionJobOptions {
  apiUrl: string;
  serviceKey: string;
  /** The app's address, put before each email's in-app link. */
  appUrl: string;
  deliver: (mail: Omit<Mail, 'id' | 'sentAt'>) => unknown;
  intervalMs?: number;
  log?: (line: string) => void;
  /** One run; runSessionJobsOnce unless given (the scheduler's own test times it). */
  runOnce?: (options: SessionJobOptions) => Promise<unknown>;
}

/** An Error's message, or a PostgREST error's code and message (supabase-js hands those as plain objects). */
function describeError(e: unknown): string {
  if (e instanceof Error) return e.message;
  if (e && typeof e === 'object' && 'message' in e) {
    const { code, message } = e as { code?: string; message: string };
    return code ? `${code} ${message}` : message;
  }
  return String(e);
}

/** One run: schedule and remind, expire the signals due, queue this week's digests, remove orphaned Storage objects, then deliver every waiting email. Returns what it did. */
export async function runSessionJobsOnce({ apiUrl, serviceKey, appUrl, deliver }: SessionJobOptions): Promise<{
  scheduled: number;
  reminded: number;
  expiredSignals: number;
  digests: number;
  emailed: number;
  removedObjects: number;
}> {
  const db = createClient(apiUrl, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: retryingFetch() },
    realtime: { transport: WebSocket as never },
  });
  const run = await db.rpc('run_session_jobs');
  if (run.error) throw run.error;
  const { scheduled, reminded } = run.data as { scheduled: number; reminded: number };
  const expiry = await db.rpc('expire_signals');
  if (expiry.error) throw expiry.error;
  const expiredSignals = expiry.data as number;
  const digest = await db.rpc('run_weekly_digest');
  if (digest.error) throw digest.error;
  const digests = digest.data as number;
  const removedObjects = await removeOrphanedObjects(db);
  let emailed = 0;
  for (;;) {
    const taken = await db.rpc('take_outbox_emails', { max_count: 100 });
    if (taken.error) throw taken.error;
    const mails = taken.data as OutboxEmail[];
    for (const m of mails) {
      deliver(renderOutboxEmail(m, { appUrl, apiUrl }));
      emailed += 1;
    }
    if (mails.length < 100) break;
  }
  return { scheduled, reminded, expiredSignals, digests, emailed, removedObjects };
}

/** Runs the job now and then every `intervalMs` (default a minute) until stopped. */
export function startSessionJobs(options: SessionJobOptions): { stop(): Promise<void> } {
  const flag = (process.env.SESSION_JOBS ?? '').toLowerCase();
  if (flag === 'off' || flag === '0' || flag === 'false') return { stop: async () => undefined };
  const log = options.log ?? console.log;
  let failures = 0;
  let running: Promise<unknown> | null = null;
  // One run at a time: a tick that finds the last run still going is skipped, not queued (runs that
  // overlap would compete for the same rows and connections, and each queued tick starts one more).
  const tick = () => {
    if (running) return;
    running = (options.runOnce ?? runSessionJobsOnce)(options)
      .then(
        () => (failures = 0),
        (e: unknown) => {
          failures += 1;
          if (failures === 1 || failures % 60 === 0) log(`sessions: the session job failed (${failures}×): ${describeError(e)}`);
        },
      )
      .finally(() => (running = null));
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
