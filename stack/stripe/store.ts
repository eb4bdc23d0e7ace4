// The Stripe stand-in's state and rules: the app's products and prices (its catalog), customers, Checkout Sessions,
// subscriptions with their invoices, billing-portal sessions and the events every change emits — all
// in memory, shaped as Stripe's API (version below) returns them. Time is a test clock: `advance()`
// moves it forward and renews, fails (past_due) or ends subscriptions on the way, as Stripe does.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const API_VERSION = '2026-10-28.endive';
/** Stripe's default dunning: after the retries of a failed renewal (here 14 days), cancel. */
export const DUNNING_SECONDS = 14 * 86_400;

export type StripeObject = Record<string, unknown> & { id: string; object: string };
type Card = { id: string; number: string; last4: string; brand: string };

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'api_error',
    message: string,
    readonly extra: { code?: string; param?: string; decline_code?: string } = {},
  ) {
    super(message);
  }
  body() {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}

export const missing = (kind: string, id: string, param = 'id') =>
  new StripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param });

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const b of bytes) id += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${id}`;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** Stripe's test cards (https://docs.stripe.com/testing) and what they do when charged. */
const TEST_CARDS: Record<string, { brand: string; charge: 'ok' | 'declined' | 'insufficient_funds'; attach?: 'ok' }> = {
  '4242424242424242': { brand: 'visa', charge: 'ok' },
  '4000056655665556': { brand: 'visa', charge: 'ok' },
  '5555555555554444': { brand: 'mastercard', charge: 'ok' },
  '4000000000000002': { brand: 'visa', charge: 'declined' },
  '4000000000009995': { brand: 'visa', charge: 'insufficient_funds' },
  // Attaches to a customer and pays the first invoice, but every later charge is declined.
  '4000000000000341': { brand: 'visa', charge: 'ok', attach: 'ok' },
};
const FAILS_LATER = '4000000000000341';

function cardError(message: string, decline_code: string, code = 'card_declined'): StripeError {
  return new StripeError(402, 'card_error', message, { code, decline_code });
}

/** Checks a card number as Stripe's test mode does; throws Stripe's card_error otherwise. */
export function checkCard(number: string): { brand: string } {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !luhn(digits)) throw cardError('Your card number is incorrect.', 'invalid_number', 'incorrect_number');
  const card = TEST_CARDS[digits];
  if (!card) {
    throw cardError(
      'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      'test_mode_live_card',
    );
  }
  return card;
}

function chargeFails(card: Card, first: boolean): StripeError | null {
  const rule = TEST_CARDS[card.number]!;
  if (!first && card.number === FAILS_LATER) return cardError('Your card was declined.', 'generic_decline');
  if (rule.charge === 'declined') return cardError('Your card was declined.', 'generic_decline');
  if (rule.charge === 'insufficient_funds') return cardError('Your card has insufficient funds.', 'insufficient_funds');
  return null;
}

/** One calendar month later (Stripe bills monthly on the same day, clamped to the month's end). */
export function addMonth(seconds: number): number {
  const d = new Date(seconds * 1000);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return Math.floor(d.getTime() / 1000);
}

const clone = <T>(value: T): T => structuredClone(value);

/** A field of a stand-in object as text: null and undefined are empty. */
export const text = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint'
      ? String(v)
      : v == null
        ? ''
        : JSON.stringify(v);

export const money = (cents: unknown, currency: unknown) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: text(currency ?? 'usd').toUpperCase() }).format(Number(cents) / 100);

export interface StoreOptions {
  /** Base URL of the stand-in's own pages (checkout, portal). */
  baseUrl: () => string;
  /** Every event, as soon as it happens (the webhook sender listens here). */
  onEvent: (event: StripeObject) => void;
  /** Keep the state in this JSON file across restarts (`npm start`), as the database keeps its copy. */
  file?: string | null;
  /** The business and the products it sells (default: none, under the name "Test business"). */
  catalog?: StripeCatalog;
}

/** What the app sells, as it would set it up in Stripe's dashboard: one recurring price per product. */
export interface StripeCatalog {
  /** Shown on the hosted pages and invoices ("<business> · test mode", "Back to <business>"). */
  business: string;
  products: {
    id: string;
    name: string;
    description?: string;
    price: {
      id: string;
      lookupKey: string;
      nickname?: string;
      currency: string;
      unitAmount: number;
      interval: 'day' | 'week' | 'month' | 'year';
    };
  }[];
}

/** Events kept (and listed by /v1/events): Stripe keeps 30 days; a local stand-in keeps the latest. */
const KEEP_EVENTS = 2_000;
const MAPS = [
  'products',
  'prices',
  'customers',
  'sessions',
  'subscriptions',
  'invoices',
  'portalSessions',
  'cards',
  'failedSince',
] as const;

export class StripeStore {
  offset = 0;
  readonly products = new Map<string, StripeObject>();
  readonly prices = new Map<string, StripeObject>();
  readonly customers = new Map<string, StripeObject>();
  readonly sessions = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  readonly invoices = new Map<string, StripeObject>();
  readonly portalSessions = new Map<string, StripeObject>();
  readonly events: StripeObject[] = [];
  readonly cards = new Map<string, Card>();
  /** When each past_due subscription's renewal first failed (for dunning). */
  private readonly failedSince = new Map<string, number>();

  /** The name on the hosted pages and invoices. */
  get business(): string {
    return this.options.catalog?.business ?? 'Test business';
  }

  constructor(private readonly options: StoreOptions) {
    if (options.file && existsSync(options.file)) {
      try {
        this.restore(JSON.parse(readFileSync(options.file, 'utf8')) as Record<string, unknown>);
        return;
      } catch (e) {
        throw new Error(`The Stripe stand-in cannot read ${options.file} (${(e as Error).message}); delete it to start afresh.`);
      }
    }
    const created = this.now();
    for (const { price: p, ...product } of options.catalog?.products ?? []) {
      this.products.set(product.id, {
        object: 'product',
        active: true,
        description: null,
        ...product,
        created,
        livemode: false,
        metadata: {},
      });
      const price: StripeObject = {
        id: p.id,
        object: 'price',
        active: true,
        currency: p.currency,
        unit_amount: p.unitAmount,
        unit_amount_decimal: String(p.unitAmount),
        lookup_key: p.lookupKey,
        nickname: p.nickname ?? null,
        product: product.id,
        recurring: { interval: p.interval, interval_count: 1, usage_type: 'licensed' },
        type: 'recurring',
        billing_scheme: 'per_unit',
        created,
        livemode: false,
        metadata: {},
      };
      this.prices.set(price.id, price);
    }
  }

  private restore(saved: Record<string, unknown>): void {
    this.offset = Number(saved.offset) || 0;
    for (const name of MAPS) {
      const map = this[name] as Map<string, unknown>;
      for (const [k, v] of Object.entries((saved[name] as Record<string, unknown>) ?? {})) map.set(k, v);
    }
    this.events.push(...((saved.events as StripeObject[]) ?? []));
  }

  /** Writes the state to the file (atomically), when there is one. */
  save(): void {
    const file = this.options.file;
    if (!file) return;
    if (this.events.length > KEEP_EVENTS) this.events.splice(0, this.events.length - KEEP_EVENTS);
    const data: Record<string, unknown> = { offset: this.offset, events: this.events };
    for (const name of MAPS) data[name] = Object.fromEntries(this[name] as Map<string, unknown>);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(data));
    renameSync(`${file}.tmp`, file);
  }

  /** The test clock, in Unix seconds. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.offset;
  }

  emit(type: string, object: StripeObject, previous?: Record<string, unknown>): StripeObject {
    const event: StripeObject = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: this.now(),
      data: { object: clone(object), ...(previous && { previous_attributes: previous }) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    this.options.onEvent(event);
    return event;
  }

  get<T extends Map<string, StripeObject>>(map: T, kind: string, id: string, param = 'id'): StripeObject {
    const found = map.get(id);
    if (!found) throw missing(kind, id, param);
    return found;
  }

  createCustomer(params: Record<string, unknown>): StripeObject {
    const customer: StripeObject = {
      id: newId('cus', 14),
      object: 'customer',
      email: typeof params.email === 'string' ? params.email : null,
      name: typeof params.name === 'string' ? params.name : null,
      created: this.now(),
      livemode: false,
      metadata: params.metadata ?? {},
      invoice_settings: { default_payment_method: null },
      invoice_prefix: newId('x', 8).slice(2).toUpperCase(),
      next_invoice_sequence: 1,
      test_clock: null,
    };
    this.customers.set(customer.id, customer);
    this.emit('customer.created', customer);
    return customer;
  }

  createCheckoutSession(params: Record<string, unknown>): StripeObject {
    const mode = params.mode;
    if (mode !== 'subscription') {
      throw new StripeError(400, 'invalid_request_error', 'This stand-in supports Checkout in subscription mode only.', { param: 'mode' });
    }
    for (const name of ['success_url', 'cancel_url'] as const) {
      if (typeof params[name] !== 'string' || !/^https?:\/\//.test(params[name])) {
        throw new StripeError(400, 'invalid_request_error', `Not a valid URL`, { param: name });
      }
    }
    const items = params.line_items as { price?: string; quantity?: string }[] | undefined;
    if (!Array.isArray(items) || items.length !== 1 || typeof items[0]?.price !== 'string') {
      throw new StripeError(400, 'invalid_request_error', 'Missing required param: line_items[0][price].', { param: 'line_items' });
    }
    const price = this.get(this.prices, 'price', items[0].price, 'line_items[0][price]');
    const customer = typeof params.customer === 'string' ? this.get(this.customers, 'customer', params.customer, 'customer').id : null;
    const id = newId('cs_test', 58);
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      customer,
      customer_email: customer ? null : (params.customer_email ?? null),
      client_reference_id: params.client_reference_id ?? null,
      currency: price.currency,
      amount_subtotal: price.unit_amount,
      amount_total: price.unit_amount,
      created: this.now(),
      expires_at: this.now() + 86_400,
      livemode: false,
      metadata: params.metadata ?? {},
      subscription: null,
      invoice: null,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      url: `${this.options.baseUrl()}/c/pay/${id}`,
      // Not part of Stripe's session object; kept for the subscription the session creates.
      _line_price: price.id,
      _subscription_metadata: (params.subscription_data as { metadata?: Record<string, string> } | undefined)?.metadata ?? {},
    };
    this.sessions.set(id, session);
    return session;
  }

  /** Stripe's session object, without the stand-in's own bookkeeping fields. */
  publicSession(session: StripeObject): StripeObject {
    const out = { ...session };
    for (const k of Object.keys(out)) if (k.startsWith('_')) delete out[k];
    return out;
  }

  /** The hosted page's "Subscribe": checks the card, then creates the subscription and first invoice. */
  completeCheckout(sessionId: string, cardNumber: string): StripeObject {
    const session = this.get(this.sessions, 'checkout.session', sessionId);
    if (session.status !== 'open') throw new StripeError(400, 'invalid_request_error', 'This Checkout Session is no longer active.');
    const rule = checkCard(cardNumber);
    const digits = cardNumber.replace(/[\s-]/g, '');
    const card: Card = { id: newId('pm'), number: digits, last4: digits.slice(-4), brand: rule.brand };
    const declined = chargeFails(card, true);
    if (declined) throw declined;

    const customer = session.customer
      ? this.get(this.customers, 'customer', session.customer as string)
      : this.createCustomer({ email: session.customer_email });
    this.cards.set(card.id, card);
    (customer.invoice_settings as Record<string, unknown>).default_payment_method = card.id;

    const price = this.get(this.prices, 'price', session._line_price as string);
    const start = this.now();
    const subscription: StripeObject = {
      id: newId('sub'),
      object: 'subscription',
      customer: customer.id,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created: start,
      start_date: start,
      billing_cycle_anchor: start,
      currency: price.currency,
      default_payment_method: card.id,
      latest_invoice: null,
      livemode: false,
      metadata: session._subscription_metadata,
      test_clock: null,
      items: { object: 'list', data: [], has_more: false, url: '' },
    };
    const items = subscription.items as { data: StripeObject[]; url: string };
    items.url = `/v1/subscription_items?subscription=${subscription.id}`;
    items.data.push({
      id: newId('si', 14),
      object: 'subscription_item',
      created: start,
      price: clone(price),
      quantity: 1,
      subscription: subscription.id,
      current_period_start: start,
      current_period_end: addMonth(start),
      metadata: {},
    });
    this.subscriptions.set(subscription.id, subscription);
    this.emit('customer.subscription.created', subscription);
    const invoice = this.invoice(subscription, 'subscription_create', null);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer: customer.id,
      subscription: subscription.id,
      invoice: invoice.id,
    });
    this.emit('checkout.session.completed', this.publicSession(session));
    return session;
  }

  private item(subscription: StripeObject): StripeObject {
    return (subscription.items as { data: StripeObject[] }).data[0]!;
  }

  periodEnd(subscription: StripeObject): number {
    return this.item(subscription).current_period_end as number;
  }

  /**
   * A subscription's invoice for its current period: finalized (numbered, with its hosted page and
   * PDF) and charged, as Stripe does — `invoice.finalized`, then `invoice.paid` or, when the charge
   * fails, `invoice.payment_failed` (the invoice stays open).
   */
  private invoice(subscription: StripeObject, reason: string, failure: StripeError | null): StripeObject {
    const item = this.item(subscription);
    const price = item.price as StripeObject;
    const customer = this.get(this.customers, 'customer', subscription.customer as string);
    const sequence = Number(customer.next_invoice_sequence ?? 1);
    customer.next_invoice_sequence = sequence + 1;
    // Stripe's hosted invoice URLs carry their own secret, not the invoice id.
    const page = `${this.options.baseUrl()}/i/${newId('test', 40).slice(5)}`;
    const invoice: StripeObject = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      number: `${text(customer.invoice_prefix ?? 'TRADECRA')}-${String(sequence).padStart(4, '0')}`,
      status: 'open',
      billing_reason: reason,
      collection_method: 'charge_automatically',
      currency: price.currency,
      amount_due: price.unit_amount,
      amount_paid: 0,
      amount_remaining: price.unit_amount,
      subtotal: price.unit_amount,
      total: price.unit_amount,
      attempt_count: 0,
      attempted: false,
      created: this.now(),
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      livemode: false,
      hosted_invoice_url: page,
      invoice_pdf: `${page}/pdf`,
      lines: {
        object: 'list',
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount: price.unit_amount,
            currency: price.currency,
            description: `1 × ${text(this.products.get(price.product as string)?.name)} (at ${money(price.unit_amount, price.currency)} / ${text((price.recurring as { interval: string }).interval)})`,
            period: { start: item.current_period_start, end: item.current_period_end },
          },
        ],
        has_more: false,
      },
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      status_transitions: { finalized_at: this.now(), paid_at: null },
    };
    this.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    this.emit('invoice.finalized', invoice);
    Object.assign(invoice, { attempt_count: 1, attempted: true });
    if (failure) {
      invoice.next_payment_attempt = this.now() + 3 * 86_400;
      this.emit('invoice.payment_failed', invoice);
    } else {
      this.markPaid(invoice);
    }
    return invoice;
  }

  private markPaid(invoice: StripeObject): void {
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0, next_payment_attempt: null });
    (invoice.status_transitions as Record<string, unknown>).paid_at = this.now();
    this.emit('invoice.paid', invoice);
  }

  /** The invoice whose hosted page (or PDF) is at this path (`/i/<secret>`), if any. */
  invoiceAt(path: string): StripeObject | undefined {
    for (const invoice of this.invoices.values()) {
      if (new URL(text(invoice.hosted_invoice_url), 'http://x').pathname === path) return invoice;
    }
    return undefined;
  }

  private update(subscription: StripeObject, changes: Record<string, unknown>, type = 'customer.subscription.updated'): void {
    const previous: Record<string, unknown> = {};
    for (const k of Object.keys(changes)) previous[k] = clone(subscription[k]);
    Object.assign(subscription, changes);
    this.emit(type, subscription, previous);
  }

  /** subscriptions.update: the portal's cancel and resume. */
  updateSubscription(id: string, params: Record<string, unknown>): StripeObject {
    const subscription = this.get(this.subscriptions, 'subscription', id);
    if (subscription.status === 'canceled') {
      throw new StripeError(400, 'invalid_request_error', 'A canceled subscription can only update its cancellation_details and metadata.');
    }
    const changes: Record<string, unknown> = {};
    if (params.cancel_at_period_end !== undefined) {
      const cancel = params.cancel_at_period_end === true || params.cancel_at_period_end === 'true';
      changes.cancel_at_period_end = cancel;
      changes.cancel_at = cancel ? this.periodEnd(subscription) : null;
      changes.canceled_at = cancel ? this.now() : null;
    }
    if (params.metadata && typeof params.metadata === 'object')
      changes.metadata = { ...(subscription.metadata as object), ...params.metadata };
    if (Object.keys(changes).length) this.update(subscription, changes);
    return subscription;
  }

  /** subscriptions.cancel: ends it now. */
  cancelSubscription(id: string): StripeObject {
    const subscription = this.get(this.subscriptions, 'subscription', id);
    if (subscription.status !== 'canceled') {
      this.update(
        subscription,
        { status: 'canceled', ended_at: this.now(), canceled_at: subscription.canceled_at ?? this.now() },
        'customer.subscription.deleted',
      );
    }
    return subscription;
  }

  /** The portal's "Update card": the new card becomes the default and pays an open invoice. */
  updateCard(customerId: string, cardNumber: string): void {
    const customer = this.get(this.customers, 'customer', customerId);
    const rule = checkCard(cardNumber);
    const digits = cardNumber.replace(/[\s-]/g, '');
    const card: Card = { id: newId('pm'), number: digits, last4: digits.slice(-4), brand: rule.brand };
    this.cards.set(card.id, card);
    (customer.invoice_settings as Record<string, unknown>).default_payment_method = card.id;
    for (const subscription of this.subscriptions.values()) {
      if (subscription.customer !== customerId || subscription.status === 'canceled') continue;
      subscription.default_payment_method = card.id;
      const open = this.invoices.get(subscription.latest_invoice as string);
      if (subscription.status === 'past_due' && open?.status === 'open') {
        if (chargeFails(card, false)) continue;
        open.attempt_count = (open.attempt_count as number) + 1;
        this.failedSince.delete(subscription.id);
        this.markPaid(open);
        this.update(subscription, { status: 'active' });
      }
    }
  }

  cardOf(subscription: StripeObject): Card | undefined {
    return this.cards.get(subscription.default_payment_method as string);
  }

  /** Moves the test clock and lets every subscription catch up: renew, fail, end. */
  advance(seconds: number): number {
    if (!Number.isFinite(seconds) || seconds <= 0) throw new StripeError(400, 'invalid_request_error', 'The clock only moves forward.');
    this.offset += Math.floor(seconds);
    const now = this.now();
    for (const subscription of this.subscriptions.values()) {
      for (let guard = 0; guard < 1000; guard++) {
        const status = subscription.status as string;
        const end = this.periodEnd(subscription);
        if (status === 'canceled' || status === 'incomplete_expired') break;
        if (status === 'past_due') {
          const since = this.failedSince.get(subscription.id) ?? now;
          if (now >= since + DUNNING_SECONDS) {
            this.failedSince.delete(subscription.id);
            this.update(
              subscription,
              {
                status: 'canceled',
                ended_at: since + DUNNING_SECONDS,
                canceled_at: since + DUNNING_SECONDS,
                cancellation_details: { comment: null, feedback: null, reason: 'payment_failed' },
              },
              'customer.subscription.deleted',
            );
            continue;
          }
          if (end > now) break;
        }
        if (end > now) break;
        if (subscription.cancel_at_period_end) {
          this.update(
            subscription,
            {
              status: 'canceled',
              ended_at: end,
              cancellation_details: { comment: null, feedback: null, reason: 'cancellation_requested' },
            },
            'customer.subscription.deleted',
          );
          continue;
        }
        // Renewal: the period moves on whether or not the charge succeeds.
        const item = this.item(subscription);
        const previous = { items: clone(subscription.items) };
        item.current_period_start = end;
        item.current_period_end = addMonth(end);
        const card = this.cardOf(subscription);
        const failure = card ? chargeFails(card, false) : cardError('Your card was declined.', 'generic_decline');
        this.invoice(subscription, 'subscription_cycle', failure);
        if (failure) {
          if (subscription.status !== 'past_due') this.failedSince.set(subscription.id, end);
          Object.assign(previous, { status: subscription.status });
          subscription.status = 'past_due';
        }
        this.emit('customer.subscription.updated', subscription, previous);
      }
    }
    return now;
  }
}
