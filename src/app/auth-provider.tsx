// The session for the whole SPA (state in use-account-state.ts), and the account actions. Until the
// auth state is known, only the loading screen renders. The profile and plan are queries of the
// signed-in pages (lib/account/), so the public pages ship no data layer.
import { useCallback, useMemo, type ReactNode } from 'react';
import { PageLoader } from '../components/page-loader.tsx';
import { AuthContext, type AuthValue, type SignUpInput } from '../lib/auth/auth-context.ts';
import { rememberNextSession } from '../lib/auth/session-storage-choice.ts';
import { useAccountState } from '../lib/auth/use-account-state.ts';

export function AuthProvider({ children }: { children: ReactNode }) {
  const { state, connect } = useAccountState();

  const signUp = useCallback(
    async ({ email, password, displayName }: SignUpInput) => {
      const supabase = await connect.current();
      const { data, error } = await supabase.auth.signUp({ email, password, options: { data: { display_name: displayName } } });
      if (error) throw error;
      return data.session;
    },
    [connect],
  );

  const signIn = useCallback(
    async (email: string, password: string, remember = true) => {
      const supabase = await connect.current();
      rememberNextSession(remember);
      const { error } = await supabase.auth.signInWithPassword({ email, password });
      if (error) throw error;
    },
    [connect],
  );

  const verifyRecoveryCode = useCallback(
    async (email: string, code: string) => {
      const supabase = await connect.current();
      rememberNextSession(true);
      const { error } = await supabase.auth.verifyOtp({ email, token: code, type: 'recovery' });
      if (error) throw error;
    },
    [connect],
  );

  const signOut = useCallback(async () => {
    const supabase = await connect.current();
    const { error } = await supabase.auth.signOut();
    // supabase-js keeps the session when the server could not be told: the member is still signed in.
    if (error) (await import('../lib/notify.ts')).notifyError('Sign-out failed', error);
  }, [connect]);

  const resetPassword = useCallback(
    async (email: string) => {
      const supabase = await connect.current();
      const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/reset-password` });
      if (error) throw error;
    },
    [connect],
  );

  const updatePassword = useCallback(
    async (password: string) => {
      const supabase = await connect.current();
      const { error } = await supabase.auth.updateUser({ password });
      if (error) throw error;
    },
    [connect],
  );

  const value = useMemo<AuthValue>(
    () => ({
      user: state.session?.user ?? null,
      session: state.session,
      loading: state.loading,
      signUp,
      signIn,
      verifyRecoveryCode,
      signOut,
      resetPassword,
      updatePassword,
    }),
    [state, signUp, signIn, verifyRecoveryCode, signOut, resetPassword, updatePassword],
  );

  return <AuthContext.Provider value={value}>{state.loading ? <PageLoader /> : children}</AuthContext.Provider>;
}
