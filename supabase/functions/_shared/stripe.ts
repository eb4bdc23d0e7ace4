// The Stripe client every billing function uses: the official SDK over fetch (Deno), with the
// secret key from STRIPE_SECRET_KEY. Offline, STRIPE_API_BASE points it at the stack's Stripe
// stand-in (`npm start` sets it); unset, it talks to api.stripe.com.
import Stripe from 'stripe';
import { env } from './supabase.ts';

export { Stripe };

/** The premium price's lookup key: the server picks the price, never the browser. */
export const PREMIUM_LOOKUP_KEY = 'tradecraft_premium_monthly';

export function stripeClient(): Stripe {
  const base = Deno.env.get('STRIPE_API_BASE');
  const url = base ? new URL(base) : null;
  return new Stripe(env('STRIPE_SECRET_KEY'), {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    appInfo: { name: 'tradecraft' },
    ...(url && {
      host: url.hostname,
      port: url.port || (url.protocol === 'https:' ? 443 : 80),
      protocol: url.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** The one premium price: STRIPE_PREMIUM_PRICE when set, else the active price with our lookup key. */
export async function premiumPrice(stripe: Stripe): Promise<string> {
  const configured = Deno.env.get('STRIPE_PREMIUM_PRICE');
  if (configured) return configured;
  const { data } = await stripe.prices.list({ lookup_keys: [PREMIUM_LOOKUP_KEY], active: true, limit: 1 });
  if (!data[0]) throw new Error(`No active Stripe price has the lookup key ${PREMIUM_LOOKUP_KEY}`);
  return data[0].id;
}

/** Where Stripe sends the member back to: the app's own URL (SITE_URL), never one the browser chose. */
export function siteUrl(): string {
  return (Deno.env.get('SITE_URL') ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
}
