// The account state behind AuthProvider: session, profile and plan, kept in step with supabase-js
// through onAuthStateChange. INITIAL_SESSION (always the first event) ends the loading state once the
// profile of a signed-in user has been read, so nothing renders against a half-known account.
// A visitor with no session anywhere (see may-have-session.ts) is known to be signed out at once, so
// the public pages paint without supabase-js, which is fetched only when it is needed.
import { useEffect, useRef, useState } from 'react';
import type { Session } from '@supabase/supabase-js';
import type { Plan, Profile } from './auth-context.ts';
import { loadAccount } from './load-account.ts';
import { loadSupabase, type Supabase } from './load-supabase.ts';
import { mayHaveSession } from './may-have-session.ts';

export interface AccountState {
  loading: boolean;
  session: Session | null;
  profile: Profile | null;
  plan: Plan;
}

const SIGNED_OUT: AccountState = { loading: false, session: null, profile: null, plan: 'free' };
const LOADING: AccountState = { ...SIGNED_OUT, loading: true };

export function useAccountState() {
  const [state, setState] = useState<AccountState>(() => (mayHaveSession() ? LOADING : SIGNED_OUT));
  const accountOf = useRef<string | null>(null);

  // Resolves with the client once this provider listens to it. Started at once when a session may
  // exist; for a visitor who certainly has none, only when they act (sign in, sign up, reset) or
  // another tab changes the stored session — so the landing page never downloads supabase-js.
  const connect = useRef<() => Promise<Supabase>>(loadSupabase);

  useEffect(() => {
    let latest = 0;
    let unsubscribe: (() => void) | null = null;
    let closed = false;
    let connected: Promise<Supabase> | null = null;

    // Resolves once the first event (INITIAL_SESSION) has been handled, so an action that follows
    // can never have its SIGNED_IN overtaken by a stale INITIAL_SESSION.
    const listen = (supabase: Supabase) =>
      new Promise<Supabase>((ready) => {
        if (closed) return ready(supabase);
        const { data } = supabase.auth.onAuthStateChange((_event, session) => {
          handle(supabase, session);
          ready(supabase);
        });
        unsubscribe = () => data.subscription.unsubscribe();
      });

    const handle = (supabase: Supabase, session: Session | null) => {
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
      setTimeout(() => {
        void loadAccount(supabase, user).then((account) => {
          if (run !== latest) return;
          accountOf.current = user.id;
          setState({ loading: false, session, ...account });
        });
      }, 0);
    };

    const start = () =>
      (connected ??= loadSupabase().then(listen, (e: Error) => {
        // The client's code could not be fetched (offline, or a deploy replaced it): the visitor
        // stays signed out, and the account screens report the failure of their own request.
        console.error('Could not load the Supabase client', e);
        connected = null;
        setState((s) => (s.loading ? SIGNED_OUT : s));
        throw e;
      }));
    const startQuietly = () => void start().catch(() => undefined);

    connect.current = start;
    if (mayHaveSession()) startQuietly();
    else window.addEventListener('storage', startQuietly, { once: true });
    return () => {
      closed = true;
      unsubscribe?.();
      window.removeEventListener('storage', startQuietly);
    };
  }, []);

  return { state, setState, accountOf, connect };
}
