// The session behind AuthProvider, kept in step with supabase-js through onAuthStateChange.
// INITIAL_SESSION (always the first event) ends the loading state once the profile and plan of a
// signed-in user are in the query cache (lib/account/prime-account.ts), so nothing renders against a
// half-known account. A visitor with no session anywhere
// (see may-have-session.ts) is known to be signed out at once, so the public pages paint without
// supabase-js, which is fetched only when it is needed.
import { useEffect, useRef, useState } from 'react';
import type { Session } from '@supabase/supabase-js';
import { log } from '../log.ts';
import { loadSupabase, type Supabase } from '../load-supabase.ts';
import { mayHaveSession } from './may-have-session.ts';

export interface AccountState {
  loading: boolean;
  session: Session | null;
}

const SIGNED_OUT: AccountState = { loading: false, session: null };
const LOADING: AccountState = { ...SIGNED_OUT, loading: true };

export function useAccountState() {
  const [state, setState] = useState<AccountState>(() => (mayHaveSession() ? LOADING : SIGNED_OUT));
  // Resolves with the client once this provider listens to it. Started at once when a session may
  // exist; for a visitor who certainly has none, only when they act (sign in, sign up, reset) or
  // another tab changes the stored session — so the landing page never downloads supabase-js.
  const connect = useRef<() => Promise<Supabase>>(loadSupabase);

  useEffect(() => {
    let latest = 0;
    let accountOf: string | null = null;
    let unsubscribe: (() => void) | null = null;
    let closed = false;
    let connected: Promise<Supabase> | null = null;

    // Resolves once the first event (INITIAL_SESSION) has been handled, so an action that follows
    // can never have its SIGNED_IN overtaken by a stale INITIAL_SESSION.
    const listen = (supabase: Supabase) =>
      new Promise<Supabase>((ready) => {
        if (closed) return ready(supabase);
        const { data } = supabase.auth.onAuthStateChange((_event, session) => {
          handle(session);
          ready(supabase);
        });
        unsubscribe = () => data.subscription.unsubscribe();
      });

    const handle = (session: Session | null) => {
      const run = ++latest;
      const user = session?.user ?? null;
      if (!user) {
        const wasSignedIn = accountOf !== null;
        accountOf = null;
        setState(SIGNED_OUT);
        // Once the signed-in pages have unmounted, their cached reads go too.
        if (wasSignedIn)
          setTimeout(
            () =>
              void import('../account/prime-account.ts').then(
                (m) => m.forgetAccount(),
                () => undefined,
              ),
            0,
          );
        return;
      }
      if (user.id === accountOf) {
        setState((s) => ({ ...s, session }));
        return;
      }
      // supabase-js holds its auth lock while it runs this callback; a database call made inside
      // it would wait on that lock, so the account is read on the next tick.
      const signIn = async () => {
        try {
          await (await import('../account/prime-account.ts')).primeAccount(user);
        } catch (e) {
          // The reads themselves never fail (defaults stand in); only the code could not be fetched.
          // The signed-in pages load it again and show their own failure.
          log.error('Could not load the account code; the pages will try again.', e);
        }
        if (run !== latest) return;
        accountOf = user.id;
        setState({ loading: false, session });
      };
      setTimeout(() => void signIn(), 0);
    };

    const start = () =>
      (connected ??= loadSupabase().then(listen, (e: Error) => {
        // The client's code could not be fetched (offline, or a deploy replaced it): the visitor
        // stays signed out, and the account screens report the failure of their own request.
        log.error('Could not load the Supabase client; staying signed out until the next action.', e);
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

  return { state, connect };
}
