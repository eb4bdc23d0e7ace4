// The public page's own check of a certificate's signed credential: the issuer's published keys
// (issuer function, JWKS) and the signature verified here in the browser, not taken on trust.
import { useQuery } from '@tanstack/react-query';
import type { JSONWebKeySet } from 'jose';
import { env } from '../../../config/env.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import type { CredentialCheck } from '../lib/verify-credential.ts';
import { credentialKeys } from './credential-keys.ts';
import { functionErrorMessage } from '../../../lib/function-error.ts';

export async function fetchIssuerKeys(): Promise<JSONWebKeySet> {
  const supabase = await loadSupabase();
  const result = await supabase.functions.invoke<JSONWebKeySet>('issuer/jwks', { method: 'GET' });
  if (result.error || !result.data) throw new Error(await functionErrorMessage(result.error));
  return result.data;
}

export interface CheckInput {
  code: string;
  credential: string;
  holderName: string;
  issuedAt: string;
}

export async function checkCredential(input: CheckInput): Promise<CredentialCheck> {
  const [{ verifyCredential, issuerIdFor }, jwks] = await Promise.all([import('../lib/verify-credential.ts'), fetchIssuerKeys()]);
  return verifyCredential(input.credential, jwks, {
    issuer: issuerIdFor(env.supabaseUrl),
    holderName: input.holderName,
    issuedAt: input.issuedAt,
  });
}

export function useCredentialCheck(input: CheckInput | null) {
  return useQuery({
    queryKey: credentialKeys.check(input?.code ?? '', input?.credential ?? ''),
    queryFn: () => checkCredential(input!),
    enabled: input !== null,
    staleTime: 5 * 60_000,
  });
}
