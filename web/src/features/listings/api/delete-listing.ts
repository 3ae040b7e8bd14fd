import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listingsQueryOptions } from './get-listings';

/** `DELETE /api/listings/:id` (204): the listing, its originals and its photos' latest staged results. */
export async function deleteListing(id: string): Promise<void> {
  await apiRequest('DELETE', apiPath(API_ROUTES.listing, { id }));
}

/** Deletes a listing; the list of listings is refreshed. */
export function useDeleteListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteListing(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingsQueryOptions().queryKey }),
  });
}
