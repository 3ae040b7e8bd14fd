import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import {
  type CouponValidateRequest,
  couponValidateRequestSchema,
  type CouponValidationResponse,
  couponValidationResponseSchema,
} from '@roomremix/contracts/tokens';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** `POST /api/coupons/validate`: what a coupon takes off a package; the code is trimmed before it is sent. */
export async function validateCoupon(request: CouponValidateRequest): Promise<CouponValidationResponse> {
  return apiJson(
    'POST',
    apiPath(API_ROUTES.validateCoupon),
    couponValidationResponseSchema,
    couponValidateRequestSchema.parse(request),
  );
}

/** Checks a coupon against the selected package; the caller decides what an answer means for the form. */
export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
