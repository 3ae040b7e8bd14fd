import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { publicShareSchema } from '@roomremix/contracts/shares';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '@/lib/api-query';

/**
 * `GET /api/public/shares/:token`, no session needed: what a share link shows (title, settings, date, images through
 * the share). 404 for an unknown token, 410 for one its owner turned off, 429 past the per-address read limit. An
 * address's first read of the day counts a view; the query is fetched once per visit (the client never refetches on
 * its own).
 */
export function publicShareQueryOptions(token: string) {
  return apiGetQuery(apiPath(API_ROUTES.publicShare, { token }), publicShareSchema);
}

/** The share a public link names. */
export function usePublicShare(token: string) {
  return useQuery(publicShareQueryOptions(token));
}
