import { afterEach, describe, expect, it } from 'vitest';
import { applySpaBackend, describeSpaBackend } from './spa-backend.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('the SPA backend rule', () => {
  it('lets an explicit VITE_SUPABASE_URL win, and warns that it is not the stack started here', () => {
    process.env.STACK_API_PORT = '54421';
    process.env.VITE_SUPABASE_URL = 'https://abc.supabase.co';
    const spa = applySpaBackend('production');
    expect(spa).toEqual({ url: 'https://abc.supabase.co', stackUrl: 'http://127.0.0.1:54421', explicit: true });
    expect(describeSpaBackend(spa, 'http://127.0.0.1:54421').join('\n')).toMatch(
      /WARNING: the SPA talks to https:\/\/abc\.supabase\.co, not to the stack started here \(http:\/\/127\.0\.0\.1:54421\)/,
    );
  });

  it('says nothing more when the explicit URL is the stack started here', () => {
    const spa = { url: 'http://127.0.0.1:54421/', stackUrl: 'http://127.0.0.1:54421', explicit: true };
    expect(describeSpaBackend(spa, 'http://127.0.0.1:54421')).toEqual([
      '  SPA uses     http://127.0.0.1:54421/ (VITE_SUPABASE_URL, from the environment or .env)',
    ]);
  });
});
