// Per-client fairness for a service in front of one database: each client (a signed-in user, else an
// IP address) has a token bucket of requests and at most `maxInFlight` requests being worked on; the
// rest wait in that client's own line. A client that floods therefore holds at most its few slots
// in the database's queue, so another client's short request waits for a fair share, not for the
// whole flood; past its rate it is told to retry later.

export interface GateLimits {
  /** Requests a client may start per second, sustained. */
  ratePerSecond: number;
  /** Requests a client may start at once before the rate applies (bucket size). */
  burst: number;
  /** Requests of one client worked on at the same time; more wait in the client's line. */
  maxInFlight: number;
}

/** The stack's defaults: far above what one person's app does, far below a flood. */
export const DEFAULT_GATE_LIMITS: GateLimits = { ratePerSecond: 60, burst: 120, maxInFlight: 4 };

interface Client {
  tokens: number;
  updated: number;
  inFlight: number;
  waiting: (() => void)[];
}

export type Admission = { ok: true; ready: Promise<() => void> } | { ok: false; retryAfter: number };

export class ClientGate {
  private readonly clients = new Map<string, Client>();

  constructor(
    readonly limits: GateLimits,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * Admits a request of `key`: refused when the client is over its rate, else `ready` resolves with
   * the release function once one of the client's slots is free. Call release exactly once.
   */
  enter(key: string): Admission {
    const client = this.client(key);
    if (client.tokens < 1) return { ok: false, retryAfter: Math.max(1, Math.ceil((1 - client.tokens) / this.limits.ratePerSecond)) };
    client.tokens -= 1;
    const release = () => {
      const next = client.waiting.shift();
      if (next) next();
      else {
        client.inFlight -= 1;
        if (client.inFlight === 0) this.forgetIdle();
      }
    };
    if (client.inFlight < this.limits.maxInFlight) {
      client.inFlight += 1;
      return { ok: true, ready: Promise.resolve(once(release)) };
    }
    return { ok: true, ready: new Promise((resolve) => client.waiting.push(() => resolve(once(release)))) };
  }

  /** How many clients the gate currently remembers (for tests). */
  get size(): number {
    return this.clients.size;
  }

  private client(key: string): Client {
    const now = this.now();
    let client = this.clients.get(key);
    if (!client) {
      client = { tokens: this.limits.burst, updated: now, inFlight: 0, waiting: [] };
      this.clients.set(key, client);
    } else {
      client.tokens = Math.min(this.limits.burst, client.tokens + ((now - client.updated) / 1000) * this.limits.ratePerSecond);
      client.updated = now;
    }
    return client;
  }

  /** Drops clients with nothing in flight whose bucket has refilled: they are as good as new. */
  private forgetIdle(): void {
    if (this.clients.size < 1000) return;
    const now = this.now();
    for (const [key, c] of this.clients) {
      const tokens = c.tokens + ((now - c.updated) / 1000) * this.limits.ratePerSecond;
      if (c.inFlight === 0 && tokens >= this.limits.burst) this.clients.delete(key);
    }
  }
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}
