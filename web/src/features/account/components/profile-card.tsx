import { tokenCount } from '@roomremix/contracts/messages';
import type { PublicUser } from '@roomremix/contracts/public-user';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { InitialAvatar } from '@/components/ui/initial-avatar';

interface ProfileCardProps {
  user: PublicUser;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** Who is signed in and their balance, with a Logout button. */
export function ProfileCard({ user, onLogout, isLoggingOut }: ProfileCardProps) {
  return (
    <Box as="section" aria-label="Profile" layerStyle="panel" bg="bg.panel" shadow="sm" p="6">
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'flex-start', sm: 'center' }} gap="5">
        <InitialAvatar name={user.username} size="16" />
        <Stack gap="1" flex="1" minW="0">
          <Text fontSize="xl" fontWeight="semibold">
            {user.fullName || user.username}
          </Text>
          {user.email && (
            <Text color="fg.muted" truncate>
              {user.email}
            </Text>
          )}
          <Text fontWeight="medium" color="teal.fg">
            {`${tokenCount(user.tokenBalance)} available`}
          </Text>
        </Stack>
        <Button variant="outline" onClick={onLogout} loading={isLoggingOut} loadingText="Logging out...">
          Logout
        </Button>
      </Flex>
    </Box>
  );
}
