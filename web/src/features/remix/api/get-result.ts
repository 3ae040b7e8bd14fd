import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type ImageResult, imageResultSchema } from '@roomremix/contracts/remix';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { resultsQueryOptions } from './get-results';

/** `GET /api/results/:id`: one of the user's results (404 when it is gone or not theirs). */
export async function getResult(id: string): Promise<ImageResult> {
  return apiJson('GET', apiPath(API_ROUTES.result, { id }), imageResultSchema);
}

/**
 * One result's query. Its key extends the results lists' key, so invalidating `resultsQueryOptions().queryKey` (a new
 * result, a deletion) refreshes it too.
 */
export function resultQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...resultsQueryOptions().queryKey, { id }],
    queryFn: () => getResult(id),
  });
}

/**
 * The result `id` (none when null): taken from a results list already loaded when it is in one, else asked for. The
 * query's error is a 404 when the result is gone.
 */
export function useResult(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...resultQueryOptions(id ?? ''),
    enabled: id !== null,
    initialData: () =>
      queryClient
        .getQueriesData<unknown>({ queryKey: resultsQueryOptions().queryKey })
        .flatMap(([, data]) => (Array.isArray(data) ? (data as ImageResult[]) : []))
        .find((result) => result.id === id),
  });
}
