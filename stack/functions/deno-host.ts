// Runs under Deno, one process per function: loads the function's entrypoint and serves the handler
// it gives to `Deno.serve` on a loopback port that only the stack knows. Like the edge runtime,
// `Deno.serve`'s own options (port, hostname) are ignored, `EdgeRuntime.waitUntil` exists, and an
// error thrown by the handler answers 500 WORKER_ERROR while the worker lives on.
// Usage: deno run <flags> deno-host.ts <entrypoint file URL>

type Handler = (request: Request, info: unknown) => Response | Promise<Response>;
interface ServeOptions {
  handler?: Handler;
  onError?: (error: unknown) => Response | Promise<Response>;
  [key: string]: unknown;
}
interface DenoApi {
  args: string[];
  serve: (...args: unknown[]) => unknown;
  stdout: { writeSync(bytes: Uint8Array): number };
  exit(code: number): never;
}
declare const Deno: DenoApi;

/** The line the stack waits for (fd 1); never a line a function would print. */
const READY = '\u0000stand-in-functions-ready';

const entrypoint = Deno.args[0];
if (!entrypoint) {
  console.error('deno-host: no entrypoint given');
  Deno.exit(2);
}

const workerError = () =>
  new Response(JSON.stringify({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' }), {
    status: 500,
    headers: { 'Content-Type': 'application/json' },
  });

const originalServe = Deno.serve.bind(Deno);
let serving = false;

Deno.serve = (...args: unknown[]) => {
  const [first, second] = args;
  const options: ServeOptions = typeof first === 'function' ? {} : ((first as ServeOptions | undefined) ?? {});
  const handler = (typeof first === 'function' ? first : typeof second === 'function' ? second : options.handler) as Handler | undefined;
  if (!handler) throw new TypeError('Deno.serve needs a handler');
  if (serving) throw new Error('Deno.serve was called twice: a function serves one handler');
  serving = true;
  return originalServe(
    {
      hostname: '127.0.0.1',
      port: 0,
      onListen: ({ port }: { port: number }) => {
        Deno.stdout.writeSync(new TextEncoder().encode(`${READY} ${port}\n`));
      },
      onError: (error: unknown) => {
        console.error(error);
        return workerError();
      },
    },
    handler,
  );
};

(globalThis as Record<string, unknown>).EdgeRuntime = {
  /** Keeps background work going after the response; here the worker outlives requests anyway. */
  waitUntil(promise: Promise<unknown>) {
    Promise.resolve(promise).catch((e: unknown) => console.error(e));
  },
};

export {};

await import(entrypoint);
if (!serving) {
  console.error('the function did not call Deno.serve(handler) when its module was loaded');
  Deno.exit(1);
}
