// Who is joined to what: channels by topic, for broadcast and presence fan-out and for the change feed.
import type { Channel } from './channel.ts';

export class Hub {
  private topics = new Map<string, Set<Channel>>();

  add(channel: Channel): void {
    let set = this.topics.get(channel.room);
    if (!set) this.topics.set(channel.room, (set = new Set()));
    set.add(channel);
  }

  remove(channel: Channel): void {
    const set = this.topics.get(channel.room);
    set?.delete(channel);
    if (set && !set.size) this.topics.delete(channel.room);
  }

  /** The channels of a room: a topic, or `private:<topic>` for private channels (Channel.room). */
  channels(room: string): Iterable<Channel> {
    return this.topics.get(room) ?? [];
  }

  *all(): Iterable<Channel> {
    for (const set of this.topics.values()) yield* set;
  }
}
