// An HTTP load generator on its own thread, for the REST benchmark (bench/stack.ts): the requests
// come from a worker, as a real stack's come from browsers elsewhere, so the stack's main thread does
// only the stack's work. undici's Pool (a keep-alive connection per client) rather than fetch: fetch
// spent 0.7–0.95 ms of CPU a request, more than the stack spent answering it (measured 2026-11-25).
import { isMainThread, parentPort, workerData, type Worker } from 'node:worker_threads';
import { Pool } from 'undici';
import { typeScriptWorker } from 'supabase-stand-in';

export interface HttpRequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface Slice {
  concurrency: number;
  seconds: number;
}

interface SliceResult {
  latencies: number[];
  elapsed: number;
  error?: string;
}

/** Runs slices of load against `origin` from a worker thread, the requests taken in turn from `requests`. */
export class HttpLoad {
  private readonly worker: Worker;
  private next = 0;

  constructor(origin: string, requests: HttpRequestSpec[]) {
    this.worker = typeScriptWorker(new URL(import.meta.url), { origin, requests });
  }

  /** `concurrency` clients for `seconds`; the latency of each request, in ms. */
  slice(concurrency: number, seconds: number): Promise<SliceResult> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      const onMessage = (m: SliceResult & { id: number }) => {
        if (m.id !== id) return;
        this.worker.off('message', onMessage);
        if (m.error) reject(new Error(m.error));
        else resolve(m);
      };
      this.worker.on('message', onMessage);
      this.worker.postMessage({ id, concurrency, seconds } satisfies Slice & { id: number });
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}

if (!isMainThread && parentPort) {
  const { origin, requests } = workerData as { origin: string; requests: HttpRequestSpec[] };
  const pool = new Pool(origin, { connections: 64, pipelining: 1 });
  let issued = 0;
  const port = parentPort;
  port.on('message', ({ id, concurrency, seconds }: Slice & { id: number }) => {
    const latencies: number[] = [];
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const client = async () => {
      while (performance.now() < deadline) {
        const spec = requests[issued++ % requests.length]!;
        const t0 = performance.now();
        const res = await pool.request({ origin, method: spec.method, path: spec.path, headers: spec.headers, body: spec.body });
        const text = await res.body.text();
        if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} ${spec.method} ${spec.path}: ${text}`);
        latencies.push(performance.now() - t0);
      }
    };
    Promise.all(Array.from({ length: concurrency }, client)).then(
      () => port.postMessage({ id, latencies, elapsed: (performance.now() - started) / 1000 }),
      (e: unknown) => port.postMessage({ id, latencies: [], elapsed: 0, error: e instanceof Error ? e.message : String(e) }),
    );
  });
}
