// The worker thread PGlite runs in (engine.ts): the database's work (the wasm engine, the wire
// protocol, reading rows) happens here, on a second core, while the main thread parses HTTP, checks
// tokens and encodes responses. Requests run one at a time, in the order they were sent.
//
// A worker outlives its database: after `close` it waits for the next `open`, and engine.ts keeps it
// for the next database the process opens. A new thread costs more than the database it opens (its
// modules loaded through tsx, PGlite's JavaScript and wasm compiled again): a test stack's start took
// 3.3 CPU-s with a new thread, 1.0 with a waiting one.
import { parentPort } from 'node:worker_threads';
import { errorData, openSession, type Session, type SessionRequest } from './pglite-session.ts';

/** What the engine sends: a database to open (`template`: see openSession), or a request on the open one. */
export type WorkerMessage = { open: { dataDir?: string; template: string | null } } | { id: number; request: SessionRequest };

const port = parentPort!;
let session: Session | null = null;
// Strictly one after another: the engine may send the next request before this one is answered.
let queue: Promise<void> = Promise.resolve();

const open = async (dataDir: string | undefined, template: string | null) => {
  try {
    session = await openSession(dataDir, template, (id) => port.postMessage({ notify: id }));
    port.postMessage({ ready: true });
  } catch (e) {
    session = null;
    port.postMessage({ ready: false, error: errorData(e) });
  }
};

const run = async (id: number, request: SessionRequest) => {
  try {
    if (!session) throw new Error('No database is open in this PGlite worker');
    const result = await session.run(request);
    if (request.op === 'close') session = null;
    port.postMessage({ id, result });
  } catch (e) {
    port.postMessage({ id, error: errorData(e) });
  }
};

port.on('message', (m: WorkerMessage) => {
  queue = queue.then(() => ('open' in m ? open(m.open.dataDir, m.open.template) : run(m.id, m.request)));
});
