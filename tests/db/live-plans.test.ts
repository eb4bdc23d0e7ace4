// Plan changes arrive live through Realtime (subscriptions are in supabase_realtime), and each member
// hears only of their own subscription row: another learner listening to the same table gets nothing.
// The same for Stripe subscriptions (billing_subscriptions, published by 20261123136100_billing_changes_live.sql).
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, subscribed, waitFor } from '../support/realtime.ts';
import { createPersonas, ok, type Personas } from './personas.ts';

let p: Personas;
const listening: SupabaseClient[] = [];

beforeAll(async () => {
  p = await createPersonas('plans');
});
afterAll(async () => {
  for (const c of listening) await c.removeAllChannels();
});

async function listen(c: SupabaseClient, name: string): Promise<Record<string, unknown>[]> {
  const seen: Record<string, unknown>[] = [];
  listening.push(c);
  await subscribed(
    c.channel(name).on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'subscriptions' }, (e) => seen.push(e.new)),
  );
  return seen;
}

describe('live plan changes', () => {
  it('reach the member whose plan changed, and no other learner', async () => {
    const learnerHears = await listen(p.learner.client, 'plans-learner');
    const otherHears = await listen(p.other.client, 'plans-other');
    ok(await p.service.from('subscriptions').update({ type: 'premium' }).eq('user_id', p.learner.id).select());

    await waitFor(
      () => learnerHears.some((r) => r.user_id === p.learner.id && r.type === 'premium'),
      5000,
      "the learner's own plan change",
    );
    await sleep(300);
    expect(otherHears).toEqual([]);
    ok(await p.service.from('subscriptions').update({ type: 'free' }).eq('user_id', p.learner.id).select());
  });
});

describe('live billing changes', () => {
  it('reach the member whose Stripe subscription changed, and no other learner (billing_subscriptions is published)', async () => {
    const heard = (c: SupabaseClient, name: string) => {
      const seen: Record<string, unknown>[] = [];
      listening.push(c);
      return subscribed(
        c.channel(name).on('postgres_changes', { event: '*', schema: 'public', table: 'billing_subscriptions' }, (e) => seen.push(e.new)),
      ).then(() => seen);
    };
    const learnerHears = await heard(p.learner.client, 'billing-learner');
    const otherHears = await heard(p.other.client, 'billing-other');
    const id = `sub_live_${Math.random().toString(36).slice(2, 10)}`;
    const now = new Date().toISOString();
    ok(
      await p.service
        .from('billing_subscriptions')
        .insert({ id, user_id: p.learner.id, stripe_customer_id: 'cus_live', status: 'active', stripe_created: now, synced_at: now })
        .select(),
    );

    await waitFor(() => learnerHears.some((r) => r.id === id && r.status === 'active'), 5000, "the learner's own subscription");
    await sleep(300);
    expect(otherHears).toEqual([]);
    ok(await p.service.from('billing_subscriptions').delete().eq('id', id).select());
  });
});
