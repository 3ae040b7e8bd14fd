import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import {
  type ApplyCouponRequest,
  applyCouponRequestSchema,
  type ApplyCouponResponse,
  applyCouponResponseSchema,
} from '@roomremix/contracts/tokens';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** `POST /api/tokens/apply-coupon`: confirms the coupon on a paid purchase (the discount is already in the amount). */
export async function applyCoupon(request: ApplyCouponRequest): Promise<ApplyCouponResponse> {
  return apiJson(
    'POST',
    apiPath(API_ROUTES.applyCoupon),
    applyCouponResponseSchema,
    applyCouponRequestSchema.parse(request),
  );
}

/** Records the coupon after a successful payment; a failure is only logged. */
export function useApplyCoupon() {
  return useMutation({
    mutationFn: applyCoupon,
    onError: (error) => console.error('Failed to record the coupon on the purchase', error),
  });
}
