import { useId, useState } from 'react';
import { QUALITY_LABELS, ROOM_STYLE_LABELS } from '@roomremix/contracts/enums';
import type { ListingPhoto, StagedPhoto } from '@roomremix/contracts/listings';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { ThumbnailImage } from '@/components/ui/thumbnail-image';
import { formatDateTime } from '@/lib/format-date-time';
import { toastOutcome } from '@/lib/toast-api-error';
import { useDeleteListingTake } from '../api/delete-listing-take';
import { TAP_SIZE } from './tap-size';

/** How wide an earlier take shows: half the card on a phone, a third from `sm`. */
const TAKE_SIZES = '(min-width: 480px) 15vw, 45vw';

interface EarlierTakesProps {
  listingId: string;
  photo: ListingPhoto;
  /** How the page names the photo, e.g. 'Photo 3'. */
  name: string;
}

/** "Coastal · HD · May 3, 2025, 2:00 PM": what a take was made with and when, to tell takes apart. */
function lookLine(take: StagedPhoto): string {
  const when = formatDateTime(take.createdAt);
  if (!take.look) return when;
  const style =
    take.look.roomStyle === 'other' ? (take.look.customStyle ?? 'Custom') : ROOM_STYLE_LABELS[take.look.roomStyle];
  return `${style} · ${QUALITY_LABELS[take.look.quality]} · ${when}`;
}

/**
 * A photo's earlier takes, folded away under "Earlier takes (N)": each image with what it was made with and a Delete
 * that asks first. A staging with the settings of one of them shows it again, for free.
 */
export function EarlierTakes({ listingId, photo, name }: EarlierTakesProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const deletion = useDeleteListingTake(listingId, photo.id);
  if (photo.earlierTakes.length === 0) return null;
  const ratio = photo.width / photo.height;
  return (
    <Stack gap="2">
      <DisclosureButton open={open} onOpenChange={setOpen} controls={regionId}>
        {`Earlier takes (${photo.earlierTakes.length})`}
      </DisclosureButton>
      {open && (
        <SimpleGrid id={regionId} as="ol" columns={{ base: 2, sm: 3 }} gap="2" listStyleType="none">
          {photo.earlierTakes.map((take, index) => {
            const takeName = `earlier take ${index + 1}`;
            return (
              <Box as="li" key={take.jobId} minW="0">
                {take.imageUrl && (
                  <ThumbnailImage
                    thumbnailUrl={take.thumbnailUrl}
                    fullUrl={take.imageUrl}
                    width={photo.width}
                    height={photo.height}
                    sizes={TAKE_SIZES}
                    alt={`${name}, ${takeName}`}
                    w="full"
                    aspectRatio={ratio}
                    objectFit="cover"
                    rounded="l2"
                    bg="bg.muted"
                  />
                )}
                <Flex justify="space-between" align="center" gap="1" mt="1" wrap="wrap">
                  <Text fontSize="sm" color="fg.muted">
                    {lookLine(take)}
                  </Text>
                  <ConfirmButton
                    label="Delete"
                    ariaLabel={`Delete ${takeName} of ${name}`}
                    size={TAP_SIZE}
                    title={`Delete this take of ${name}?`}
                    pending={deletion.isPending}
                    onConfirm={async () => {
                      await toastOutcome(deletion.mutateAsync(take.jobId), {
                        done: `Take of ${name} deleted`,
                        fallback: 'Failed to delete the take. Please try again.',
                      });
                    }}
                  >
                    <Text>The staged image goes for good. The photo and its other takes stay.</Text>
                  </ConfirmButton>
                </Flex>
              </Box>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
