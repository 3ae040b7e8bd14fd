import {
  type AdminCoupon,
  adminCouponSchema,
  type CouponUpdateRequest,
  couponUpdateRequestSchema,
} from '@roomremix/contracts/admin-catalogue';
import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { apiJson } from '@/lib/api-client';
import { ADMIN_TEXTS } from '../texts';
import { type CatalogueUpdate, useCatalogueMutation } from './catalogue-mutations';
import { adminCouponsQueryOptions } from './get-coupons';

/**
 * `PATCH /api/admin/coupons/:code` (`id` is the code): the coupon as changed. New purchases are priced by it; an
 * intent already created keeps its price and a purchase what it was sold at.
 */
export async function updateCoupon({ id, patch }: CatalogueUpdate<CouponUpdateRequest>): Promise<AdminCoupon> {
  return apiJson(
    'PATCH',
    apiPath(API_ROUTES.adminCoupon, { code: id }),
    adminCouponSchema,
    couponUpdateRequestSchema.parse(patch),
  );
}

/** Changes a coupon; once made it toasts `title(coupon)`, by default 'Coupon saved', and refreshes the coupon list. */
export function useUpdateCoupon(title: (coupon: AdminCoupon) => string = () => ADMIN_TEXTS.coupons.saved) {
  return useCatalogueMutation(updateCoupon, adminCouponsQueryOptions().queryKey, title);
}
