// What a key does in the lesson player (YouTube's keys): space or k plays and pauses, the arrows seek
// 5 s and change the volume, f toggles full screen, c toggles captions. Keys typed into a field, or
// with a modifier, are left alone.
export type PlayerAction = 'toggle-play' | 'back' | 'forward' | 'volume-up' | 'volume-down' | 'fullscreen' | 'captions';

export const SEEK_SECONDS = 5;

export function playerAction(e: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): PlayerAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const el = e.target as { tagName?: string; isContentEditable?: boolean } | null;
  if (el && (['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(el.tagName ?? '') || el.isContentEditable)) return null;
  switch (e.key) {
    case ' ':
    case 'k':
    case 'K':
      return 'toggle-play';
    case 'ArrowLeft':
      return 'back';
    case 'ArrowRight':
      return 'forward';
    case 'ArrowUp':
      return 'volume-up';
    case 'ArrowDown':
      return 'volume-down';
    case 'f':
    case 'F':
      return 'fullscreen';
    case 'c':
    case 'C':
      return 'captions';
    default:
      return null;
  }
}

/** Where playback starts: the saved second, unless the lesson was watched to its last seconds (and past 90 %), then the start. */
export function resumeAt(saved: number | undefined, duration: number): number {
  if (!saved || !Number.isFinite(duration) || duration <= 0) return 0;
  return saved >= Math.max(duration - 3, duration * 0.9) ? 0 : Math.min(saved, duration);
}

/** Saves while playing at most every SAVE_EVERY seconds of movement. */
export const SAVE_EVERY = 10;

export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
