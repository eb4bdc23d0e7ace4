import { describe, expect, it } from 'vitest';
import { messageLength } from './message-limit.ts';

describe('messageLength', () => {
  it('shows nothing for a short message, a counter from 1,500 and an error past 2,000, counted after trimming', () => {
    expect(messageLength('hello')).toEqual({ counter: null, error: null, tooLong: false });
    expect(messageLength('a'.repeat(1500))).toEqual({ counter: '1,500 / 2,000', error: null, tooLong: false });
    expect(messageLength(`  ${'a'.repeat(2000)}  `)).toEqual({ counter: '2,000 / 2,000', error: null, tooLong: false });
    expect(messageLength('a'.repeat(2143))).toEqual({
      counter: '2,143 / 2,000',
      error: 'Too long: 2,143 of 2,000 characters. Remove 143 to send.',
      tooLong: true,
    });
  });
});
