import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { listingSummaryListSchema } from '@roomremix/contracts/listings';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '@/lib/api-query';

/** `GET /api/listings`: the user's listings, most recently changed first, each with its cover and photo count. */
export function listingsQueryOptions() {
  return apiGetQuery(apiPath(API_ROUTES.listings), listingSummaryListSchema);
}

/** The user's listings. */
export function useListings() {
  return useQuery(listingsQueryOptions());
}
