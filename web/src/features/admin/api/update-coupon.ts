import {
  type AdminCoupon,
  adminCouponSchema,
  type CouponUpdateRequest,
  couponUpdateRequestSchema,
} from '@roomremix/contracts/admin-catalogue';
import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { apiJson } from '@/lib/api-client';
import { toastApiError } from '@/lib/toast-api-error';
import { ADMIN_TEXTS } from '../texts';
import { adminCouponsQueryOptions } from './get-coupons';

/** A change to one coupon: its code and the fields to set (`{ active: false }` deactivates). */
export interface CouponUpdate {
  code: string;
  patch: CouponUpdateRequest;
}

/**
 * `PATCH /api/admin/coupons/:code`: the coupon as changed. New purchases are priced by it; an intent already created
 * keeps its price and a purchase what it was sold at.
 */
export async function updateCoupon({ code, patch }: CouponUpdate): Promise<AdminCoupon> {
  return apiJson(
    'PATCH',
    apiPath(API_ROUTES.adminCoupon, { code }),
    adminCouponSchema,
    couponUpdateRequestSchema.parse(patch),
  );
}

/** A coupon change as a mutation that refreshes the coupon list and toasts `saved(coupon)` once made. */
function useCouponChange(saved: (coupon: AdminCoupon) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCoupon,
    onSuccess: async (coupon) => {
      toast({ title: saved(coupon) });
      await queryClient.invalidateQueries({ queryKey: adminCouponsQueryOptions().queryKey });
    },
  });
}

/** Saves the Edit coupon form; a refusal is the form's to show. */
export function useUpdateCoupon() {
  return useCouponChange(() => ADMIN_TEXTS.coupons.saved);
}

/** Deactivates or activates a coupon and says so; a refusal is toasted. */
export function useSwitchCoupon() {
  const change = useCouponChange((coupon) =>
    coupon.active ? ADMIN_TEXTS.catalogue.activated(coupon.code) : ADMIN_TEXTS.catalogue.deactivated(coupon.code),
  );
  return {
    ...change,
    switchTo: (code: string, active: boolean) =>
      change.mutate(
        { code, patch: { active } },
        {
          onError: (error) =>
            toastApiError(error, { title: ADMIN_TEXTS.coupons.failed, fallback: ADMIN_TEXTS.failedFallback }),
        },
      ),
  };
}
