// The billing feature's public surface: what app/ and other features may import.
export { AccountScreen } from './components/account-screen.tsx';
export { BillingNotices } from './components/billing-notices.tsx';
export { CheckoutScreen } from './components/checkout-screen.tsx';
