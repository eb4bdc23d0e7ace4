// Session, profile and plan for the whole SPA. supabase-js reports every change through
// onAuthStateChange; INITIAL_SESSION (always the first event) ends the loading state once the
// profile of a signed-in user has been read, so nothing renders against a half-known account.
// A visitor with no session anywhere (see may-have-session.ts) is known to be signed out at once,
// so the public pages paint without waiting for supabase-js to download.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Session } from '@supabase/supabase-js';
import { PageLoader } from '../../components/page-loader.tsx';
import { AuthContext, type AuthValue, type Plan, type Profile, type SignUpInput } from './auth-context.ts';
import { loadAccount } from './load-account.ts';
import { loadSupabase } from './load-supabase.ts';
import { mayHaveSession } from './may-have-session.ts';
import { saveProfile, type ProfilePatch } from './save-profile.ts';

interface AccountState {
  loading: boolean;
  session: Session | null;
  profile: Profile | null;
  plan: Plan;
}

const SIGNED_OUT: AccountState = { loading: false, session: null, profile: null, plan: 'free' };
const LOADING: AccountState = { ...SIGNED_OUT, loading: true };

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AccountState>(() => (mayHaveSession() ? LOADING : SIGNED_OUT));
  const accountOf = useRef<string | null>(null);

  useEffect(() => {
    let latest = 0;
    let unsubscribe: (() => void) | null = null;
    let closed = false;
    loadSupabase().then(
      (supabase) => {
        if (closed) return;
        const { data } = supabase.auth.onAuthStateChange((_event, session) => {
          const run = ++latest;
          const user = session?.user ?? null;
          if (!user) {
            accountOf.current = null;
            setState(SIGNED_OUT);
            return;
          }
          if (user.id === accountOf.current) {
            setState((s) => ({ ...s, session }));
            return;
          }
          // supabase-js holds its auth lock while it runs this callback; a database call made inside
          // it would wait on that lock, so the profile is read on the next tick.
          setTimeout(async () => {
            const account = await loadAccount(supabase, user);
            if (run !== latest) return;
            accountOf.current = user.id;
            setState({ loading: false, session, ...account });
          }, 0);
        });
        unsubscribe = () => data.subscription.unsubscribe();
      },
      (e: Error) => {
        // The client's code could not be fetched (offline, or a deploy replaced it): treat the visitor
        // as signed out; the account screens report the failure when they try to reach the server.
        console.error('Could not load the Supabase client', e);
        setState(SIGNED_OUT);
      },
    );
    return () => {
      closed = true;
      unsubscribe?.();
    };
  }, []);

  const userId = state.session?.user.id ?? null;

  const signUp = useCallback(async ({ email, password, displayName }: SignUpInput) => {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.auth.signUp({ email, password, options: { data: { display_name: displayName } } });
    if (error) throw error;
    return data.session;
  }, []);

  const signIn = useCallback(async (email: string, password: string) => {
    const supabase = await loadSupabase();
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) throw error;
  }, []);

  const signOut = useCallback(async () => {
    setState((s) => ({ ...s, profile: null }));
    const supabase = await loadSupabase();
    const { error } = await supabase.auth.signOut();
    if (error) console.warn('Sign-out failed.', error.message);
  }, []);

  const resetPassword = useCallback(async (email: string) => {
    const supabase = await loadSupabase();
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/reset-password` });
    if (error) throw error;
  }, []);

  const updatePassword = useCallback(async (password: string) => {
    const supabase = await loadSupabase();
    const { error } = await supabase.auth.updateUser({ password });
    if (error) throw error;
  }, []);

  const updateProfile = useCallback(
    async (patch: ProfilePatch) => {
      if (!userId) return;
      setState((s) => (s.profile ? { ...s, profile: { ...s.profile, ...patch } } : s));
      try {
        await saveProfile(await loadSupabase(), userId, patch);
      } catch (e) {
        console.warn('Could not save the profile; keeping the local change.', (e as Error).message);
      }
    },
    [userId],
  );

  const refreshProfile = useCallback(async () => {
    const user = state.session?.user;
    if (!user) return;
    const account = await loadAccount(await loadSupabase(), user);
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
      signOut,
      resetPassword,
      updatePassword,
      updateProfile,
      refreshProfile,
    }),
    [state, signUp, signIn, signOut, resetPassword, updatePassword, updateProfile, refreshProfile],
  );

  return <AuthContext.Provider value={value}>{state.loading ? <PageLoader /> : children}</AuthContext.Provider>;
}
