import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Link } from '@chakra-ui/react/link';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { HEADER_HEIGHT } from '@/lib/layout';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { BrandMark } from './brand-mark';

// A visitor's pages (the landing page above all) never load the signed-in corner's menu and drawer code.
const SignedInActions = lazy(() =>
  import('./signed-in-actions').then((module) => ({ default: module.SignedInActions })),
);

/** The header's session corner: Sign In for a visitor, the account corner for a user, nothing while it loads. */
function SessionActions() {
  const { user, isLoading } = useAuth();
  if (isLoading) return null;
  if (user) {
    return (
      <Suspense fallback={null}>
        <SignedInActions user={user} />
      </Suspense>
    );
  }
  return (
    <Button asChild size="sm" colorPalette="teal">
      <RouterLink to={ROUTE_PATHS.auth}>Sign In</RouterLink>
    </Button>
  );
}

/** The sticky site header on every page. */
export function Header() {
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      <Container maxW="6xl" display="flex" alignItems="center" gap={{ base: '4', md: '8' }} h={HEADER_HEIGHT}>
        <Link asChild fontWeight="bold" fontSize="xl" gap="2" color="fg" _hover={{ textDecoration: 'none' }}>
          <RouterLink to={ROUTE_PATHS.home}>
            <BrandMark />
            RoomRemix
          </RouterLink>
        </Link>
        <Box as="nav" aria-label="Main" flex="1">
          <Link asChild color="fg.muted" fontWeight="medium">
            <RouterLink to={ROUTE_PATHS.home}>Home</RouterLink>
          </Link>
        </Box>
        <SessionActions />
      </Container>
    </Box>
  );
}
