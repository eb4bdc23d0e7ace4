// What `useAuth()` returns: the session and the account actions. The provider lives in
// app/auth-provider.tsx, the hook in use-auth.ts; the profile and plan are queries (lib/account/).
import { createContext } from 'react';
import type { Session, User } from '@supabase/supabase-js';

export type Plan = 'free' | 'premium';

/** The learner's `public.profiles` row, as far as the SPA uses it. */
export interface Profile {
  id: string;
  email: string;
  display_name: string;
  current_module: number;
}

export interface SignUpInput {
  email: string;
  password: string;
  displayName: string;
}

export interface AuthValue {
  user: User | null;
  session: Session | null;
  /** True until supabase-js has reported the first auth state. */
  loading: boolean;
  /** Resolves with the new session, or null when the project requires email confirmation first. */
  signUp: (input: SignUpInput) => Promise<Session | null>;
  /** `remember`: keep the session across browser restarts (else for this tab only). */
  signIn: (email: string, password: string, remember?: boolean) => Promise<void>;
  /** Signs in with the 6-digit code of a password reset email, to set a new password. */
  verifyRecoveryCode: (email: string, code: string) => Promise<void>;
  signOut: () => Promise<void>;
  resetPassword: (email: string) => Promise<void>;
  updatePassword: (password: string) => Promise<void>;
}

export const AuthContext = createContext<AuthValue | null>(null);
