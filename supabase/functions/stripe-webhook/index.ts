// stripe-webhook: Stripe tells us a subscription or an invoice changed. The signature is checked with
// the official SDK before anything in the body is believed (forged or stale → 400, nothing written).
// Every event is recorded once by its id, so a replay or duplicate delivery changes nothing. Events
// may arrive in any order, so the event is only a hint: the current state of the subscription and of
// the invoice it is about is read back from Stripe and stored (an older read never overwrites a newer
// one), all through the service role.
import { errorResponse, json } from '../_shared/http.ts';
import { env, serviceClient } from '../_shared/supabase.ts';
import { Stripe, stripeClient } from '../_shared/stripe.ts';

const stripe = stripeClient();
const cryptoProvider = Stripe.createSubtleCryptoProvider();
const db = serviceClient();

const idOf = (value: unknown) =>
  typeof value === 'string' ? value : typeof (value as { id?: unknown })?.id === 'string' ? (value as { id: string }).id : null;

/** The invoice an event is about: an invoice event's own, or the first invoice of a completed checkout. */
function invoiceOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (object.object === 'invoice') return idOf(object.id);
  if (object.object === 'checkout.session') return idOf(object.invoice);
  return null;
}

/** The subscription an event is about, for the events that can change one. */
function subscriptionOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (object.object) {
    case 'subscription':
      return idOf(object.id);
    case 'checkout.session':
      return object.mode === 'subscription' ? idOf(object.subscription) : null;
    case 'invoice': {
      const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null;
      return idOf(parent?.subscription_details?.subscription) ?? idOf(object.subscription);
    }
    default:
      return null;
  }
}

Deno.serve(async (req) => {
  if (req.method !== 'POST') return errorResponse(405, 'Use POST');
  const signature = req.headers.get('Stripe-Signature');
  if (!signature) return errorResponse(400, 'Missing Stripe-Signature header');
  const body = await req.text();

  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(body, signature, env('STRIPE_WEBHOOK_SECRET'), undefined, cryptoProvider);
  } catch (e) {
    return errorResponse(400, `Webhook signature verification failed: ${(e as Error).message}`);
  }

  // Seen before: answer 200 at once (Stripe stops retrying) without asking Stripe again.
  const seen = await db.from('stripe_events').select('id').eq('id', event.id).maybeSingle();
  if (seen.error) return errorResponse(500, 'Could not read the event log');
  if (seen.data) return json({ received: true, result: 'duplicate' });

  const subscriptionId = subscriptionOf(event);
  const invoiceId = invoiceOf(event);
  let subscription: Stripe.Subscription | null = null;
  let invoice: Stripe.Invoice | null = null;
  const syncedAt = new Date().toISOString();
  try {
    [subscription, invoice] = await Promise.all([
      subscriptionId ? stripe.subscriptions.retrieve(subscriptionId) : null,
      invoiceId ? stripe.invoices.retrieve(invoiceId) : null,
    ]);
  } catch (e) {
    // Not recorded: Stripe retries the delivery later.
    console.error(`stripe-webhook: cannot read ${subscriptionId ?? ''} ${invoiceId ?? ''} for ${event.id}:`, (e as Error).message);
    return errorResponse(502, 'Could not read the subscription or invoice from Stripe');
  }

  const { data: result, error } = await db.rpc('apply_stripe_event', {
    event_id: event.id,
    event_type: event.type,
    event_created: new Date(event.created * 1000).toISOString(),
    subscription,
    synced_at: syncedAt,
    invoice,
  });
  if (error) {
    console.error(`stripe-webhook: storing ${event.id} failed:`, error.message);
    return errorResponse(500, 'Could not store the event');
  }
  return json({ received: true, result });
});
