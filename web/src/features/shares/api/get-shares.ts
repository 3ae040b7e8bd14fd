import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { shareListSchema } from '@roomremix/contracts/shares';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '@/lib/api-query';

/** `GET /api/shares`: the signed-in user's live share links, newest first, with title, preview and view count. */
export function sharesQueryOptions() {
  return apiGetQuery(apiPath(API_ROUTES.shares), shareListSchema);
}

/** The user's live share links. */
export function useShares() {
  return useQuery(sharesQueryOptions());
}
