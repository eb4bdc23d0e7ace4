// One websocket: decodes frames, answers heartbeats, routes channel events, enforces the per-socket
// rate limit and idle timeout, and drops the socket when it stops reading (bounded send buffer) so
// a slow client never holds up the others.
import type { WebSocket } from 'ws';
import type { Channel, ChannelShared } from './channel.ts';
import { handleChannelEvent } from './channel-events.ts';
import { decodeFrame, encodeFrame, encodeUserBroadcast, FrameError, type InboundMessage, type UserBroadcast, type Vsn } from './frames.ts';
import { joinChannel } from './join-channel.ts';
import { limits } from './limits.ts';

export interface ConnectionHooks extends ChannelShared {
  /** Called after a join with postgres_changes bindings is acknowledged. */
  bindingsJoined(channel: Channel): void;
  log(line: string): void;
  /** Topics anon may not join (see member-topics.ts). */
  memberTopics: string[];
}

export class Connection {
  private channels = new Map<string, Channel>();
  private lastSeen = Date.now();
  private windowStart = Date.now();
  private windowCount = 0;
  private idleCheck: NodeJS.Timeout;
  /** Messages are handled one after another (a join verifies its token asynchronously first). */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private ws: WebSocket,
    readonly vsn: Vsn,
    readonly socketJwt: string,
    private hooks: ConnectionHooks,
  ) {
    // A bug answering one client must not take the stack down: that client is closed instead.
    const fail = (e: unknown) => {
      hooks.log(`realtime: closing a socket after: ${e instanceof Error ? e.stack : String(e)}`);
      ws.close(1011, 'Internal error');
    };
    ws.on('message', (data, isBinary) => {
      let msg: InboundMessage | null;
      try {
        msg = this.accept(toBuffer(data), isBinary);
      } catch (e) {
        return fail(e);
      }
      // Channel messages are handled in order, one at a time (a join may first ask the database).
      if (msg) this.queue = this.queue.then(() => this.dispatch(msg)).catch(fail);
    });
    ws.on('close', () => this.cleanup());
    ws.on('error', () => ws.terminate());
    this.idleCheck = setInterval(
      () => {
        if (Date.now() - this.lastSeen > limits.idleTimeoutMs) ws.terminate();
      },
      Math.min(5_000, limits.idleTimeoutMs / 2),
    );
    this.idleCheck.unref();
  }

  sendMessage(joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown): void {
    this.write(encodeFrame(this.vsn, joinRef, ref, topic, event, payload));
  }

  /** Same as sendMessage with the payload already serialised (fan-out encodes it once). */
  sendRaw(joinRef: string | null, ref: string | null, topic: string, event: string, payloadJson: string): void {
    const head =
      this.vsn === '2.0.0'
        ? `[${JSON.stringify(joinRef)},${JSON.stringify(ref)},${JSON.stringify(topic)},${JSON.stringify(event)},`
        : `{"join_ref":${JSON.stringify(joinRef)},"ref":${JSON.stringify(ref)},"topic":${JSON.stringify(topic)},"event":${JSON.stringify(event)},"payload":`;
    this.write(`${head}${payloadJson}${this.vsn === '2.0.0' ? ']' : '}'}`);
  }

  /** Binary user broadcasts go out as kind-4 frames on vsn 2.0.0; everything else as JSON text. */
  sendBroadcast(topic: string, message: UserBroadcast): void {
    if (this.vsn === '2.0.0' && (message.viaBinaryFrame || message.binary)) {
      const frame = encodeUserBroadcast(topic, message);
      if (frame) return this.write(frame);
    }
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

  /** False once the socket closes (a join that was still verifying its token is then dropped). */
  get open(): boolean {
    return this.ws.readyState === this.ws.OPEN;
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

  /**
   * What is decided on arrival: the frame decodes, heartbeats are answered, the per-socket rate
   * limit applies (so a client flooding the queue is cut off at once). The message to dispatch, or null.
   */
  private accept(data: Buffer, isBinary: boolean): InboundMessage | null {
    this.lastSeen = Date.now();
    let msg: InboundMessage;
    try {
      msg = decodeFrame(data, isBinary, this.vsn);
    } catch (e) {
      if (e instanceof FrameError) {
        this.ws.close(1003, e.message.slice(0, 120));
        return null;
      }
      throw e;
    }
    if (msg.topic === 'phoenix' && msg.event === 'heartbeat') {
      this.sendMessage(null, msg.ref, 'phoenix', 'phx_reply', { status: 'ok', response: {} });
      return null;
    }
    if (this.overRate()) {
      for (const channel of [...this.channels.values()]) channel.shutdown('Too many messages per second');
      return null;
    }
    return msg;
  }

  private async dispatch(msg: InboundMessage): Promise<void> {
    if (msg.event === 'phx_join') {
      // A rejoin of a topic replaces the old channel, as Phoenix does.
      const previous = this.channels.get(msg.topic);
      const channel = await joinChannel(this, msg, this.hooks);
      if (channel) {
        previous?.detach();
        this.channels.set(msg.topic, channel);
      }
      return;
    }
    const channel = this.channels.get(msg.topic);
    if (!channel || (msg.joinRef !== null && msg.joinRef !== channel.joinRef)) {
      this.sendMessage(msg.joinRef, msg.ref, msg.topic, 'phx_reply', { status: 'error', response: { reason: 'unmatched topic' } });
      return;
    }
    await handleChannelEvent(channel, msg);
  }

  private overRate(): boolean {
    const now = Date.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    return ++this.windowCount > limits.maxEventsPerSecond;
  }
}

function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}
