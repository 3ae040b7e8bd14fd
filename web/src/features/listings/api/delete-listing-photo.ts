import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listingQueryOptions } from './get-listing';
import { listingsQueryOptions } from './get-listings';

/** `DELETE /api/listings/:id/photos/:photoId` (204): the photo and its original go; links to it are cleared. */
export async function deleteListingPhoto({ id, photoId }: { id: string; photoId: string }): Promise<void> {
  await apiRequest('DELETE', apiPath(API_ROUTES.listingPhoto, { id, photoId }));
}

/**
 * Deletes one photo of the listing, then reads the listing again (the answer has no body, and other photos' "same
 * room" links may have changed). Awaited, so the mutation stays pending until the photo has left the page.
 */
export function useDeleteListingPhoto(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => deleteListingPhoto({ id, photoId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listingQueryOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: listingsQueryOptions().queryKey }),
      ]),
  });
}
