import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../api/fetch-messages.ts';
import { mergeMessages } from './merge-messages.ts';

const msg = (id: number, at: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  channel_id: 'general',
  author_id: null,
  author_name: 'A',
  author_initials: 'A',
  author_is_premium: false,
  author_level: null,
  body: `m${id}`,
  kind: 'chat',
  created_at: at,
  edited_at: null,
  parent_id: null,
  deleted_at: null,
  reply_count: 0,
  last_reply_at: null,
  reactions: [],
  mentions: [],
  pinned_at: null,
  hidden_at: null,
  reported_by_me: false,
  ...extra,
});

describe('mergeMessages', () => {
  it('orders by time, then id, with pending sends last', () => {
    const merged = mergeMessages(
      [msg(-1, '2026-01-01T00:00:00Z', { pending: true }), msg(3, '2026-01-01T00:00:02Z')],
      [msg(2, '2026-01-01T00:00:02Z'), msg(1, '2026-01-01T00:00:01Z')],
    );
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, -1]);
  });

  it('replaces a message with the same id instead of repeating it', () => {
    const merged = mergeMessages([msg(1, '2026-01-01T00:00:00Z')], [msg(1, '2026-01-01T00:00:00Z', { body: 'edited' })]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.body).toBe('edited');
  });
});
