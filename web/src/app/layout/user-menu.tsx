import type { PublicUser } from '@roomremix/contracts/public-user';
import { Link as RouterLink } from 'react-router';
import { Box } from '@chakra-ui/react/box';
import { Menu } from '@chakra-ui/react/menu';
import { InitialAvatar } from '@/components/ui/initial-avatar';
import { accountPath, adminPath } from '@/lib/route-paths';
import { UserIdentity } from './user-identity';

/** The avatar's menu: who is signed in, then My Account, Buy Tokens, Admin (for admins only) and Log out. */
export function UserMenu({ user, onLogout }: { user: PublicUser; onLogout: () => void }) {
  return (
    // Selection is handled on the root: an item's own onSelect listener is lost when the menu content remounts.
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        if (details.value === 'logout') onLogout();
      }}
    >
      <Menu.Trigger aria-label="Account menu" borderRadius="full" cursor="pointer" focusRing="outside">
        <InitialAvatar name={user.username} />
      </Menu.Trigger>
      {/* Not portalled to the body: inside the header the open menu belongs to the banner landmark, where landmark
          navigation finds it (axe's region rule); the sticky header keeps it above the page. */}
      <Menu.Positioner>
        <Menu.Content minW="56">
          <Box px="2" py="1.5">
            <UserIdentity user={user} />
          </Box>
          <Menu.Separator />
          <Menu.Item value="account" asChild>
            <RouterLink to={accountPath()}>My Account</RouterLink>
          </Menu.Item>
          <Menu.Item value="tokens" asChild>
            <RouterLink to={accountPath('tokens')}>Buy Tokens</RouterLink>
          </Menu.Item>
          {user.role === 'admin' && (
            <Menu.Item value="admin" asChild>
              <RouterLink to={adminPath()}>Admin</RouterLink>
            </Menu.Item>
          )}
          <Menu.Separator />
          <Menu.Item value="logout">Log out</Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
