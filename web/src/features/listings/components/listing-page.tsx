import type { ReactNode } from 'react';
import type { Listing } from '@roomremix/contracts/listings';
import { LISTING_MESSAGES } from '@roomremix/contracts/messages';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink, useParams } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { useKeepDroppedFilesInPage } from '@/lib/use-keep-dropped-files-in-page';
import { listingExportUrl } from '../api/export-listing';
import { useListing } from '../api/get-listing';
import { isBatchRunning } from '../utils/batch-progress';
import { BatchResults } from './batch-results';
import { DeleteListingButton } from './delete-listing-button';
import { ListingTitle } from './listing-title';
import { OriginalsLinkSection } from './originals-link-section';
import { PhotoGrid } from './photo-grid';
import { PhotoUpload } from './photo-upload';
import { StagingForm } from './staging-form';
import { TAP_SIZE } from './tap-size';

interface ListingPageProps {
  /** The user's token balance, for the batch's cost; null while unknown. */
  balance: number | null;
  /** The balance moved (a batch was debited): the caller refetches the user. */
  onBalanceChanged: () => void;
}

/** A listing the API does not find for this user reads as such, not as a failure to load. */
function loadFailure(error: Error): string {
  return error instanceof ApiError && error.status === 404 ? LISTING_MESSAGES.notFound : 'Failed to load this listing';
}

/** `/listings/:id`: one listing, read from the server and polled while its batch runs. */
export function ListingPage({ balance, onBalanceChanged }: ListingPageProps) {
  const { id = '' } = useParams();
  useKeepDroppedFilesInPage();
  const listing = useListing(id);
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Link asChild color="fg.muted" fontSize="sm" alignSelf="start" minH="11">
          <RouterLink to={ROUTE_PATHS.listings}>← All listings</RouterLink>
        </Link>
        <QueryState query={listing} what="this listing" failure={loadFailure}>
          {(loaded) => <ListingView listing={loaded} balance={balance} onBalanceChanged={onBalanceChanged} />}
        </QueryState>
      </Stack>
    </Container>
  );
}

/**
 * The listing's sections, top to bottom as an agent works: the title, the photos (add, order, describe), the batch
 * form, the batch's progress and results, the originals link and the export, and last, out of the way, Delete.
 */
function ListingView({ listing, ...tokens }: { listing: Listing } & ListingPageProps) {
  const running = isBatchRunning(listing.batch);
  const staged = listing.photos.some((photo) => photo.staged?.imageUrl);
  return (
    <Stack gap="10">
      <ListingTitle listing={listing} />
      <Section id="photos" title="Photos">
        <PhotoUpload listing={listing} />
        {listing.photos.length > 0 && <PhotoGrid listing={listing} disabled={running} />}
      </Section>
      <Section id="stage" title="Stage the photos">
        <StagingForm listing={listing} {...tokens} />
      </Section>
      {(listing.batch || listing.photos.some((photo) => photo.staged)) && (
        <Section id="progress" title="Staging">
          <BatchResults listing={listing} batch={listing.batch} />
        </Section>
      )}
      <Section id="share" title="Originals link and export">
        <OriginalsLinkSection listing={listing} />
        {staged ? (
          <Button asChild variant="outline" size={TAP_SIZE} alignSelf="start">
            <a href={listingExportUrl(listing.id)} download>
              Export
            </a>
          </Button>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            Once photos are staged, Export downloads them with their captions as a ZIP.
          </Text>
        )}
      </Section>
      <Box borderTopWidth="1px" pt="6">
        <DeleteListingButton listingId={listing.id} />
      </Box>
    </Stack>
  );
}

/** A titled part of the listing's page. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `listing-${id}-heading`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="lg" id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
