import { type ReactNode, useMemo } from 'react';
import { useUser } from '../api/get-user';
import { AuthContext } from '../hooks/use-auth';

/** Provides `useAuth()` with the session query's user and loading state. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending } = useUser();
  const auth = useMemo(() => ({ user: data ?? null, isLoading: isPending }), [data, isPending]);
  return <AuthContext value={auth}>{children}</AuthContext>;
}
