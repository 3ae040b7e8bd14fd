import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { QueryState } from '@/components/ui/query-state';
import { useShares } from '../api/get-shares';
import { SharedLinkItem } from './shared-link-item';

/** The account's Shared links tab: every live link, newest first, or the empty state, or 'Failed to load …'. */
export function SharedLinksPanel() {
  const shares = useShares();
  return (
    <QueryState query={shares} what="shared links">
      {(list) =>
        list.length === 0 ? (
          <Text color="fg.muted">
            You haven&apos;t shared any results yet. Share one from the studio or My Results to get a link anyone can
            open.
          </Text>
        ) : (
          <Stack as="ul" aria-label="Shared links" gap="3" listStyleType="none">
            {list.map((share) => (
              <SharedLinkItem key={share.id} share={share} />
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}
