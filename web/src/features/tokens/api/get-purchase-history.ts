import { type PurchaseHistoryItem, purchaseHistorySchema } from '@roomremix/contracts/tokens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/tokens/history`: the signed-in user's purchases, newest first. */
export async function getPurchaseHistory(): Promise<PurchaseHistoryItem[]> {
  const response = await apiRequest('GET', '/api/tokens/history');
  return purchaseHistorySchema.parse(await response.json());
}

/** The purchase history query, cached under the endpoint's path. */
export function purchaseHistoryQueryOptions() {
  return queryOptions({ queryKey: ['/api/tokens/history'], queryFn: getPurchaseHistory });
}

/** The signed-in user's purchases. */
export function usePurchaseHistory() {
  return useQuery(purchaseHistoryQueryOptions());
}
