import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type OriginalsLink, originalsLinkSchema } from '@roomremix/contracts/listings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { listingQueryOptions } from './get-listing';

/** `POST /api/listings/:id/originals-link` (201): the public page of the listing's originals beside its staged photos. */
export async function createOriginalsLink(id: string): Promise<OriginalsLink> {
  return apiJson('POST', apiPath(API_ROUTES.listingOriginalsLink, { id }), originalsLinkSchema);
}

/** Makes the originals link; the listing's page shows it at once. */
export function useCreateOriginalsLink(id: string) {
  const queryClient = useQueryClient();
  const { queryKey } = listingQueryOptions(id);
  return useMutation({
    mutationFn: () => createOriginalsLink(id),
    onSuccess: (originalsLink) =>
      queryClient.setQueryData(queryKey, (listing) => listing && { ...listing, originalsLink }),
  });
}
