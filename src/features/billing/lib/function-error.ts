// What a billing Edge Function said when it refused: its HTTP status and its `{ error }` message
// (see supabase/functions/billing-*), or a plain "could not reach" when there was no answer.
import { FunctionsHttpError } from '@supabase/supabase-js';

export class BillingError extends Error {
  constructor(
    message: string,
    /** The function's HTTP status (409 already subscribed, 404 no billing account); null when unreachable. */
    readonly status: number | null,
  ) {
    super(message);
  }
}

export async function billingErrorOf(error: unknown): Promise<BillingError> {
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body = (await response.json().catch(() => null)) as { error?: string; message?: string } | null;
    return new BillingError(body?.error ?? body?.message ?? `The server answered ${response.status}`, response.status);
  }
  return new BillingError('Could not reach the server, please try again', null);
}
