// Public check of a certificate code through `verify_certificate` (visitors may call it).
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { trainingKeys } from './training-keys.ts';

export type Verification = { status: 'valid'; code: string; holderName: string; issuedAt: string } | { status: 'unknown'; code: string };

export async function verifyCertificate(code: string): Promise<Verification> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('verify_certificate', { code }).single();
  if (error) throw new Error(error.message);
  if (!data.valid) return { status: 'unknown', code: data.certificate_code };
  return { status: 'valid', code: data.certificate_code, holderName: data.holder_name, issuedAt: data.issued_at };
}

/** The page shows a failure itself. */
export function useVerifyCertificate(code: string) {
  return useQuery({ queryKey: trainingKeys.verification(code), queryFn: () => verifyCertificate(code) });
}
