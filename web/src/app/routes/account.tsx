import { AccountPage } from '@/features/account/components/account-page';
import { useLogout } from '@/features/auth/api/logout';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** The 'My Account' screen at `/account`; renders nothing without a signed-in user (SPEC §2). */
export function AccountRoute() {
  const { user } = useAuth();
  const logout = useLogout();
  if (!user) return null;
  return <AccountPage user={user} onLogout={() => logout.mutate()} isLoggingOut={logout.isPending} />;
}
