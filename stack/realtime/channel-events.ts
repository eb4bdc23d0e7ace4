// What a joined channel accepts from its client: phx_leave, access_token, broadcast (JSON or the
// binary kind-3 push) and presence, with Realtime's payload size limit.
import type { Channel } from './channel.ts';
import type { InboundMessage, UserBroadcast } from './frames.ts';
import { limits } from './limits.ts';

function toUserBroadcast(payload: unknown): UserBroadcast | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  if (typeof p.event !== 'string') return null;
  return { event: p.event, payload: p.payload ?? {}, binary: false, viaBinaryFrame: false };
}

function payloadSize(message: UserBroadcast): number {
  return message.binary ? (message.payload as Buffer).length : JSON.stringify(message.payload ?? null).length;
}

const TOO_LARGE = 'Payload size exceeds tenant limit';

export async function handleChannelEvent(channel: Channel, msg: InboundMessage): Promise<void> {
  switch (msg.event) {
    case 'phx_leave':
      channel.reply(msg.ref, 'ok');
      channel.close();
      return;
    case 'access_token':
      return channel.reauthorize(msg.payload);
    case 'broadcast': {
      const broadcast = msg.userBroadcast ?? toUserBroadcast(msg.payload);
      if (!broadcast) return channel.reply(msg.ref, 'error', { reason: 'invalid broadcast payload' });
      if (payloadSize(broadcast) > limits.maxPayloadBytes) return channel.system('system', 'error', TOO_LARGE);
      return channel.broadcast(broadcast, msg.ref);
    }
    case 'presence':
      if (JSON.stringify(msg.payload ?? null).length > limits.maxPayloadBytes) return channel.system('system', 'error', TOO_LARGE);
      return channel.presenceEvent(msg.payload, msg.ref);
    default:
      channel.reply(msg.ref, 'error', { reason: `unknown event ${msg.event}` });
  }
}
