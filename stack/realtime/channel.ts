// One joined channel of one socket: its config, the JWT it acts with (re-checked at `exp` and on
// every access_token message), its postgres_changes bindings, broadcast relay and presence.
import type { JwtClaims } from '../keys.ts';
import type { Engine } from '../db/engine.ts';
import type { SigningKeys } from '../signing-keys.ts';
import { writeAccess, type Access } from './authorize.ts';
import { checkToken, channelToken } from './access-token.ts';
import type { Connection } from './connection.ts';
import type { UserBroadcast } from './frames.ts';
import type { Hub } from './hub.ts';
import type { JoinConfig, PgBinding } from './join-config.ts';
import { limits } from './limits.ts';
import type { PresenceDiff, PresenceRegistry } from './presence.ts';

export interface ChannelShared {
  keys: SigningKeys;
  engine: Engine;
  hub: Hub;
  presence: PresenceRegistry<Channel>;
}

export class Channel {
  readonly name: string;
  /**
   * Where the channel meets others: its topic, or `private:<topic>` for a private channel, so public
   * and private channels of one topic never see each other's broadcasts or presence (as in Realtime).
   */
  readonly room: string;
  /** What the realtime.messages policies let it receive (everything on a public channel). */
  readonly canRead: Access;
  /** What they let it send; checked on the first send, as Realtime does. */
  private canWrite: Promise<Access> | null = null;
  claims: JwtClaims;
  role: string;
  private expiry: NodeJS.Timeout | null = null;
  private presenceCalls: number[] = [];
  private closed = false;

  constructor(
    readonly conn: Connection,
    readonly topic: string,
    readonly joinRef: string | null,
    readonly config: JoinConfig,
    auth: { claims: JwtClaims; role: string; exp: number },
    private shared: ChannelShared,
    canRead: Access = { broadcast: true, presence: true },
  ) {
    this.name = topic.replace(/^realtime:/, '');
    this.room = config.private ? `private:${topic}` : topic;
    this.canRead = canRead;
    this.claims = auth.claims;
    this.role = auth.role;
    this.scheduleExpiry(auth.exp);
  }

  get bindings(): PgBinding[] {
    return this.config.bindings;
  }

  push(event: string, payload: unknown, ref: string | null = null): void {
    this.conn.sendMessage(this.joinRef, ref, this.topic, event, payload);
  }

  pushRaw(event: string, payloadJson: string): void {
    this.conn.sendRaw(this.joinRef, null, this.topic, event, payloadJson);
  }

  reply(ref: string | null, status: 'ok' | 'error', response: unknown = {}): void {
    this.push('phx_reply', { status, response }, ref);
  }

  system(extension: 'system' | 'postgres_changes', status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.name });
  }

  /** A new access_token: a valid one replaces the claims, a bad one ends the channel. */
  async reauthorize(payload: unknown): Promise<void> {
    const given = payload && typeof payload === 'object' ? (payload as Record<string, unknown>).access_token : undefined;
    const check = await checkToken(this.shared.keys, channelToken(given, this.conn.socketJwt));
    if (this.closed) return;
    if (!check.ok) {
      this.shutdown(check.message);
      return;
    }
    this.claims = check.claims;
    this.role = check.role;
    this.canWrite = null; // new claims: the policies decide again on the next send
    this.scheduleExpiry(check.exp);
  }

  private scheduleExpiry(exp: number): void {
    if (this.expiry) clearTimeout(this.expiry);
    const ms = Math.max(0, exp * 1000 - Date.now()) + 50;
    // Timers cap at 2^31−1 ms; a token that far out gets re-checked when the timer fires anyway.
    this.expiry = setTimeout(() => this.expire(exp), Math.min(ms, 2 ** 31 - 1));
    this.expiry.unref();
  }

  private expire(exp: number): void {
    if (Date.now() / 1000 < exp) return this.scheduleExpiry(exp);
    this.shutdown(`Token has expired ${Math.max(0, Math.floor(Date.now() / 1000 - exp))} seconds ago`);
  }

  /** Realtime's shutdown_response: a system error, then the channel stops (client sees phx_close). */
  shutdown(message: string): void {
    if (this.closed) return;
    this.system('system', 'error', message);
    this.close();
  }

  /** Stops the channel: tells the client (phx_close) and forgets it. */
  close(): void {
    if (this.closed) return;
    this.push('phx_close', {});
    this.detach();
  }

  /** Forgets the channel without telling the client (its socket is gone or it rejoined). */
  detach(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.expiry) clearTimeout(this.expiry);
    this.conn.forget(this);
    this.shared.hub.remove(this);
    const diff = this.shared.presence.untrack(this.room, this);
    if (diff) this.fanOutPresence(diff);
  }

  /** Whether the policies let this channel send `extension` (always on a public channel). */
  private async mayWrite(extension: keyof Access): Promise<boolean> {
    if (!this.config.private) return true;
    this.canWrite ??= writeAccess(this.shared.engine, this.name, this.role, this.claims).catch(() => ({
      broadcast: false,
      presence: false,
    }));
    return (await this.canWrite)[extension];
  }

  async broadcast(message: UserBroadcast, ref: string | null): Promise<void> {
    // A private channel's broadcast that the policies do not allow is dropped, as Realtime does.
    if (!(await this.mayWrite('broadcast')) || this.closed) return;
    if (this.config.broadcastAck) this.reply(ref, 'ok');
    for (const other of this.shared.hub.channels(this.room)) {
      if (other === this && !this.config.broadcastSelf) continue;
      if (other.canRead.broadcast) other.conn.sendBroadcast(this.topic, message);
    }
  }

  async presenceEvent(payload: unknown, ref: string | null): Promise<void> {
    const now = Date.now();
    this.presenceCalls = this.presenceCalls.filter((t) => now - t < limits.presenceWindowMs);
    if (this.presenceCalls.length >= limits.presenceCallsPerWindow) {
      this.shutdown('Client presence rate limit exceeded');
      return;
    }
    this.presenceCalls.push(now);
    const p = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
    this.config.presenceEnabled = true;
    if (p.event === 'track') {
      if (!(await this.mayWrite('presence'))) {
        this.reply(ref, 'error', { reason: `Unauthorized: You do not have permissions to write to this Channel topic: ${this.name}` });
        return;
      }
      if (this.closed) return;
      const meta = p.payload && typeof p.payload === 'object' && !Array.isArray(p.payload) ? (p.payload as Record<string, unknown>) : {};
      this.reply(ref, 'ok');
      this.fanOutPresence(this.shared.presence.track(this.room, this, this.config.presenceKey, meta));
    } else if (p.event === 'untrack') {
      this.reply(ref, 'ok');
      const diff = this.shared.presence.untrack(this.room, this);
      if (diff) this.fanOutPresence(diff);
    } else {
      this.reply(ref, 'error', { reason: 'unknown presence event' });
    }
  }

  private fanOutPresence(diff: PresenceDiff): void {
    for (const other of this.shared.hub.channels(this.room)) {
      if (other.config.presenceEnabled && other.canRead.presence) other.push('presence_diff', diff);
    }
  }
}
