import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import {
  type PurchaseRequest,
  purchaseRequestSchema,
  type PurchaseResponse,
  purchaseResponseSchema,
} from '@roomremix/contracts/tokens';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** `POST /api/tokens/purchase`: credits the tokens of a succeeded payment; a second call answers alreadyProcessed. */
export async function completePurchase(request: PurchaseRequest): Promise<PurchaseResponse> {
  return apiJson('POST', apiPath(API_ROUTES.purchase), purchaseResponseSchema, purchaseRequestSchema.parse(request));
}

/** Completes a paid purchase on the server. */
export function useCompletePurchase() {
  return useMutation({ mutationFn: completePurchase });
}
