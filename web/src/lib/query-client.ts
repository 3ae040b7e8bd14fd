import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/**
 * The app's React Query client with SPEC §9's defaults: data never goes stale and is only refetched when a query
 * asks for it, nothing retries, and the default query function treats a 401 as an error.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn<unknown>({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
