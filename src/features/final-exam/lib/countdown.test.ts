import { describe, expect, it } from 'vitest';
import { describeRemaining, formatRemaining, remainingMs } from './countdown.ts';

describe('the exam countdown', () => {
  const deadline = '2026-11-23T12:45:00Z';

  it("follows the database clock, not the browser's", () => {
    // the browser's clock is an hour fast: it heard "12:00:00" at its own 13:00:00
    const receivedAt = Date.parse('2026-11-23T13:00:00Z');
    expect(remainingMs(deadline, '2026-11-23T12:00:00Z', receivedAt, receivedAt)).toBe(45 * 60_000);
    expect(remainingMs(deadline, '2026-11-23T12:00:00Z', receivedAt, receivedAt + 60_000)).toBe(44 * 60_000);
  });

  it('never goes below zero', () => {
    const receivedAt = 1_000;
    expect(remainingMs(deadline, '2026-11-23T12:44:59Z', receivedAt, receivedAt + 5_000)).toBe(0);
  });

  it('formats minutes and seconds, rounding up', () => {
    expect(formatRemaining(45 * 60_000)).toBe('45:00');
    expect(formatRemaining(44 * 60_000 + 59_001)).toBe('45:00');
    expect(formatRemaining(59_000)).toBe('0:59');
    expect(formatRemaining(0)).toBe('0:00');
    expect(formatRemaining(3_723_000)).toBe('1:02:03');
  });

  it('says it in words', () => {
    expect(describeRemaining(45 * 60_000)).toBe('45 minutes left');
    expect(describeRemaining(30_000)).toBe('30 seconds left');
    expect(describeRemaining(1_000)).toBe('1 second left');
  });
});
