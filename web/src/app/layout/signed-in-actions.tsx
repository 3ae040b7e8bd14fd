import type { PublicUser } from '@roomremix/contracts/public-user';
import { Link as RouterLink } from 'react-router';
import { HStack } from '@chakra-ui/react/stack';
import { Link } from '@chakra-ui/react/link';
import { useLogout } from '@/features/auth/api/logout';
import { accountPath, ROUTE_PATHS } from '@/lib/route-paths';
import { MobileMenu } from './mobile-menu';
import { TokenBalance } from './token-balance';
import { UserMenu } from './user-menu';

/**
 * The header's corner for a signed-in user: Listings, My Account, the balance pill and the avatar menu on wide
 * screens; below md the compact balance badge and the side panel. Loaded only once someone is signed in.
 */
export function SignedInActions({ user }: { user: PublicUser }) {
  const logout = useLogout();
  const onLogout = () => logout.mutate();
  return (
    <>
      <HStack gap="4" hideBelow="md">
        <Link asChild color="fg.muted" fontWeight="medium">
          <RouterLink to={ROUTE_PATHS.listings}>Listings</RouterLink>
        </Link>
        <Link asChild color="fg.muted" fontWeight="medium">
          <RouterLink to={accountPath()}>My Account</RouterLink>
        </Link>
        <TokenBalance balance={user.tokenBalance} />
        <UserMenu user={user} onLogout={onLogout} />
      </HStack>
      <HStack gap="2" hideFrom="md">
        <TokenBalance balance={user.tokenBalance} compact />
        <MobileMenu user={user} onLogout={onLogout} isLoggingOut={logout.isPending} />
      </HStack>
    </>
  );
}
