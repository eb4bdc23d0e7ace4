// `npm run bench`: every benchmark, on PGlite and on PostgreSQL (TEST_DATABASE_URL, default
// postgres://postgres:postgres@127.0.0.1:5432/postgres; skipped with a note when unreachable).
// Prints markdown; a full run also writes it to bench/RESULTS.md, which the README links to.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { createTestDatabase, postgresReachable } from '../tests/support/test-database.ts';
import { benchStackOn, httpFloor, stackTable } from './stack.ts';

const sections: string[] = [];
const out = (title: string, body: string) => {
  const text = `## ${title}\n\n${body}\n`;
  console.log(text);
  sections.push(text);
};

/** Runs `fn` with a fresh PostgreSQL database URL, dropped afterwards. */
export async function withPostgres<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const db = await createTestDatabase('tradecraft_bench');
  try {
    return await fn(db.url);
  } finally {
    await db.drop();
  }
}

const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);
const hasPg = await postgresReachable();
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
console.log(`Machine: ${machine}\n`);

if (want('stack')) {
  const rows = await benchStackOn('PGlite', { kind: 'pglite' });
  if (hasPg) rows.push(...(await withPostgres((url) => benchStackOn('PostgreSQL 15', { kind: 'postgres', url }))));
  const floor = await httpFloor();
  out(
    'REST overhead: stack vs the same SQL on the engine',
    stackTable(rows) +
      (hasPg ? '' : '\n\nPostgreSQL not reachable: skipped.') +
      '\n\nThe HTTP floor: the same client and requests against a bare node:http server answering a constant (no database, no token check) — what any HTTP API costs on this machine before doing anything:\n\n' +
      floor,
  );
}

const optional: [string, string, string, string][] = [
  ['data', 'Data model: a quiz attempt (start_quiz + complete_quiz) and latest messages', './data-model.ts', 'benchDataModel'],
  ['realtime', 'Realtime fan-out', './realtime.ts', 'benchRealtime'],
  ['live', 'Live room: host → attendee chart sync, 50 attendees', './live.ts', 'benchLive'],
  ['live-p2p', 'Live room: peer-to-peer video, 1–8 attendees in one Chromium', './live-p2p.ts', 'benchLiveP2p'],
  ['search', 'Message search: 100k messages, full-text under RLS', './message-search.ts', 'benchMessageSearch'],
  ['members', 'Members: leaderboard and directory with 50k members and 1M ledger rows', './members.ts', 'benchMembers'],
  ['notifications', 'Notification fan-out: a market alert to 200 members, live', './notifications.ts', 'benchNotifications'],
  ['web', 'Web: bundle sizes, Lighthouse, dashboard timing', './web.ts', 'benchWeb'],
  ['web-dashboard', 'Web: dashboard timing only', './web.ts', 'benchWebDashboard'],
  ['web-js', 'Web: the JS of the first channel (#general), file by file', './web.ts', 'benchWebJs'],
  ['functions', 'Edge Functions: invoke latency, warm and cold', './functions.ts', 'benchFunctions'],
  ['storage', 'Storage: 200 MB upload and ranged download vs cp', './storage.ts', 'benchStorage'],
  ['billing', 'Billing: Stripe webhook received → premium readable', './billing.ts', 'benchBilling'],
  ['signals', 'VIP signals: what grading adds to a tick round (1,000 open signals)', './signals.ts', 'benchSignals'],
  ['hardening', 'Hardening: one client flooding, a sign-in storm, heavy reads', './hardening.ts', 'benchHardening'],
  ['heavy-reads', 'Hardening: heavy reads only', './hardening.ts', 'benchHeavyReads'],
  ['soak', 'Soak: signed-in members with live subscriptions', './soak.ts', 'benchSoak'],
  ['start', 'Start-up: npm start ready, fresh database and restart', './start.ts', 'benchStart'],
  ['video', 'Lesson video: click a lesson → first video frame', './video.ts', 'benchVideo'],
];
for (const [name, title, file, fn] of optional) {
  if (!want(name)) continue;
  // A part of 'web' on its own: only when asked for by name.
  // The peer-to-peer video bench (nine Chromium pages) is too heavy for the default run: by name only.
  if ((name === 'web-dashboard' || name === 'web-js' || name === 'heavy-reads' || name === 'live-p2p') && only.length === 0) continue;
  const mod = (await import(file).catch(() => null)) as Record<string, () => Promise<string>> | null;
  if (!mod?.[fn]) {
    out(title, `(${file} not present yet)`);
    continue;
  }
  out(title, await mod[fn]());
}

// Only a full run replaces the recorded results; a partial one (`npm run bench -- web`) just prints.
if (only.length === 0)
  writeFileSync(
    resolve(import.meta.dirname, 'RESULTS.md'),
    `# Benchmark results\n\nMachine: ${machine}. Date: ${new Date().toISOString().slice(0, 10)}.\n\n${sections.join('\n')}`,
  );
