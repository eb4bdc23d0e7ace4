// billing-checkout: a signed-in learner starts paying for premium. Answers the URL of a Stripe
// Checkout Session in subscription mode for the one premium price, which the server picks — the
// request body is ignored, so nobody can choose a price or start a checkout for someone else. The
// learner's Stripe customer is created once and remembered in billing_customers.
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { corsHeaders } from '../_shared/cors.ts';
import { errorResponse, json } from '../_shared/http.ts';
import { clientForCaller, serviceClient } from '../_shared/supabase.ts';
import { premiumPrice, siteUrl, stripeClient, type Stripe } from '../_shared/stripe.ts';

const stripe = stripeClient();
const service = serviceClient();

/** The caller's Stripe customer: the remembered one, else a new one (same idempotency key per user). */
async function customerFor(stripe: Stripe, user: User): Promise<string> {
  const known = await service.from('billing_customers').select('stripe_customer_id').eq('user_id', user.id).maybeSingle();
  if (known.error) throw new Error(known.error.message);
  if (known.data) return known.data.stripe_customer_id as string;
  const customer = await stripe.customers.create(
    { email: user.email, metadata: { user_id: user.id } },
    { idempotencyKey: `tradecraft-customer-${user.id}` },
  );
  const saved = await service
    .from('billing_customers')
    .upsert({ user_id: user.id, stripe_customer_id: customer.id }, { onConflict: 'user_id', ignoreDuplicates: true });
  if (saved.error) throw new Error(saved.error.message);
  const stored = await service.from('billing_customers').select('stripe_customer_id').eq('user_id', user.id).single();
  if (stored.error) throw new Error(stored.error.message);
  return stored.data.stripe_customer_id as string;
}

async function hasLiveSubscription(db: SupabaseClient, userId: string): Promise<boolean> {
  const { data, error } = await db
    .from('billing_subscriptions')
    .select('id')
    .eq('user_id', userId)
    .in('status', ['active', 'trialing', 'past_due', 'unpaid'])
    .limit(1);
  if (error) throw new Error(error.message);
  return data.length > 0;
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'POST') return errorResponse(405, 'Use POST');

  const db = clientForCaller(req);
  const { data: auth, error: authError } = await db.auth.getUser();
  if (authError || !auth.user) return errorResponse(401, 'Sign in to upgrade to premium');
  const user = auth.user;

  try {
    if (await hasLiveSubscription(db, user.id)) {
      return errorResponse(409, 'You already have a premium subscription. Use Manage billing to change it.');
    }
    const [customer, price] = await Promise.all([customerFor(stripe, user), premiumPrice(stripe)]);
    const app = siteUrl();
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      line_items: [{ price, quantity: 1 }],
      subscription_data: { metadata: { user_id: user.id } },
      success_url: `${app}/dashboard?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${app}/pricing?checkout=canceled`,
    });
    return json({ id: session.id, url: session.url });
  } catch (e) {
    console.error(`billing-checkout for ${user.id} failed:`, (e as Error).message);
    return errorResponse(502, 'Could not start the checkout, please try again');
  }
});
