import type { AdminUserDetail } from '@roomremix/contracts/admin';
import { tokenCount } from '@roomremix/contracts/messages';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { DetailList } from './detail-list';
import { RoleBadge } from './role-badge';
import { TimeText } from './time-text';

/** Who the account is: username, role and balance, then every profile field support may need. */
export function UserProfile({ detail }: { detail: AdminUserDetail }) {
  const { user } = detail;
  return (
    <Stack gap="5">
      <Flex align="center" justify="space-between" gap="4" wrap="wrap">
        <Flex align="center" gap="3" minW="0">
          <Heading as="h2" size="xl" overflowWrap="anywhere">
            {user.username}
          </Heading>
          <RoleBadge role={user.role} />
        </Flex>
        <Text fontSize="lg" fontWeight="semibold" aria-label="Token balance">
          {tokenCount(user.tokenBalance)}
        </Text>
      </Flex>
      <DetailList
        columns={4}
        items={[
          ['E-mail', user.email ?? '—'],
          ['Full name', user.fullName ?? '—'],
          ['Joined', <TimeText key="joined" iso={user.createdAt} />],
          ['Results', detail.resultCount],
          [
            'User id',
            <Text key="uid" as="span" fontFamily="mono">
              {user.id}
            </Text>,
          ],
          ['Starter Pack', user.hasClaimedFreeTokens ? 'Claimed' : 'Not claimed'],
          ['Stripe customer', user.stripeCustomerId ?? '—'],
          ['Google account', user.googleId ? 'Linked' : '—'],
        ]}
      />
    </Stack>
  );
}
