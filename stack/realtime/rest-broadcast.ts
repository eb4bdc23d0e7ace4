// Broadcast over HTTP: `POST /api/broadcast` with {messages:[{topic, event,
// payload, private}]}, and httpSend's `POST /api/broadcast/<topic>/events/<event>`; both answer 202.
// A private message is sent only if the realtime.messages policies let the caller write a broadcast
// on its topic (authorize.ts), and reaches the private channels allowed to read it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, header, readBody, sendJson } from '../http/http.ts';
import { effectiveBearer } from '../keys.ts';
import type { SigningKeys } from '../signing-keys.ts';
import { checkToken } from './access-token.ts';
import type { Engine } from '../db/engine.ts';
import type { TokenCheck } from './access-token.ts';
import { writeAccess } from './authorize.ts';
import type { Hub } from './hub.ts';
import { limits } from './limits.ts';
import { isMemberTopic, memberOnlyReason } from './member-topics.ts';

interface RestMessage {
  topic: string;
  event: string;
  payload: unknown;
  private: boolean;
  /** httpSend() of an ArrayBuffer: raw bytes, relayed as a binary broadcast frame. */
  raw?: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function readMessages(body: unknown): RestMessage[] | null {
  if (!isObject(body) || !Array.isArray(body.messages)) return null;
  const out: RestMessage[] = [];
  for (const m of body.messages) {
    if (!isObject(m) || typeof m.topic !== 'string' || typeof m.event !== 'string') return null;
    out.push({ topic: m.topic, event: m.event, payload: m.payload ?? {}, private: m.private === true });
  }
  return out;
}

async function deliver(hub: Hub, engine: Engine, auth: Extract<TokenCheck, { ok: true }>, m: RestMessage): Promise<void> {
  const topic = `realtime:${m.topic}`;
  if (m.private) {
    const can = await writeAccess(engine, m.topic, auth.role, auth.claims).catch(() => ({ broadcast: false }));
    if (!can.broadcast) return;
  }
  for (const channel of hub.channels(m.private ? `private:${topic}` : topic)) {
    if (!channel.canRead.broadcast) continue;
    channel.conn.sendBroadcast(topic, { event: m.event, payload: m.payload, binary: !!m.raw, viaBinaryFrame: !!m.raw });
  }
}

export async function handleRestBroadcast(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
  hub: Hub,
  memberTopics: string[],
  keys: SigningKeys,
  engine: Engine,
): Promise<void> {
  const single = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(path);
  if (req.method !== 'POST' || (path !== '/api/broadcast' && !single)) {
    sendJson(res, 404, { message: 'Not found' });
    return;
  }
  const token = effectiveBearer(header(req, 'apikey'), header(req, 'authorization'));
  const auth = token ? await checkToken(keys, token) : null;
  if (!auth?.ok) {
    sendJson(res, 401, { message: 'Unauthorized' });
    return;
  }
  const octets = single !== null && header(req, 'content-type')?.startsWith('application/octet-stream') === true;
  let body: unknown;
  try {
    const raw = await readBody(req, limits.maxPayloadBytes);
    body = octets ? raw : raw.length ? JSON.parse(raw.toString('utf8')) : {};
  } catch (e) {
    if (e instanceof BodyTooLargeError) sendJson(res, 413, { message: 'Payload size exceeds tenant limit' });
    else sendJson(res, 400, { message: 'Malformed JSON body' });
    return;
  }
  let messages: RestMessage[] | null;
  try {
    messages = single
      ? [
          {
            topic: decodeURIComponent(single[1]!),
            event: decodeURIComponent(single[2]!),
            payload: body,
            private: url.searchParams.get('private') === 'true',
            raw: octets,
          },
        ]
      : readMessages(body);
  } catch {
    messages = null; // a bad %-escape in the topic or event
  }
  if (!messages) {
    sendJson(res, 422, { errors: { messages: ['is invalid'] } });
    return;
  }
  const refused = auth.role === 'anon' ? messages.find((m) => isMemberTopic(m.topic, memberTopics)) : undefined;
  if (refused) {
    sendJson(res, 403, { message: memberOnlyReason(refused.topic) });
    return;
  }
  for (const m of messages) await deliver(hub, engine, auth, m);
  res.writeHead(202);
  res.end();
}
