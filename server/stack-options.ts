// What Tradecraft plugs into the embedded Supabase stand-in (`supabase-stand-in`, stack/): the secret
// its Edge Functions sign certificates with and what it sells on the offline Stripe stand-in. Every
// place that starts a stack for the app (npm start, npm run dev, npm run stack, the tests and benches)
// passes these options; the stand-in itself knows nothing of the app.
import { resolve } from 'node:path';
import type { StartOptions, StripeCatalog } from 'supabase-stand-in';
import { credentialKey } from './credential-key.ts';

/** Premium, $49.99 a month, found by the billing functions through its lookup key. */
export const stripeCatalog: StripeCatalog = {
  business: 'Tradecraft',
  products: [
    {
      id: 'prod_TradecraftPremium',
      name: 'Tradecraft Premium',
      description: 'Premium channels, posting in every channel and live sessions.',
      price: {
        id: 'price_TradecraftPremiumMonthly',
        lookupKey: 'tradecraft_premium_monthly',
        nickname: 'Premium monthly',
        currency: 'usd',
        unitAmount: 4999,
        interval: 'month',
      },
    },
  ],
};

export const appStackOptions: Pick<StartOptions, 'functionSecrets' | 'stripeCatalog' | 'stripeWebhookFunction'> = {
  // The certificate issuer's key: kept beside the database like the mailbox and storage (a temporary
  // database gets a key for this run only); supabase/functions/.env's CREDENTIAL_SIGNING_KEY wins.
  functionSecrets: ({ dir, secrets, log }): Record<string, string> =>
    secrets.CREDENTIAL_SIGNING_KEY
      ? {}
      : { CREDENTIAL_SIGNING_KEY: credentialKey(dir && resolve(dir, 'credential-signing-key.json'), log) },
  stripeCatalog,
  stripeWebhookFunction: 'stripe-webhook',
};
