// Every port the stack (and the app beside it) serves on is bound first, before the database or any
// file is touched: a busy port stops start-up at once, naming the port, what it serves and the
// variable that moves it, instead of after a migration (README, "Ports").
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PortToBind {
  /** What listens there: 'api', 'mailbox', 'stripe', 'app'. */
  name: string;
  /** Said in errors: 'the Stripe stand-in'. */
  label: string;
  /** 0: any free port. */
  port: number;
  host: string;
  /** The environment variable that moves it. */
  env: string;
  server: Server;
}

export interface Listener {
  name: string;
  url: string;
  server: Server;
}

export class PortInUseError extends Error {
  readonly code = 'EADDRINUSE';
  constructor(readonly spec: PortToBind) {
    super(
      `Port ${spec.port} (${spec.label}) is already in use on ${spec.host}. Is another stack running? ` +
        `Set ${spec.env} to a free port (README, "Ports"). Nothing was started or written.`,
    );
    this.name = 'PortInUseError';
  }
}

function listen(spec: PortToBind): Promise<Listener> {
  return new Promise((resolveListen, reject) => {
    const failed = (e: NodeJS.ErrnoException) => reject(e.code === 'EADDRINUSE' ? new PortInUseError(spec) : e);
    spec.server.once('error', failed);
    spec.server.listen(spec.port, spec.host, () => {
      spec.server.off('error', failed);
      const { port } = spec.server.address() as AddressInfo;
      resolveListen({ name: spec.name, url: `http://${spec.host}:${port}`, server: spec.server });
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((r) => server.close(() => r()));
}

/** Binds each port in turn; when one cannot be bound, releases those already bound and throws. */
export async function listenAll(ports: PortToBind[]): Promise<Listener[]> {
  const bound: Listener[] = [];
  try {
    for (const spec of ports) bound.push(await listen(spec));
    return bound;
  } catch (e) {
    await Promise.all(bound.map((l) => closeServer(l.server)));
    throw e;
  }
}
