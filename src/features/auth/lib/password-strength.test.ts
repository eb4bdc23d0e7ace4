import { describe, expect, it } from 'vitest';
import { rateStrength } from './password-strength.ts';

describe('rateStrength', () => {
  it('shows nothing for an empty password', () => {
    expect(rateStrength('')).toBeNull();
  });

  it.each([
    ['a', 'Weak'],
    ['Ab1de', 'Weak'], // 5 characters, even with mixed case and a digit
    ['abcdef', 'Fair'], // 6
    ['Abc1ef', 'Fair'], // 6 with everything: still only Fair
    ['Abc12ef', 'Fair'], // 7
    ['abcdefgh', 'Good'], // 8, lowercase only
    ['Abcdefgh', 'Good'], // 8 without a digit
    ['abcdefg1', 'Good'], // 8 without an uppercase letter
    ['ABCDEFG1', 'Good'], // 8 without a lowercase letter
    ['Abcdefg1', 'Strong'], // 8 with lower, upper and digit
    ['Correct-Horse-Battery-9', 'Strong'],
  ] as const)('%s → %s', (password, band) => {
    expect(rateStrength(password)).toBe(band);
  });
});
