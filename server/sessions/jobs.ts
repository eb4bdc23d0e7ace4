// The live sessions' periodic job, as the service role through the API (the same calls work against
// PGlite, PostgreSQL and a hosted project): every minute public.run_session_jobs() schedules the
// series' next occurrences and writes the reminders due (24 h and 15 min before, to members who
// answered), then public.take_outbox_emails() hands over the reminder emails, which go to the stack's
// mailbox. On hosted Supabase the same two calls run in a scheduled Edge Function that sends the
// emails through a mail provider (docs/live-sessions.md). The same run expires the VIP signals past
// their expiry whose symbol got no tick since (public.expire_signals()). `npm start` runs it
// (SESSION_JOBS=off skips it).
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Mail } from 'supabase-stand-in';

interface OutboxEmail {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  link: string;
}

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

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One run: schedule and remind, expire the signals due, then deliver every waiting email. Returns what it did. */
export async function runSessionJobsOnce({ apiUrl, serviceKey, appUrl, deliver }: SessionJobOptions): Promise<{ scheduled: number; reminded: number; expiredSignals: number; emailed: number }> {
  const db = createClient(apiUrl, serviceKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
  const run = await db.rpc('run_session_jobs');
  if (run.error) throw run.error;
  const { scheduled, reminded } = run.data as { scheduled: number; reminded: number };
  const expiry = await db.rpc('expire_signals');
  if (expiry.error) throw expiry.error;
  const expiredSignals = expiry.data as number;
  let emailed = 0;
  for (;;) {
    const taken = await db.rpc('take_outbox_emails', { max_count: 100 });
    if (taken.error) throw taken.error;
    const mails = taken.data as OutboxEmail[];
    for (const m of mails) {
      const url = new URL(m.link, appUrl).toString();
      const text = `${m.body}\n\n${url}\n`;
      const html = `<p>${escapeHtml(m.body).replace(/\n/g, '<br>')}</p><p><a href="${escapeHtml(url)}">Open in Tradecraft</a></p>`;
      deliver({ to: m.to_email, subject: m.subject, text, html });
      emailed += 1;
    }
    if (mails.length < 100) break;
  }
  return { scheduled, reminded, expiredSignals, emailed };
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
