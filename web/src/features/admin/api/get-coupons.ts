import { adminCouponListSchema } from '@roomremix/contracts/admin-catalogue';
import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { adminGetQuery } from './admin-query';

/** `GET /api/admin/coupons`: every coupon, switched-off and expired ones too, with its redemption counts. */
export function adminCouponsQueryOptions() {
  return adminGetQuery(apiPath(API_ROUTES.adminCoupons), adminCouponListSchema);
}

/** All coupons. */
export function useAdminCoupons() {
  return useQuery(adminCouponsQueryOptions());
}
