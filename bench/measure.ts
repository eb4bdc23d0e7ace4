// Load generation and statistics shared by the benchmarks: run a task at a fixed concurrency for a
// fixed time (bounded in count too), then report throughput and latency percentiles.

export interface Stats {
  count: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function summarise(latencies: number[], seconds: number): Stats {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    seconds,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

type Task = (worker: number, i: number) => Promise<void>;

/** Runs `task` from `concurrency` workers for `seconds` (or `maxCount` calls); latencies go to `into`. */
async function runFor(task: Task, concurrency: number, seconds: number, maxCount: number, into: number[], first = 0): Promise<number> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let issued = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline && issued < maxCount) {
        const i = first + issued++;
        const t0 = performance.now();
        await task(worker, i);
        into.push(performance.now() - t0);
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

/** Runs `task` from `concurrency` workers until `seconds` pass or `maxCount` calls are done. */
export async function load(
  task: Task,
  { concurrency, seconds, maxCount = 100_000, warmup = 20 }: { concurrency: number; seconds: number; maxCount?: number; warmup?: number },
): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await task(0, i);
  const latencies: number[] = [];
  const elapsed = await runFor(task, concurrency, seconds, maxCount, latencies);
  return summarise(latencies, elapsed);
}

/**
 * Like `load` for several tasks compared with one another: each runs `seconds` in all, in `slices`
 * turns taken in rotation, so a change in the machine's load (other work on a shared machine) falls
 * on all of them alike and their ratios stay fair.
 */
/** A load run elsewhere (another thread): one slice of it at a time, with its latencies. */
export interface ExternalLoad {
  slice(concurrency: number, seconds: number): Promise<{ latencies: number[]; elapsed: number }>;
}

export async function loadInterleaved<K extends string>(
  tasks: Record<K, Task | ExternalLoad>,
  { concurrency, seconds, slices = 6, warmup = 20 }: { concurrency: number; seconds: number; slices?: number; warmup?: number },
): Promise<Record<K, Stats>> {
  const names = Object.keys(tasks) as K[];
  const latencies = new Map<K, number[]>(names.map((n) => [n, []]));
  const elapsed = new Map<K, number>(names.map((n) => [n, 0]));
  for (const n of names) {
    const task = tasks[n];
    if (typeof task === 'function') for (let i = 0; i < warmup; i++) await task(0, i);
    else await task.slice(1, 0.05);
  }
  for (let s = 0; s < slices; s++) {
    for (const n of names) {
      const task = tasks[n];
      const into = latencies.get(n)!;
      if (typeof task === 'function') {
        elapsed.set(n, elapsed.get(n)! + (await runFor(task, concurrency, seconds / slices, 100_000, into, into.length)));
      } else {
        const run = await task.slice(concurrency, seconds / slices);
        into.push(...run.latencies);
        elapsed.set(n, elapsed.get(n)! + run.elapsed);
      }
    }
  }
  return Object.fromEntries(names.map((n) => [n, summarise(latencies.get(n)!, elapsed.get(n)!)])) as Record<K, Stats>;
}

export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 1) : '–');
