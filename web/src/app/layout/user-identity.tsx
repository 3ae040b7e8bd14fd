import type { PublicUser } from '@roomremix/contracts/public-user';
import { Text } from '@chakra-ui/react/text';

/** Who is signed in, as the menus show it: the full name (or the username) and the e-mail below it. */
export function UserIdentity({ user }: { user: Pick<PublicUser, 'fullName' | 'username' | 'email'> }) {
  return (
    <>
      <Text fontWeight="semibold">{user.fullName || user.username}</Text>
      {user.email && (
        <Text fontSize="sm" color="fg.muted" truncate>
          {user.email}
        </Text>
      )}
    </>
  );
}
