// The offline Stripe stand-in: the slice of Stripe's REST API an app's billing functions call (Checkout, subscriptions, the portal)
// (/v1 products, prices, customers, checkout sessions, subscriptions, invoices, billing-portal
// sessions, events), with form-encoded requests, Stripe-shaped objects and error bodies, secret-key
// auth and Idempotency-Key — so the official `stripe` SDK works against it unmodified (its
// host/port/protocol options). Plus the hosted Checkout, portal and invoice pages (with each
// invoice's PDF), signed webhook delivery,
// and a test clock (POST /_stand-in/clock/advance, `npm run stripe -- advance 31d`).
// It is not a Supabase service, so it runs on its own port, next to the stack.
import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import { BodyTooLargeError, ClientGoneError, createGuardedServer, readBody, sendJson, type GuardedServer } from '../http/http.ts';
import { closeServer } from '../http/listen.ts';
import { isLoopback } from '../keys.ts';
import { checkoutPage, invoicePage, invoicePdf, portalPage, text } from './pages.ts';
import { StripeError, StripeStore, missing, newId, type StripeCatalog, type StripeObject } from './store.ts';
import { WebhookSender } from './webhooks.ts';

export { signPayload } from './webhooks.ts';

/**
 * The public default keys: anyone who reads this file holds them, so they are for loopback only (see
 * assertStripeSafeToListen). Any other key is refused, as Stripe refuses unknown keys.
 */
export const LOCAL_SECRET_KEY = 'sk_test_local_stand_in';
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_stand_in';
/** The key the stand-in accepts: STACK_STRIPE_SECRET_KEY, else the public default. */
export const STAND_IN_SECRET_KEY = process.env.STACK_STRIPE_SECRET_KEY || LOCAL_SECRET_KEY;
const BODY_LIMIT = 64 * 1024;

/**
 * The webhook signing secret that goes with a key: the public default's for the public default key,
 * else one derived from the key (as secret as it), so that no one can sign a webhook the
 * stripe-webhook function would accept.
 */
export function webhookSecretFor(secretKey: string): string {
  if (secretKey === LOCAL_SECRET_KEY) return LOCAL_WEBHOOK_SECRET;
  return `whsec_${createHmac('sha256', secretKey).update('stand-in webhook secret').digest('base64url')}`;
}

/**
 * Throws unless the stand-in may listen on `host` with `secretKey`: its public default key lets
 * anyone read and cancel every member's subscription, so it is for loopback only — the rule the
 * stack's JWT secret follows (assertSafeToListen).
 */
export function assertStripeSafeToListen(host: string, secretKey: string): void {
  if (isLoopback(host)) return;
  if (secretKey === LOCAL_SECRET_KEY) {
    throw new Error(
      `Refusing to listen on ${host}: the Stripe stand-in uses its public default key (${LOCAL_SECRET_KEY}), with which anyone ` +
        "can read and cancel every member's subscription. Set STACK_STRIPE_SECRET_KEY to a random key of at least 32 characters " +
        '(e.g. `echo sk_test_$(openssl rand -hex 24)`); the Edge Functions get it and a webhook secret derived from it. Or listen on 127.0.0.1.',
    );
  }
  if (secretKey.length < 32) throw new Error(`Refusing to listen on ${host}: STACK_STRIPE_SECRET_KEY must be at least 32 characters.`);
}

export interface StripeStandInOptions {
  port?: number;
  host?: string;
  /** Default STAND_IN_SECRET_KEY. */
  secretKey?: string;
  /** Default: webhookSecretFor(secretKey). */
  webhookSecret?: string;
  /** Keep Stripe's state in this file across restarts (default: memory only). */
  file?: string | null;
  /** Where events are POSTed (the stripe-webhook function); null sends none. */
  webhookUrl?: () => string | null;
  log?: (line: string) => void;
  /** A server already listening (the stack binds every port before anything else); else one is made. */
  server?: GuardedServer;
  /** What the business sells (products with their prices) and its name on the hosted pages. */
  catalog?: StripeCatalog;
}

export interface StripeStandIn {
  url: string;
  store: StripeStore;
  webhooks: WebhookSender;
  secretKey: string;
  webhookSecret: string;
  close(): Promise<void>;
}

/** "31d", "12h", "90m", "45s" or plain seconds. */
export function parseDuration(text: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([dhms]?)\s*$/.exec(text);
  if (!m) throw new StripeError(400, 'invalid_request_error', `Not a duration: '${text}' (use e.g. 31d, 12h, 90m, 45s)`, { param: 'by' });
  return Number(m[1]) * { d: 86_400, h: 3_600, m: 60, s: 1, '': 1 }[m[2] as 'd'];
}

function list(url: string, data: StripeObject[], limit: unknown): StripeObject {
  const n = Math.min(Math.max(Number(limit) || 10, 1), 100);
  return { id: '', object: 'list', url, data: data.slice(0, n), has_more: data.length > n };
}

const sendHtml = (res: ServerResponse, status: number, html: string) => {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(html);
};
const redirect = (res: ServerResponse, location: string) => {
  res.writeHead(303, { Location: location });
  res.end();
};

/** The stand-in's server, to bind before it starts; a target that is not a URL gets Stripe's error shape. */
export function createStripeServer(log: (line: string) => void): GuardedServer {
  return createGuardedServer('stripe', log, {
    badTarget: (res) => sendJson(res, 400, new StripeError(400, 'invalid_request_error', 'Invalid request target').body()),
  });
}

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? STAND_IN_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? webhookSecretFor(secretKey);
  const log = options.log ?? (() => undefined);
  const host = options.host ?? '127.0.0.1';
  assertStripeSafeToListen(host, secretKey);
  let baseUrl = '';
  const webhooks = new WebhookSender(options.webhookUrl ?? (() => null), webhookSecret, log);
  const store = new StripeStore({ baseUrl: () => baseUrl, onEvent: (e) => webhooks.send(e), file: options.file, catalog: options.catalog });
  const idempotent = new Map<string, { status: number; body: unknown }>();

  function authorized(req: IncomingMessage): void {
    const auth = req.headers.authorization ?? '';
    const bearer = /^Bearer\s+(\S+)$/i.exec(auth)?.[1];
    const basic = /^Basic\s+(\S+)$/i.exec(auth)?.[1];
    const key = bearer ?? (basic ? Buffer.from(basic, 'base64').toString().split(':')[0] : undefined);
    if (!key) {
      throw new StripeError(
        401,
        'invalid_request_error',
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    }
    if (key !== secretKey)
      throw new StripeError(
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
      );
  }

  async function form(req: IncomingMessage, url: URL): Promise<Record<string, unknown>> {
    const text = req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) : (await readBody(req, BODY_LIMIT)).toString('utf8');
    return qs.parse(text, { depth: 5, arrayLimit: 100, parameterLimit: 200 });
  }

  /** The /v1 API. Returns [status, body]. */
  async function api(req: IncomingMessage, url: URL): Promise<[number, unknown]> {
    authorized(req);
    const method = req.method ?? 'GET';
    const p = await form(req, url);
    const path = url.pathname.replace(/\/+$/, '');
    let m: RegExpExecArray | null;
    const filter = <T extends StripeObject>(values: Iterable<T>, keep: (o: T) => boolean) => [...values].filter(keep).reverse();

    if (method === 'GET' && path === '/v1/products')
      return [
        200,
        list(
          path,
          filter(store.products.values(), () => true),
          p.limit,
        ),
      ];
    if (method === 'GET' && (m = /^\/v1\/products\/([^/]+)$/.exec(path))) return [200, store.get(store.products, 'product', m[1]!)];
    if (method === 'GET' && path === '/v1/prices') {
      const keys = p.lookup_keys === undefined ? null : ([p.lookup_keys].flat() as string[]);
      const active = p.active === undefined ? null : p.active === 'true';
      const prices = filter(
        store.prices.values(),
        (x) => (!keys || keys.includes(x.lookup_key as string)) && (active === null || x.active === active),
      );
      return [200, list(path, prices, p.limit)];
    }
    if (method === 'GET' && (m = /^\/v1\/prices\/([^/]+)$/.exec(path))) return [200, store.get(store.prices, 'price', m[1]!)];
    if (method === 'POST' && path === '/v1/customers') return [200, store.createCustomer(p)];
    if (method === 'GET' && (m = /^\/v1\/customers\/([^/]+)$/.exec(path))) return [200, store.get(store.customers, 'customer', m[1]!)];
    if (method === 'POST' && path === '/v1/checkout/sessions') return [200, store.publicSession(store.createCheckoutSession(p))];
    if (method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      return [200, store.publicSession(store.get(store.sessions, 'checkout.session', m[1]!))];
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const subs = filter(
        store.subscriptions.values(),
        (s) =>
          (!p.customer || s.customer === p.customer) &&
          (p.status === 'all' || (p.status ? s.status === p.status : s.status !== 'canceled')),
      );
      return [200, list(path, subs, p.limit)];
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      if (method === 'GET') return [200, store.get(store.subscriptions, 'subscription', m[1]!)];
      if (method === 'POST') return [200, store.updateSubscription(m[1]!, p)];
      if (method === 'DELETE') return [200, store.cancelSubscription(m[1]!)];
    }
    if (method === 'GET' && path === '/v1/invoices') {
      return [
        200,
        list(
          path,
          filter(store.invoices.values(), (i) => !p.customer || i.customer === p.customer),
          p.limit,
        ),
      ];
    }
    if (method === 'GET' && (m = /^\/v1\/invoices\/([^/]+)$/.exec(path))) return [200, store.get(store.invoices, 'invoice', m[1]!)];
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (typeof p.customer !== 'string')
        throw new StripeError(400, 'invalid_request_error', 'Missing required param: customer.', { param: 'customer' });
      const customer = store.get(store.customers, 'customer', p.customer, 'customer');
      const id = newId('bps');
      const session: StripeObject = {
        id,
        object: 'billing_portal.session',
        customer: customer.id,
        return_url: typeof p.return_url === 'string' ? p.return_url : null,
        created: store.now(),
        livemode: false,
        locale: null,
        url: `${baseUrl}/p/session/${id}`,
      };
      store.portalSessions.set(id, session);
      return [200, session];
    }
    if (method === 'GET' && path === '/v1/events') {
      return [
        200,
        list(
          path,
          filter(store.events, (e) => !p.type || e.type === p.type),
          p.limit,
        ),
      ];
    }
    if (method === 'GET' && (m = /^\/v1\/events\/([^/]+)$/.exec(path))) {
      const event = store.events.find((e) => e.id === m![1]);
      if (!event) throw missing('event', m[1]!);
      return [200, event];
    }
    throw new StripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path}). This offline Stripe stand-in supports only the calls listed in its README.`,
    );
  }

  /** Hosted Checkout, portal and invoice pages (HTML forms), and invoice PDFs. */
  async function pages(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    let m: RegExpExecArray | null;
    if (req.method === 'GET' && (m = /^(\/i\/[^/]+)(\/pdf)?$/.exec(url.pathname))) {
      const invoice = store.invoiceAt(m[1]!);
      if (!invoice) return (sendHtml(res, 404, 'Invoice not found'), true);
      if (!m[2]) return (sendHtml(res, 200, invoicePage(store, invoice)), true);
      const pdf = invoicePdf(store, invoice);
      res.writeHead(200, {
        'Content-Type': 'application/pdf',
        'Content-Length': pdf.length,
        'Content-Disposition': `inline; filename="Invoice-${text(invoice.number)}.pdf"`,
        'Cache-Control': 'no-store',
      });
      res.end(pdf);
      return true;
    }
    if ((m = /^\/c\/pay\/([^/]+)$/.exec(url.pathname))) {
      const session = store.sessions.get(m[1]!);
      if (!session) return (sendHtml(res, 404, 'Checkout session not found'), true);
      if (req.method === 'GET') return (sendHtml(res, 200, checkoutPage(store, session)), true);
      if (req.method === 'POST') {
        const fields = qs.parse((await readBody(req, BODY_LIMIT)).toString('utf8'));
        try {
          store.completeCheckout(session.id, text(fields.cardnumber));
          redirect(res, String(session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', session.id));
        } catch (e) {
          if (!(e instanceof StripeError)) throw e;
          sendHtml(res, e.status, checkoutPage(store, session, e.message));
        }
        return true;
      }
    }
    if ((m = /^\/p\/session\/([^/]+)(?:\/(cancel|resume|card))?$/.exec(url.pathname))) {
      const portal = store.portalSessions.get(m[1]!);
      if (!portal) return (sendHtml(res, 404, 'Portal session not found'), true);
      if (req.method === 'GET' && !m[2]) return (sendHtml(res, 200, portalPage(store, portal)), true);
      if (req.method === 'POST' && m[2]) {
        const fields = qs.parse((await readBody(req, BODY_LIMIT)).toString('utf8'));
        const live = [...store.subscriptions.values()].find((s) => s.customer === portal.customer && s.status !== 'canceled');
        try {
          if (m[2] === 'card') store.updateCard(portal.customer as string, text(fields.cardnumber));
          else if (live) store.updateSubscription(live.id, { cancel_at_period_end: m[2] === 'cancel' });
          redirect(res, url.pathname.replace(/\/(cancel|resume|card)$/, ''));
        } catch (e) {
          if (!(e instanceof StripeError)) throw e;
          sendHtml(res, e.status, portalPage(store, portal, { error: e.message }));
        }
        return true;
      }
    }
    return false;
  }

  async function clock(req: IncomingMessage, url: URL): Promise<[number, unknown]> {
    authorized(req);
    if (req.method === 'POST' && url.pathname === '/_stand-in/clock/advance') {
      const p = await form(req, url);
      const by = text(p.by ?? p.seconds);
      const now = store.advance(parseDuration(by));
      // Answer once the webhooks this caused were delivered, so the caller sees their effect.
      await webhooks.idle();
      return [200, { object: 'test_helpers.clock', frozen_time: now, offset_seconds: store.offset }];
    }
    if (req.method === 'GET' && url.pathname === '/_stand-in/clock') {
      return [200, { object: 'test_helpers.clock', frozen_time: store.now(), offset_seconds: store.offset }];
    }
    if (req.method === 'GET' && url.pathname === '/_stand-in/webhooks') {
      await webhooks.idle();
      return [200, { object: 'list', data: webhooks.deliveries }];
    }
    throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  }

  const server = options.server ?? createStripeServer(log);
  // Like the stack's API: clients (the Stripe SDK in the functions) keep connections open between calls;
  // Node's 5 s default closes them under a client about to reuse one.
  server.keepAliveTimeout = 65_000;
  if (!server.listening) {
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(options.port ?? 0, host, () => ok());
    });
  }
  baseUrl = `http://${host}:${(server.address() as AddressInfo).port}`;
  server.serve(async (req, res, url) => {
    const answer = async () => {
      if (await pages(req, res, url)) return;
      const isApi = url.pathname.startsWith('/v1/');
      const key = req.method === 'POST' && isApi ? req.headers['idempotency-key'] : undefined;
      const cacheKey = typeof key === 'string' ? `${req.url} ${key}` : null;
      const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
      if (cached)
        return sendJson(res, cached.status, cached.body, { 'Idempotent-Replayed': 'true', 'Stripe-Version': '2026-10-28.endive' });
      let result: [number, unknown];
      try {
        result = isApi ? await api(req, url) : await clock(req, url);
      } catch (e) {
        if (e instanceof BodyTooLargeError) result = [413, new StripeError(413, 'invalid_request_error', e.message).body()];
        else if (e instanceof StripeError) result = [e.status, e.body()];
        else throw e;
      }
      if (cacheKey && result[0] < 500) idempotent.set(cacheKey, { status: result[0], body: result[1] });
      sendJson(res, result[0], result[1], { 'Request-Id': newId('req', 14), 'Stripe-Version': '2026-10-28.endive' });
    };
    try {
      await answer();
    } catch (e) {
      if (e instanceof ClientGoneError) throw e; // nobody to answer: the guard drops the connection
      log(`stripe: ${req.method} ${JSON.stringify(req.url)} failed: ${e instanceof Error ? e.stack : String(e)}`);
      if (!res.headersSent) sendJson(res, 500, new StripeError(500, 'api_error', 'An unknown error occurred').body());
      else res.end();
      return;
    }
    if (req.method !== 'GET') store.save();
  });
  return {
    url: baseUrl,
    store,
    webhooks,
    secretKey,
    webhookSecret,
    async close() {
      webhooks.close();
      await closeServer(server);
    },
  };
}
