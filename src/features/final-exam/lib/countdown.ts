// The exam's clock is the database's: the time left is the deadline minus the database's "now", which
// the browser follows from the moment it heard it (server_time) by its own elapsed time. A browser
// clock that is set wrong therefore shows the right time left; one that lies gains nothing either,
// since the database refuses a late submission on its own clock.

/** Milliseconds left until `deadline`, by the database's clock as last heard (never below 0). */
export function remainingMs(deadline: string, serverTime: string, receivedAt: number, now: number): number {
  const serverNow = Date.parse(serverTime) + (now - receivedAt);
  return Math.max(0, Date.parse(deadline) - serverNow);
}

/** "44:59", or "1:02:03" past an hour; rounds up so 0:00 means the time is really over. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** Words for a screen reader: "44 minutes left", "30 seconds left". */
export function describeRemaining(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (ms > 60_000) return `${minutes} minutes left`;
  const seconds = Math.ceil(ms / 1000);
  return `${seconds} second${seconds === 1 ? '' : 's'} left`;
}
