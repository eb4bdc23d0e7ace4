// /account (signed in): the member's account and billing; Stripe's portal returns here.
import '@mantine/core/styles.layer.css';
import { AccountScreen } from '../../features/billing/components/account-screen.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

export default function AccountRoute() {
  usePageTitle('Account & billing — Tradecraft');
  return <AccountScreen />;
}
