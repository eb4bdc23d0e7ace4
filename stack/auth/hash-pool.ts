// bcrypt off the main thread: a small pool of worker threads running bcryptjs, so a storm of
// sign-ins or sign-ups costs CPU on the workers while the event loop keeps answering every other
// request. Hashes stay bcrypt ($2b$, cost 10 by default), readable by GoTrue and hosted Supabase.
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

type Job = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };
interface Pending {
  job: Job;
  resolve: (value: string | boolean) => void;
  reject: (e: Error) => void;
}

// The worker is plain JavaScript run with `eval`, so it needs no TypeScript loader in the thread.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptjs);
parentPort.on('message', async ({ id, job }) => {
  try {
    const result = job.op === 'hash' ? await bcrypt.hash(job.password, job.cost) : await bcrypt.compare(job.password, job.hash);
    parentPort.postMessage({ id, result });
  } catch (e) {
    parentPort.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
`;

const bcryptjsPath = createRequire(import.meta.url).resolve('bcryptjs');

export class HashPool {
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private readonly queue: Pending[] = [];
  private readonly running = new Map<Worker, Pending>();

  constructor(private readonly size = Math.max(1, Math.min(4, availableParallelism() - 1))) {}

  hash(password: string, cost: number): Promise<string> {
    return this.run({ op: 'hash', password, cost }) as Promise<string>;
  }

  compare(password: string, hash: string): Promise<boolean> {
    return this.run({ op: 'compare', password, hash }) as Promise<boolean>;
  }

  /** Ends the workers (a pool is lazily started again by the next job). */
  async close(): Promise<void> {
    const workers = [...this.all];
    this.all.clear();
    this.idle.length = 0;
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private run(job: Job): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length) {
      const worker = this.idle.pop() ?? (this.all.size < this.size ? this.spawn() : null);
      if (!worker) return;
      const pending = this.queue.shift()!;
      this.running.set(worker, pending);
      worker.ref(); // a job in progress keeps the process alive until it answers
      worker.postMessage({ id: 0, job: pending.job });
    }
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptjs: bcryptjsPath } });
    worker.unref(); // an idle pool never keeps the process alive
    this.all.add(worker);
    worker.on('message', (msg: { result?: string | boolean; error?: string }) => {
      const pending = this.running.get(worker);
      this.running.delete(worker);
      if (pending) {
        if (msg.error !== undefined) pending.reject(new Error(msg.error));
        else pending.resolve(msg.result!);
      }
      worker.unref();
      if (this.all.has(worker)) this.idle.push(worker);
      this.dispatch();
    });
    const lost = (e: Error) => {
      const pending = this.running.get(worker);
      this.running.delete(worker);
      this.all.delete(worker);
      const i = this.idle.indexOf(worker);
      if (i >= 0) this.idle.splice(i, 1);
      pending?.reject(e);
      this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`password hashing worker exited (${code})`)));
    return worker;
  }
}
