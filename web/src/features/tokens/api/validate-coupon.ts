import {
  type CouponValidateRequest,
  couponValidateRequestSchema,
  type CouponValidationResponse,
  couponValidationResponseSchema,
} from '@roomremix/contracts/tokens';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/coupons/validate`: what a coupon takes off a package; the code is trimmed before it is sent. */
export async function validateCoupon(request: CouponValidateRequest): Promise<CouponValidationResponse> {
  const response = await apiRequest('POST', '/api/coupons/validate', couponValidateRequestSchema.parse(request));
  return couponValidationResponseSchema.parse(await response.json());
}

/** Checks a coupon against the selected package; the caller decides what an answer means for the form. */
export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
