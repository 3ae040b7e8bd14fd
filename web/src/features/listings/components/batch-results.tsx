import type { Listing, ListingBatch } from '@roomremix/contracts/listings';
import { DISCLOSURE_LABELS } from '@roomremix/contracts/listings';
import { Progress } from '@chakra-ui/react/progress';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { StagedPhotoResult } from './staged-photo-result';

/** "n of N done" of a batch, with how many failed once any has. */
function progressLine(batch: ListingBatch): string {
  const failed = batch.failed > 0 ? ` (${batch.failed} failed)` : '';
  return `${batch.finished} of ${batch.total} done${failed}`;
}

/**
 * The latest batch's "n of N done" with a bar (when there is one), then each photo's shown take in listing order with
 * its phase, and once done its original beside the staged photo, the structure score, which photo's furniture it
 * matched and its earlier takes. Read from the listing (polled while a batch runs), so a reload shows the same.
 */
export function BatchResults({ listing, batch }: { listing: Listing; batch: ListingBatch | null }) {
  const staged = listing.photos
    .map((photo, index) => ({ photo, number: index + 1 }))
    .filter(({ photo }) => photo.staged !== null);
  return (
    <Stack gap="4">
      {batch && <BatchProgress batch={batch} />}
      <SimpleGrid as="ol" aria-label="Staged photos" columns={{ base: 1, lg: 2 }} gap="4" listStyleType="none">
        {staged.map(({ photo, number }) => (
          <StagedPhotoResult
            key={photo.id}
            listingId={listing.id}
            photo={photo}
            number={number}
            photos={listing.photos}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The latest batch's "n of N done" with a bar, and the disclosure it was made under. */
function BatchProgress({ batch }: { batch: ListingBatch }) {
  return (
    <Stack gap="2">
      <Text role="status" fontWeight="medium">
        {progressLine(batch)}
      </Text>
      <Progress.Root
        value={Math.round((batch.finished / batch.total) * 100)}
        colorPalette={batch.failed > 0 ? 'orange' : 'teal'}
        size="sm"
        aria-label="Photos staged"
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="fg.muted">{`Disclosure: ${DISCLOSURE_LABELS[batch.disclosure]}`}</Text>
    </Stack>
  );
}
