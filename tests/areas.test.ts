// Which areas `npm test -- changed` runs for a set of changed files (tests/areas.ts).
import { describe, expect, it } from 'vitest';
import { areasFor, areasOf } from './areas.ts';

describe('areasOf', () => {
  it('maps a test file to its own area', () => {
    expect(areasOf('tests/db/billing.test.ts')).toEqual(['lint', 'db']);
    expect(areasOf('stack/test/rest-read.test.ts')).toEqual(['lint', 'stack']);
    expect(areasOf('stack/test/project/supabase/migrations/20260101000200_rest.sql')).toEqual(['stack']);
    expect(areasOf('tests/browser/billing.test.ts')).toEqual(['lint', 'browser']);
    expect(areasOf('tests/support/browser.ts')).toEqual(['lint', 'browser']);
  });

  it("sends a migration to every area that runs the app's stack, and to the CLI check, never to lint", () => {
    expect(areasOf('supabase/migrations/20261129150000_x.sql')).toEqual(['db', 'browser', 'cli']);
  });

  it('sends the SPA to unit and browser, the stand-in to unit, stack and db', () => {
    expect(areasOf('src/features/auth/lib/password-strength.ts')).toEqual(['lint', 'unit', 'browser']);
    expect(areasOf('stack/rest/parse.ts')).toEqual(['lint', 'unit', 'stack', 'db']);
  });

  it('runs nothing for documentation and everything for an unknown file', () => {
    expect(areasOf('docs/decisions.md')).toEqual([]);
    expect(areasOf('README.md')).toEqual([]);
    expect(areasOf('package-lock.json')).toEqual(['lint', 'unit', 'db', 'stack', 'browser', 'cli']);
  });
});

it('areasFor: the union, in the order npm test runs them, never the second engine', () => {
  expect(areasFor(['tests/browser/x.test.ts', 'supabase/seed.sql', 'docs/a.md'])).toEqual(['lint', 'db', 'browser', 'cli']);
  expect(areasFor([])).toEqual([]);
});
