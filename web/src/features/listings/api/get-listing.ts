import { JOB_POLL_INTERVAL_MS } from '@roomremix/contracts/constants';
import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type Listing, listingSchema } from '@roomremix/contracts/listings';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '@/lib/api-query';
import { isBatchRunning } from '../utils/batch-progress';

/** `GET /api/listings/:id`: the listing with its photos in order, each photo's latest staging, the batch's progress. */
export function listingQueryOptions(id: string) {
  return apiGetQuery(apiPath(API_ROUTES.listing, { id }), listingSchema);
}

/**
 * One listing, polled while its latest batch is unfinished. The progress is read from the server, never kept here,
 * so a reload (or another tab) shows the same "n of N" and polling picks up again by itself.
 */
export function useListing(id: string) {
  return useQuery({
    ...listingQueryOptions(id),
    refetchInterval: (query) => (isBatchRunning(query.state.data?.batch) ? JOB_POLL_INTERVAL_MS : false),
  });
}

/** Puts the listing an API call answered into the cache, so the page shows it without asking again. */
export function listingCacheEntry(listing: Listing) {
  return [listingQueryOptions(listing.id).queryKey, listing] as const;
}
