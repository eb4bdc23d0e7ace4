import { useContext } from 'react';
import { AuthContext, type AuthValue } from './auth-context.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(AUTH_MESSAGES.outsideProvider);
  return value;
}
