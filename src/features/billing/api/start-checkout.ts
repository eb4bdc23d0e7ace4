// Starts Stripe Checkout for Community Access: billing-checkout creates a Checkout Session for the
// signed-in member (the server picks the price; the browser sends nothing) and answers its hosted
// page's URL, where the browser goes next. Refusals (409 already subscribed) are shown in place by
// the checkout screen, which offers Manage billing instead.
import { useMutation } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { billingErrorOf } from '../lib/function-error.ts';

export async function startCheckout(): Promise<string> {
  const supabase = await loadSupabase();
  const result = await supabase.functions.invoke<{ id: string; url: string }>('billing-checkout', { method: 'POST' });
  if (result.error || !result.data) throw await billingErrorOf(result.error);
  return result.data.url;
}

export function useStartCheckout() {
  // replace: Back from Stripe's page returns to where the member clicked, not to /checkout (which would start again).
  return useMutation({ mutationFn: startCheckout, onSuccess: (url) => window.location.replace(url) });
}
