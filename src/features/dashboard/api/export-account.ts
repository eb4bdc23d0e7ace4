// Asks the account-export Edge Function for everything Tradecraft keeps about the signed-in member
// (supabase-js sends their JWT, so the function reads as them) and returns it as a JSON file.
import { useMutation } from '@tanstack/react-query';
import { functionErrorMessage } from '../../../lib/function-error.ts';
import { supabase } from '../../../lib/supabase.ts';

export interface AccountExportFile {
  filename: string;
  blob: Blob;
}

export class ExportError extends Error {}

export async function exportAccount(): Promise<AccountExportFile> {
  const result = await supabase.functions.invoke<unknown>('account-export', { method: 'GET' });
  if (result.error) throw new ExportError(await functionErrorMessage(result.error));
  const { data, response } = result;
  const named = /filename="([^"]+)"/.exec(response?.headers.get('Content-Disposition') ?? '')?.[1];
  return {
    filename: named ?? `tradecraft-data-${new Date().toISOString().slice(0, 10)}.json`,
    blob: new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  };
}

/** "Download my data" as a mutation: a refusal is shown by the mutation cache under `errorTitle`. */
export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount, meta: { errorTitle: 'Could not download your data' } });
}
