// Realtime for the embedded stack (docs/architecture.md, "Realtime"): the Phoenix websocket at
// /realtime/v1/websocket with postgres_changes under RLS, broadcast and presence, plus the REST
// broadcast endpoints.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { header, sendJson } from '../http/http.ts';
import type { Service, StackContext } from '../service.ts';
import { checkToken, socketToken } from './access-token.ts';
import { installCapture } from './capture.ts';
import { Catalog } from './catalog.ts';
import { ChangeFeed } from './change-feed.ts';
import type { Channel } from './channel.ts';
import { Connection } from './connection.ts';
import { deliverChanges } from './deliver-changes.ts';
import type { Vsn } from './frames.ts';
import { Hub } from './hub.ts';
import { limits } from './limits.ts';
import { PresenceRegistry } from './presence.ts';
import { handleRestBroadcast } from './rest-broadcast.ts';
import { subscribeBindings } from './subscribe-bindings.ts';

/** Phoenix's version match: ~> 1.0.0 and ~> 2.0.0; no vsn means 1.0.0. */
function readVsn(raw: string | null): Vsn | null {
  if (raw === null) return '1.0.0';
  if (/^1\.\d+\.\d+$/.test(raw)) return '1.0.0';
  if (/^2\.\d+\.\d+$/.test(raw)) return '2.0.0';
  return null;
}

function refuse(socket: Duplex, status: string, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function createRealtimeService(ctx: StackContext): Service {
  const hub = new Hub();
  const presence = new PresenceRegistry<Channel>();
  const catalog = new Catalog(ctx.engine);
  const connections = new Set<Connection>();
  // Above the payload limit, so an oversized broadcast gets Realtime's system error, not a dropped socket.
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxPayloadBytes + 64 * 1024 });
  const feed = new ChangeFeed(
    ctx.engine,
    (changes) =>
      deliverChanges(changes, hub, catalog, ctx.engine, (change, e) =>
        // One bad change (say, a table dropped meanwhile) must not cost the rest of the batch.
        ctx.log(
          `realtime: change ${change.id} on ${change.schema_name}.${change.table_name}: ${e instanceof Error ? e.message : String(e)}`,
        ),
      ),
    ctx.log,
  );
  const hooks = {
    keys: ctx.keys,
    engine: ctx.engine,
    hub,
    presence,
    log: ctx.log,
    memberTopics: ctx.config.realtime.memberTopics,
    bindingsJoined: (channel: Channel) => {
      subscribeBindings(channel, catalog).catch((e: unknown) => ctx.log(`realtime: subscribe: ${String(e)}`));
    },
  };

  return {
    async handle(req, res, path, url) {
      if (path.startsWith('/api/broadcast'))
        return handleRestBroadcast(req, res, path, url, hub, ctx.config.realtime.memberTopics, ctx.keys, ctx.engine);
      sendJson(res, 404, { message: 'Not found' });
    },

    upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, path: string, url: URL) {
      if (path !== '/websocket') return refuse(socket, '404 Not Found', 'Not found');
      const vsn = readVsn(url.searchParams.get('vsn'));
      if (!vsn) return refuse(socket, '400 Bad Request', 'Unsupported serializer version');
      const token = socketToken(url.searchParams.get('apikey') ?? header(req, 'x-api-key'));
      if (!token) return refuse(socket, '403 Forbidden', 'Unauthorized');
      checkToken(ctx.keys, token)
        .then((check) => {
          if (!check.ok) return refuse(socket, '403 Forbidden', 'Unauthorized');
          if (socket.destroyed) return;
          wss.handleUpgrade(req, socket, head, (ws) => {
            const conn = new Connection(ws, vsn, token, hooks);
            connections.add(conn);
            ws.on('close', () => connections.delete(conn));
          });
        })
        .catch((e: unknown) => {
          ctx.log(`realtime: upgrade failed: ${e instanceof Error ? e.stack : String(e)}`);
          socket.destroy();
        });
    },

    async schemaChanged() {
      await installCapture(ctx.engine, ctx.log);
      catalog.clear();
      await feed.start();
    },

    async close() {
      for (const conn of connections) conn.close();
      await feed.close();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
