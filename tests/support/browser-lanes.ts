// The browser files run side by side (several vitest workers, one stack, one SPA), except where they
// share global state: a file that changes what every page shows (course content, lesson videos)
// runs alone, and files that use the same shared feed (the market, the live sessions, a chat channel
// whose order they read) run one at a time among themselves. A file not named here runs beside any
// other: it must keep to its own users and rows (see docs/testing.md).
//
// The locks live in the global setup's process (`startLaneServer`): each file, from the project's
// setup file (tests/support/browser-file-setup.ts), opens a connection, sends what it needs and holds
// it until the connection closes, so a worker that dies releases what it held.
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';
import { basename } from 'node:path';

export interface Lane {
  /** Runs with no other file at all. */
  alone?: boolean;
  /** Runs with no other file of any of these groups. */
  groups?: string[];
}

export const LANES: Record<string, Lane> = {
  // Course content, lesson videos and quizzes, which every course page and quiz reads.
  'admin-content.test.ts': { alone: true },
  'admin-video-jobs.test.ts': { alone: true },
  'lesson-up-next.test.ts': { alone: true },
  'lessons.test.ts': { alone: true },
  'dashboard-live.test.ts': { alone: true },
  // The channel list, the live sessions and the market alerts every dashboard file reads (their audit
  // rows are read by their admin: support/audit.ts).
  'admin-community.test.ts': { groups: ['general', 'tutorial-help', 'live', 'market'] },
  // The moderation queues (message and member reports), and #tutorial-help where the reported messages are.
  'admin-member-reports.test.ts': { groups: ['moderation'] },
  'moderation.test.ts': { groups: ['moderation', 'tutorial-help'] },
  // The market feed, its symbols and the signals; live-market records SPY ticks, and the files that
  // draw on SPY's chart look at where their drawings land (a tick far off the range rescales it).
  'vip-signals.test.ts': { groups: ['market'] },
  'live-market.test.ts': { groups: ['market'] },
  'earnings-calendar.test.ts': { groups: ['market'] },
  'chart-tools.test.ts': { groups: ['market'] },
  'share-analysis.test.ts': { groups: ['market'] },
  // The live sessions' schedule and room.
  'live-sessions.test.ts': { groups: ['live'] },
  'live-room.test.ts': { groups: ['live'] },
  'rough-edges.test.ts': { groups: ['live'] },
  // Shared channels whose last messages a file reads.
  'dashboard-chat.test.ts': { groups: ['general', 'tutorial-help'] },
  'notifications.test.ts': { groups: ['general', 'tutorial-help'] },
  'conversation.test.ts': { groups: ['general', 'tutorial-help'] },
  'dashboard-layout.test.ts': { groups: ['general', 'tutorial-help', 'live'] },
  'members.test.ts': { groups: ['tutorial-help'] },
};

export const laneOf = (file: string): Lane => LANES[basename(file)] ?? {};

interface Request {
  alone: boolean;
  groups: string[];
  socket: Socket;
}

/** The lock keeper: a server on 127.0.0.1 that grants lanes in arrival order. */
export async function startLaneServer(): Promise<{ port: number; close(): Promise<void> }> {
  const holding = new Set<Request>();
  const waiting: Request[] = [];
  const fits = (r: Request) =>
    r.alone ? holding.size === 0 : ![...holding].some((h) => h.alone || h.groups.some((g) => r.groups.includes(g)));
  const grant = () => {
    for (const r of [...waiting]) {
      if (fits(r)) {
        waiting.splice(waiting.indexOf(r), 1);
        holding.add(r);
        r.socket.write('ok\n');
      } else if (r.alone) break; // no file overtakes one waiting to run alone
    }
  };
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    let line = '';
    let request: Request | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      if (request) return;
      line += chunk;
      if (!line.includes('\n')) return;
      const lane = JSON.parse(line.slice(0, line.indexOf('\n'))) as Lane;
      request = { alone: lane.alone === true, groups: lane.groups ?? [], socket };
      waiting.push(request);
      grant();
    });
    socket.on('close', () => {
      sockets.delete(socket);
      if (request) {
        holding.delete(request);
        if (waiting.includes(request)) waiting.splice(waiting.indexOf(request), 1);
      }
      grant();
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        for (const s of sockets) s.destroy();
      }),
  };
}

/** Waits for `lane` from the lane server; the returned socket holds it until it is ended. */
export function enterLane(port: number, lane: Lane): Promise<Socket> {
  return new Promise((ok, fail) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.write(`${JSON.stringify(lane)}\n`));
    socket.setEncoding('utf8');
    socket.once('data', () => ok(socket));
    socket.once('error', fail);
    socket.once('close', () => fail(new Error('the browser lane server closed the connection')));
  });
}
