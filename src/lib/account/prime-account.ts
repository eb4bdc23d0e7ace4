// Reads the signed-in user's profile and plan into the query cache before the app renders for them,
// so no screen renders against a half-known account. Loaded by the AuthProvider only once a session
// exists, so a signed-out visitor never downloads the data layer.
import type { User } from '@supabase/supabase-js';
import { startEarlyReads } from '../query/early-reads.ts';
import { queryClient } from '../query/query-client.ts';
import { billingQuery } from './fetch-billing.ts';
import { profileQuery } from './fetch-profile.ts';

/** A new user starts from an empty cache: nothing read for the previous one is ever shown. */
export async function primeAccount(user: User): Promise<void> {
  queryClient.clear();
  // The opening page's own reads go out with these, not after the first render.
  startEarlyReads(queryClient, user.id);
  await Promise.all([queryClient.fetchQuery(profileQuery(user)), queryClient.fetchQuery(billingQuery(user.id))]);
}

/** After sign-out, what was read for the user leaves memory. */
export function forgetAccount(): void {
  queryClient.clear();
}
