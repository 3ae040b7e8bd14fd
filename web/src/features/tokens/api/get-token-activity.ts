import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type TokenActivityItem, tokenActivitySchema } from '@roomremix/contracts/tokens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** `GET /api/tokens/activity`: the signed-in user's latest balance changes, newest first, with the running balance. */
export async function getTokenActivity(): Promise<TokenActivityItem[]> {
  return apiJson('GET', apiPath(API_ROUTES.tokenActivity), tokenActivitySchema);
}

/** The token activity query, cached under the endpoint's path. */
export function tokenActivityQueryOptions() {
  return queryOptions({ queryKey: [apiPath(API_ROUTES.tokenActivity)], queryFn: getTokenActivity });
}

/** The signed-in user's ledger. */
export function useTokenActivity() {
  return useQuery(tokenActivityQueryOptions());
}
