// Who may open which route: sign-in pages are for signed-out visitors, the dashboard for signed-in
// users. The auth state is already resolved here: the AuthProvider renders only the loading screen
// until it is.
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { useAuth } from '../lib/auth/use-auth.ts';

interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/**
 * Signed-out visitors only; a signed-in user goes on to where they were heading, else /dashboard.
 * `?next=checkout` (from 'Start with Community Access') carries the intent to pay through sign-up or
 * sign-in: the new member goes on to Stripe Checkout.
 */
export function SignedOutOnly() {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return <Outlet />;
  const from = (location.state as FromState | null)?.from;
  const next = new URLSearchParams(location.search).get('next') === 'checkout' ? '/checkout' : '/dashboard';
  const target = from ? `${from.pathname}${from.search}${from.hash}` : next;
  return <Navigate to={target} replace />;
}

/** Signed-in users only; visitors go to /login, which sends them back here after signing in. */
export function SignedInOnly() {
  const { user } = useAuth();
  const location = useLocation();
  if (user) return <Outlet />;
  const from = { pathname: location.pathname, search: location.search, hash: location.hash };
  return <Navigate to="/login" replace state={{ from } satisfies FromState} />;
}
