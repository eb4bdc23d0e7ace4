// Billing: how soon a payment becomes premium. Each sample is a new learner paying on the offline
// Stripe stand-in's hosted Checkout page (4242…); the stand-in signs and POSTs the events to the
// stripe-webhook function (Deno: signature check with the stripe SDK, subscriptions.retrieve from
// the stand-in, apply_stripe_event through /rest/v1). Measured: the webhook's own answer time
// (customer.subscription.created, as the sender sees it); "webhook received → premium readable": from
// the moment the stand-in sends the first event about the new subscription (customer.subscription.
// created) until the learner's own REST read shows #expert-analysis readable (polled every 5 ms); and
// "paid → premium readable": the same from the payment form's submit.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, type EngineOptions, startStack } from 'supabase-stand-in';
import { createTestDatabase, postgresReachable } from '../tests/support/test-database.ts';
import { ms, percentile } from './measure.ts';

const SAMPLES = 40;

async function premiumReadable(db: SupabaseClient): Promise<boolean> {
  const { data, error } = await db.from('channel_overview').select('can_read').eq('id', 'expert-analysis');
  if (error) throw new Error(error.message);
  return data[0]?.can_read === true;
}

async function benchOn(label: string, database: EngineOptions): Promise<string[]> {
  const stack = await startStack({
    database,
    apiPort: 0,
    mailPort: null,
    mailFile: null,
    stripePort: 0,
    trustForwarded: true,
    log: () => undefined,
  });
  try {
    const paidToPremium: number[] = [];
    const receivedToPremium: number[] = [];
    const webhook: number[] = [];
    for (let i = 0; i < SAMPLES + 3; i++) {
      const db = createClient(stack.apiUrl, ANON_KEY, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as never },
        global: { headers: { 'X-Forwarded-For': `10.9.${i >> 8}.${i & 255}` } },
      });
      const { error } = await db.auth.signUp({ email: `bench-billing-${Date.now()}-${i}@example.com`, password: 'Correct-horse-7' });
      if (error) throw error;
      const checkout = await db.functions.invoke<{ url: string }>('billing-checkout', { method: 'POST' });
      if (checkout.error) throw checkout.error;
      const seen = stack.stripe!.webhooks.deliveries.length;
      const t0 = performance.now();
      const res = await fetch(checkout.data!.url, {
        method: 'POST',
        body: new URLSearchParams({ cardnumber: '4242424242424242' }),
        redirect: 'manual',
      });
      if (res.status !== 303) throw new Error(`payment answered ${res.status}`);
      while (!(await premiumReadable(db))) {
        if (performance.now() - t0 > 30_000) throw new Error('premium never became readable');
        await new Promise((r) => setTimeout(r, 5));
      }
      const readableAt = performance.now();
      await stack.stripe!.webhooks.idle();
      const created = stack.stripe!.webhooks.deliveries.slice(seen).find((d) => d.type === 'customer.subscription.created');
      if (i >= 3) {
        paidToPremium.push(readableAt - t0);
        // A retried delivery's sentAt is its last attempt; the first attempt is what counts here.
        if (created?.sentAt != null && created.attempts === 1) receivedToPremium.push(readableAt - created.sentAt);
        if (created?.ms != null) webhook.push(created.ms);
      }
    }
    paidToPremium.sort((a, b) => a - b);
    receivedToPremium.sort((a, b) => a - b);
    webhook.sort((a, b) => a - b);
    return [
      `| ${label} | stripe-webhook answer (signature, retrieve, store) | ${webhook.length} | ${ms(percentile(webhook, 50))} | ${ms(percentile(webhook, 99))} |`,
      `| ${label} | webhook received → premium readable by the learner | ${receivedToPremium.length} | ${ms(percentile(receivedToPremium, 50))} | ${ms(percentile(receivedToPremium, 99))} |`,
      `| ${label} | paid → premium readable by the learner | ${paidToPremium.length} | ${ms(percentile(paidToPremium, 50))} | ${ms(percentile(paidToPremium, 99))} |`,
    ];
  } finally {
    await stack.close();
  }
}

export async function benchBilling(): Promise<string> {
  const rows = await benchOn('PGlite', { kind: 'pglite' });
  if (await postgresReachable()) {
    const db = await createTestDatabase('tradecraft_bench');
    try {
      rows.push(...(await benchOn('PostgreSQL 15', { kind: 'postgres', url: db.url })));
    } finally {
      await db.drop();
    }
  }
  return [
    `${SAMPLES} learners each pay with 4242 on the stand-in's Checkout page (first 3 discarded as warm-up), sequentially.`,
    '',
    '| engine | measured | n | p50 ms | p99 ms |',
    '|---|---|---:|---:|---:|',
    ...rows,
  ].join('\n');
}
