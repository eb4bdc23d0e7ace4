// Session, profile and plan for the whole SPA (state in use-account-state.ts), and the account
// actions. Until the auth state is known, only the loading screen renders.
import { useCallback, useMemo, type ReactNode } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';
import { AuthContext, type AuthValue, type SignUpInput } from './auth-context.ts';
import { loadAccount } from './load-account.ts';
import { rememberNextSession } from './session-storage-choice.ts';
import { saveProfile, type ProfilePatch } from './save-profile.ts';
import { useAccountState } from './use-account-state.ts';

export function AuthProvider({ children }: { children: ReactNode }) {
  const { state, setState, accountOf, connect } = useAccountState();
  const userId = state.session?.user.id ?? null;

  const signUp = useCallback(async ({ email, password, displayName }: SignUpInput) => {
    const supabase = await connect.current();
    const { data, error } = await supabase.auth.signUp({ email, password, options: { data: { display_name: displayName } } });
    if (error) throw error;
    return data.session;
  }, []);

  const signIn = useCallback(async (email: string, password: string, remember = true) => {
    const supabase = await connect.current();
    rememberNextSession(remember);
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) throw error;
  }, []);

  const verifyRecoveryCode = useCallback(async (email: string, code: string) => {
    const supabase = await connect.current();
    rememberNextSession(true);
    const { error } = await supabase.auth.verifyOtp({ email, token: code, type: 'recovery' });
    if (error) throw error;
  }, []);

  const signOut = useCallback(async () => {
    setState((s) => ({ ...s, profile: null }));
    const supabase = await connect.current();
    const { error } = await supabase.auth.signOut();
    if (error) console.warn('Sign-out failed.', error.message);
  }, []);

  const resetPassword = useCallback(async (email: string) => {
    const supabase = await connect.current();
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/reset-password` });
    if (error) throw error;
  }, []);

  const updatePassword = useCallback(async (password: string) => {
    const supabase = await connect.current();
    const { error } = await supabase.auth.updateUser({ password });
    if (error) throw error;
  }, []);

  const updateProfile = useCallback(
    async (patch: ProfilePatch) => {
      if (!userId) return;
      setState((s) => (s.profile ? { ...s, profile: { ...s.profile, ...patch } } : s));
      try {
        await saveProfile(await connect.current(), userId, patch);
      } catch (e) {
        console.warn('Could not save the profile; keeping the local change.', (e as Error).message);
      }
    },
    [userId],
  );

  const refreshProfile = useCallback(async () => {
    const user = state.session?.user;
    if (!user) return;
    const account = await loadAccount(await connect.current(), user);
    if (accountOf.current === user.id) setState((s) => ({ ...s, ...account }));
  }, [state.session]);

  const value = useMemo<AuthValue>(
    () => ({
      user: state.session?.user ?? null,
      session: state.session,
      profile: state.profile,
      plan: state.plan,
      isPremium: state.plan === 'premium',
      loading: state.loading,
      signUp,
      signIn,
      verifyRecoveryCode,
      signOut,
      resetPassword,
      updatePassword,
      updateProfile,
      refreshProfile,
    }),
    [state, signUp, signIn, verifyRecoveryCode, signOut, resetPassword, updatePassword, updateProfile, refreshProfile],
  );

  return <AuthContext.Provider value={value}>{state.loading ? <PageLoader /> : children}</AuthContext.Provider>;
}
