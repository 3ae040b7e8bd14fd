import type { ReactNode } from 'react';
import type { PublicUser } from '@roomremix/contracts/public-user';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import type { AccountTab } from '@/lib/route-paths';
import { AccountTabs } from './account-tabs';
import { ProfileCard } from './profile-card';

interface AccountPageProps {
  user: PublicUser;
  onLogout: () => void;
  isLoggingOut: boolean;
  /** The content of each account tab, given by the route. */
  panels: Record<AccountTab, ReactNode>;
}

/** The 'My Account' screen: the profile card and the account tabs. */
export function AccountPage({ user, onLogout, isLoggingOut, panels }: AccountPageProps) {
  return (
    <Container maxW="6xl" py={{ base: '10', md: '16' }}>
      <Stack gap="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          My Account
        </Heading>
        <ProfileCard user={user} onLogout={onLogout} isLoggingOut={isLoggingOut} />
        <AccountTabs panels={panels} />
      </Stack>
    </Container>
  );
}
