import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './datetime-local.ts';

describe('datetime-local values', () => {
  it('round-trips a timestamp to the minute', () => {
    const iso = '2026-11-25T16:45:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });

  it('refuses what is not a date and time', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
    expect(fromLocalInput('2026-13-45T99:99')).toBeNull();
  });
});
