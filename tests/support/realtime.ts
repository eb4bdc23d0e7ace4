// Realtime helpers for the app's suites: user JWTs, subscription and waiting helpers, and a raw
// Phoenix socket for protocol-level checks. (The stand-in's own Realtime suites have theirs in
// stack/test/support/realtime.ts.)
import { randomUUID } from 'node:crypto';
import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, signJwt } from 'supabase-stand-in';

/** A signed-in user's access token with GoTrue's claims, valid for `ttl` seconds (legacy HS256 secret). */
export function userToken(sub: string = randomUUID(), ttl = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ aud: 'authenticated', exp: now + ttl, iat: now, sub, role: 'authenticated', email: `${sub.slice(0, 8)}@example.com` });
}

/** Subscribes and resolves once SUBSCRIBED; rejects on CHANNEL_ERROR or TIMED_OUT. */
export function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolveSub, reject) => {
    channel.subscribe((status, err) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolveSub(channel);
      else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR || status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT)
        reject(err ?? new Error(status));
    });
  });
}

export async function waitFor<T>(probe: () => T | undefined | null | false, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Frame = [string | null, string | null, string, string, Record<string, unknown>];

/** A bare Phoenix vsn 2.0.0 socket: frames in, frames out, for what supabase-js hides. */
export class RawSocket {
  readonly frames: (Frame | Buffer)[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      const buf = Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer);
      this.frames.push(isBinary ? buf : (JSON.parse(buf.toString('utf8')) as Frame));
    });
  }

  static open(apiUrl: string, query = `apikey=${ANON_KEY}&vsn=2.0.0`): Promise<RawSocket> {
    const ws = new WebSocket(`${apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?${query}`);
    return new Promise((resolveOpen, reject) => {
      ws.once('open', () => resolveOpen(new RawSocket(ws)));
      ws.once('error', reject);
    });
  }

  send(frame: unknown[] | Buffer): void {
    this.ws.send(Buffer.isBuffer(frame) ? frame : JSON.stringify(frame));
  }

  /** The first frame (from now or already received) for which `match` holds. */
  next(match: (f: Frame) => boolean, timeoutMs = 10_000): Promise<Frame> {
    return waitFor(() => this.frames.find((f): f is Frame => Array.isArray(f) && match(f)), timeoutMs, 'a matching frame');
  }

  /** The `index`-th binary frame received (0 = first). */
  nextBinary(index = 0, timeoutMs = 10_000): Promise<Buffer> {
    return waitFor(() => this.frames.filter((f): f is Buffer => Buffer.isBuffer(f))[index], timeoutMs, 'a binary frame');
  }

  close(): void {
    this.ws.terminate();
  }
}
