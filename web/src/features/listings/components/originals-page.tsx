import { LISTING_MESSAGES } from '@roomremix/contracts/messages';
import type { PublicListing } from '@roomremix/contracts/listings';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { MessagePage } from '@/components/ui/message-page';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ApiError } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { usePublicListing } from '../api/get-public-listing';

const Image = chakra('img');
const Figure = chakra('figure');
const Caption = chakra('figcaption');

/** Why a link shows no listing: the API's 404 (no such link) or 410 (turned off), or null for any other failure. */
function unavailableMessage(error: Error | null): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return LISTING_MESSAGES.originalsLinkNotFound;
  if (error.status === 410) return LISTING_MESSAGES.originalsLinkRevoked;
  return null;
}

/**
 * `/l/:token`, for anyone with the link (no session): each virtually staged photo of a listing beside its unaltered
 * original, as listing rules ask for. Hosting answers this path with the listing's preview tags already in the HTML
 * (docs/api.md#listings); this page only renders.
 */
export function OriginalsPage() {
  const { token = '' } = useParams();
  const listing = usePublicListing(token);
  const unavailable = unavailableMessage(listing.error);
  const title = listing.data ? `${listing.data.title}: ${LISTING_MESSAGES.originalsPageTitle}` : (unavailable ?? '');
  useDocumentMeta({ title: title || 'Original photos', description: LISTING_MESSAGES.originalsPageDescription });

  if (listing.isPending) return <PageSpinner />;
  if (unavailable) return <MessagePage message={unavailable} homeText="Go to RoomRemix" />;
  if (listing.isError) {
    return (
      <Container maxW="3xl" py="16">
        <LoadError what="these photos" onRetry={() => void listing.refetch()} isRetrying={listing.isFetching} />
      </Container>
    );
  }
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted">{LISTING_MESSAGES.originalsPageDescription}</Text>
        </Stack>
        {listing.data.photos.length === 0 ? (
          <Text>{LISTING_MESSAGES.originalsPageEmpty}</Text>
        ) : (
          <Stack as="ol" gap="8" listStyle="none" p="0" m="0" aria-label="Photos">
            {listing.data.photos.map((photo, index) => (
              <OriginalAndStaged key={photo.originalUrl} photo={photo} number={index + 1} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

/** One staged photo: the original, and beside it (below it on a phone) the staged photo with its caption. */
function OriginalAndStaged({ photo, number }: { photo: PublicListing['photos'][number]; number: number }) {
  const name = `Photo ${number}`;
  return (
    <SimpleGrid as="li" aria-label={name} columns={{ base: 1, md: 2 }} gap="3">
      <Figure m="0">
        <Image src={photo.originalUrl} alt={`${name}, original`} w="full" rounded="l2" />
        <Caption fontSize="sm" color="fg.muted" mt="1">
          Original
        </Caption>
      </Figure>
      <Figure m="0">
        <Image src={photo.stagedUrl} alt={`${name}, virtually staged`} w="full" rounded="l2" />
        <Caption fontSize="sm" color="fg.muted" mt="1">
          {photo.caption}
        </Caption>
      </Figure>
    </SimpleGrid>
  );
}
