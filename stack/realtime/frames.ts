// Phoenix wire formats realtime-js speaks (docs/architecture.md, "Realtime"): vsn 1.0.0 JSON
// objects, vsn 2.0.0 JSON arrays plus the binary user-broadcast frames (kind 3 from the client,
// kind 4 to the client).

export type Vsn = '1.0.0' | '2.0.0';

/** A user broadcast as it travels between sockets, kept in the encoding its sender chose. */
export interface UserBroadcast {
  event: string;
  /** JSON value when `binary` is false, raw bytes otherwise. */
  payload: unknown;
  binary: boolean;
  /** Arrived as a kind-3 frame: relayed as kind-4 frames to vsn 2.0.0 sockets, like Realtime does. */
  viaBinaryFrame: boolean;
  meta?: Record<string, unknown>;
}

export interface InboundMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
  /** Set for a binary user-broadcast push (kind 3). */
  userBroadcast?: UserBroadcast;
}

export class FrameError extends Error {}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_RAW = 0;
const ENCODING_JSON = 1;

const asRef = (v: unknown): string | null => (v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v));

export function decodeFrame(data: Buffer, isBinary: boolean, vsn: Vsn): InboundMessage {
  if (isBinary) {
    if (vsn !== '2.0.0') throw new FrameError('binary frames need vsn 2.0.0');
    return decodeUserBroadcastPush(data);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    throw new FrameError('invalid JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) throw new FrameError('expected [join_ref, ref, topic, event, payload]');
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') throw new FrameError('topic and event must be strings');
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new FrameError('expected a message object');
  const m = parsed as Record<string, unknown>;
  if (typeof m.topic !== 'string' || typeof m.event !== 'string') throw new FrameError('topic and event must be strings');
  return { joinRef: asRef(m.join_ref), ref: asRef(m.ref), topic: m.topic, event: m.event, payload: m.payload };
}

function decodeUserBroadcastPush(data: Buffer): InboundMessage {
  if (data.length < 7 || data[0] !== KIND_USER_BROADCAST_PUSH) throw new FrameError('unknown binary frame');
  const sizes = [data[1]!, data[2]!, data[3]!, data[4]!, data[5]!];
  const encoding = data[6]!;
  let offset = 7;
  const parts = sizes.map((size) => {
    const part = data.subarray(offset, offset + size).toString('utf8');
    offset += size;
    return part;
  });
  if (offset > data.length) throw new FrameError('truncated binary frame');
  const [joinRef, ref, topic, event, metadata] = parts as [string, string, string, string, string];
  const body = data.subarray(offset);
  let payload: unknown;
  let meta: Record<string, unknown> | undefined;
  try {
    payload = encoding === ENCODING_JSON ? JSON.parse(body.toString('utf8')) : Buffer.from(body);
    meta = metadata ? (JSON.parse(metadata) as Record<string, unknown>) : undefined;
  } catch {
    throw new FrameError('invalid JSON in binary frame');
  }
  const userBroadcast: UserBroadcast = {
    event,
    payload,
    binary: encoding !== ENCODING_JSON,
    viaBinaryFrame: true,
    ...(meta ? { meta } : {}),
  };
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { type: 'broadcast', event, payload },
    userBroadcast,
  };
}

export function encodeFrame(vsn: Vsn, joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown): string {
  return vsn === '2.0.0'
    ? JSON.stringify([joinRef, ref, topic, event, payload])
    : JSON.stringify({ join_ref: joinRef, ref, topic, event, payload });
}

/**
 * Kind-4 frame: realtime-js decodes it to {type:'broadcast', event, payload, meta?}. Null when a
 * length does not fit its one-byte field (the caller then falls back to JSON text).
 */
export function encodeUserBroadcast(topic: string, message: UserBroadcast): Buffer | null {
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(message.event, 'utf8');
  const metaBytes = Buffer.from(message.meta ? JSON.stringify(message.meta) : '', 'utf8');
  if (topicBytes.length > 255 || eventBytes.length > 255 || metaBytes.length > 255) return null;
  const body = message.binary ? Buffer.from(message.payload as Uint8Array) : Buffer.from(JSON.stringify(message.payload), 'utf8');
  const header = Buffer.from([
    KIND_USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    metaBytes.length,
    message.binary ? ENCODING_RAW : ENCODING_JSON,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, metaBytes, body]);
}
