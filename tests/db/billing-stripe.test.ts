// Premium you can buy, end to end on the real stack: the billing Edge Functions on Deno with the
// official stripe SDK, talking to the offline Stripe stand-in (stack/stripe), whose hosted Checkout
// and portal pages are driven over HTTP as a browser form would, and whose signed webhooks reach
// stripe-webhook. Premium is judged by the rules already in SQL: posting in #general and reading
// #expert-analysis. Also the webhook's guards: forged signature, duplicates, events out of order.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { signPayload, type StripeObject } from 'supabase-stand-in';
import { client, serviceClient, uniqueEmail } from '../support/clients.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

const engine = inject('engine');
let stack: TestStack;
let service: SupabaseClient;

interface Learner {
  db: SupabaseClient;
  id: string;
}

async function learner(tag: string): Promise<Learner> {
  const db = client({ url: stack.apiUrl });
  const { data, error } = await db.auth.signUp({ email: uniqueEmail(tag), password: 'Correct-horse-7' });
  if (error || !data.user) throw error ?? new Error('no user');
  return { db, id: data.user.id };
}

async function errorOf(error: unknown): Promise<{ status: number; body: { error?: string } }> {
  const response = (error as { context?: Response }).context!;
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

async function checkout(who: Learner, body?: Record<string, unknown>): Promise<{ id: string; url: string }> {
  const { data, error } = await who.db.functions.invoke<{ id: string; url: string }>('billing-checkout', { method: 'POST', body });
  if (error) throw new Error(`checkout failed: ${JSON.stringify(await errorOf(error))}`);
  return data!;
}

/** Submits the hosted Checkout page's form, as the browser does. */
async function pay(url: string, card: string): Promise<Response> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardnumber: card, exp: '12 / 34', cvc: '123' }),
    redirect: 'manual',
  });
  await stack.stripe!.webhooks.idle();
  return res;
}

async function portal(who: Learner, action: 'cancel' | 'resume'): Promise<void> {
  const { data, error } = await who.db.functions.invoke<{ url: string }>('billing-portal', { method: 'POST' });
  if (error) throw new Error(`portal failed: ${JSON.stringify(await errorOf(error))}`);
  const res = await fetch(`${data!.url}/${action}`, { method: 'POST', redirect: 'manual' });
  expect(res.status).toBe(303);
  await stack.stripe!.webhooks.idle();
}

async function advance(by: string): Promise<void> {
  const res = await fetch(`${stack.stripe!.url}/_stand-in/clock/advance`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.stripe!.secretKey}` },
    body: new URLSearchParams({ by }),
  });
  expect(res.status).toBe(200);
}

/** Premium as the existing rules decide it; posting and reading must agree. */
async function isPremium(who: Learner): Promise<boolean> {
  const post = await who.db
    .from('messages')
    .insert({ channel_id: 'general', body: `billing ${randomUUID()}` })
    .select();
  const { data, error } = await who.db.from('channel_overview').select('can_read').eq('id', 'expert-analysis');
  expect(error).toBeNull();
  expect(data![0]!.can_read, 'posting and premium reading disagree').toBe(post.error === null);
  return post.error === null;
}

async function subscriptionOf(who: Learner) {
  const { data, error } = await who.db
    .from('billing_subscriptions')
    .select('id, status, cancel_at_period_end, current_period_end')
    .eq('user_id', who.id);
  expect(error).toBeNull();
  return data!;
}

async function deliver(event: StripeObject, signature?: string): Promise<{ status: number; body: { result?: string; error?: string } }> {
  const payload = JSON.stringify(event);
  const res = await fetch(`${stack.apiUrl}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature ?? signPayload(payload, stack.stripe!.webhookSecret) },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as { result?: string; error?: string } };
}

async function invoicesOf(who: Learner) {
  const { data, error } = await who.db
    .from('billing_invoices')
    .select('id, number, status, amount_due, amount_paid, currency, hosted_invoice_url, invoice_pdf')
    .eq('user_id', who.id)
    .order('stripe_created', { ascending: false });
  expect(error).toBeNull();
  return data!;
}

const eventCount = async (id: string) => (await service.from('stripe_events').select('id').eq('id', id)).data!.length;

beforeAll(async () => {
  stack = await startTestStack(engine, { stripePort: 0, databasePrefix: 'billing' });
  service = serviceClient({ url: stack.apiUrl });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('checkout with the test cards', () => {
  let paid: Learner;

  it('4242 4242 4242 4242 pays: the webhook makes the learner premium', { timeout: 90_000 }, async () => {
    paid = await learner('pay4242');
    expect(await isPremium(paid)).toBe(false);
    const session = await checkout(paid);
    expect(session.url).toMatch(new RegExp(`^${stack.stripe!.url}/c/pay/cs_test_`));
    const page = await (await fetch(session.url)).text();
    expect(page).toContain('$49.99');
    expect(page).toContain('<label for="cardnumber">Card number</label>');
    const res = await pay(session.url, '4242 4242 4242 4242');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${stack.config.auth.siteUrl}/dashboard?checkout=success&session_id=${session.id}`);
    expect(await subscriptionOf(paid)).toMatchObject([{ status: 'active', cancel_at_period_end: false }]);
    expect(await isPremium(paid)).toBe(true);
    const { data: status } = await paid.db.rpc('billing_status').single();
    expect(status).toMatchObject({
      is_premium: true,
      complimentary: false,
      status: 'active',
      cancel_at_period_end: false,
      grace_ends_at: null,
    });
    // The first invoice, as Stripe has it, with its hosted page and PDF.
    const [invoice, ...more] = await invoicesOf(paid);
    expect(more).toEqual([]);
    const sessionInvoice = stack.stripe!.store.sessions.get(session.id)!.invoice as string;
    expect(invoice).toMatchObject({
      id: sessionInvoice,
      status: 'paid',
      amount_due: 4999,
      amount_paid: 4999,
      currency: 'usd',
      number: expect.stringMatching(/-0001$/),
    });
    expect(invoice!.hosted_invoice_url).toMatch(new RegExp(`^${stack.stripe!.url}/i/`));
    expect((await fetch(invoice!.invoice_pdf)).headers.get('content-type')).toBe('application/pdf');
  });

  it('creates the Stripe customer once and refuses a second checkout while subscribed', async () => {
    const { data: customers } = await paid.db.from('billing_customers').select('stripe_customer_id').eq('user_id', paid.id);
    expect(customers).toHaveLength(1);
    const { error } = await paid.db.functions.invoke('billing-checkout', { method: 'POST' });
    expect(await errorOf(error)).toEqual({
      status: 409,
      body: { error: 'You already have a premium subscription. Use Manage billing to change it.' },
    });
  });

  it("4000 0000 0000 0002 is declined with Stripe's message and the learner stays free", async () => {
    const who = await learner('pay0002');
    const first = await checkout(who);
    const again = await checkout(who);
    const customers = [first.id, again.id].map((id) => stack.stripe!.store.sessions.get(id)!.customer);
    expect(customers[0]).toBe(customers[1]);
    const res = await pay(first.url, '4000 0000 0000 0002');
    expect(res.status).toBe(402);
    expect(await res.text()).toContain('<p class="error" role="alert">Your card was declined.</p>');
    expect(await subscriptionOf(who)).toEqual([]);
    expect(await isPremium(who)).toBe(false);
  });

  it("starts checkout only for the caller, at the server's price, whatever the body says", async () => {
    const [a, b] = await Promise.all([learner('self-a'), learner('self-b')]);
    await checkout(b);
    const { data: bCustomer } = await service.from('billing_customers').select('stripe_customer_id').eq('user_id', b.id).single();
    const session = await checkout(a, {
      user_id: b.id,
      customer: bCustomer!.stripe_customer_id,
      price: 'price_free',
      success_url: 'https://evil.example',
    });
    const stored = stack.stripe!.store.sessions.get(session.id)!;
    const { data: aCustomer } = await service.from('billing_customers').select('stripe_customer_id').eq('user_id', a.id).single();
    expect(stored).toMatchObject({
      customer: aCustomer!.stripe_customer_id,
      client_reference_id: a.id,
      _line_price: 'price_TradecraftPremiumMonthly',
    });
    expect(stored.success_url).toMatch(new RegExp(`^${stack.config.auth.siteUrl}/`));
    const visitor = client({ url: stack.apiUrl });
    const { error } = await visitor.functions.invoke('billing-checkout', { method: 'POST' });
    expect((error as { context: Response }).context.status).toBe(401);
    const portalWithout = await (await learner('no-customer')).db.functions.invoke('billing-portal', { method: 'POST' });
    expect(await errorOf(portalWithout.error)).toEqual({
      status: 404,
      body: { error: 'You have no billing account yet: upgrade to premium first' },
    });
  });
});

describe('the webhook', () => {
  it('answers 400 to a forged or missing signature and writes nothing', async () => {
    const event = {
      id: `evt_forged_${randomUUID()}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'sub_x', object: 'subscription' } },
    };
    const payload = JSON.stringify(event);
    for (const signature of [
      signPayload(payload, 'whsec_wrong'),
      signPayload(`${payload} `, stack.stripe!.webhookSecret),
      't=1,v1=00',
      '',
    ]) {
      const res = await fetch(`${stack.apiUrl}/functions/v1/stripe-webhook`, {
        method: 'POST',
        headers: signature ? { 'Stripe-Signature': signature } : {},
        body: payload,
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/signature/i);
    }
    expect(await eventCount(event.id)).toBe(0);
  });

  it('stores the same event once: a replay changes nothing', async () => {
    const who = await learner('replay');
    const session = await checkout(who);
    await pay(session.url, '4242424242424242');
    const subId = stack.stripe!.store.sessions.get(session.id)!.subscription as string;
    const created = stack.stripe!.store.events.find(
      (e) => e.type === 'customer.subscription.created' && (e.data as { object: { id: string } }).object.id === subId,
    )!;
    const before = await subscriptionOf(who);
    const replay = await deliver(created);
    expect(replay).toEqual({ status: 200, body: { received: true, result: 'duplicate' } });
    expect(await eventCount(created.id)).toBe(1);
    expect(await subscriptionOf(who)).toEqual(before);
  });

  it("resolves events out of order by Stripe's latest state, not arrival order", async () => {
    const who = await learner('order');
    const session = await checkout(who);
    await pay(session.url, '4242424242424242');
    const subId = stack.stripe!.store.sessions.get(session.id)!.subscription as string;
    const createdEvent = stack.stripe!.store.events.find(
      (e) => e.type === 'customer.subscription.created' && (e.data as { object: { id: string } }).object.id === subId,
    )!;
    await portal(who, 'cancel');
    expect(await subscriptionOf(who)).toMatchObject([{ cancel_at_period_end: true }]);
    // The older "created" event (active, not cancelling) arrives late, as a fresh delivery.
    const late = { ...createdEvent, id: `evt_late_${randomUUID()}` };
    const res = await deliver(late);
    expect(res.status).toBe(200);
    expect(await eventCount(late.id)).toBe(1);
    expect(await subscriptionOf(who)).toMatchObject([{ status: 'active', cancel_at_period_end: true }]);
  });
});

describe('invoices over time', () => {
  it(
    'a failed renewal paid with a new card: the invoice is paid, and its late payment_failed event does not undo it',
    { timeout: 90_000 },
    async () => {
      const who = await learner('invoice-late');
      await pay((await checkout(who)).url, '4000 0000 0000 0341');
      await advance('31d');
      const [failed] = await invoicesOf(who);
      expect(failed).toMatchObject({ status: 'open', amount_paid: 0 });
      const failedEvent = stack.stripe!.store.events.find(
        (e) => e.type === 'invoice.payment_failed' && (e.data as { object: { id: string } }).object.id === failed!.id,
      )!;

      const { data } = await who.db.functions.invoke<{ url: string }>('billing-portal', { method: 'POST' });
      const res = await fetch(`${data!.url}/card`, {
        method: 'POST',
        body: new URLSearchParams({ cardnumber: '4242424242424242' }),
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
      await stack.stripe!.webhooks.idle();
      expect((await invoicesOf(who)).map((i) => i.status)).toEqual(['paid', 'paid']);
      expect(await subscriptionOf(who)).toMatchObject([{ status: 'active' }]);

      const late = await deliver({ ...failedEvent, id: `evt_late_${randomUUID()}` });
      expect(late.status).toBe(200);
      expect((await invoicesOf(who)).map((i) => i.status)).toEqual(['paid', 'paid']);
      expect(await isPremium(who)).toBe(true);
    },
  );
});

describe('the subscription over time (test clock)', () => {
  it('cancel at period end: premium until the period ends, then free', { timeout: 90_000 }, async () => {
    const who = await learner('cancel');
    await pay((await checkout(who)).url, '4242424242424242');
    await portal(who, 'cancel');
    expect(await subscriptionOf(who)).toMatchObject([{ status: 'active', cancel_at_period_end: true }]);
    expect(await isPremium(who)).toBe(true);
    await advance('31d');
    expect(await subscriptionOf(who)).toMatchObject([{ status: 'canceled' }]);
    expect(await isPremium(who)).toBe(false);
  });

  it('4000 0000 0000 0341: pays now, renewal fails → past_due and premium in grace → canceled and free', { timeout: 90_000 }, async () => {
    const who = await learner('pay0341');
    await pay((await checkout(who)).url, '4000 0000 0000 0341');
    expect(await isPremium(who)).toBe(true);
    await advance('31d');
    expect(await subscriptionOf(who)).toMatchObject([{ status: 'past_due' }]);
    expect(await isPremium(who)).toBe(true);
    const { data: status } = await who.db.rpc('billing_status').single();
    expect(status).toMatchObject({ is_premium: true, status: 'past_due', grace_ends_at: expect.any(String) });
    expect((await invoicesOf(who)).map((i) => [i.status, i.amount_paid])).toEqual([
      ['open', 0],
      ['paid', 4999],
    ]);
    await advance('15d');
    expect(await subscriptionOf(who)).toMatchObject([{ status: 'canceled' }]);
    expect(await isPremium(who)).toBe(false);
  });
});
