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

/** Runs `task` from `concurrency` workers until `seconds` pass or `maxCount` calls are done. */
export async function load(
  task: (worker: number, i: number) => Promise<void>,
  { concurrency, seconds, maxCount = 100_000, warmup = 20 }: { concurrency: number; seconds: number; maxCount?: number; warmup?: number },
): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await task(0, i);
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let issued = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline && issued < maxCount) {
        const i = issued++;
        const t0 = performance.now();
        await task(worker, i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return summarise(latencies, (performance.now() - started) / 1000);
}

export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 1) : '–');
