// The offline Stripe stand-in driven by the official `stripe` SDK, unmodified (host/port/protocol
// only): the calls a subscription app's functions make, Stripe's error shapes and classes, Idempotency-Key,
// the hosted Checkout page with the documented test cards, the test clock (renew, fail, end), and
// webhooks that the SDK's own constructEvent accepts — and rejects when tampered with.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { LOCAL_SECRET_KEY, LOCAL_WEBHOOK_SECRET, parseDuration, startStripeStandIn, type StripeStandIn } from './index.ts';
import { addMonth, type StripeCatalog } from './store.ts';

// A catalog of the test's own: one product, one monthly price.
const catalog: StripeCatalog = {
  business: 'Example Club',
  products: [
    {
      id: 'prod_Club',
      name: 'Club membership',
      price: { id: 'price_ClubMonthly', lookupKey: 'club_monthly', currency: 'usd', unitAmount: 4999, interval: 'month' },
    },
  ],
};

let standIn: StripeStandIn;
let stripe: Stripe;
let receiver: Server;
const received: { body: string; signature: string }[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ body, signature: String(req.headers['stripe-signature']) });
      res.end('{}');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  standIn = await startStripeStandIn({ webhookUrl: () => hook, catalog });
  const url = new URL(standIn.url);
  stripe = new Stripe(LOCAL_SECRET_KEY, { host: url.hostname, port: url.port, protocol: 'http', maxNetworkRetries: 0 });
});

afterAll(async () => {
  await standIn.close();
  await new Promise<void>((r) => receiver.close(() => r()));
});

const pay = (url: string, card: string) =>
  fetch(url, { method: 'POST', body: new URLSearchParams({ cardnumber: card }), redirect: 'manual' });

async function subscribe(card: string) {
  const price = (await stripe.prices.list({ lookup_keys: ['club_monthly'], active: true })).data[0]!;
  const customer = await stripe.customers.create({ email: 'member@example.com' });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: 'http://app.test/ok?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.test/cancel',
  });
  const res = await pay(session.url!, card);
  return { session, res, customer };
}

describe('the API through the stripe SDK', () => {
  it('finds the premium price by lookup key: $49.99 a month', async () => {
    const { data } = await stripe.prices.list({ lookup_keys: ['club_monthly'], active: true, limit: 1 });
    expect(data[0]).toMatchObject({ object: 'price', unit_amount: 4999, currency: 'usd', recurring: { interval: 'month' } });
  });

  it("answers Stripe's errors: unknown ids, bad keys, unsupported calls", async () => {
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
      message: "No such customer: 'cus_missing'",
    });
    const url = new URL(standIn.url);
    const wrongKey = new Stripe('sk_test_wrong', { host: url.hostname, port: url.port, protocol: 'http', maxNetworkRetries: 0 });
    await expect(wrongKey.prices.list()).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
    await expect(stripe.refunds.create({ charge: 'ch_1' })).rejects.toMatchObject({
      statusCode: 404,
      message: expect.stringMatching(/^Unrecognized request URL \(POST: \/v1\/refunds\)/) as string,
    });
  });

  it('replays a POST with the same Idempotency-Key', async () => {
    const a = await stripe.customers.create({ email: 'x@example.com' }, { idempotencyKey: 'same-key' });
    const b = await stripe.customers.create({ email: 'x@example.com' }, { idempotencyKey: 'same-key' });
    const c = await stripe.customers.create({ email: 'x@example.com' }, { idempotencyKey: 'other-key' });
    expect(b.id).toBe(a.id);
    expect(c.id).not.toBe(a.id);
  });
});

describe('hosted Checkout and the test cards', () => {
  it('4242 pays: an active subscription, a paid invoice, and the return to success_url', async () => {
    const { session, res } = await subscribe('4242 4242 4242 4242');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://app.test/ok?session=${session.id}`);
    const done = await stripe.checkout.sessions.retrieve(session.id);
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const sub = await stripe.subscriptions.retrieve(done.subscription as string);
    expect(sub.status).toBe('active');
    expect(sub.items.data[0]!.current_period_end).toBe(addMonth(sub.items.data[0]!.current_period_start));
  });

  it('issues a numbered, paid first invoice with a hosted page and a PDF that only its secret URL opens', async () => {
    const { session } = await subscribe('4242 4242 4242 4242');
    const done = await stripe.checkout.sessions.retrieve(session.id);
    const invoice = await stripe.invoices.retrieve(done.invoice as string);
    expect(invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_create',
      amount_due: 4999,
      amount_paid: 4999,
      currency: 'usd',
      customer: done.customer,
    });
    expect(invoice.number).toMatch(/^[0-9A-Z]{8}-0001$/);
    expect(invoice.status_transitions.paid_at).toBeGreaterThan(0);
    expect(invoice.hosted_invoice_url).toMatch(new RegExp(`^${standIn.url}/i/[0-9A-Za-z]{30,}$`));
    expect(invoice.hosted_invoice_url).not.toContain(invoice.id);
    expect(invoice.invoice_pdf).toBe(`${invoice.hosted_invoice_url}/pdf`);
    const page = await fetch(invoice.hosted_invoice_url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Invoice ${invoice.number}`);
    expect(html).toContain('$49.99');
    expect(html).toContain('Paid on');
    // The business and its product as the catalog names them: the stand-in has no names of its own.
    expect(html).toContain('Example Club · test mode');
    expect(html).toContain('1 × Club membership (at $49.99 / month)');
    const pdf = await fetch(invoice.invoice_pdf!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes).toContain(`(Invoice ${invoice.number})`);
    // The cross-reference table points at each object.
    const xref = Number(/startxref\n(\d+)/.exec(bytes)![1]);
    expect(bytes.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...bytes.matchAll(/(\d{10}) 00000 n /g)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((at, i) => expect(bytes.slice(at, at + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    expect((await fetch(`${standIn.url}/i/${invoice.id}`)).status).toBe(404);
  });

  it('4000 0000 0000 0002 is declined with "Your card was declined." and nothing is created', async () => {
    const { session, res } = await subscribe('4000000000000002');
    expect(res.status).toBe(402);
    expect(await res.text()).toContain('Your card was declined.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('refuses numbers that fail the Luhn check or are not test cards', async () => {
    expect(await (await subscribe('4242 4242 4242 4241')).res.text()).toContain('Your card number is incorrect.');
    expect(await (await subscribe('4111 1111 1111 1111')).res.text()).toContain('used a non test card');
  });
});

describe('test clock', () => {
  it('renews a good card, fails 0341 at renewal (past_due), ends cancelled and unpaid ones', async () => {
    const good = await stripe.checkout.sessions.retrieve((await subscribe('4242424242424242')).session.id);
    const bad = await stripe.checkout.sessions.retrieve((await subscribe('4000000000000341')).session.id);
    const cancelled = await stripe.checkout.sessions.retrieve((await subscribe('4242424242424242')).session.id);
    await stripe.subscriptions.update(cancelled.subscription as string, { cancel_at_period_end: true });
    const before = await stripe.subscriptions.retrieve(good.subscription as string);
    expect((await stripe.subscriptions.retrieve(bad.subscription as string)).status).toBe('active');

    standIn.store.advance(parseDuration('31d'));
    const renewed = await stripe.subscriptions.retrieve(good.subscription as string);
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0]!.current_period_start).toBe(before.items.data[0]!.current_period_end);
    expect((await stripe.subscriptions.retrieve(bad.subscription as string)).status).toBe('past_due');
    expect((await stripe.subscriptions.retrieve(cancelled.subscription as string)).status).toBe('canceled');
    const failed = await stripe.invoices.list({ customer: bad.customer as string });
    expect(failed.data.map((i) => i.status)).toEqual(['open', 'paid']);
    expect(failed.data[0]).toMatchObject({ billing_reason: 'subscription_cycle', amount_due: 4999, amount_paid: 0, attempt_count: 1 });
    expect(failed.data.map((i) => i.number)).toEqual([`${failed.data[1]!.number!.slice(0, -4)}0002`, failed.data[1]!.number]);
    const page = await fetch(failed.data[0]!.hosted_invoice_url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Due');

    standIn.store.advance(parseDuration('15d'));
    expect((await stripe.subscriptions.retrieve(bad.subscription as string)).status).toBe('canceled');
  });
});

describe('webhooks', () => {
  it("signs every event so that the SDK's constructEvent accepts it, and rejects a tampered one", async () => {
    await subscribe('4242424242424242');
    await standIn.webhooks.idle();
    expect(received.length).toBeGreaterThan(0);
    const types = new Set<string>();
    for (const { body, signature } of received) {
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      types.add(stripe.webhooks.constructEvent(body, signature, LOCAL_WEBHOOK_SECRET).type);
    }
    expect(types).toEqual(
      new Set([
        'customer.created',
        'customer.subscription.created',
        'invoice.finalized',
        'invoice.paid',
        'checkout.session.completed',
        'customer.subscription.updated',
        'invoice.payment_failed',
        'customer.subscription.deleted',
      ]),
    );
    const { body, signature } = received[0]!;
    expect(() =>
      stripe.webhooks.constructEvent(body.replace('"livemode": false', '"livemode": true'), signature, LOCAL_WEBHOOK_SECRET),
    ).toThrow(/signature/i);
    expect(() => stripe.webhooks.constructEvent(body, signature, 'whsec_other')).toThrow(/signature/i);
    const { id } = JSON.parse(body) as { id: string };
    const event = await stripe.events.retrieve(id);
    expect(event.id).toBe(id);
  });
});

it('parses test clock durations', () => {
  expect(parseDuration('31d')).toBe(31 * 86_400);
  expect(parseDuration('12h')).toBe(43_200);
  expect(parseDuration('90m')).toBe(5_400);
  expect(parseDuration('45')).toBe(45);
  expect(() => parseDuration('soon')).toThrow(/Not a duration/);
});

it('keeps its state in a file across restarts, when given one', async () => {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'stripe-stand-in-'));
  const file = join(dir, 'stripe.json');
  const first = await startStripeStandIn({ file });
  const url = new URL(first.url);
  const client = new Stripe(LOCAL_SECRET_KEY, { host: url.hostname, port: url.port, protocol: 'http', maxNetworkRetries: 0 });
  const customer = await client.customers.create({ email: 'kept@example.com' });
  await fetch(`${first.url}/_stand-in/clock/advance`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${LOCAL_SECRET_KEY}` },
    body: new URLSearchParams({ by: '2d' }),
  });
  await first.close();
  const second = await startStripeStandIn({ file });
  try {
    expect(second.store.customers.get(customer.id)).toMatchObject({ email: 'kept@example.com' });
    expect(second.store.offset).toBe(2 * 86_400);
  } finally {
    await second.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('where it listens', () => {
  const realKey = `sk_test_${'7f3a9c'.repeat(6)}`;

  it('refuses an address off loopback with its public default key, and says how to set a real one', async () => {
    for (const host of ['0.0.0.0', '::']) {
      await expect(startStripeStandIn({ host, secretKey: LOCAL_SECRET_KEY })).rejects.toThrow(
        /Refusing to listen on .*public default key.*Set STACK_STRIPE_SECRET_KEY/,
      );
    }
    await expect(startStripeStandIn({ host: '0.0.0.0', secretKey: 'sk_test_short' })).rejects.toThrow(/at least 32 characters/);
  });

  it('listens anywhere with a real key: that key only, and a webhook secret no one else knows', async () => {
    const open = await startStripeStandIn({ host: '0.0.0.0', secretKey: realKey });
    try {
      const port = new URL(open.url).port;
      const products = (key: string) => fetch(`http://127.0.0.1:${port}/v1/products`, { headers: { Authorization: `Bearer ${key}` } });
      expect((await products(LOCAL_SECRET_KEY)).status).toBe(401);
      expect((await products(realKey)).status).toBe(200);
      expect(open.webhookSecret).toMatch(/^whsec_/);
      expect(open.webhookSecret).not.toBe(LOCAL_WEBHOOK_SECRET);
    } finally {
      await open.close();
    }
  });

  it('takes the real key from STACK_STRIPE_SECRET_KEY', () => {
    const code = `
      const s = await import('./stack/stripe/index.ts');
      const open = await s.startStripeStandIn({ host: '0.0.0.0' });
      console.log(JSON.stringify({ key: open.secretKey, whsec: open.webhookSecret === s.LOCAL_WEBHOOK_SECRET }));
      await open.close();`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...process.env, STACK_STRIPE_SECRET_KEY: realKey },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ key: realKey, whsec: false });
  });
});
