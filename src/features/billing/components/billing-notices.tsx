// Billing news at the top of the dashboard: the confirmation after Stripe Checkout returns
// (`?checkout=success`, once premium is readable — channels and posting unlock with it, no reload),
// and while a renewal has failed, the past-due banner with the end of the grace period and a way to
// the portal to update the card. Their code (billing-news.tsx) loads only when one of them is due.
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useAccount } from '../../../lib/account/use-account.ts';

const news = () => import('./billing-news.tsx');
const CheckoutReturn = lazy(() => news().then((m) => ({ default: m.CheckoutReturn })));
const PastDueBanner = lazy(() => news().then((m) => ({ default: m.PastDueBanner })));

export function BillingNotices() {
  const { billing } = useAccount({ live: false }); // shown in the dashboard, which keeps the plan live
  const [params] = useSearchParams();
  return (
    <Suspense fallback={null}>
      {params.get('checkout') === 'success' && <CheckoutReturn />}
      {billing?.status === 'past_due' && <PastDueBanner graceEndsAt={billing.grace_ends_at} />}
    </Suspense>
  );
}
