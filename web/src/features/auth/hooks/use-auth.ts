import { createContext, useContext } from 'react';
import type { PublicUser } from '@roomremix/contracts/public-user';

/** The sign-in state screens read. */
export interface AuthState {
  /** The signed-in user; null for a visitor and while the session loads. */
  user: PublicUser | null;
  /** True until the first session check has answered. */
  isLoading: boolean;
}

/** Carries the sign-in state from `AuthProvider` to `useAuth`. */
export const AuthContext = createContext<AuthState | null>(null);

/** The sign-in state; throws when no `AuthProvider` is above the caller. */
export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
