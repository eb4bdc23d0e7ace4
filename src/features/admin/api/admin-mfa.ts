// Two-factor verification for admin changes (supabase-js auth.mfa, TOTP). The database refuses every
// admin write from a session that is not aal2 (supabase/migrations/20261125140000_admin_mfa.sql); the
// console reads the session's level and the admin's factors to show the right step: set up a factor,
// verify with one, or nothing (aal2). After a verification supabase-js swaps in the aal2 session.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { adminKeys } from './admin-keys.ts';

export interface AdminAssurance {
  level: 'aal1' | 'aal2';
  /** The admin's verified TOTP factor, if they have set one up. */
  factorId: string | null;
}

export interface Enrollment {
  factorId: string;
  /** An SVG data URI of the otpauth:// URI, for an authenticator app to scan. */
  qrCode: string;
  /** The base32 secret, for typing into an authenticator app. */
  secret: string;
}

export async function fetchAssurance(): Promise<AdminAssurance> {
  const supabase = await loadSupabase();
  const [aal, factors] = await Promise.all([supabase.auth.mfa.getAuthenticatorAssuranceLevel(), supabase.auth.mfa.listFactors()]);
  if (aal.error) throw aal.error;
  if (factors.error) throw factors.error;
  return { level: aal.data.currentLevel === 'aal2' ? 'aal2' : 'aal1', factorId: factors.data.totp[0]?.id ?? null };
}

export function useAdminAssurance() {
  return useQuery({
    queryKey: adminKeys.assurance,
    queryFn: fetchAssurance,
    meta: { errorTitle: 'Could not check your two-factor verification' },
  });
}

/** True when the session may make admin changes (aal2). */
export function useCanChange(): boolean {
  return useAdminAssurance().data?.level === 'aal2';
}

/** Starts a new TOTP factor; unverified leftovers of an earlier attempt are removed first. */
export async function enrollFactor(): Promise<Enrollment> {
  const supabase = await loadSupabase();
  const listed = await supabase.auth.mfa.listFactors();
  if (listed.error) throw listed.error;
  for (const f of listed.data.all) {
    if (f.factor_type === 'totp' && f.status === 'unverified') {
      const { error } = await supabase.auth.mfa.unenroll({ factorId: f.id });
      if (error) throw error;
    }
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tradecraft admin' });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

export class WrongCodeError extends Error {}

/** Challenges the factor and verifies the code: the session becomes aal2. */
export async function verifyCode({ factorId, code }: { factorId: string; code: string }): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (!error) return;
  if (error.code === 'mfa_verification_failed' || /invalid totp/i.test(error.message)) {
    throw new WrongCodeError('That code did not match. Enter the code your authenticator app shows now (it changes every 30 seconds).');
  }
  throw error;
}

export function useEnrollFactor() {
  return useMutation({ mutationFn: enrollFactor });
}

export function useVerifyCode() {
  const client = useQueryClient();
  return useMutation({ mutationFn: verifyCode, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}
