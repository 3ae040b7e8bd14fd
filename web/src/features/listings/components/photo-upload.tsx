import { useId, useRef } from 'react';
import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import { LISTING_MAX_PHOTOS, type Listing } from '@roomremix/contracts/listings';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { usePhotoUpload } from '../hooks/use-photo-upload';
import { TAP_SIZE } from './tap-size';
import { chosenSurface } from '@/lib/chosen-surface';
import { useFileDrop } from '@/lib/use-file-drop';
import { ResponsiveRow } from '@/components/ui/responsive-row';

const ACCEPT = UPLOAD_LIMITS.acceptedMimeTypes.join(',');

/**
 * 'Add photos' of a listing: a drop zone (a paste anywhere on the page outside a text field counts) with a button that opens the file picker (several at once), "N of 30", the
 * upload's progress and why photos were refused. Full, it says so and takes no more.
 */
export function PhotoUpload({ listing }: { listing: Listing }) {
  const { add, progress, uploading, messages } = usePhotoUpload(listing);
  const input = useRef<HTMLInputElement>(null);
  const countId = useId();
  const full = listing.photos.length >= LISTING_MAX_PHOTOS;
  const inactive = full || uploading;
  const { dragActive, dropZoneProps } = useFileDrop(inactive, (files) => void add(files), { pasteFromPage: true });

  return (
    <Stack gap="2">
      <ResponsiveRow
        from="sm"
        role="group"
        aria-label="Add photos"
        aria-describedby={countId}
        gap="3"
        p="4"
        borderWidth="2px"
        borderStyle="dashed"
        rounded="l3"
        {...chosenSurface(dragActive, 'bg')}
        {...dropZoneProps}
      >
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          data-testid="listing photos input"
          disabled={inactive}
          onChange={(event) => {
            void add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <Button
          colorPalette="teal"
          size={TAP_SIZE}
          onClick={() => input.current?.click()}
          disabled={inactive}
          loading={uploading}
          loadingText="Uploading..."
        >
          Add photos
        </Button>
        <Stack gap="0" flex="1">
          <Text id={countId} fontWeight="medium">{`${listing.photos.length} of ${LISTING_MAX_PHOTOS} photos`}</Text>
          <Text fontSize="sm" color="fg.muted">
            {full ? (
              'This listing is full.'
            ) : (
              <>
                <chakra.span hideBelow="md">Or drop or paste them here. </chakra.span>
                {`${UPLOAD_LIMITS.hint}.`}
              </>
            )}
          </Text>
        </Stack>
      </ResponsiveRow>
      {progress && (
        <Text role="status" fontSize="sm">{`Uploading photos: ${progress.sent} of ${progress.total} added`}</Text>
      )}
      {messages.length > 0 && (
        <Stack gap="1" role="alert">
          {messages.map((message) => (
            <Text key={message} color="fg.error" fontSize="sm">
              {message}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
