import { expect, it } from 'vitest';
import { initialsOf } from './initials-of.ts';

it('takes up to two initials from a name or an email', () => {
  expect(initialsOf('Priya Premium')).toBe('PP');
  expect(initialsOf('ada lovelace byron')).toBe('AL');
  expect(initialsOf('learner@tradecraft.local')).toBe('LT');
  expect(initialsOf('')).toBe('?');
});
