// Broadcast on a Realtime channel, typed by the map of its events to their payloads: a topic states
// once what each event carries, the sender is held to it and the listener gets it, with no cast on
// either side. (Who may send on a private topic is the database's rule, on realtime.messages.)
import type { RealtimeChannel } from '@supabase/supabase-js';

/** A topic's events and the payload of each, e.g. `{ typing: { userId: string } }`. */
export type BroadcastEvents = Record<string, object>;

export interface Broadcast<E extends BroadcastEvents> {
  readonly channel: RealtimeChannel;
  /** Listens for an event (before the channel is subscribed). */
  on<K extends keyof E & string>(event: K, listener: (payload: E[K]) => void): Broadcast<E>;
  /** Sends an event to the topic's other subscribers. */
  send<K extends keyof E & string>(event: K, payload: E[K]): void;
}

export function typedBroadcast<E extends BroadcastEvents>(channel: RealtimeChannel): Broadcast<E> {
  const broadcast: Broadcast<E> = {
    channel,
    on(event, listener) {
      channel.on<E[typeof event]>('broadcast', { event }, ({ payload }) => listener(payload));
      return broadcast;
    },
    send(event, payload) {
      void channel.send({ type: 'broadcast', event, payload });
    },
  };
  return broadcast;
}
