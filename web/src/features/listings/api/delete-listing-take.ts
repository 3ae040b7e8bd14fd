import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listingQueryOptions } from './get-listing';

/** `DELETE /api/listings/:id/photos/:photoId/takes/:jobId` (204): one take of a photo and its image go. */
export async function deleteListingTake({ id, photoId, jobId }: { id: string; photoId: string; jobId: string }) {
  await apiRequest('DELETE', apiPath(API_ROUTES.listingPhotoTake, { id, photoId, jobId }));
}

/** Deletes one take of a photo of the listing, then reads the listing again; pending until it has left the page. */
export function useDeleteListingTake(id: string, photoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => deleteListingTake({ id, photoId, jobId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingQueryOptions(id).queryKey }),
  });
}
