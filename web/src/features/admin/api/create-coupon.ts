import { type AdminCoupon, adminCouponSchema, couponCreateRequestSchema } from '@roomremix/contracts/admin-catalogue';
import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { ADMIN_TEXTS } from '../texts';
import { useCatalogueMutation } from './catalogue-mutations';
import { adminCouponsQueryOptions } from './get-coupons';

/** `POST /api/admin/coupons`: a new coupon (201); 409 with an issue on `code` when the code is taken. */
export async function createCoupon(request: z.input<typeof couponCreateRequestSchema>): Promise<AdminCoupon> {
  return apiJson('POST', apiPath(API_ROUTES.adminCoupons), adminCouponSchema, couponCreateRequestSchema.parse(request));
}

/** Creates a coupon and says so; the coupon list is refreshed. A refusal is the form's to show. */
export function useCreateCoupon() {
  return useCatalogueMutation(createCoupon, adminCouponsQueryOptions().queryKey, () => ADMIN_TEXTS.coupons.saved);
}
