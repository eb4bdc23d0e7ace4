// Who is joined to what: channels by topic, for broadcast and presence fan-out and for the change feed.
import type { Channel } from './channel.ts';

export class Hub {
  private topics = new Map<string, Set<Channel>>();

  add(channel: Channel): void {
    let set = this.topics.get(channel.topic);
    if (!set) this.topics.set(channel.topic, (set = new Set()));
    set.add(channel);
  }

  remove(channel: Channel): void {
    const set = this.topics.get(channel.topic);
    set?.delete(channel);
    if (set && !set.size) this.topics.delete(channel.topic);
  }

  channels(topic: string): Iterable<Channel> {
    return this.topics.get(topic) ?? [];
  }

  *all(): Iterable<Channel> {
    for (const set of this.topics.values()) yield* set;
  }
}
