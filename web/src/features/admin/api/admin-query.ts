import { queryOptions } from '@tanstack/react-query';
import { type AnswerSchema, apiJson } from '@/lib/api-client';

/**
 * `GET path?params` of the admin API as a query cached under `[path, params]`, so a mutation can refresh every
 * variant of a list through `[path]`. Unlike the app's other queries it is stale at once: support works on what
 * users and the worker change meanwhile, so a screen that mounts asks again (showing what it had until then).
 */
export function adminGetQuery<T>(path: string, schema: AnswerSchema<T>, params: Record<string, string> = {}) {
  const search = new URLSearchParams(params).toString();
  return queryOptions({
    queryKey: [path, params] as const,
    queryFn: () => apiJson('GET', search ? `${path}?${search}` : path, schema),
    staleTime: 0,
  });
}
