// Public check of a certificate code through `verify_certificate` (visitors may call it; 10 a minute):
// the certificate, whether it was revoked, and its signed credential when there is one.
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { trainingKeys } from './training-keys.ts';

export interface FoundCertificate {
  status: 'valid' | 'revoked';
  code: string;
  holderName: string;
  issuedAt: string;
  revokedAt: string | null;
  revocationReason: string | null;
  /** The signed Open Badges credential (VC-JWT); null until the holder's certificate is signed. */
  credential: string | null;
}

export type Verification = FoundCertificate | { status: 'unknown'; code: string };

export async function verifyCertificate(code: string): Promise<Verification> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('verify_certificate', { code }).single();
  if (error) throw new Error(error.message);
  if (data.holder_name === null || data.issued_at === null) return { status: 'unknown', code: data.certificate_code };
  return {
    status: data.revoked_at ? 'revoked' : 'valid',
    code: data.certificate_code,
    holderName: data.holder_name,
    issuedAt: data.issued_at,
    revokedAt: data.revoked_at,
    revocationReason: data.revocation_reason,
    credential: data.credential,
  };
}

/** The page shows a failure itself. */
export function useVerifyCertificate(code: string) {
  return useQuery({ queryKey: trainingKeys.verification(code), queryFn: () => verifyCertificate(code) });
}
