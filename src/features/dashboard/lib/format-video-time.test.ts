import { expect, it } from 'vitest';
import { formatVideoTime } from './format-video-time.ts';

it('writes video times as mm:ss', () => {
  expect(formatVideoTime(0)).toBe('00:00');
  expect(formatVideoTime(252.9)).toBe('04:12');
  expect(formatVideoTime(3725)).toBe('62:05');
  expect(formatVideoTime(-3)).toBe('00:00');
});
