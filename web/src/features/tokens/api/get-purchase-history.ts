import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type PurchaseHistoryItem, purchaseHistorySchema } from '@roomremix/contracts/tokens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** `GET /api/tokens/history`: the signed-in user's purchases, newest first. */
export async function getPurchaseHistory(): Promise<PurchaseHistoryItem[]> {
  return apiJson('GET', apiPath(API_ROUTES.purchaseHistory), purchaseHistorySchema);
}

/** The purchase history query, cached under the endpoint's path. */
export function purchaseHistoryQueryOptions() {
  return queryOptions({ queryKey: [apiPath(API_ROUTES.purchaseHistory)], queryFn: getPurchaseHistory });
}

/** The signed-in user's purchases. */
export function usePurchaseHistory() {
  return useQuery(purchaseHistoryQueryOptions());
}
