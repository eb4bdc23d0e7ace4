// The `{ error }` message an Edge Function answered, or a plain network failure.
import { FunctionsHttpError } from '@supabase/supabase-js';

export async function functionErrorMessage(error: unknown): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    const body = (await (error.context as Response).json().catch(() => null)) as { error?: string; message?: string } | null;
    if (body?.error ?? body?.message) return (body.error ?? body.message)!;
  }
  return 'Could not reach the server, please try again';
}
