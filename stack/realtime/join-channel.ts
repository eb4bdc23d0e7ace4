// phx_join (docs/architecture.md, "Realtime"): checks topic, config and token, then creates the
// channel, replies with the echoed bindings, pushes presence_state when presence is on, and starts
// the bindings' check.
import { randomUUID } from 'node:crypto';
import { checkToken, channelToken } from './access-token.ts';
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
  if (config.private) {
    // Private channels are authorised by policies on realtime.messages, which this stack has none of.
    return refuse(`Unauthorized: You do not have permissions to read from this Channel topic: ${msg.topic.replace(/^realtime:/, '')}`);
  }
  if (!config.presenceKey) config.presenceKey = randomUUID();
  const channel = new Channel(conn, msg.topic, msg.joinRef ?? msg.ref, config, auth, hooks);
  hooks.hub.add(channel);
  channel.reply(msg.ref, 'ok', { postgres_changes: config.bindings.map((b) => b.echo) });
  if (config.presenceEnabled) channel.push('presence_state', hooks.presence.state(msg.topic));
  if (config.bindings.length) hooks.bindingsJoined(channel);
  return channel;
}
