// Per-IP request limits over a sliding 5-minute window, as config.toml's [auth.rate_limit] sets them.
// Kept in memory like GoTrue's own limiter: a restart forgets them.
import { AuthError } from './errors.ts';

const WINDOW_MS = 5 * 60 * 1000;
/** The longest window (anonymous sign-ins are counted per hour). */
export const HOUR_MS = 60 * 60 * 1000;

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = Date.now();

  /** Counts one request of `kind` from `ip`; throws 429 once more than `limit` fall in the window. */
  take(kind: string, ip: string, limit: number, now = Date.now(), window = WINDOW_MS): void {
    this.sweep(now);
    const key = `${kind}\u0000${ip}`;
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < window);
    if (recent.length >= limit) {
      this.hits.set(key, recent);
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    recent.push(now);
    this.hits.set(key, recent);
  }

  /** Drops buckets with no hit in the window, so memory follows the active clients only. */
  private sweep(now: number): void {
    if (now - this.lastSweep < WINDOW_MS) return;
    this.lastSweep = now;
    for (const [key, times] of this.hits) {
      if (times.every((t) => now - t >= HOUR_MS)) this.hits.delete(key);
    }
  }
}

/** A global hourly budget for outgoing mail (`email_sent`), like GoTrue's email limiter. */
export class MailBudget {
  private sent: number[] = [];

  take(limit: number, now = Date.now()): void {
    this.sent = this.sent.filter((t) => now - t < 3600_000);
    if (this.sent.length >= limit) throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
    this.sent.push(now);
  }
}
