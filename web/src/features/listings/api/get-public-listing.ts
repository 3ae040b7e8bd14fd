import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { publicListingSchema } from '@roomremix/contracts/listings';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '@/lib/api-query';

/**
 * `GET /api/public/listings/:token`, no session needed: a listing's originals page (title, each original beside its
 * staged photo, images through the token). 404 for an unknown token, 410 for one turned off, 429 past the per-address
 * read limit of public pages.
 */
export function usePublicListing(token: string) {
  return useQuery(apiGetQuery(apiPath(API_ROUTES.publicListing, { token }), publicListingSchema));
}
