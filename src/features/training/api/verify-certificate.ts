// Public check of a certificate code through `verify_certificate` (visitors may call it).
import { useEffect, useState } from 'react';
import { supabase } from '../../../lib/supabase.ts';

export type Verification =
  | { status: 'checking' }
  | { status: 'valid'; code: string; holderName: string; issuedAt: string }
  | { status: 'unknown'; code: string }
  | { status: 'failed'; message: string };

export async function verifyCertificate(code: string): Promise<Verification> {
  const { data, error } = await supabase.rpc('verify_certificate', { code }).single();
  if (error) return { status: 'failed', message: error.message };
  if (!data.valid) return { status: 'unknown', code: data.certificate_code };
  return { status: 'valid', code: data.certificate_code, holderName: data.holder_name, issuedAt: data.issued_at };
}

export function useVerifyCertificate(code: string): Verification {
  const [verification, setVerification] = useState<Verification>({ status: 'checking' });
  useEffect(() => {
    let live = true;
    // Back to loading when the input changes. (Replaced by the TanStack Query data layer, issue 11.)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setVerification({ status: 'checking' });
    void verifyCertificate(code).then((v) => live && setVerification(v));
    return () => {
      live = false;
    };
  }, [code]);
  return verification;
}
