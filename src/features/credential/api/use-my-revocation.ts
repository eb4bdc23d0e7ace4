// Whether the signed-in learner's own certificate (by its code) has been revoked by an admin.
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { credentialKeys } from './credential-keys.ts';

export interface Revocation {
  revokedAt: string;
  reason: string | null;
}

export async function fetchMyRevocation(code: string): Promise<Revocation | null> {
  const supabase = await loadSupabase();
  const { data: auth } = await supabase.auth.getSession();
  const userId = auth.session?.user.id;
  if (!userId) return null;
  const { data, error } = await supabase
    .from('certificates')
    .select('revoked_at, revocation_reason')
    .eq('user_id', userId)
    .eq('code', code)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data?.revoked_at ? { revokedAt: data.revoked_at, reason: data.revocation_reason } : null;
}

export function useMyRevocation(code: string) {
  return useQuery({ queryKey: credentialKeys.revocation(code), queryFn: () => fetchMyRevocation(code) });
}
