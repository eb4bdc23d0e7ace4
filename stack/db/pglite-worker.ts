// The worker thread PGlite runs in (engine.ts): the database's work (the wasm engine, the wire
// protocol, reading rows) happens here, on a second core, while the main thread parses HTTP, checks
// tokens and encodes responses. Requests run one at a time, in the order they were sent.
import { parentPort, workerData } from 'node:worker_threads';
import { errorData, openSession, type SessionRequest } from './pglite-session.ts';

const port = parentPort!;
const { dataDir, template } = workerData as { dataDir?: string; template: string | null };

try {
  const session = await openSession(dataDir, template, (id) => port.postMessage({ notify: id }));
  // Strictly one after another: the engine may send the next request before this one is answered.
  let queue: Promise<void> = Promise.resolve();
  port.on('message', ({ id, request }: { id: number; request: SessionRequest }) => {
    queue = queue.then(() =>
      session.run(request).then(
        (result) => port.postMessage({ id, result }),
        (e: unknown) => port.postMessage({ id, error: errorData(e) }),
      ),
    );
  });
  port.postMessage({ ready: true });
} catch (e) {
  port.postMessage({ ready: false, error: errorData(e) });
}
