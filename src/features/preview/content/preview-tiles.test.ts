import { describe, expect, it } from 'vitest';
import { PREVIEW_TILES, tileLock } from './preview-tiles.ts';

describe('preview tiles', () => {
  it('has the eight tiles of the spec, in order', () => {
    expect(PREVIEW_TILES.map((t) => t.title)).toEqual([
      'Training Modules',
      'Community Channels',
      'Tutorial Help',
      'Chart Analysis',
      'Community Watchlist',
      'Live Sessions',
      'Market Alerts',
      'VIP Signals',
    ]);
  });

  it('locks the six community tiles for visitors and opens them for signed-in users', () => {
    const locks = (signedIn: boolean) => PREVIEW_TILES.map((t) => tileLock(t.access, signedIn));
    expect(locks(false)).toEqual(['open', ...Array<string>(6).fill('Sign up to unlock'), 'Premium Only']);
    expect(locks(true)).toEqual(['open', ...Array<string>(6).fill('open'), 'Premium Only']);
  });
});
