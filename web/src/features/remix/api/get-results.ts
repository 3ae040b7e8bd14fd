import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type ImageResult, imageResultListSchema } from '@roomremix/contracts/remix';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** `GET /api/results`: the signed-in user's results, newest first; `limit` keeps only the newest ones. */
export async function getResults(limit?: number): Promise<ImageResult[]> {
  return apiJson(
    'GET',
    limit === undefined ? apiPath(API_ROUTES.results) : `${apiPath(API_ROUTES.results)}?limit=${limit}`,
    imageResultListSchema,
  );
}

/**
 * The results query, cached under the endpoint's path. Without `limit` its key is the prefix of every limited
 * one, so invalidating `resultsQueryOptions().queryKey` refreshes them all.
 */
export function resultsQueryOptions(limit?: number) {
  return queryOptions({
    queryKey: limit === undefined ? [apiPath(API_ROUTES.results)] : [apiPath(API_ROUTES.results), { limit }],
    queryFn: () => getResults(limit),
  });
}

/** The user's results (the newest `limit` of them when given). */
export function useResults(limit?: number) {
  return useQuery(resultsQueryOptions(limit));
}
