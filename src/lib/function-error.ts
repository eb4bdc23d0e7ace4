// What an Edge Function said when it refused: its HTTP status and its `{ error }` (or `{ message }`)
// text, or a plain "could not reach" when there was no answer (supabase-js's FunctionsFetchError,
// FunctionsRelayError). One reading for every caller of supabase.functions.invoke.
import { FunctionsHttpError } from '@supabase/supabase-js';

export interface FunctionFailure {
  message: string;
  /** The function's HTTP status; null when it was not reached. */
  status: number | null;
}

export const UNREACHABLE = 'Could not reach the server, please try again';

export async function readFunctionError(error: unknown): Promise<FunctionFailure> {
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body = (await response.json().catch(() => null)) as { error?: unknown; message?: unknown } | null;
    const said = typeof body?.error === 'string' ? body.error : typeof body?.message === 'string' ? body.message : null;
    return { message: said || `The server answered ${response.status}`, status: response.status };
  }
  return { message: UNREACHABLE, status: null };
}

export async function functionErrorMessage(error: unknown): Promise<string> {
  return (await readFunctionError(error)).message;
}
