// /checkout (signed in): on to Stripe Checkout for Community Access.
import '@mantine/core/styles.layer.css';
import { CheckoutScreen } from '../../features/billing/components/checkout-screen.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

export default function CheckoutRoute() {
  usePageTitle('Checkout — Tradecraft');
  return <CheckoutScreen />;
}
