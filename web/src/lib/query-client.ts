import { QueryClient } from '@tanstack/react-query';

/**
 * The app's React Query client: data never goes stale and is only refetched when a query asks for it (after a
 * change, the code that made it invalidates what it touched), and nothing retries. Each query brings its own
 * function, next to its call in the feature's `api/` folder.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
