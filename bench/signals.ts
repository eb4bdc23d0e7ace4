// VIP signals: what grading adds to a tick round. On the migrated and seeded database (the seven
// watchlist symbols, as the simulator ticks them: one tick per symbol per round, through
// public.record_ticks), a round is timed with no open signal, then with 1,000 open signals spread over
// the seven symbols (half pending limit entries, half active market entries, levels the round's prices
// do not reach: every one is examined, none changes), then rounds in which 100 pending entries fill at
// once (their triggered events and the notifications to premium members written in the round). On
// PGlite and, when reachable, PostgreSQL 15. Goal: 1,000 open signals add under 10 % to a round.
import { createEngine, type Engine, type EngineOptions, migrate } from 'supabase-stand-in';
import { createTestDatabase, postgresReachable } from '../tests/support/test-database.ts';
import { ms, percentile } from './measure.ts';

const OPEN = Number(process.env.SIGNALS_OPEN ?? 1000);
const ROUNDS = Number(process.env.SIGNALS_ROUNDS ?? 200);
const BUSY_ROUNDS = 10;
const BUSY = 100;

interface Row {
  engine: string;
  quiet: number[];
  open: number[];
  busy: number[];
}

async function benchOn(name: string, options: EngineOptions): Promise<Row> {
  const engine = await createEngine(options);
  try {
    await migrate(engine);
    const symbols = (
      await engine.query<{ symbol: string }>(`select symbol from public.market_symbols where on_watchlist order by position`)
    ).rows.map((r) => r.symbol);
    let at = Date.now() + 60_000;
    const base = new Map<string, number>(symbols.map((s) => [s, 100]));
    const round = async (prices?: Map<string, number>, wiggle = 0) => {
      at += 1000;
      const ticks = symbols.map((symbol) => ({
        symbol,
        price: (prices ?? base).get(symbol)! + wiggle,
        volume: 10,
        at: new Date(at).toISOString(),
      }));
      const started = performance.now();
      await engine.query(`select public.record_ticks($1::jsonb)`, [JSON.stringify(ticks)]);
      return performance.now() - started;
    };
    const rounds = async (n: number) => {
      const times: number[] = [];
      for (let i = 0; i < n; i++) times.push(await round(undefined, (i % 2) * 0.5));
      return times;
    };
    // Every symbol trades at 100 from here (the first round also opens the day's bars).
    await rounds(20);
    const quiet = await rounds(ROUNDS);

    await publish(engine, symbols, OPEN);
    const open = await rounds(ROUNDS);

    const busy: number[] = [];
    for (let i = 0; i < BUSY_ROUNDS; i++) {
      await publishBusy(engine, symbols, BUSY);
      const down = new Map(symbols.map((s) => [s, 99.4]));
      busy.push(await round(down));
      await round(); // back to 100: their stops (98) and targets (120) stay out of reach
    }
    return { engine: name, quiet, open, busy };
  } finally {
    await engine.close();
  }
}

/** `count` open signals over the symbols: pending limits with zones at 80-81, active market entries at 100. */
async function publish(engine: Engine, symbols: string[], count: number) {
  await engine.query(
    `
    select private.insert_signal(null, 'Bench analyst', s.symbol, 'long',
      case when g % 2 = 0 then 'limit' else 'market' end,
      case when g % 2 = 0 then 80 end, case when g % 2 = 0 then 81 end,
      case when g % 2 = 0 then 79 else 70 end, array[130, 140, 150]::numeric[],
      now() + interval '30 days', 'Bench.', now(), case when g % 2 = 0 then null else 100 end, false)
    from generate_series(1, $1::integer) as g
    join lateral (select ($2::text[])[1 + g % cardinality($2::text[])] as symbol) s on true`,
    [count, symbols],
  );
}

/** `count` pending limits in a zone at 99.5-99.6 that the next round's 99.40 fills. */
async function publishBusy(engine: Engine, symbols: string[], count: number) {
  await engine.query(
    `
    select private.insert_signal(null, 'Bench analyst', ($2::text[])[1 + g % cardinality($2::text[])], 'long', 'limit',
      99.5, 99.6, 98, array[120]::numeric[], now() + interval '30 days', 'Bench.', now(), null, false)
    from generate_series(1, $1::integer) as g`,
    [count, symbols],
  );
}

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
const p95 = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    95,
  );
const pct = (a: number, b: number) => `${((a / b - 1) * 100).toFixed(1)} %`;

export async function benchSignals(): Promise<string> {
  const rows: Row[] = [await benchOn('PGlite', { kind: 'pglite' })];
  if (await postgresReachable()) {
    const db = await createTestDatabase('tradecraft_bench_signals');
    try {
      rows.push(await benchOn('PostgreSQL 15', { kind: 'postgres', url: db.url, max: 2 }));
    } finally {
      await db.drop();
    }
  }
  const lines = [
    `A tick round: one tick for each of the 7 watchlist symbols through \`record_ticks\` (${ROUNDS} rounds each, after 20 warm-up rounds). ` +
      `"${OPEN} open": ${OPEN} open signals on those symbols, none reached. "${BUSY} fill": a round in which ${BUSY} pending entries fill (events and notifications written), ${BUSY_ROUNDS} rounds.`,
    '',
    '| engine | round, no open signal p50 / p95 | round, ' +
      OPEN +
      ' open p50 / p95 | added by ' +
      OPEN +
      ' open (p50) | round, ' +
      BUSY +
      ' fill p50 |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${ms(median(r.quiet))} / ${ms(p95(r.quiet))} | ${ms(median(r.open))} / ${ms(p95(r.open))} | ${pct(median(r.open), median(r.quiet))} | ${ms(median(r.busy))} |`,
    ),
  ];
  return lines.join('\n');
}
