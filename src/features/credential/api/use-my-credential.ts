// The signed-in learner's signed credential: certificate-credential signs their certificate the first
// time it is asked (and answers the stored one after), so the certificate screen asks as it opens.
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { credentialKeys } from './credential-keys.ts';
import { functionErrorMessage } from '../../../lib/function-error.ts';

export interface MyCredential {
  code: string;
  credential: string;
}

export async function fetchMyCredential(): Promise<MyCredential> {
  const supabase = await loadSupabase();
  const result = await supabase.functions.invoke<MyCredential>('certificate-credential', { method: 'POST' });
  if (result.error || !result.data) throw new Error(await functionErrorMessage(result.error));
  return result.data;
}

/** For the certificate the learner holds (by its code); the stored credential never changes. */
export function useMyCredential(code: string) {
  return useQuery({ queryKey: credentialKeys.mine(code), queryFn: fetchMyCredential, staleTime: Infinity, retry: 1 });
}
