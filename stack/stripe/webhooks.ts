// Webhook delivery as Stripe does it: each event POSTed as JSON to the endpoint with
// `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" keyed by the endpoint secret>`,
// signed at delivery time (wall clock, not the test clock), retried with backoff until a 2xx.
import { createHmac } from 'node:crypto';
import type { StripeObject } from './store.ts';

export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export interface Delivery {
  event: string;
  type: string;
  attempts: number;
  status: number | null;
  delivered: boolean;
  /** How long the endpoint took to answer the last attempt, in ms. */
  ms: number | null;
  /** When the last attempt was sent (performance.now()). */
  sentAt: number | null;
}

const RETRY_MS = [250, 1_000, 3_000, 10_000];

export class WebhookSender {
  readonly deliveries: Delivery[] = [];
  private pending = 0;
  private waiters: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly endpoint: () => string | null,
    private readonly secret: string,
    private readonly log: (line: string) => void,
  ) {}

  send(event: StripeObject): void {
    const url = this.endpoint();
    if (!url || this.closed) return;
    const delivery: Delivery = {
      event: event.id,
      type: event.type as string,
      attempts: 0,
      status: null,
      delivered: false,
      ms: null,
      sentAt: null,
    };
    this.deliveries.push(delivery);
    if (this.deliveries.length > 1000) this.deliveries.shift();
    this.pending++;
    const payload = JSON.stringify(event, null, 2);
    const attempt = async (): Promise<void> => {
      delivery.attempts++;
      const started = performance.now();
      delivery.sentAt = started;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Stripe-Signature': signPayload(payload, this.secret),
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
          signal: AbortSignal.timeout(30_000),
        });
        delivery.status = res.status;
        await res.arrayBuffer();
        delivery.ms = performance.now() - started;
        if (res.ok) delivery.delivered = true;
      } catch {
        delivery.status = null;
      }
      const wait = RETRY_MS[delivery.attempts - 1];
      if (!delivery.delivered && wait !== undefined && !this.closed) {
        setTimeout(() => void attempt(), wait).unref();
        return;
      }
      if (!delivery.delivered)
        this.log(`stripe: webhook ${delivery.type} (${event.id}) not delivered: last status ${delivery.status ?? 'no answer'}`);
      if (--this.pending === 0) for (const w of this.waiters.splice(0)) w();
    };
    void attempt();
  }

  /** Resolves when every event sent so far was delivered or given up on. */
  idle(): Promise<void> {
    return this.pending === 0 ? Promise.resolve() : new Promise((r) => this.waiters.push(r));
  }

  close(): void {
    this.closed = true;
    for (const w of this.waiters.splice(0)) w();
  }
}
