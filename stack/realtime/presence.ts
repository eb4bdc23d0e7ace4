// Presence per topic: each channel holds at most one meta under its presence key;
// tracking again replaces it (a leave plus a join carrying phx_ref_prev). Produces the
// presence_state and presence_diff payloads Phoenix.Presence sends.
import { randomBytes } from 'node:crypto';

export type Meta = Record<string, unknown> & { phx_ref: string };
export interface PresenceDiff {
  joins: Record<string, { metas: Meta[] }>;
  leaves: Record<string, { metas: Meta[] }>;
}

interface Entry {
  key: string;
  meta: Meta;
}

const newRef = () => randomBytes(9).toString('base64').replace(/[+/=]/g, 'x');

export class PresenceRegistry<Owner> {
  private topics = new Map<string, Map<Owner, Entry>>();

  track(topic: string, owner: Owner, key: string, payload: Record<string, unknown>): PresenceDiff {
    let entries = this.topics.get(topic);
    if (!entries) this.topics.set(topic, (entries = new Map<Owner, Entry>()));
    const previous = entries.get(owner);
    const meta: Meta = { ...payload, phx_ref: newRef() };
    const diff: PresenceDiff = { joins: {}, leaves: {} };
    if (previous) {
      meta.phx_ref_prev = previous.meta.phx_ref;
      diff.leaves[previous.key] = { metas: [previous.meta] };
    }
    entries.set(owner, { key, meta });
    diff.joins[key] = { metas: [meta] };
    return diff;
  }

  /** Removes the owner's meta; null when it had none. */
  untrack(topic: string, owner: Owner): PresenceDiff | null {
    const entries = this.topics.get(topic);
    const previous = entries?.get(owner);
    if (!entries || !previous) return null;
    entries.delete(owner);
    if (!entries.size) this.topics.delete(topic);
    return { joins: {}, leaves: { [previous.key]: { metas: [previous.meta] } } };
  }

  state(topic: string): Record<string, { metas: Meta[] }> {
    const state: Record<string, { metas: Meta[] }> = {};
    for (const { key, meta } of this.topics.get(topic)?.values() ?? []) (state[key] ??= { metas: [] }).metas.push(meta);
    return state;
  }
}
