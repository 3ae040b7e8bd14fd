import { useState } from 'react';
import { LISTING_MAX_PHOTOS, type Listing } from '@roomremix/contracts/listings';
import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import { LISTING_MESSAGES, UPLOAD_MESSAGES } from '@roomremix/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readApiErrorBody } from '@/lib/api-error-body';
import { downscaleImage, LISTING_PHOTO_BOUNDS } from '@/lib/downscale-image';
import { pickFiles } from '@/lib/upload-rules';
import { addListingPhotos } from '../api/add-listing-photos';
import { listingCacheEntry } from '../api/get-listing';
import { listingsQueryOptions } from '../api/get-listings';
import { uploadBatches } from '../utils/upload-batches';

/** How far an upload has gone: photos the server has taken, of those being sent. */
export interface UploadProgress {
  sent: number;
  total: number;
}

const UPLOAD_FALLBACK = 'Failed to add the photos. Please try again.';

/** The refusal of a photo too large to send even alone, naming it. */
const tooLargeMessage = (file: File) =>
  UPLOAD_MESSAGES.invalidFile([UPLOAD_MESSAGES.fileTooLarge(UPLOAD_LIMITS.maxFileBytes)], file.name);

/**
 * 'Add photos' of a listing: the picked files are checked (type, size, content) and refused together when they would
 * pass the listing's limit, with the server's own words; then each is sent as taken (only one past 8000 px or 50
 * megapixels is scaled down to fit), in requests of as many photos as fit under the 32 MB the API accepts, one after
 * another. Each answer puts the listing, photos appended in order, on the page at once. `messages` says why files
 * were refused or why the server refused a request; photos sent before a refusal stay.
 */
export function usePhotoUpload(listing: Listing) {
  const queryClient = useQueryClient();
  const [refusals, setRefusals] = useState<string[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      setProgress({ sent: 0, total: files.length });
      const photos: File[] = [];
      // One at a time: thirty decoded photos would hold hundreds of MB at once.
      for (const file of files) photos.push(await downscaleImage(file, LISTING_PHOTO_BOUNDS));
      const { batches, tooLarge } = uploadBatches(photos);
      if (tooLarge.length > 0) {
        setRefusals((current) => [...current, ...tooLarge.map(tooLargeMessage)]);
        setProgress({ sent: 0, total: photos.length - tooLarge.length });
      }
      for (const batch of batches) {
        queryClient.setQueryData(...listingCacheEntry(await addListingPhotos({ id: listing.id, photos: batch })));
        setProgress((current) => current && { ...current, sent: current.sent + batch.length });
      }
    },
    onError: (error) => console.error('Could not add the photos', error),
    onSettled: () => {
      setProgress(null);
      return queryClient.invalidateQueries({ queryKey: listingsQueryOptions().queryKey });
    },
  });

  const add = async (files: File[]) => {
    if (files.length === 0 || upload.isPending) return;
    upload.reset();
    const room = LISTING_MAX_PHOTOS - listing.photos.length;
    if (files.length > room) {
      setRefusals([LISTING_MESSAGES.tooManyPhotos(LISTING_MAX_PHOTOS, room)]);
      return;
    }
    const { accepted, errors } = await pickFiles(files, room);
    setRefusals(errors);
    if (accepted.length > 0) upload.mutate(accepted);
  };

  const serverRefusal = upload.isError ? (readApiErrorBody(upload.error)?.message ?? UPLOAD_FALLBACK) : null;
  return {
    add,
    progress,
    uploading: upload.isPending,
    messages: serverRefusal ? [...refusals, serverRefusal] : refusals,
  };
}
