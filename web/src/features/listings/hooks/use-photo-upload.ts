import { useState } from 'react';
import { LISTING_MAX_PHOTOS, type Listing } from '@roomremix/contracts/listings';
import { LISTING_MESSAGES } from '@roomremix/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readApiErrorBody } from '@/lib/api-error-body';
import { downscaleImage } from '@/lib/downscale-image';
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

/**
 * 'Add photos' of a listing: the picked files are checked (type, size, content) and refused together when they would
 * pass the listing's limit, with the server's own words; then each is downscaled as the studio does and they go in
 * requests of a few photos, one after another, so a request stays under the 32 MB the API accepts. Each answer puts
 * the listing, photos appended in order, on the page at once. `messages` says why files were refused or why the
 * server refused a request; photos sent before a refusal stay.
 */
export function usePhotoUpload(listing: Listing) {
  const queryClient = useQueryClient();
  const [refusals, setRefusals] = useState<string[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      setProgress({ sent: 0, total: files.length });
      for (const batch of uploadBatches(files)) {
        const photos: File[] = [];
        // One at a time: thirty decoded photos would hold hundreds of MB at once.
        for (const file of batch) photos.push(await downscaleImage(file));
        queryClient.setQueryData(...listingCacheEntry(await addListingPhotos({ id: listing.id, photos })));
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
