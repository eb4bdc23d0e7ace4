// billing-portal: a member manages their subscription (cancel, resume, change card) on Stripe's
// customer portal. Answers the URL of a portal session for the caller's own Stripe customer.
import { corsHeaders } from '../_shared/cors.ts';
import { errorResponse, json } from '../_shared/http.ts';
import { clientForCaller } from '../_shared/supabase.ts';
import { siteUrl, stripeClient } from '../_shared/stripe.ts';

const stripe = stripeClient();

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'POST') return errorResponse(405, 'Use POST');

  const db = clientForCaller(req);
  const { data: auth, error: authError } = await db.auth.getUser();
  if (authError || !auth.user) return errorResponse(401, 'Sign in to manage billing');
  const userId = auth.user.id;

  const { data: customer, error } = await db.from('billing_customers').select('stripe_customer_id').eq('user_id', userId).maybeSingle();
  if (error) return errorResponse(500, 'Could not read your billing account');
  if (!customer) return errorResponse(404, 'You have no billing account yet: upgrade to premium first');

  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: customer.stripe_customer_id as string,
      return_url: `${siteUrl()}/account`,
    });
    return json({ url: session.url });
  } catch (e) {
    console.error(`billing-portal for ${userId} failed:`, (e as Error).message);
    return errorResponse(502, 'Could not open billing, please try again');
  }
});
