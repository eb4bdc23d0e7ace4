// One websocket: decodes frames, answers heartbeats, routes channel events, enforces the per-socket
// rate limit and idle timeout, and drops the socket when it stops reading (bounded send buffer) so
// a slow client never holds up the others.
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { Channel, type ChannelShared } from './channel.ts';
import { checkToken, channelToken } from './access-token.ts';
import { decodeFrame, encodeFrame, encodeUserBroadcast, FrameError, type InboundMessage, type UserBroadcast, type Vsn } from './frames.ts';
import { readJoinConfig } from './join-config.ts';
import { limits } from './limits.ts';

export interface ConnectionHooks extends ChannelShared {
  /** Called after a join with postgres_changes bindings is acknowledged. */
  bindingsJoined(channel: Channel): void;
}

export class Connection {
  private channels = new Map<string, Channel>();
  private lastSeen = Date.now();
  private windowStart = Date.now();
  private windowCount = 0;
  private idleCheck: NodeJS.Timeout;

  constructor(
    private ws: WebSocket,
    readonly vsn: Vsn,
    readonly socketJwt: string,
    private hooks: ConnectionHooks,
  ) {
    ws.on('message', (data, isBinary) => this.receive(toBuffer(data), isBinary));
    ws.on('close', () => this.cleanup());
    ws.on('error', () => ws.terminate());
    this.idleCheck = setInterval(() => {
      if (Date.now() - this.lastSeen > limits.idleTimeoutMs) ws.terminate();
    }, Math.min(5_000, limits.idleTimeoutMs / 2));
    this.idleCheck.unref();
  }

  sendMessage(joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown): void {
    this.write(encodeFrame(this.vsn, joinRef, ref, topic, event, payload));
  }

  /** Same as sendMessage with the payload already serialised (fan-out encodes it once). */
  sendRaw(joinRef: string | null, ref: string | null, topic: string, event: string, payloadJson: string): void {
    const head = this.vsn === '2.0.0'
      ? `[${JSON.stringify(joinRef)},${JSON.stringify(ref)},${JSON.stringify(topic)},${JSON.stringify(event)},`
      : `{"join_ref":${JSON.stringify(joinRef)},"ref":${JSON.stringify(ref)},"topic":${JSON.stringify(topic)},"event":${JSON.stringify(event)},"payload":`;
    this.write(`${head}${payloadJson}${this.vsn === '2.0.0' ? ']' : '}'}`);
  }

  /** Binary user broadcasts go out as kind-4 frames on vsn 2.0.0; everything else as JSON text. */
  sendBroadcast(topic: string, message: UserBroadcast): void {
    if (this.vsn === '2.0.0' && message.viaBinaryFrame) return this.write(encodeUserBroadcast(topic, message));
    if (message.binary) return; // raw bytes have no JSON form for a vsn 1.0.0 client
    this.sendMessage(null, null, topic, 'broadcast', { type: 'broadcast', event: message.event, payload: message.payload });
  }

  private write(data: string | Buffer): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > limits.maxBufferedBytes) {
      this.ws.terminate();
      return;
    }
    this.ws.send(data);
  }

  forget(channel: Channel): void {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  close(): void {
    this.ws.terminate();
  }

  private cleanup(): void {
    clearInterval(this.idleCheck);
    for (const channel of [...this.channels.values()]) channel.detach();
  }

  private receive(data: Buffer, isBinary: boolean): void {
    this.lastSeen = Date.now();
    let msg: InboundMessage;
    try {
      msg = decodeFrame(data, isBinary, this.vsn);
    } catch (e) {
      if (e instanceof FrameError) return this.ws.close(1003, e.message.slice(0, 120));
      throw e;
    }
    if (msg.topic === 'phoenix' && msg.event === 'heartbeat') {
      this.sendMessage(null, msg.ref, 'phoenix', 'phx_reply', { status: 'ok', response: {} });
      return;
    }
    if (this.overRate()) {
      for (const channel of [...this.channels.values()]) channel.shutdown('Too many messages per second');
      return;
    }
    if (msg.event === 'phx_join') return this.join(msg);
    const channel = this.channels.get(msg.topic);
    if (!channel || (msg.joinRef !== null && msg.joinRef !== channel.joinRef)) {
      this.sendMessage(msg.joinRef, msg.ref, msg.topic, 'phx_reply', { status: 'error', response: { reason: 'unmatched topic' } });
      return;
    }
    this.dispatch(channel, msg);
  }

  private overRate(): boolean {
    const now = Date.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    return ++this.windowCount > limits.maxEventsPerSecond;
  }

  private dispatch(channel: Channel, msg: InboundMessage): void {
    switch (msg.event) {
      case 'phx_leave':
        channel.reply(msg.ref, 'ok');
        channel.close();
        return;
      case 'access_token':
        channel.reauthorize(msg.payload);
        return;
      case 'broadcast': {
        const broadcast = msg.userBroadcast ?? toUserBroadcast(msg.payload);
        if (!broadcast) return channel.reply(msg.ref, 'error', { reason: 'invalid broadcast payload' });
        if (payloadSize(broadcast) > limits.maxPayloadBytes) return channel.system('system', 'error', 'Payload size exceeds tenant limit');
        return channel.broadcast(broadcast, msg.ref);
      }
      case 'presence':
        if (JSON.stringify(msg.payload ?? null).length > limits.maxPayloadBytes) {
          return channel.system('system', 'error', 'Payload size exceeds tenant limit');
        }
        return channel.presenceEvent(msg.payload, msg.ref);
      default:
        channel.reply(msg.ref, 'error', { reason: `unknown event ${msg.event}` });
    }
  }

  private join(msg: InboundMessage): void {
    const replyError = (reason: string) =>
      this.sendMessage(msg.joinRef, msg.ref, msg.topic, 'phx_reply', { status: 'error', response: { reason } });
    if (!msg.topic.startsWith('realtime:')) return replyError('unmatched topic');
    const config = readJoinConfig(msg.payload);
    if ('error' in config) return replyError(config.error);
    const payload = (msg.payload && typeof msg.payload === 'object' ? msg.payload : {}) as Record<string, unknown>;
    const auth = checkToken(channelToken(payload.access_token ?? payload.user_token, this.socketJwt));
    if (!auth.ok) return replyError(`InvalidJWTToken: ${auth.message}`);
    if (config.private) {
      // Private channels are authorised by policies on realtime.messages, which this stack has none of.
      return replyError(`Unauthorized: You do not have permissions to read from this Channel topic: ${msg.topic.replace(/^realtime:/, '')}`);
    }
    if (!config.presenceKey) config.presenceKey = randomUUID();
    this.channels.get(msg.topic)?.detach(); // a rejoin replaces the old channel, as Phoenix does
    const channel = new Channel(this, msg.topic, msg.joinRef ?? msg.ref, config, auth, this.hooks);
    this.channels.set(msg.topic, channel);
    this.hooks.hub.add(channel);
    channel.reply(msg.ref, 'ok', { postgres_changes: config.bindings.map((b) => b.echo) });
    if (config.presenceEnabled) channel.push('presence_state', this.hooks.presence.state(msg.topic));
    if (config.bindings.length) this.hooks.bindingsJoined(channel);
  }
}

function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}

function toUserBroadcast(payload: unknown): UserBroadcast | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  if (typeof p.event !== 'string') return null;
  return { event: p.event, payload: p.payload ?? {}, binary: false, viaBinaryFrame: false };
}

function payloadSize(message: UserBroadcast): number {
  return message.binary ? (message.payload as Buffer).length : JSON.stringify(message.payload ?? null).length;
}
