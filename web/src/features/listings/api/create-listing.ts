import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type CreateListingRequest, type Listing, listingSchema } from '@roomremix/contracts/listings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { listingCacheEntry } from './get-listing';
import { listingsQueryOptions } from './get-listings';

/** `POST /api/listings {title}`: a new, empty listing (201). */
export async function createListing(request: CreateListingRequest): Promise<Listing> {
  return apiJson('POST', apiPath(API_ROUTES.listings), listingSchema, request);
}

/** Makes a listing: its page opens from the cache, and the list is refreshed. */
export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: (listing) => {
      queryClient.setQueryData(...listingCacheEntry(listing));
      return queryClient.invalidateQueries({ queryKey: listingsQueryOptions().queryKey });
    },
  });
}
