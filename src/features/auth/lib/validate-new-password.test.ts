import { describe, expect, it } from 'vitest';
import { validateNewPassword } from './validate-new-password.ts';

describe('validateNewPassword (mismatch first, then length)', () => {
  it('reports a mismatch before a short password', () => {
    expect(validateNewPassword('abc', 'abd')).toBe('Passwords do not match');
  });

  it('reports a short password once both match', () => {
    expect(validateNewPassword('abcde', 'abcde')).toBe('Password must be at least 6 characters');
  });

  it('accepts exactly 6 matching characters', () => {
    expect(validateNewPassword('abcdef', 'abcdef')).toBeNull();
  });

  it('is case-sensitive about the match', () => {
    expect(validateNewPassword('Secret1', 'secret1')).toBe('Passwords do not match');
  });
});
