import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type Listing, listingSchema, type UpdateListingPhotoRequest } from '@roomremix/contracts/listings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { toastApiError } from '@/lib/toast-api-error';
import { listingCacheEntry } from './get-listing';

/** What changes on one photo: its room type, or the photo that shows the same room (null clears either). */
export type PhotoChange = { photoId: string } & UpdateListingPhotoRequest;

/** `PATCH /api/listings/:id/photos/:photoId {roomType?, sameRoomAs?}`: answers the whole listing. */
export async function updateListingPhoto({ id, photoId, ...change }: { id: string } & PhotoChange): Promise<Listing> {
  return apiJson('PATCH', apiPath(API_ROUTES.listingPhoto, { id, photoId }), listingSchema, change);
}

/** Changes one photo of the listing; the answer replaces the listing on the page, a refusal is toasted. */
export function useUpdateListingPhoto(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PhotoChange) => updateListingPhoto({ id, ...change }),
    onSuccess: (listing) => queryClient.setQueryData(...listingCacheEntry(listing)),
    onError: (error) =>
      toastApiError(error, { title: 'Error', fallback: 'Failed to change the photo. Please try again.' }),
  });
}
