import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type Listing, listingSchema, type UpdateListingRequest } from '@roomremix/contracts/listings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { listingCacheEntry, listingQueryOptions } from './get-listing';
import { listingsQueryOptions } from './get-listings';

/** `PATCH /api/listings/:id {title?, photoIds?}`: a new title, or a new order naming every photo once. */
export async function updateListing({ id, ...change }: { id: string } & UpdateListingRequest): Promise<Listing> {
  return apiJson('PATCH', apiPath(API_ROUTES.listing, { id }), listingSchema, change);
}

/**
 * Renames or reorders a listing. A new order shows at once (the photo stays where it was dropped) and goes back if the
 * server refuses it; the server's answer then stands.
 */
export function useUpdateListing(id: string) {
  const queryClient = useQueryClient();
  const { queryKey } = listingQueryOptions(id);
  return useMutation({
    mutationFn: (change: UpdateListingRequest) => updateListing({ id, ...change }),
    onMutate: async ({ photoIds }) => {
      const before = queryClient.getQueryData(queryKey);
      if (!before || !photoIds) return { before };
      await queryClient.cancelQueries({ queryKey });
      const byId = new Map(before.photos.map((photo) => [photo.id, photo]));
      const photos = photoIds.flatMap((photoId) => byId.get(photoId) ?? []);
      queryClient.setQueryData(queryKey, { ...before, photos });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSuccess: (listing) => {
      queryClient.setQueryData(...listingCacheEntry(listing));
      return queryClient.invalidateQueries({ queryKey: listingsQueryOptions().queryKey });
    },
  });
}
