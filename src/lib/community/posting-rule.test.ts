import { describe, expect, it } from 'vitest';
import type { Channel } from './channels.ts';
import { FREEMIUM_TEXT, postingBlockedText } from './posting-rule.ts';

const channel = (access: string, can_post: boolean) => ({ access, can_post }) as Channel;

describe('postingBlockedText', () => {
  it('allows posting exactly where the database says so', () => {
    expect(postingBlockedText(channel('freemium', true))).toBeNull();
    expect(postingBlockedText(channel('free', true))).toBeNull();
  });

  it("gives the spec's text in freemium channels and a plain reason elsewhere", () => {
    expect(postingBlockedText(channel('freemium', false))).toBe('Subscribe for $49.99/mo to chat in freemium channels');
    expect(FREEMIUM_TEXT).toBe('Subscribe for $49.99/mo to chat in freemium channels');
    expect(postingBlockedText(channel('premium', false))).toBe("You can't post in this channel");
  });
});
