import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listingQueryOptions } from './get-listing';

/** `DELETE /api/listings/:id/originals-link` (204): turns the link off; its page stops showing the photos. */
export async function deleteOriginalsLink(id: string): Promise<void> {
  await apiRequest('DELETE', apiPath(API_ROUTES.listingOriginalsLink, { id }));
}

/** Turns the originals link off; the listing's page shows none at once. */
export function useDeleteOriginalsLink(id: string) {
  const queryClient = useQueryClient();
  const { queryKey } = listingQueryOptions(id);
  return useMutation({
    mutationFn: () => deleteOriginalsLink(id),
    onSuccess: () => queryClient.setQueryData(queryKey, (listing) => listing && { ...listing, originalsLink: null }),
  });
}
