// A free TCP port on 127.0.0.1 for a server started later (a stack on fixed ports, a dev server in a
// child process). Taken below the system's ephemeral range: a port there (what listen(0) gives) can be
// handed by the system to any other socket in the meantime — a client connection or another server
// asking for port 0 — and was, in a clean run, between the browser step picking its mailbox's port and
// binding it while the other lanes opened thousands of connections. Below the range only an explicit
// bind takes it.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const LOWEST = 20_000;

/** The first port of the system's ephemeral range (Linux; 32768 elsewhere, the usual start). */
function ephemeralStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return low && low > LOWEST + 1000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

const bindable = (port: number) =>
  new Promise<boolean>((ok) => {
    const probe = createServer();
    probe.once('error', () => ok(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => ok(true)));
  });

export async function freePort(): Promise<number> {
  const high = ephemeralStart();
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (high - LOWEST));
    if (await bindable(port)) return port;
  }
  throw new Error(`No free port found between ${LOWEST} and ${high}`);
}
