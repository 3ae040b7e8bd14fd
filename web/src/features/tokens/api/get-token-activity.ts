import { type TokenActivityItem, tokenActivitySchema } from '@roomremix/contracts/tokens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/tokens/activity`: the signed-in user's latest balance changes, newest first, with the running balance. */
export async function getTokenActivity(): Promise<TokenActivityItem[]> {
  const response = await apiRequest('GET', '/api/tokens/activity');
  return tokenActivitySchema.parse(await response.json());
}

/** The token activity query, cached under the endpoint's path. */
export function tokenActivityQueryOptions() {
  return queryOptions({ queryKey: ['/api/tokens/activity'], queryFn: getTokenActivity });
}

/** The signed-in user's ledger. */
export function useTokenActivity() {
  return useQuery(tokenActivityQueryOptions());
}
