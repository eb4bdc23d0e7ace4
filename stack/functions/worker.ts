// One function's worker: a long-lived Deno process started on the function's first request, serving
// on a loopback port, talked to over keep-alive HTTP. It owns the limits: a request past the
// wall-clock limit stops the worker (546), a V8 heap past the memory limit kills it (546), any other
// exit fails what it was serving (500); the next request starts a fresh worker.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent } from 'node:http';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { denoBinary } from './deno-binary.ts';
import type { FunctionSpec } from './registry.ts';

const HOST_SCRIPT = resolve(import.meta.dirname, 'deno-host.ts');
const READY = '\u0000stand-in-functions-ready';
const BOOT_TIMEOUT_MS = 60_000;
/** A worker nobody called for this long is stopped (the next call starts it again). */
const IDLE_MS = 15 * 60_000;

export type WorkerFailure = 'boot' | 'crash' | 'limit';

export class WorkerGone extends Error {
  constructor(
    readonly failure: WorkerFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface WorkerOptions {
  env: Record<string, string>;
  memoryMb: number;
  log: (line: string) => void;
  /** Called once the process has exited, whatever the reason. */
  onExit: () => void;
}

/** What a request in flight needs to hear if the worker goes away under it. */
export interface InFlight {
  fail(failure: WorkerGone): void;
}

export class FunctionWorker {
  readonly agent = new Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 64 });
  readonly inFlight = new Set<InFlight>();
  port = 0;
  private child: ChildProcess | null = null;
  private ready: Promise<void> | null = null;
  /** Settles when the process has exited. */
  readonly exited: Promise<void>;
  private hasExited = false;
  private markExited!: () => void;
  private retired = false;
  private outOfMemory = false;
  private stopReason: WorkerGone | null = null;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly spec: FunctionSpec,
    private readonly options: WorkerOptions,
  ) {
    this.exited = new Promise<void>((r) => (this.markExited = r));
  }

  get alive(): boolean {
    return !this.hasExited && !this.retired;
  }

  /** Starts the process once; resolves when it listens, rejects (WorkerGone 'boot') if it cannot. */
  start(): Promise<void> {
    this.ready ??= this.spawn();
    return this.ready;
  }

  private spawn(): Promise<void> {
    const { spec, options } = this;
    const args = [
      'run',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      `--allow-write=${tmpdir()}`,
      '--no-prompt',
      '--no-lock',
      '--node-modules-dir=none',
      `--v8-flags=--max-old-space-size=${options.memoryMb}`,
    ];
    if (spec.importMap) {
      args.push(/\/deno\.jsonc?$/.test(spec.importMap) ? `--config=${spec.importMap}` : `--import-map=${spec.importMap}`);
    } else {
      args.push('--no-config');
    }
    args.push(HOST_SCRIPT, pathToFileURL(spec.entrypoint).href);

    const child = spawn(denoBinary(), args, { cwd: spec.dir, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const prefix = `[${spec.name}] `;
    let stderrTail = '';

    return new Promise<void>((resolveReady, reject) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (line.startsWith(READY)) {
          this.port = Number(line.slice(READY.length + 1));
          clearTimeout(bootTimer);
          resolveReady();
        } else options.log(prefix + line);
      });
      createInterface({ input: child.stderr }).on('line', (line) => {
        if (/out of memory|heap limit/i.test(line)) this.outOfMemory = true;
        stderrTail = (stderrTail + '\n' + line).slice(-2000);
        options.log(prefix + line);
      });
      const bootTimer = setTimeout(() => {
        reject(new WorkerGone('boot', `${spec.name} did not start within ${BOOT_TIMEOUT_MS / 1000} s`));
        this.stop(new WorkerGone('boot', 'boot timeout'));
      }, BOOT_TIMEOUT_MS);
      child.on('error', (e) => {
        clearTimeout(bootTimer);
        this.retired = true;
        reject(new WorkerGone('boot', `could not start Deno: ${e.message}`));
      });
      // 'close', not 'exit': every line of stderr (the out-of-memory report) has been read by then.
      child.on('close', (code, signal) => {
        clearTimeout(bootTimer);
        this.hasExited = true;
        this.agent.destroy();
        const gone =
          this.stopReason ??
          (this.outOfMemory
            ? new WorkerGone('limit', `${spec.name}: memory limit (${options.memoryMb} MB) exceeded`)
            : new WorkerGone('crash', `${spec.name}: worker exited (${signal ?? `code ${code}`})`));
        if (!this.port) reject(new WorkerGone('boot', `${spec.name} failed to boot (${signal ?? `code ${code}`})`));
        else if (!this.retired || this.inFlight.size > 0) options.log(`${prefix}worker stopped: ${gone.message}`);
        for (const r of [...this.inFlight]) r.fail(gone);
        this.inFlight.clear();
        this.markExited();
        options.onExit();
      });
    });
  }

  /** Stops the process now; requests in flight fail with `reason`. */
  stop(reason: WorkerGone): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.stopReason ??= reason;
    this.retired = true;
    if (this.child && !this.hasExited) this.child.kill('SIGKILL');
  }

  /** Takes no more requests; stops once the ones in flight are done (an edited function's old worker). */
  retire(): void {
    this.retired = true;
    if (this.inFlight.size === 0) this.stop(new WorkerGone('crash', 'retired'));
  }

  /** Called when a request starts. */
  begin(r: InFlight): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.inFlight.add(r);
  }

  /** Called when a request finishes. */
  done(r: InFlight): void {
    this.inFlight.delete(r);
    if (this.inFlight.size > 0 || this.hasExited) return;
    if (this.retired) this.stop(new WorkerGone('crash', 'retired'));
    else this.idleTimer = setTimeout(() => this.retire(), IDLE_MS).unref();
  }

  async close(): Promise<void> {
    if (!this.child || this.hasExited) return;
    this.stop(new WorkerGone('crash', 'the stack is closing'));
    await this.exited;
  }
}
