import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.ts';

describe('timeAgo', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('says just now under a minute, then minutes, hours and days', () => {
    expect(timeAgo('2026-11-25T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-25T11:55:00Z', now)).toMatch(/5 min/);
    expect(timeAgo('2026-11-25T10:00:00Z', now)).toMatch(/2 hr/);
    expect(timeAgo('2026-11-22T12:00:00Z', now)).toMatch(/3 days/);
  });
});
