import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import {
  type CreatePaymentIntentRequest,
  createPaymentIntentRequestSchema,
  type CreatePaymentIntentResult,
  createPaymentIntentResultSchema,
} from '@roomremix/contracts/tokens';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/**
 * `POST /api/tokens/create-payment-intent`: the server prices the package (and coupon) and answers the intent to
 * confirm, or, when the coupon makes it free, the purchase already completed with the updated user.
 */
export async function createPaymentIntent(request: CreatePaymentIntentRequest): Promise<CreatePaymentIntentResult> {
  return apiJson(
    'POST',
    apiPath(API_ROUTES.createPaymentIntent),
    createPaymentIntentResultSchema,
    createPaymentIntentRequestSchema.parse(request),
  );
}

/** Starts a package purchase. */
export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
