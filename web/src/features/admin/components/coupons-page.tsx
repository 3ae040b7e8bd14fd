import type { AdminCoupon, CouponUpdateRequest } from '@roomremix/contracts/admin-catalogue';
import { Badge } from '@chakra-ui/react/badge';
import { Text } from '@chakra-ui/react/text';
import type { Column } from '@/components/ui/data-table';
import { useAdminCoupons } from '../api/get-coupons';
import { useUpdateCoupon } from '../api/update-coupon';
import { formatDiscount } from '../utils/format';
import type { Catalogue } from './catalogue';
import { CataloguePage } from './catalogue-page';
import { EditCouponForm, NewCouponForm } from './coupon-forms';
import { TimeText } from './time-text';

/** Whether a coupon applied when the list was loaded (`now`): switched on and not past its expiry. */
function couponState(coupon: AdminCoupon, now: number): { label: string; color: string } {
  if (!coupon.active) return { label: 'inactive', color: 'gray' };
  if (coupon.expiresAt !== null && Date.parse(coupon.expiresAt) <= now) return { label: 'expired', color: 'orange' };
  return { label: 'active', color: 'green' };
}

/** Redemptions, of the cap if there is one, and those held by intents not paid yet. */
function Redemptions({ coupon }: { coupon: AdminCoupon }) {
  return (
    <>
      {coupon.redemptions}
      {coupon.maxRedemptions !== null && ` / ${coupon.maxRedemptions}`}
      {coupon.reserved > 0 && <Text as="span" color="fg.muted">{` (+${coupon.reserved} reserved)`}</Text>}
    </>
  );
}

/** A coupon's discount, whether it applies (`loadedAt`: when the list was loaded), expiry, redemptions, per user. */
function couponColumns(loadedAt: number): Column<AdminCoupon>[] {
  return [
    { header: 'Code', cell: (coupon) => coupon.code, cellProps: { fontFamily: 'mono', fontWeight: 'medium' } },
    { header: 'Discount', cell: formatDiscount },
    {
      header: 'State',
      cell: (coupon) => {
        const state = couponState(coupon, loadedAt);
        return <Badge colorPalette={state.color}>{state.label}</Badge>;
      },
    },
    { header: 'Expires', cell: (coupon) => (coupon.expiresAt === null ? '—' : <TimeText iso={coupon.expiresAt} />) },
    { header: 'Redemptions', align: 'end', cell: (coupon) => <Redemptions coupon={coupon} /> },
    { header: 'Per user', align: 'end', cell: (coupon) => coupon.maxPerUser },
  ];
}

const COUPONS: Catalogue<AdminCoupon, CouponUpdateRequest> = {
  section: 'coupons',
  label: 'Coupons',
  what: 'coupons',
  useItems: useAdminCoupons,
  useUpdate: useUpdateCoupon,
  describe: (coupon) => ({ id: coupon.code, name: coupon.code, active: coupon.active }),
  patchFor: (active) => ({ active }),
  columns: couponColumns,
  NewForm: NewCouponForm,
  EditForm: EditCouponForm,
};

/** Coupons: the list with redemption counts, New coupon, and Edit and Deactivate/Activate on each. */
export function CouponsPage() {
  return <CataloguePage catalogue={COUPONS} />;
}
