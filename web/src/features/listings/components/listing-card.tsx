import type { ListingSummary } from '@roomremix/contracts/listings';
import { Box } from '@chakra-ui/react/box';
import { LinkBox, LinkOverlay } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router';
import { ShortDate } from '@/components/ui/short-date';
import { listingPath } from '@/lib/route-paths';
import { photoCount } from '../texts';

const Image = chakra('img');

/** One listing in the list: its cover (the first photo), its title opening its page, the photo count and last change. */
export function ListingCard({ listing }: { listing: ListingSummary }) {
  return (
    <LinkBox as="li" layerStyle="panel" overflow="hidden" bg="bg.panel" _hover={{ borderColor: 'teal.solid' }}>
      {listing.coverUrl ? (
        <Image src={listing.coverUrl} alt="" aspectRatio={3 / 2} w="full" objectFit="cover" loading="lazy" />
      ) : (
        <Box aspectRatio={3 / 2} bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
          <Text color="fg.muted" fontSize="sm">
            No photos yet
          </Text>
        </Box>
      )}
      <Stack p="4" gap="1">
        <LinkOverlay asChild fontWeight="semibold" truncate>
          <RouterLink to={listingPath(listing.id)}>{listing.title}</RouterLink>
        </LinkOverlay>
        <Text fontSize="sm" color="fg.muted">
          {`${photoCount(listing.photoCount)} · Changed `}
          <ShortDate iso={listing.updatedAt} />
        </Text>
      </Stack>
    </LinkBox>
  );
}
