import { type ReactNode, useState } from 'react';
import type { PublicUser } from '@roomremix/contracts/public-user';
import { Link as RouterLink } from 'react-router';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Flex } from '@chakra-ui/react/flex';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { InitialAvatar } from '@/components/ui/initial-avatar';
import { accountPath, adminPath, ROUTE_PATHS } from '@/lib/route-paths';
import { TokenBalance } from './token-balance';
import { UserIdentity } from './user-identity';

function MenuIcon() {
  return (
    <chakra.svg viewBox="0 0 24 24" boxSize="6" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </chakra.svg>
  );
}

interface MobileMenuProps {
  user: PublicUser;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/**
 * The small-screen menu: a panel from the right with the site links (Admin for admins only), who is signed in and
 * Log out.
 */
export function MobileMenu({ user, onLogout, isLoggingOut }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const navLink = (to: string, label: string, extra?: ReactNode) => (
    <Button asChild variant="ghost" justifyContent="space-between" size="lg" px="3">
      <RouterLink to={to} onClick={close}>
        {label}
        {extra}
      </RouterLink>
    </Button>
  );

  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <Button variant="ghost" size="sm" px="2" aria-label="Open menu">
          <MenuIcon />
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Pages" gap="1">
                {navLink(ROUTE_PATHS.home, 'Home')}
                {navLink(ROUTE_PATHS.listings, 'Listings')}
                {navLink(accountPath(), 'My Account')}
                {navLink(accountPath('tokens'), 'Buy Tokens', <TokenBalance balance={user.tokenBalance} />)}
                {user.role === 'admin' && navLink(adminPath(), 'Admin')}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer flexDirection="column" alignItems="stretch" gap="4" borderTopWidth="1px">
              <Flex align="center" gap="3" pt="4">
                <InitialAvatar name={user.username} />
                <Stack gap="0" minW="0">
                  <UserIdentity user={user} />
                </Stack>
              </Flex>
              <Button variant="outline" onClick={onLogout} loading={isLoggingOut} loadingText="Logging out...">
                Log out
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
