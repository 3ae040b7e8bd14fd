import {
  type PurchaseRequest,
  purchaseRequestSchema,
  type PurchaseResponse,
  purchaseResponseSchema,
} from '@roomremix/contracts/tokens';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/tokens/purchase`: credits the tokens of a succeeded payment; a second call answers alreadyProcessed. */
export async function completePurchase(request: PurchaseRequest): Promise<PurchaseResponse> {
  const response = await apiRequest('POST', '/api/tokens/purchase', purchaseRequestSchema.parse(request));
  return purchaseResponseSchema.parse(await response.json());
}

/** Completes a paid purchase on the server. */
export function useCompletePurchase() {
  return useMutation({ mutationFn: completePurchase });
}
