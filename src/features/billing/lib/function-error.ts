// What a billing Edge Function said when it refused: its HTTP status and its `{ error }` message
// (see supabase/functions/billing-*), or a plain "could not reach" when there was no answer.
import { readFunctionError } from '../../../lib/function-error.ts';

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
  const { message, status } = await readFunctionError(error);
  return new BillingError(message, status);
}
