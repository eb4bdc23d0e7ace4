// The data model under load, through supabase-js as the SPA calls it: start_quiz + complete_quiz (draw, grading, attempt,
// progress, badges in one security-definer call) and reading a premium channel's latest 50 messages
// from channel_messages (RLS + author card per row) with 100k messages in the table. On PGlite and, when
// reachable, on a fresh PostgreSQL database; each stack seeded by supabase/seed.sql.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, type EngineOptions, startStack } from 'supabase-stand-in';
import { createTestDatabase, postgresReachable } from '../tests/support/test-database.ts';
import { load, ms, type Stats } from './measure.ts';

const MESSAGES = 100_000;
const SECONDS = 3;

interface Row {
  engine: string;
  operation: string;
  clients: number;
  stats: Stats;
}

// Spread over the 12 channels, one author per 1000 messages among the demo accounts, a second apart.
// Replica mode skips row triggers (body trimming, and the embedded Realtime's change capture, whose
// 100k queued changes would otherwise be drained during the measurements); the rows are valid as made.
const BULK_MESSAGES = `
set session_replication_role = replica;
insert into public.messages (channel_id, author_id, body, kind, created_at)
select
  (select array_agg(c.id order by c.position) from public.channels c)[1 + i % 12],
  (array['d1a7c0de-0000-4000-8000-000000000001', 'd1a7c0de-0000-4000-8000-000000000002',
         'd1a7c0de-0000-4000-8000-000000000003']::uuid[])[1 + (i / 1000) % 3],
  'Bench message ' || i || ': watching the opening range and the 50-day average.',
  'chat',
  now() - make_interval(secs => ${MESSAGES} - i)
from generate_series(1, ${MESSAGES}) as i;
set session_replication_role = origin;
analyze public.messages;
`;

function connect(apiUrl: string): ReturnType<typeof createClient> {
  return createClient(apiUrl, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

async function signedInPremium(apiUrl: string): Promise<SupabaseClient> {
  const client = connect(apiUrl);
  const { error } = await client.auth.signInWithPassword({ email: 'premium@tradecraft.local', password: 'Tradecraft-demo-1' });
  if (error) throw new Error(`premium demo sign-in failed: ${error.message}`);
  return client;
}

async function must(call: PromiseLike<{ error: { message: string } | null }>) {
  const { error } = await call;
  if (error) throw new Error(error.message);
}

const seconds = (msElapsed: number) => `${(msElapsed / 1000).toFixed(1)} s`;

async function benchEngine(engine: string, database: EngineOptions, setupNotes: string[]): Promise<Row[]> {
  const started = performance.now();
  // The per-client request gate is off: every client here is one address, and this measures the data model.
  const stack = await startStack({ database, apiPort: 0, mailPort: null, restLimits: null, log: () => undefined });
  try {
    const booted = performance.now();
    await stack.engine.exec(BULK_MESSAGES);
    setupNotes.push(
      `${engine}: stack start with migrations and seed ${seconds(booted - started)}, bulk insert of ${MESSAGES.toLocaleString('en-US')} messages ${seconds(performance.now() - booted)}`,
    );
    // The correct option's text per question, to answer a draw whose options come shuffled.
    const { rows } = await stack.engine.query<{ question_id: number; correct: string }>(
      `select q.id as question_id, q.options[k.correct_option + 1] as correct
       from public.quiz_questions q join public.quiz_answer_keys k on k.question_id = q.id`,
    );
    const correctText = new Map(rows.map((r) => [Number(r.question_id), r.correct]));
    const clients = await Promise.all(Array.from({ length: 10 }, () => signedInPremium(stack.apiUrl)));
    // One attempt: start_quiz draws five questions, complete_quiz grades them. Each client takes its own
    // module (one open attempt per learner and module; all clients are the same demo member).
    const quiz = async (w: number) => {
      const started = await clients[w]!.rpc('start_quiz', { module_id: w + 1 });
      if (started.error) throw new Error(started.error.message);
      const draw = started.data as { attempt_id: string; questions: { question_id: number; options: string[] }[] };
      const answers = Object.fromEntries(
        draw.questions.map((q) => [String(q.question_id), q.options.indexOf(correctText.get(q.question_id)!)]),
      );
      await must(clients[w]!.rpc('complete_quiz', { attempt_id: draw.attempt_id, answers }));
    };
    const latest = (w: number) =>
      must(
        clients[w]!.from('channel_messages')
          .select('*')
          .eq('channel_id', 'expert-analysis')
          .order('created_at', { ascending: false })
          .limit(50),
      );
    const result: Row[] = [];
    for (const clientsAtOnce of [1, 10]) {
      result.push({
        engine,
        operation: 'rpc start_quiz + complete_quiz (5 of 15 questions)',
        clients: clientsAtOnce,
        stats: await load(quiz, { concurrency: clientsAtOnce, seconds: SECONDS }),
      });
      result.push({
        engine,
        operation: 'latest 50 messages, premium channel',
        clients: clientsAtOnce,
        stats: await load(latest, { concurrency: clientsAtOnce, seconds: SECONDS }),
      });
    }
    return result;
  } finally {
    await stack.close();
  }
}

function table(rows: Row[]): string {
  const lines = [
    '| operation | engine | clients | calls/s | p50 ms | p99 ms |',
    '|---|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) => `| ${r.operation} | ${r.engine} | ${r.clients} | ${r.stats.perSecond.toFixed(0)} | ${ms(r.stats.p50)} | ${ms(r.stats.p99)} |`,
    ),
  ];
  return lines.join('\n');
}

export async function benchDataModel(): Promise<string> {
  const setupNotes: string[] = [];
  const rows = await benchEngine('PGlite', { kind: 'pglite' }, setupNotes);
  let note = '';
  if (await postgresReachable()) {
    const db = await createTestDatabase('tradecraft_bench_data');
    try {
      rows.push(...(await benchEngine('PostgreSQL 15', { kind: 'postgres', url: db.url }, setupNotes)));
    } finally {
      await db.drop();
    }
  } else note = '\n\nPostgreSQL not reachable: skipped.';
  const setup = setupNotes.map((n) => `- ${n}`).join('\n');
  return `${MESSAGES.toLocaleString('en-US')} messages in the table; supabase-js as the premium demo member; ${SECONDS} s per row.\n\n${table(rows)}${note}\n\nSetup:\n${setup}`;
}
