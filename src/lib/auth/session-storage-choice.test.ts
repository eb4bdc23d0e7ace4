// @vitest-environment jsdom
// 'Remember me': where supabase-js's session is kept, new and refreshed.
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberNextSession, sessionStorageChoice as storage } from './session-storage-choice.ts';

const KEY = 'sb-127-auth-token';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  rememberNextSession(true);
});

describe('the session storage choice', () => {
  it('keeps a session signed in without Remember me in this tab only, also when refreshed', async () => {
    rememberNextSession(false);
    await storage.setItem(KEY, 'first');
    expect([sessionStorage.getItem(KEY), localStorage.getItem(KEY)]).toEqual(['first', null]);
    rememberNextSession(true); // a later choice does not move an existing session
    await storage.setItem(KEY, 'refreshed');
    expect([sessionStorage.getItem(KEY), localStorage.getItem(KEY)]).toEqual(['refreshed', null]);
    expect(await storage.getItem(KEY)).toBe('refreshed');
  });

  it('keeps a remembered session in localStorage, and sign-out removes it from both', async () => {
    await storage.setItem(KEY, 'kept');
    expect([sessionStorage.getItem(KEY), localStorage.getItem(KEY)]).toEqual([null, 'kept']);
    sessionStorage.setItem(KEY, 'stale');
    await storage.removeItem(KEY);
    expect([sessionStorage.getItem(KEY), localStorage.getItem(KEY), await storage.getItem(KEY)]).toEqual([null, null, null]);
  });
});
