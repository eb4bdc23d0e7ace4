import { describe, expect, it } from 'vitest';
import { formatClock, playerAction, resumeAt } from './player-keys.ts';

const key = (k: string, target: object | null = { tagName: 'DIV' }, mods = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: target as EventTarget,
  ...mods,
});

describe('player keys', () => {
  it('maps the YouTube keys', () => {
    expect([' ', 'k', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'f', 'c', 'x'].map((k) => playerAction(key(k)))).toEqual([
      'toggle-play',
      'toggle-play',
      'back',
      'forward',
      'volume-up',
      'volume-down',
      'fullscreen',
      'captions',
      null,
    ]);
  });

  it('leaves typing and shortcuts alone', () => {
    expect(playerAction(key('k', { tagName: 'TEXTAREA' }))).toBeNull();
    expect(playerAction(key(' ', { tagName: 'BUTTON' }))).toBeNull();
    expect(playerAction(key('f', { tagName: 'DIV' }, { ctrlKey: true }))).toBeNull();
  });
});

describe('resume', () => {
  it('starts at the saved second, or at the start when the lesson was finished or never started', () => {
    expect(resumeAt(42.5, 60)).toBe(42.5);
    expect(resumeAt(58, 60)).toBe(0);
    expect(resumeAt(9.2, 12)).toBe(9.2); // a short video: only past 90 % starts over
    expect(resumeAt(11, 12)).toBe(0);
    expect(resumeAt(undefined, 60)).toBe(0);
    expect(resumeAt(10, Number.NaN)).toBe(0);
  });

  it('formats mm:ss', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(765.9)).toBe('12:45');
  });
});
