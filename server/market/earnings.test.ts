import { describe, expect, it } from 'vitest';
import { CYCLE_DAYS, releaseAt, reportsAround } from './earnings.ts';

describe('releaseAt', () => {
  it('is 08:00 New York before the open and 16:05 after the close, in winter and in summer time', () => {
    expect(releaseAt({ report_date: '2026-11-30', timing: 'after_close' }).toISOString()).toBe('2026-11-30T21:05:00.000Z');
    expect(releaseAt({ report_date: '2026-11-30', timing: 'before_open' }).toISOString()).toBe('2026-11-30T13:00:00.000Z');
    expect(releaseAt({ report_date: '2026-07-01', timing: 'before_open' }).toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(releaseAt({ report_date: '2026-07-01', timing: 'after_close' }).toISOString()).toBe('2026-07-01T20:05:00.000Z');
  });
});

describe('reportsAround', () => {
  it('gives the report after the next one a cycle later, on a weekday', () => {
    const { next, following } = reportsAround('ABCD', 50, new Date('2026-11-26T12:00:00Z'));
    const days = (Date.parse(following.report_date) - Date.parse(next.report_date)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(CYCLE_DAYS);
    expect([1, 2, 3, 4, 5]).toContain(new Date(`${following.report_date}T12:00:00Z`).getUTCDay());
  });
});
