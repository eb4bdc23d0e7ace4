// Billing tables and premium from Stripe (migration 20261123136000_billing.sql), by persona: nobody
// but the service role writes subscriptions, customers or the event log, or calls apply_stripe_event;
// a learner reads only their own subscription; the same event twice changes nothing; an older read
// of Stripe never overwrites a newer one; private.is_premium follows the subscription (active,
// trialing, past_due within the 7-day grace) or the complimentary plan, seen through posting in
// #general and reading #expert-analysis, the premium rules already in SQL.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser } from '../support/clients.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function stripeSubscription(
  id: string,
  customer: string,
  status: string,
  periodStart = nowSeconds() - DAY,
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    object: 'subscription',
    customer,
    status,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    created: periodStart,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          price: { id: 'price_TradecraftPremiumMonthly', object: 'price' },
          current_period_start: periodStart,
          current_period_end: periodStart + 30 * DAY,
        },
      ],
    },
    ...extra,
  };
}

let eventCount = 0;
async function apply(subscription: unknown, options: { eventId?: string; syncedAt?: Date } = {}) {
  const { data, error } = await p.service.rpc('apply_stripe_event', {
    event_id: options.eventId ?? `evt_${randomUUID()}`,
    event_type: 'customer.subscription.updated',
    event_created: new Date().toISOString(),
    subscription,
    synced_at: (options.syncedAt ?? new Date(Date.now() + ++eventCount)).toISOString(),
  });
  expect(error).toBeNull();
  return data as string;
}

async function customerFor(user: TestUser): Promise<string> {
  const id = `cus_${user.id.slice(0, 8)}`;
  ok(await p.service.from('billing_customers').insert({ user_id: user.id, stripe_customer_id: id }).select());
  return id;
}

/** Premium as the existing rules see it: can the user post in #general (freemium) and read #expert-analysis? */
async function premiumRules(db: SupabaseClient): Promise<boolean> {
  const post = await db
    .from('messages')
    .insert({ channel_id: 'general', body: `billing test ${randomUUID()}` })
    .select();
  const channels = ok(await db.from('channel_overview').select('id, can_read').eq('id', 'expert-analysis'));
  const canRead = channels[0]?.can_read === true;
  expect(canRead, 'posting and premium reading disagree').toBe(post.error === null);
  return canRead;
}

beforeAll(async () => {
  p = await createPersonas('billing');
}, 60_000);

describe('who may write billing state', () => {
  it('refuses every persona but the service role on subscriptions, customers and events', async () => {
    const customer = await customerFor(p.learner);
    expect(await apply(stripeSubscription('sub_guarded', customer, 'active'))).toBe('applied');
    const row = {
      id: 'sub_forged',
      user_id: p.learner.id,
      stripe_customer_id: customer,
      status: 'active',
      stripe_created: new Date().toISOString(),
      synced_at: new Date().toISOString(),
    };
    for (const who of [p.visitor, p.learner.client, p.other.client, p.premium.client, p.admin.client]) {
      refused(await who.from('billing_subscriptions').insert(row).select());
      refused(await who.from('billing_customers').insert({ user_id: p.other.id, stripe_customer_id: 'cus_forged' }).select());
      refused(await who.from('stripe_events').insert({ id: 'evt_forged', type: 'x', stripe_created: new Date().toISOString() }).select());
      refused(await who.from('billing_subscriptions').update({ status: 'canceled' }).eq('id', 'sub_guarded').select());
      refused(await who.from('billing_subscriptions').delete().eq('id', 'sub_guarded').select());
      refused(await who.from('billing_customers').update({ stripe_customer_id: 'cus_stolen' }).eq('user_id', p.learner.id).select());
      refused(
        await who.rpc('apply_stripe_event', {
          event_id: 'evt_x',
          event_type: 'x',
          event_created: new Date().toISOString(),
          subscription: row,
          synced_at: new Date().toISOString(),
        }),
      );
      refused(await who.from('stripe_events').select('id'));
    }
    const [stored] = ok(await p.service.from('billing_subscriptions').select('status').eq('id', 'sub_guarded'));
    expect(stored).toEqual({ status: 'active' });
    expect(ok(await p.service.from('billing_subscriptions').select('id').eq('id', 'sub_forged'))).toEqual([]);
  });

  it('lets a learner read only their own subscription and customer; admins read all', async () => {
    const mine = ok(await p.learner.client.from('billing_subscriptions').select('id, user_id, status').eq('user_id', p.learner.id));
    expect(mine).toEqual([{ id: 'sub_guarded', user_id: p.learner.id, status: 'active' }]);
    expect(ok(await p.learner.client.from('billing_customers').select('user_id'))).toEqual([{ user_id: p.learner.id }]);
    expect(ok(await p.other.client.from('billing_subscriptions').select('id').eq('user_id', p.learner.id))).toEqual([]);
    expect(ok(await p.other.client.from('billing_customers').select('user_id').eq('user_id', p.learner.id))).toEqual([]);
    expect(ok(await p.premium.client.from('billing_subscriptions').select('id').eq('user_id', p.learner.id))).toEqual([]);
    refused(await p.visitor.from('billing_subscriptions').select('id'));
    expect(ok(await p.admin.client.from('billing_subscriptions').select('id').eq('user_id', p.learner.id))).toEqual([
      { id: 'sub_guarded' },
    ]);
  });
});

describe('apply_stripe_event', () => {
  it('records an event once: the same event id again changes nothing', async () => {
    const user = await signUpUser('billing-dup');
    const customer = await customerFor(user);
    expect(await apply(stripeSubscription('sub_dup', customer, 'active'), { eventId: 'evt_dup_1' })).toBe('applied');
    expect(await apply(stripeSubscription('sub_dup', customer, 'canceled'), { eventId: 'evt_dup_1' })).toBe('duplicate');
    const [row] = ok(await p.service.from('billing_subscriptions').select('status, last_event_id').eq('id', 'sub_dup'));
    expect(row).toEqual({ status: 'active', last_event_id: 'evt_dup_1' });
    expect(ok(await p.service.from('stripe_events').select('id').eq('id', 'evt_dup_1'))).toHaveLength(1);
  });

  it('keeps the newest read of Stripe when an older one arrives later', async () => {
    const user = await signUpUser('billing-order');
    const customer = await customerFor(user);
    const t = Date.now();
    expect(await apply(stripeSubscription('sub_order', customer, 'canceled'), { syncedAt: new Date(t) })).toBe('applied');
    expect(await apply(stripeSubscription('sub_order', customer, 'active'), { syncedAt: new Date(t - 5_000) })).toBe('stale');
    const [row] = ok(await p.service.from('billing_subscriptions').select('status').eq('id', 'sub_order'));
    expect(row).toEqual({ status: 'canceled' });
  });

  it('records events for unknown customers without storing a subscription', async () => {
    expect(await apply(stripeSubscription('sub_stranger', 'cus_nobody', 'active'))).toBe('recorded');
    expect(ok(await p.service.from('billing_subscriptions').select('id').eq('id', 'sub_stranger'))).toEqual([]);
  });
});

describe('billing_status', () => {
  it('tells each signed-in user their own state, and a visitor nothing', async () => {
    const [learner] = ok(await p.learner.client.rpc('billing_status'));
    expect(learner).toMatchObject({
      is_premium: true,
      complimentary: false,
      subscription_id: 'sub_guarded',
      status: 'active',
      grace_ends_at: null,
    });
    const [other] = ok(await p.other.client.rpc('billing_status'));
    expect(other).toEqual({
      is_premium: false,
      complimentary: false,
      subscription_id: null,
      status: null,
      current_period_end: null,
      cancel_at_period_end: false,
      grace_ends_at: null,
    });
    const [premium] = ok(await p.premium.client.rpc('billing_status'));
    expect(premium).toMatchObject({ is_premium: true, complimentary: true, subscription_id: null });
    refused(await p.visitor.rpc('billing_status'));
  });
});

describe('premium follows the Stripe subscription', () => {
  it('active and trialing are premium; canceled, incomplete and unpaid are not', async () => {
    const user = await signUpUser('billing-status');
    const customer = await customerFor(user);
    expect(await premiumRules(user.client)).toBe(false);
    for (const [status, premium] of [
      ['incomplete', false],
      ['active', true],
      ['trialing', true],
      ['unpaid', false],
      ['canceled', false],
    ] as const) {
      expect(await apply(stripeSubscription('sub_status', customer, status))).toBe('applied');
      expect(await premiumRules(user.client), status).toBe(premium);
    }
  });

  it('past_due stays premium for the 7-day grace after the failed renewal, then not', async () => {
    const user = await signUpUser('billing-grace');
    const customer = await customerFor(user);
    const start = nowSeconds() - 2 * DAY;
    expect(await apply(stripeSubscription('sub_grace', customer, 'past_due', start))).toBe('applied');
    expect(await premiumRules(user.client)).toBe(true);
    const [status] = ok(await user.client.rpc('billing_status'));
    expect(status).toMatchObject({
      is_premium: true,
      complimentary: false,
      subscription_id: 'sub_grace',
      status: 'past_due',
      cancel_at_period_end: false,
    });
    expect(new Date(status.grace_ends_at).getTime()).toBe((start + 7 * DAY) * 1000);
    expect(await apply(stripeSubscription('sub_grace', customer, 'past_due', nowSeconds() - 8 * DAY))).toBe('applied');
    expect(await premiumRules(user.client)).toBe(false);
  });

  it('the complimentary plan an admin grants is premium with or without a subscription', async () => {
    const user = await signUpUser('billing-comp');
    const customer = await customerFor(user);
    expect(await apply(stripeSubscription('sub_comp', customer, 'canceled'))).toBe('applied');
    expect(await premiumRules(user.client)).toBe(false);
    ok(await p.service.from('subscriptions').update({ type: 'premium' }).eq('user_id', user.id).select());
    expect(await premiumRules(user.client)).toBe(true);
    expect(await premiumRules(p.premium.client)).toBe(true);
  });
});

// Invoices (migration 20261124100000_billing_invoices.sql): stored by apply_stripe_event beside the
// subscription, written by nobody else, read by their member only.
function stripeInvoice(id: string, customer: string, status: string, extra: Record<string, unknown> = {}) {
  const created = nowSeconds() - DAY;
  return {
    id,
    object: 'invoice',
    customer,
    number: `TEST${id.slice(-4).toUpperCase()}-0001`,
    status,
    billing_reason: 'subscription_create',
    currency: 'usd',
    amount_due: 4999,
    amount_paid: status === 'paid' ? 4999 : 0,
    created,
    period_start: created,
    period_end: created + 30 * DAY,
    hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
    invoice_pdf: `https://invoice.stripe.test/i/${id}/pdf`,
    parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_invoiced' } },
    status_transitions: { paid_at: status === 'paid' ? created : null },
    ...extra,
  };
}

async function applyInvoice(invoice: unknown, options: { eventId?: string; syncedAt?: Date } = {}) {
  const { data, error } = await p.service.rpc('apply_stripe_event', {
    event_id: options.eventId ?? `evt_${randomUUID()}`,
    event_type: 'invoice.paid',
    event_created: new Date().toISOString(),
    subscription: null,
    synced_at: (options.syncedAt ?? new Date(Date.now() + ++eventCount)).toISOString(),
    invoice,
  });
  expect(error).toBeNull();
  return data as string;
}

async function existingCustomer(user: TestUser): Promise<string> {
  const [row] = ok(await p.service.from('billing_customers').select('stripe_customer_id').eq('user_id', user.id));
  return row ? row.stripe_customer_id : customerFor(user);
}

describe('billing_invoices', () => {
  it('only the service role writes invoices; each member reads their own only (not other members, not admins, not visitors)', async () => {
    const customer = await existingCustomer(p.learner);
    expect(await applyInvoice(stripeInvoice('in_learner', customer, 'paid'))).toBe('applied');
    const forged = {
      id: 'in_forged',
      user_id: p.learner.id,
      stripe_customer_id: customer,
      status: 'paid',
      currency: 'usd',
      amount_due: 1,
      amount_paid: 1,
      stripe_created: new Date().toISOString(),
      synced_at: new Date().toISOString(),
    };
    for (const who of [p.visitor, p.learner.client, p.other.client, p.premium.client, p.admin.client]) {
      refused(await who.from('billing_invoices').insert(forged).select());
      refused(await who.from('billing_invoices').update({ status: 'void', amount_due: 0 }).eq('id', 'in_learner').select());
      refused(await who.from('billing_invoices').delete().eq('id', 'in_learner').select());
      refused(
        await who.rpc('apply_stripe_event', {
          event_id: 'evt_inv_x',
          event_type: 'invoice.paid',
          event_created: new Date().toISOString(),
          subscription: null,
          synced_at: new Date().toISOString(),
          invoice: stripeInvoice('in_forged', customer, 'paid'),
        }),
      );
    }
    expect(ok(await p.service.from('billing_invoices').select('id').eq('id', 'in_forged'))).toEqual([]);

    const mine = ok(
      await p.learner.client
        .from('billing_invoices')
        .select('id, user_id, number, status, amount_due, amount_paid, currency, hosted_invoice_url, invoice_pdf, subscription_id')
        .eq('user_id', p.learner.id),
    );
    expect(mine).toEqual([
      {
        id: 'in_learner',
        user_id: p.learner.id,
        number: 'TESTRNER-0001',
        status: 'paid',
        amount_due: 4999,
        amount_paid: 4999,
        currency: 'usd',
        hosted_invoice_url: 'https://invoice.stripe.test/i/in_learner',
        invoice_pdf: 'https://invoice.stripe.test/i/in_learner/pdf',
        subscription_id: 'sub_invoiced',
      },
    ]);
    for (const who of [p.other, p.premium, p.admin]) {
      expect(ok(await who.client.from('billing_invoices').select('id').eq('user_id', p.learner.id)), who.email).toEqual([]);
      expect(ok(await who.client.from('billing_invoices').select('id').eq('id', 'in_learner')), who.email).toEqual([]);
    }
    refused(await p.visitor.from('billing_invoices').select('id'));
  });

  it('the same event twice changes nothing; an older read of Stripe never overwrites a newer one', async () => {
    const user = await signUpUser('billing-invoice');
    const customer = await customerFor(user);
    const t = Date.now();
    expect(await applyInvoice(stripeInvoice('in_order', customer, 'open'), { eventId: 'evt_inv_1', syncedAt: new Date(t) })).toBe(
      'applied',
    );
    expect(await applyInvoice(stripeInvoice('in_order', customer, 'paid'), { eventId: 'evt_inv_1', syncedAt: new Date(t + 1_000) })).toBe(
      'duplicate',
    );
    expect(ok(await user.client.from('billing_invoices').select('status').eq('user_id', user.id))).toEqual([{ status: 'open' }]);
    // A failed payment's event delivered after the later paid one: the paid state stays.
    expect(await applyInvoice(stripeInvoice('in_order', customer, 'paid'), { syncedAt: new Date(t + 2_000) })).toBe('applied');
    expect(await applyInvoice(stripeInvoice('in_order', customer, 'open'), { syncedAt: new Date(t + 1_500) })).toBe('stale');
    const [row] = ok(await user.client.from('billing_invoices').select('status, amount_paid, paid_at').eq('user_id', user.id));
    expect(row).toMatchObject({ status: 'paid', amount_paid: 4999 });
    expect(row!.paid_at).not.toBeNull();
  });

  it('keeps no drafts and no invoices of unknown customers, but records their events', async () => {
    const user = await signUpUser('billing-invoice-draft');
    const customer = await customerFor(user);
    expect(await applyInvoice(stripeInvoice('in_draft', customer, 'draft'), { eventId: 'evt_inv_draft' })).toBe('recorded');
    expect(await applyInvoice(stripeInvoice('in_stranger', 'cus_nobody', 'paid'), { eventId: 'evt_inv_stranger' })).toBe('recorded');
    expect(ok(await p.service.from('billing_invoices').select('id').in('id', ['in_draft', 'in_stranger']))).toEqual([]);
    expect(ok(await p.service.from('stripe_events').select('id').in('id', ['evt_inv_draft', 'evt_inv_stranger']))).toHaveLength(2);
  });
});
