// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

let mayHaveSession: () => boolean;

beforeAll(async () => {
  vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:54321');
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon');
  ({ mayHaveSession } = await import('./may-have-session.ts'));
});
afterAll(() => vi.unstubAllEnvs()); // the files of a worker share its process (vitest.config.ts)

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('mayHaveSession', () => {
  it('is false for a fresh visitor', () => {
    expect(mayHaveSession()).toBe(false);
  });

  it("is true when supabase-js's storage key holds a session", () => {
    localStorage.setItem('sb-127-auth-token', '{}');
    expect(mayHaveSession()).toBe(true);
  });

  it('is true for a session kept for this tab only (Remember me unchecked)', () => {
    sessionStorage.setItem('sb-127-auth-token', '{}');
    expect(mayHaveSession()).toBe(true);
  });

  it("ignores another project's key", () => {
    localStorage.setItem('sb-other-auth-token', '{}');
    expect(mayHaveSession()).toBe(false);
  });

  it('is true for an emailed link coming back with a session, an error or a PKCE code', () => {
    window.history.replaceState(null, '', '/reset-password#access_token=x&type=recovery');
    expect(mayHaveSession()).toBe(true);
    window.history.replaceState(null, '', '/reset-password#error=access_denied&error_code=otp_expired');
    expect(mayHaveSession()).toBe(true);
    window.history.replaceState(null, '', '/reset-password?code=abc');
    expect(mayHaveSession()).toBe(true);
  });
});
