import { Link as RouterLink } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Link } from '@chakra-ui/react/link';
import { useUser } from '@/features/auth/api/get-user';
import { BrandMark } from './brand-mark';

/** The header's session corner: a visitor gets Sign In; nothing shows while the session is being checked. */
function SessionActions() {
  const { data: user, isPending } = useUser();
  if (isPending || user) return null;
  return (
    <Button asChild size="sm" colorPalette="teal">
      <RouterLink to="/auth">Sign In</RouterLink>
    </Button>
  );
}

/** The sticky site header on every page (SPEC §2 Header). */
export function Header() {
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      <Container maxW="6xl" display="flex" alignItems="center" gap={{ base: '4', md: '8' }} h="16">
        <Link asChild fontWeight="bold" fontSize="xl" gap="2" color="fg" _hover={{ textDecoration: 'none' }}>
          <RouterLink to="/">
            <BrandMark />
            RoomRemix
          </RouterLink>
        </Link>
        <Box as="nav" aria-label="Main" flex="1">
          <Link asChild color="fg.muted" fontWeight="medium">
            <RouterLink to="/">Home</RouterLink>
          </Link>
        </Box>
        <SessionActions />
      </Container>
    </Box>
  );
}
