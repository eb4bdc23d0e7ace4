// After Stripe Checkout returns (`/dashboard?checkout=success`), premium follows as soon as Stripe's
// webhook has been stored. Realtime on billing_subscriptions usually brings it first; this reads
// billing_status() again a few times meanwhile, so a missed or slow change cannot leave the member
// locked out until a reload. Resolves true once the database counts them as premium.
import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/account/account-keys.ts';
import type { BillingStatus } from '../../../lib/account/fetch-billing.ts';

const TRIES = 20;
const EVERY_MS = 1500;

export async function awaitPremium(queryClient: QueryClient, userId: string): Promise<boolean> {
  const queryKey = accountKeys.billing(userId);
  for (let i = 0; i < TRIES; i++) {
    await queryClient.refetchQueries({ queryKey });
    if (queryClient.getQueryData<BillingStatus>(queryKey)?.is_premium) return true;
    await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
  }
  return false;
}
