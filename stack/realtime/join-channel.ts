// phx_join (docs/architecture.md, "Realtime"): checks topic, config and token, then creates the
// channel, replies with the echoed bindings, pushes presence_state when presence is on, and starts
// the bindings' check.
import { randomUUID } from 'node:crypto';
import { checkToken, channelToken } from './access-token.ts';
import { readAccess, type Access } from './authorize.ts';
import { Channel } from './channel.ts';
import type { Connection, ConnectionHooks } from './connection.ts';
import type { InboundMessage } from './frames.ts';
import { readJoinConfig } from './join-config.ts';
import { isMemberTopic, memberOnlyReason } from './member-topics.ts';

export async function joinChannel(conn: Connection, msg: InboundMessage, hooks: ConnectionHooks): Promise<Channel | null> {
  const refuse = (reason: string) => {
    conn.sendMessage(msg.joinRef, msg.ref, msg.topic, 'phx_reply', { status: 'error', response: { reason } });
    return null;
  };
  if (!msg.topic.startsWith('realtime:')) return refuse('unmatched topic');
  const config = readJoinConfig(msg.payload);
  if ('error' in config) return refuse(config.error);
  const payload = (msg.payload && typeof msg.payload === 'object' ? msg.payload : {}) as Record<string, unknown>;
  const auth = await checkToken(hooks.keys, channelToken(payload.access_token ?? payload.user_token, conn.socketJwt));
  if (!conn.open) return null;
  if (!auth.ok) return refuse(`InvalidJWTToken: ${auth.message}`);
  const subtopic = msg.topic.replace(/^realtime:/, '');
  if (auth.role === 'anon' && isMemberTopic(subtopic, hooks.memberTopics)) return refuse(memberOnlyReason(subtopic));
  let canRead: Access = { broadcast: true, presence: true };
  if (config.private) {
    // Realtime Authorization: the project's policies on realtime.messages decide (authorize.ts).
    canRead = await readAccess(hooks.engine, subtopic, auth.role, auth.claims).catch((e: unknown) => {
      hooks.log(`realtime: authorising ${subtopic} failed: ${e instanceof Error ? e.message : String(e)}`);
      return { broadcast: false, presence: false };
    });
    if (!conn.open) return null;
    if (!canRead.broadcast && !canRead.presence) {
      return refuse(`Unauthorized: You do not have permissions to read from this Channel topic: ${subtopic}`);
    }
  }
  if (!config.presenceKey) config.presenceKey = randomUUID();
  const channel = new Channel(conn, msg.topic, msg.joinRef ?? msg.ref, config, auth, hooks, canRead);
  hooks.hub.add(channel);
  channel.reply(msg.ref, 'ok', { postgres_changes: config.bindings.map((b) => b.echo) });
  if (config.presenceEnabled && canRead.presence) channel.push('presence_state', hooks.presence.state(channel.room));
  if (config.bindings.length) hooks.bindingsJoined(channel);
  return channel;
}
